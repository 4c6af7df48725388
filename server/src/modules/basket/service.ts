import Decimal from 'decimal.js';
import {
  basketMessages,
  STOCK_EXCEEDED_CLASS,
  type AddToBasketResponse,
  type BasketLine,
  type BasketLineInput,
  type BasketResponse,
  type CurrencyCode,
  type PlaceOrderResponse,
  type UpdateBasketRequest,
} from '@bayi/common';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { turkishYear } from '../../lib/turkey-time';
import type { ApplicationService } from '../application/service';
import { imageUrl, type CatalogService, type CatalogViewer, type OrderQuote } from '../catalog/service';
import type {
  BasketLineRow,
  BasketOwner,
  BasketRepository,
  BasketStatements,
  LinePrice,
  OrderHead,
  RepricedLine,
} from './repository';
import type { OrderPrice } from '../catalog/pricing';
import { formatAmount, formatQuantity, storedLineMoney, totalsByCurrency, type LineMoney } from './line-money';

export const LINE_NOT_FOUND = 'Sepet satırı bulunamadı.';
export const NOT_EDITABLE = 'Bu sipariş artık düzenlenemez.';
const CHANGED_WHILE_PLACING = 'Sepetiniz bu sırada değişti; lütfen siparişi tekrar verin.';
const DEFAULT_ORDER_PREFIX = 'WEB';
/** Placing rounds before giving up on a basket that keeps changing under it (another tab adding). */
const PLACING_ROUNDS = 10;

const conflict = (message: string) => new HttpError(409, message);

/** The document prefix setting (belge.siparis.onek), when it is a plain code; else WEB. */
export function orderPrefix(setting: string | undefined): string {
  const value = setting?.trim() ?? '';
  return /^[A-Za-z0-9]{1,10}$/.test(value) ? value.toUpperCase() : DEFAULT_ORDER_PREFIX;
}

/** Stock a dealer may order from: whole units, none for a product no longer sold. */
function orderableStock(row: Pick<BasketLineRow, 'stock_qty' | 'is_active'>): Decimal {
  return row.is_active ? Decimal.max(new Decimal(row.stock_qty), 0) : new Decimal(0);
}

/** The money a basket line shows: a pure function of its stored quantity, price, discount, VAT and currency. */
interface ShownMoney {
  money: LineMoney;
  birimFiyatF: string;
  tutarF: string;
  iskontoTutarKdvDahilF: string;
  miktarF: string;
  miktar: number;
  iskontoOrani: number;
}

/**
 * Shown money by line values, kept for the next read: the basket screen reads the whole basket again
 * after every edit, with all lines but one unchanged, and working a line out in decimal.js costs
 * about as much as the rest of the request. The values are a function of the key alone, so an entry
 * can never be stale; the oldest entries go first once the memo is full.
 */
const SHOWN_MONEY_MAX = 20_000;
/** Baskets whose answer is kept as bytes (about 76 KB for 200 lines). */
const KEPT_BASKETS_MAX = 1_000;
const shownMoneyMemo = new Map<string, ShownMoney>();

function shownMoney(row: BasketLineRow): ShownMoney {
  const key = `${row.quantity}|${row.unit_price}|${row.discount_rate}|${row.vat_rate}|${row.currency_code}`;
  const known = shownMoneyMemo.get(key);
  if (known) return known;
  const money = storedLineMoney(row);
  const currency = row.currency_code;
  const shown: ShownMoney = {
    money,
    birimFiyatF: formatAmount(money.unitPrice, currency),
    tutarF: formatAmount(money.net, currency),
    iskontoTutarKdvDahilF: formatAmount(money.discountWithVat, currency),
    miktarF: formatQuantity(money.quantity),
    miktar: money.quantity.toNumber(),
    iskontoOrani: money.discountRate.toNumber(),
  };
  if (shownMoneyMemo.size >= SHOWN_MONEY_MAX) shownMoneyMemo.delete(shownMoneyMemo.keys().next().value!);
  shownMoneyMemo.set(key, shown);
  return shown;
}

function basketLine(row: BasketLineRow) {
  const { money, ...shown } = shownMoney(row);
  const stock = orderableStock(row);
  const fits = money.quantity.lte(stock);
  const line: BasketLine = {
    id: row.row_id,
    rowId: row.row_id,
    stokId: row.product_id,
    ad: row.name,
    kod: row.code,
    image: row.image ? { smallUrl: imageUrl(row.image, 1) } : null,
    birimFiyatF: shown.birimFiyatF,
    miktarF: shown.miktarF,
    miktar: shown.miktar,
    tutarF: shown.tutarF,
    iskontoOrani: shown.iskontoOrani,
    iskontoTutarKdvDahilF: shown.iskontoTutarKdvDahilF,
    stokMiktarUygun: fits,
    stokMiktarUygunClass: fits ? '' : STOCK_EXCEEDED_CLASS,
    StokMiktar: stock.floor().toNumber(),
  };
  return { line, money };
}

export function createBasketService(
  repo: BasketRepository,
  catalog: CatalogService,
  application: ApplicationService,
  options: {
    /** How long a kept basket answer may be served (its product facts' age); 0 reads every time. */
    keptAnswerMs: number;
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());
  async function rateOf(): Promise<Map<CurrencyCode, string>> {
    return new Map((await application.latestRates()).map((r) => [r.code as CurrencyCode, r.sell]));
  }

  /** GET /basket/: the user's basket as the basket screen shows it (spec §3 "Basket response"). */
  // The basket screen reads the whole basket after every edit and on every visit; an answer is kept
  // as bytes per user and served again while the basket's lines version (one indexed row) is the
  // one it was built from — every change of the lines raises it, from any process — and for at most
  // keptAnswerMs: the product facts in it (stock, names, images) are as fresh as the catalogue's.
  const keptBodies = new Map<number, { version: string; body: Buffer; builtAt: number }>();

  /** GET /basket/ as bytes: the kept answer while nothing in it changed, else a fresh read. */
  async function viewBody(owner: BasketOwner): Promise<Buffer> {
    const kept = keptBodies.get(owner.userId);
    if (
      kept &&
      Date.now() - kept.builtAt < options.keptAnswerMs &&
      kept.version === (await repo.basketVersion(owner))
    ) {
      return kept.body;
    }
    return freshBody(owner);
  }

  /** The basket read now, as bytes, and kept for the next GET /basket/ (an edit's answer is the next read's). */
  async function freshBody(owner: BasketOwner): Promise<Buffer> {
    const builtAt = Date.now();
    const { version, answer } = await read(owner);
    const body = Buffer.from(JSON.stringify(answer));
    keptBodies.delete(owner.userId);
    if (options.keptAnswerMs > 0) {
      keptBodies.set(owner.userId, { version, body, builtAt });
      if (keptBodies.size > KEPT_BASKETS_MAX) keptBodies.delete(keptBodies.keys().next().value as number);
    }
    return body;
  }

  async function read(owner: BasketOwner): Promise<{ version: string; answer: BasketResponse }> {
    const { orderId, lines, version } = await repo.basket(owner);
    const built = lines.map(basketLine);
    const answer: BasketResponse = {
      id: orderId ?? 0,
      showIskonto: built.some((b) => !b.money.discountRate.isZero()),
      hideOrderButton: built.some((b) => !b.line.stokMiktarUygun),
      products: built.map((b) => b.line),
      sums: totalsByCurrency(built.map((b) => b.money)).map((t) => ({
        satirToplamWCF: formatAmount(t.subtotal, t.currency),
        kdvToplamWCF: formatAmount(t.vat, t.currency),
        genelToplamWCF: formatAmount(t.grandTotal, t.currency),
        paraBirimi: t.currency as CurrencyCode,
      })),
    };
    return { version, answer };
  }

  /** The user's order locked for an edit of its lines: 404 when not theirs, 409 once it is placed. */
  async function lockBasket(tx: BasketStatements, owner: BasketOwner, orderId: number): Promise<OrderHead> {
    const order = await tx.lockOrder(orderId, owner);
    if (!order) throw notFound(basketMessages.orderNotFound);
    if (order.status !== 'basket') throw conflict(NOT_EDITABLE);
    return order;
  }

  const placedAnswer = (order: { id: number; document_no: string | null }): PlaceOrderResponse => ({
    hasError: false,
    errorMessage: null,
    siparisId: order.id,
    belgeNo: order.document_no ?? '',
  });

  return {
    /** The header's basket count: how many different products are in the basket. */
    productCount: (userId: number) => repo.lineCount(userId),

    viewBody,

    /**
     * Adds products at the price the one pricing function gives this dealer (DESIGN §4).
     * All or nothing: one unknown, unpriced or out-of-stock product refuses the whole request.
     */
    async add(owner: BasketOwner, viewer: CatalogViewer, input: BasketLineInput[]): Promise<AddToBasketResponse> {
      const merged = new Map<number, number>();
      for (const line of input) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.adet);
      const [priced, rates] = await Promise.all([catalog.orderPrices(viewer, [...merged.keys()]), rateOf()]);
      const lines = [...merged].map(([productId, quantity]) => {
        const p = priced.get(productId);
        if (!p) throw notFound('Ürün bulunamadı.');
        if (!p.orderPrice) throw badRequest('Bu ürün için tanımlı bir fiyatınız yok; lütfen temsilcinizle görüşün.');
        if (p.stock.lte(0)) throw badRequest('Bu ürün şu anda stokta yok.');
        return { productId, quantity: new Decimal(quantity).toFixed(3), ...linePrice(p.orderPrice, rates) };
      });
      await repo.addLines(owner, lines);
      return { hasError: false, errorMessage: null, basketProductCount: await repo.lineCount(owner.userId) };
    },

    /**
     * POST /basket/updatebasket/: a new quantity for one line. A quantity above the stock is kept;
     * the basket then warns and hides the order button (spec §4).
     */
    async updateLine(owner: BasketOwner, input: UpdateBasketRequest): Promise<Buffer> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, input.siparisId);
        const found = await tx.setQuantity(
          input.siparisId,
          input.rowId,
          input.productId,
          new Decimal(input.adet).toFixed(3),
        );
        if (!found) throw notFound(LINE_NOT_FOUND);
        await tx.linesChanged(input.siparisId);
      });
      return freshBody(owner);
    },

    /** DELETE /basket/removeProduct/{rowId}: a line already gone is not an error (emptying sends one call per line). */
    async removeLine(owner: BasketOwner, orderId: number, rowId: number): Promise<Buffer> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, orderId);
        await tx.deleteLine(orderId, rowId);
        await tx.linesChanged(orderId);
      });
      return freshBody(owner);
    },

    /**
     * POST /basket/order2: places the basket (DESIGN §4). It reads the order with its lines,
     * re-prices every line with today's pricing (each in the currency it was added in), checks
     * stock, and then writes in one statement that succeeds only if the lines are still the ones
     * priced (their version): the prices, the next document number and the status, whole or not
     * at all. If the basket changed in between (another tab added a product) the round starts
     * again. A call for an order already placed — a double click, a retry, a second tab — answers
     * with the same order and number. Placing does not reserve stock: the ERP owns stock, and it
     * is checked here against the figure the ERP last sent.
     */
    async placeOrder(
      owner: BasketOwner,
      viewer: CatalogViewer,
      input: { siparisId: number; aciklama: string },
    ): Promise<PlaceOrderResponse> {
      const prefix = orderPrefix((await application.settings()).get('belge.siparis.onek'));
      for (let round = 0; round < PLACING_ROUNDS; round++) {
        const order = await repo.orderToPlace(input.siparisId, owner);
        if (!order) throw notFound(basketMessages.orderNotFound);
        const { head, lines } = order;
        if (head.status === 'placed' || head.status === 'completed') return placedAnswer(head);
        if (head.status !== 'basket') throw conflict(NOT_EDITABLE);
        if (!lines.length) throw badRequest(basketMessages.empty);

        const currencyOf = new Map(lines.map((l) => [l.product_id, l.currency_code]));
        const [quotes, rates] = await Promise.all([
          catalog.quote(viewer, order.pricing, (id) => currencyOf.get(id)!),
          rateOf(),
        ]);
        const repriced = lines.map((line) => reprice(line, quotes.get(line.product_id), rates));
        if (lines.some((line) => new Decimal(line.quantity).gt(Decimal.max(quotes.get(line.product_id)!.stock, 0)))) {
          throw badRequest(basketMessages.overStock);
        }

        const placedAt = now();
        const numbering = { prefix, year: turkishYear(placedAt), note: input.aciklama || null, placedAt };
        const placed = await repo.place(head, owner, repriced, numbering);
        if (placed.documentNo) return placedAnswer({ id: head.id, document_no: placed.documentNo });
        // Still the basket priced, but the series has no sequence yet: start it and place again.
        if (placed.found) await repo.startSeries(numbering.prefix, numbering.year);
        // Otherwise the lines changed or the order was placed meanwhile: read it again.
      }
      throw conflict(CHANGED_WHILE_PLACING);
    },
  };
}

/** A line with today's order price; a product no longer sold or no longer priced for the dealer is refused. */
function reprice(
  line: Omit<BasketLineRow, 'image'>,
  quote: OrderQuote | undefined,
  rates: ReadonlyMap<CurrencyCode, string>,
): RepricedLine {
  if (!quote || !line.is_active) {
    throw badRequest(`${line.code} kodlu ürün artık satışta değil; lütfen sepetinizden çıkarın.`);
  }
  if (!quote.orderPrice) {
    throw badRequest(`${line.code} kodlu ürün için tanımlı bir fiyatınız yok; lütfen sepetinizden çıkarın.`);
  }
  return { rowId: line.row_id, ...linePrice(quote.orderPrice, rates, line.exchange_rate) };
}

/**
 * How a line stores an order price: the unit price to 4 decimals in its currency, today's sell rate
 * of that currency (1 for TL; `knownRate`, else 1, when the rate is missing), discount and VAT to 2.
 */
function linePrice(o: OrderPrice, rates: ReadonlyMap<CurrencyCode, string>, knownRate = '1'): LinePrice {
  return {
    unitPrice: o.unitPrice.toFixed(4),
    currencyCode: o.currency,
    exchangeRate: o.currency === 'TL' ? '1' : (rates.get(o.currency) ?? knownRate),
    discountRate: o.discountRate.toFixed(2),
    vatRate: o.vatRate.toFixed(2),
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
