import Decimal from 'decimal.js';
import type { DemoProduct } from './catalog';
import { DELIVERY_SLOTS, type DemoBankAccount } from './checkout-setup';
import { addDays, addMonths, atTime, startOfDay } from './dates';
import type { DemoDealer } from './dealers';
import {
  amountText,
  storedLineMoney,
  storedPriceOf,
  totalsByCurrency,
  type LineMoney,
  type StoredPrice,
} from '../modules/pricing/line-money';
import { orderPriceOf, round2, type PriceList, type ProductPriceInput } from '../modules/pricing/price-product';
import type { Rng } from './random';
import type { CurrencyCode, ExchangeRates } from './settings';

/**
 * Twelve months of trade per dealer, simulated day by day: sales (web order → invoice → delivery
 * note), collections when invoices fall due (card via the payment page or bank transfer), a few
 * orders still waiting and delivery notes not yet invoiced. history-writer.ts numbers and stores it
 * (it imports this file, never the other way round). Every line is priced and totalled with the
 * functions live orders use (modules/pricing), so a demo invoice and a live order of the same
 * lines agree to the kuruş.
 */

export interface HistoryInput {
  dealers: DemoDealer[];
  products: DemoProduct[];
  /** The catalogue's price lists, as the pricing function reads them. */
  priceLists: PriceList[];
  banks: DemoBankAccount[];
  rates: ExchangeRates;
  now: Date;
}

export interface Line {
  product: DemoProduct;
  quantity: string;
  /** The price the line stores, as placing a live order stores it. */
  price: StoredPrice;
  /** Its money, as the basket, checkout and the order list work it out. */
  money: LineMoney;
}

/** The totals an invoice or delivery note stores: sums of the rounded lines (one currency per document). */
export interface DocumentTotals {
  subtotal: string;
  vatTotal: string;
  grandTotal: string;
}

function documentTotals(lines: Line[]): DocumentTotals {
  const [totals] = totalsByCurrency(lines.map((l) => l.money));
  return {
    subtotal: amountText(totals?.subtotal ?? 0),
    vatTotal: amountText(totals?.vat ?? 0),
    grandTotal: amountText(totals?.grandTotal ?? 0),
  };
}

export interface OrderInfo {
  status: 'completed' | 'placed';
  userId: number;
  placedAt: Date;
  completedAt: Date | null;
  deliveryMethod: string | null;
  deliveryAddressId: number | null;
  deliverySlot: string | null;
  paymentMethod: string | null;
  bankAccountId: number | null;
  note: string | null;
  documentNo?: string;
  id?: number;
}

export interface Sale {
  dealer: DemoDealer;
  currency: CurrencyCode;
  rate: Decimal;
  lines: Line[];
  totals: DocumentTotals;
  order: OrderInfo | null;
  invoice: { date: Date; dueDate: Date; documentNo?: string; id?: number } | null;
  deliveryNote: { date: Date; documentNo?: string; id?: number } | null;
}

/** A recent TL document that is not invoiced yet: an order waiting, or goods sent ahead of the invoice. */
function openTlSale(dealer: DemoDealer, lines: Line[], doc: Partial<Pick<Sale, 'order' | 'deliveryNote'>>): Sale {
  return {
    dealer,
    currency: 'TL',
    rate: new Decimal(1),
    lines,
    totals: documentTotals(lines),
    order: doc.order ?? null,
    invoice: null,
    deliveryNote: doc.deliveryNote ?? null,
  };
}

export interface Collection {
  dealer: DemoDealer;
  date: Date;
  currency: CurrencyCode;
  rate: Decimal;
  amount: Decimal;
  card: CardDetails | null;
  bank: DemoBankAccount | null;
  /** The sale paid by card at checkout, when the collection came with an order. */
  sale: Sale | null;
  documentNo?: string;
  id?: number;
}

export interface CardDetails {
  userId: number;
  holder: string;
  bankName: string;
  masked: string;
  installment: number;
  commissionRate: string;
  chargedAmount: string;
  reference: string;
}

interface OpenItem {
  currency: CurrencyCode;
  dueDate: Date;
  remaining: Decimal;
}

/** Card BINs with their issuing banks, so masked numbers look like real Turkish cards. */
const CARD_BINS = [
  ['454360', 'Akbank'],
  ['540667', 'Garanti BBVA'],
  ['552879', 'Yapı Kredi'],
  ['979204', 'Türkiye İş Bankası'],
  ['415565', 'T.C. Ziraat Bankası'],
  ['528208', 'QNB'],
] as const;
const COMMISSION: Record<number, string> = { 0: '0.00', 2: '2.49', 3: '3.49', 6: '6.99', 9: '9.49' };
const ORDER_NOTES = [
  'Acil sevk rica olunur.',
  'Şantiye teslimatı, lütfen önceden arayınız.',
  'Kablolar tek parça (kesintisiz) olsun.',
  'Faturayı e-posta ile de gönderiniz.',
  'Cumartesi teslim alınacaktır.',
  'Eksik ürünler tamamlanınca birlikte gönderin.',
] as const;

/** The simulated trade of every dealer, in memory; history-writer.ts numbers and stores it. */
export function simulateHistory(rng: Rng, input: HistoryInput): { sales: Sale[]; collections: Collection[] } {
  const sim = new Simulation(rng, input);
  for (const dealer of input.dealers) sim.runDealer(dealer);
  return { sales: sim.sales, collections: sim.collections };
}

/** The large seed's busy dealer: how many invoices and ledger movements, over how many years. */
export interface BusyDealerSize {
  invoices: number;
  movements: number;
  years: number;
}

/**
 * The trade of one busy dealer (the large seed, `npm run seed -- --busy-dealer`): `invoices` sales
 * spread over `years`, sold and priced as every demo sale, and as many small collections as it takes
 * to reach `movements` ledger rows, paying about what was invoiced. Its own random stream: the other
 * dealers' history does not change with it.
 */
export function simulateBusyDealer(
  rng: Rng,
  input: HistoryInput,
  dealer: DemoDealer,
  size: BusyDealerSize,
): { sales: Sale[]; collections: Collection[] } {
  const sim = new Simulation(rng, input);
  sim.runBusyDealer(dealer, size);
  return { sales: sim.sales, collections: sim.collections };
}

class Simulation {
  readonly sales: Sale[] = [];
  readonly collections: Collection[] = [];
  private readonly pool: DemoProduct[];
  private readonly today: Date;
  private readonly start: Date;

  constructor(
    private readonly rng: Rng,
    private readonly input: HistoryInput,
  ) {
    // History draws from a fixed-size slice of the catalogue so it scales with dealers, not products.
    const step = Math.max(1, Math.floor(input.products.length / 1500));
    this.pool = input.products.filter((_, i) => i % step === 0).slice(0, 1500);
    this.today = startOfDay(input.now);
    this.start = addMonths(this.today, -12);
  }

  runDealer(dealer: DemoDealer): void {
    const r = this.rng;
    const favourites = r.sample(this.pool, r.int(60, 140));
    const agreementProducts = this.input.products.filter((p) => dealer.agreements.has(p.id));
    const payWeekday = r.int(1, 5);
    const open: OpenItem[] = [];
    const lastDay = addDays(this.today, -1);

    for (let day = this.start; day <= lastDay; day = addDays(day, 1)) {
      const weekday = day.getDay();
      if (weekday === 0) continue;
      const saleChance = (dealer.salesPerMonth / 24) * (weekday === 6 ? 0.3 : 1);
      if (r.chance(saleChance)) {
        const products =
          r.chance(0.3) && agreementProducts.length ? [...r.sample(agreementProducts, 2), ...favourites] : favourites;
        const sale = this.sale(dealer, day, products, lastDay);
        if (sale.invoice && !this.paidByCard(sale)) {
          open.push({
            currency: sale.currency,
            dueDate: sale.invoice.dueDate,
            remaining: new Decimal(sale.totals.grandTotal),
          });
        }
      }
      if (weekday === payWeekday) this.collect(dealer, day, open);
    }
    this.recentActivity(dealer, favourites);
  }

  runBusyDealer(dealer: DemoDealer, size: BusyDealerSize): void {
    const r = this.rng;
    const favourites = r.sample(this.pool, Math.min(this.pool.length, 400));
    const lastDay = addDays(this.today, -1);
    const days: Date[] = [];
    for (let day = addMonths(this.today, -12 * size.years); day <= lastDay; day = addDays(day, 1)) {
      if (day.getDay() !== 0) days.push(day);
    }
    const spread = (i: number, n: number) => days[Math.min(days.length - 1, Math.floor((i * days.length) / n))]!;
    for (let i = 0; i < size.invoices; i++) this.sale(dealer, spread(i, size.invoices), favourites, lastDay);

    // Sales paid by card at checkout already booked a collection each.
    const invoiced = this.sales.reduce(
      (sum, s) => sum.plus(new Decimal(s.totals.grandTotal).times(s.rate)),
      new Decimal(0),
    );
    const paid = this.collections.reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
    const count = Math.max(0, size.movements - size.invoices - this.collections.length);
    const average = count ? Decimal.max(invoiced.minus(paid).div(count), 10) : new Decimal(0);
    for (let i = 0; i < count; i++) {
      const day = spread(i, count);
      const date = atTime(day, r.int(9, 17), r.int(0, 59));
      const amount = Decimal.max(average.times(r.int(50, 150)).div(1000).floor().times(10), 10);
      if (r.chance(0.3)) {
        this.collections.push(this.cardCollection(dealer, date, amount, r.pick(dealer.userIds), null));
      } else {
        this.collections.push({
          dealer,
          date,
          currency: 'TL',
          rate: new Decimal(1),
          amount,
          card: null,
          bank: this.bankFor('TL'),
          sale: null,
        });
      }
    }
  }

  private paidByCard(sale: Sale): boolean {
    return sale.order?.paymentMethod === 'kredikarti';
  }

  /** One sale: most come through the web shop as orders, the rest by phone or at the counter. */
  private sale(dealer: DemoDealer, day: Date, products: DemoProduct[], lastDay: Date): Sale {
    const r = this.rng;
    const foreign = dealer.currencies.filter((c) => c !== 'TL');
    const currency: CurrencyCode = foreign.length && r.chance(0.12) ? r.pick(foreign) : 'TL';
    const rate = this.input.rates.sell(currency, day);
    const lines = this.lines(
      dealer,
      currency,
      rate,
      products,
      r.weighted([
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 4],
        [5, 3],
        [6, 2],
        [8, 1],
      ] as const),
    );
    const totals = documentTotals(lines);
    const placedAt = atTime(day, r.int(8, 16), r.int(0, 59));
    let order: OrderInfo | null = null;
    if (r.chance(0.65)) {
      const paymentMethod =
        currency === 'TL'
          ? r.weighted([
              ['havale', 45],
              ['acikhesap', 40],
              ['kredikarti', 15],
            ] as const)
          : r.pick(['havale', 'acikhesap'] as const);
      order = this.orderInfo(dealer, placedAt, 'completed', paymentMethod, currency);
    }
    const nextDay = addDays(day, day.getDay() === 6 ? 2 : 1);
    const invoiceDay = r.chance(0.6) || nextDay > lastDay ? day : nextDay;
    const invoiceDate = atTime(invoiceDay, r.int(Math.max(placedAt.getHours() + 1, 10), 18), r.int(0, 59));
    const sale: Sale = {
      dealer,
      currency,
      rate,
      lines,
      totals,
      order,
      invoice: { date: invoiceDate, dueDate: startOfDay(addDays(invoiceDate, dealer.termDays)) },
      deliveryNote: r.chance(0.9) ? { date: invoiceDate } : null,
    };
    this.sales.push(sale);
    if (order && this.paidByCard(sale)) {
      this.collections.push(
        this.cardCollection(dealer, order.completedAt!, new Decimal(totals.grandTotal), order.userId, sale),
      );
    }
    return sale;
  }

  private orderInfo(
    dealer: DemoDealer,
    placedAt: Date,
    status: OrderInfo['status'],
    paymentMethod: string,
    currency: CurrencyCode,
  ): OrderInfo {
    const r = this.rng;
    const deliveryMethod = r.weighted([
      ['depo', 3],
      ['kargo', 3],
      ['arac', 3],
      ['kurye', 1],
    ] as const);
    const bank = paymentMethod === 'havale' ? this.bankFor(currency) : null;
    return {
      status,
      userId: r.pick(dealer.userIds),
      placedAt,
      completedAt: status === 'completed' ? new Date(placedAt.getTime() + r.int(3, 40) * 60_000) : null,
      deliveryMethod: status === 'completed' ? deliveryMethod : null,
      deliveryAddressId: status === 'completed' && deliveryMethod !== 'depo' ? r.pick(dealer.addressIds) : null,
      deliverySlot:
        status === 'completed' && (deliveryMethod === 'arac' || deliveryMethod === 'kurye')
          ? r.pick(DELIVERY_SLOTS[deliveryMethod])
          : null,
      paymentMethod: status === 'completed' ? paymentMethod : null,
      bankAccountId: status === 'completed' && bank ? bank.id : null,
      note: r.chance(0.2) ? r.pick(ORDER_NOTES) : null,
    };
  }

  private bankFor(currency: CurrencyCode): DemoBankAccount {
    const matching = this.input.banks.filter((b) => b.currencyCode === currency);
    return this.rng.pick(matching.length ? matching : this.input.banks);
  }

  /**
   * Lines priced by the storefront's own pricing function, as placing prices a line added in this
   * currency: the dealer's list of that currency, its discount, and an agreement price beating both.
   * A product whose price for the dealer is in another currency (an agreement in TL, in a foreign
   * sale) is left out: a document has one currency.
   */
  private lines(
    dealer: DemoDealer,
    currency: CurrencyCode,
    rate: Decimal,
    candidates: DemoProduct[],
    count: number,
  ): Line[] {
    const r = this.rng;
    const lists = this.input.priceLists;
    const dealerLists = dealer.currencies.map((c) => lists.find((l) => l.currency === c)!);
    const terms = {
      lists: dealerLists,
      discountRate: new Decimal(dealer.discountRate),
      selectedListId: dealerLists.find((l) => l.currency === currency)?.id ?? null,
    };
    const rates = new Map([[currency, rate]]);
    const seen = new Set<number>();
    const lines: Line[] = [];
    const add = (product: DemoProduct) => {
      if (seen.has(product.id) || lines.length >= count) return;
      seen.add(product.id);
      const agreement = dealer.agreements.get(product.id);
      const input: ProductPriceInput = {
        vatRate: new Decimal(product.vatRate),
        prices: Object.fromEntries(lists.map((l) => [l.id, product.prices[l.currency]])),
        agreement: agreement ? { ...agreement, currency: 'TL' } : null,
      };
      const orderPrice = orderPriceOf(input, terms);
      if (!orderPrice || orderPrice.currency !== currency) return;
      const quantity = this.quantity(product);
      const price = storedPriceOf(orderPrice, rates);
      const money = storedLineMoney({
        quantity,
        unit_price: price.unitPrice,
        discount_rate: price.discountRate,
        vat_rate: price.vatRate,
        currency_code: price.currencyCode,
      });
      lines.push({ product, quantity, price, money });
    };
    r.sample(candidates, count + 2).forEach(add);
    // Every sampled product left out (rare): the first that can be sold in this currency.
    if (!lines.length) candidates.forEach(add);
    return lines;
  }

  /** Quantities a dealer would order: a few of the expensive items, more of the cheap ones. */
  private quantity(product: DemoProduct): string {
    const r = this.rng;
    if (product.unit === 'Metre') return String(r.int(1, 15) * 10);
    const tl = Number(product.prices.TL);
    if (tl >= 1000) return String(r.int(1, 3));
    if (tl >= 200) return String(r.int(1, 10));
    return String(r.pick([5, 10, 10, 20, 25, 50, 100].filter((q) => q * tl < 8000).concat([2, 5])));
  }

  /** On its weekly payment day the dealer settles most of what has fallen due, per currency. */
  private collect(dealer: DemoDealer, day: Date, open: OpenItem[]): void {
    const r = this.rng;
    for (const currency of ['TL', 'USD', 'EUR'] as const) {
      const due = open.filter((o) => o.currency === currency && o.dueDate <= day && o.remaining.gt(0));
      const total = due.reduce((sum, o) => sum.plus(o.remaining), new Decimal(0));
      if (total.lte(0)) continue;
      const share = total.times(r.int(85, 100)).div(100);
      // People transfer round sums: whole tens of lira, whole dollars/euros.
      const amount = currency === 'TL' ? share.div(10).floor().times(10) : share.floor();
      if (amount.lte(0)) continue;
      let left = amount;
      for (const item of due) {
        const part = Decimal.min(left, item.remaining);
        item.remaining = item.remaining.minus(part);
        left = left.minus(part);
        if (left.lte(0)) break;
      }
      const date = atTime(day, r.int(9, 17), r.int(0, 59));
      if (currency === 'TL' && r.chance(0.3)) {
        this.collections.push(this.cardCollection(dealer, date, amount, r.pick(dealer.userIds), null));
      } else {
        const bank = this.bankFor(currency);
        this.collections.push({
          dealer,
          date,
          currency,
          rate: this.input.rates.sell(currency, day),
          amount,
          card: null,
          bank,
          sale: null,
        });
      }
    }
  }

  private cardCollection(
    dealer: DemoDealer,
    date: Date,
    amount: Decimal,
    userId: number,
    sale: Sale | null,
  ): Collection {
    const r = this.rng;
    const [bin, bankName] = r.pick(CARD_BINS);
    const installment = r.weighted([
      [0, 6],
      [2, 1],
      [3, 2],
      [6, 1],
      [9, 0.3],
    ] as const);
    const commissionRate = COMMISSION[installment]!;
    const addCommission = installment > 0 && r.chance(0.6);
    const charged = addCommission ? round2(amount.times(new Decimal(100).plus(commissionRate)).div(100)) : amount;
    const holder = dealer.userNames[dealer.userIds.indexOf(userId)] ?? dealer.userNames[0]!;
    return {
      dealer,
      date,
      currency: 'TL',
      rate: new Decimal(1),
      amount,
      bank: null,
      sale,
      card: {
        userId,
        holder: holder.toLocaleUpperCase('tr-TR'),
        bankName,
        masked: `${bin}******${r.digits(4)}`,
        installment,
        commissionRate,
        chargedAmount: amountText(charged),
        reference: `PN${date.getFullYear()}${r.digits(10)}`,
      },
    };
  }

  /** The last days: orders placed but not yet invoiced, and goods shipped before the invoice. */
  private recentActivity(dealer: DemoDealer, favourites: DemoProduct[]): void {
    const r = this.rng;
    const isFirst = dealer.code.endsWith('.001');
    const waiting = isFirst ? 2 : r.chance(0.5) ? r.int(1, 2) : 0;
    for (let i = 0; i < waiting; i++) {
      const day = addDays(this.today, -r.int(1, 5));
      const lines = this.lines(dealer, 'TL', new Decimal(1), favourites, r.int(1, 6));
      const order = this.orderInfo(dealer, atTime(day, r.int(8, 17), r.int(0, 59)), 'placed', 'havale', 'TL');
      this.sales.push(openTlSale(dealer, lines, { order }));
    }
    if (isFirst || r.chance(0.3)) {
      const day = addDays(this.today, -r.int(1, 6));
      const lines = this.lines(dealer, 'TL', new Decimal(1), favourites, r.int(1, 5));
      this.sales.push(openTlSale(dealer, lines, { deliveryNote: { date: atTime(day, r.int(9, 17), r.int(0, 59)) } }));
    }
  }
}
