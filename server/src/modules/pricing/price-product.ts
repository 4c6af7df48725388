import Decimal from 'decimal.js';
import { formatMoney, type AgreementPrice, type CurrencyCode, type ProductPrice } from '@bayi/common';

/**
 * The one pricing function (DESIGN §4). Every price a dealer sees — lists, detail, autocomplete,
 * basket, checkout — and every price an order line records comes from here. Inputs are exact
 * decimals; nothing is a JS float until the raw number is written beside its formatted string for
 * the client.
 */

export interface PriceList {
  id: number;
  name: string;
  currency: CurrencyCode;
  /** Prices in this list already include VAT. */
  includesVat: boolean;
}

/**
 * A dealer's price terms, what the pricing function prices with: the lists the dealer may see (in
 * display order), the dealer's discount and the list chosen with ctrl+1/2/3.
 */
export interface PriceTerms {
  lists: PriceList[];
  /** Dealer discount on list prices, percent. */
  discountRate: Decimal;
  /** The list chosen with ctrl+1/2/3, when the dealer may see it. */
  selectedListId: number | null;
}

export interface ProductPriceInput {
  vatRate: Decimal;
  /** price list id → price as stored */
  prices: ReadonlyMap<number, string>;
  agreement: { price: string; currency: CurrencyCode; discountRate: string } | null;
}

/** What a basket line records when this product is ordered. */
export interface OrderPrice {
  /** Unit price before discount and VAT. */
  unitPrice: Decimal;
  currency: CurrencyCode;
  /** Discount applied to the unit price, percent. */
  discountRate: Decimal;
  vatRate: Decimal;
  /** Unit price after discount, before VAT (4 decimals). */
  netUnitPrice: Decimal;
  source: 'agreement' | 'list';
  priceListId: number | null;
}

export interface PricedProduct {
  fiyats: ProductPrice[];
  discountRate: Decimal;
  agreement: AgreementPrice | null;
  orderPrice: OrderPrice | null;
}

const HUNDRED = new Decimal(100);
// × 0.01 is exact in decimal and several times cheaper than ÷ 100 (long division) in decimal.js.
const HUNDREDTH = new Decimal('0.01');
const UNIT_SCALE = 4;

export const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const withVat = (net: Decimal, vatRate: Decimal) => net.times(HUNDRED.plus(vatRate)).times(HUNDREDTH);
/** Unit price after a discount percent, 4 decimals; order lines total from it too (line-money.ts). */
export const afterDiscount = (price: Decimal, discountRate: Decimal) =>
  price.times(HUNDRED.minus(discountRate)).times(HUNDREDTH).toDecimalPlaces(UNIT_SCALE, Decimal.ROUND_HALF_UP);
const money = (d: Decimal) => formatMoney(round2(d).toFixed(2));

/** A stored list price without VAT, whichever way the list keeps it. */
function netOfVat(stored: Decimal, list: PriceList, vatRate: Decimal): Decimal {
  return list.includesVat
    ? stored.times(HUNDRED).div(HUNDRED.plus(vatRate)).toDecimalPlaces(UNIT_SCALE, Decimal.ROUND_HALF_UP)
    : stored;
}

/**
 * The price an order line records, the part of priceProduct that adding and placing need: a
 * contract price beats any list price (DESIGN §4); else the chosen list's price, else the first of
 * the dealer's lists that has one, with the dealer's discount. null: no price for this dealer.
 */
export function orderPriceOf(product: ProductPriceInput, terms: PriceTerms): OrderPrice | null {
  if (product.agreement) {
    const price = new Decimal(product.agreement.price);
    const discountRate = new Decimal(product.agreement.discountRate);
    return {
      unitPrice: price,
      currency: product.agreement.currency,
      discountRate,
      vatRate: product.vatRate,
      netUnitPrice: afterDiscount(price, discountRate),
      source: 'agreement',
      priceListId: null,
    };
  }
  const list =
    terms.lists.find((l) => l.id === terms.selectedListId && product.prices.has(l.id)) ??
    terms.lists.find((l) => product.prices.has(l.id));
  if (!list) return null;
  const price = netOfVat(new Decimal(product.prices.get(list.id)!), list, product.vatRate);
  return {
    unitPrice: price,
    currency: list.currency,
    discountRate: terms.discountRate,
    vatRate: product.vatRate,
    netUnitPrice: afterDiscount(price, terms.discountRate),
    source: 'list',
    priceListId: list.id,
  };
}

/** Every price line a dealer sees of a product, its contract price and its order price. */
export function priceProduct(product: ProductPriceInput, terms: PriceTerms): PricedProduct {
  const fiyats: ProductPrice[] = [];
  for (const list of terms.lists) {
    const stored = product.prices.get(list.id);
    if (stored === undefined) continue;
    const price = netOfVat(new Decimal(stored), list, product.vatRate);
    const net = afterDiscount(price, terms.discountRate);
    fiyats.push({
      id: list.id,
      ad: list.name,
      paraBirimi: list.currency,
      fiyat: round2(price).toNumber(),
      fiyatF: money(price),
      fiyatFK: money(withVat(price, product.vatRate)),
      netFiyat: round2(net).toNumber(),
      netFiyatF: money(net),
      netFiyatFK: money(withVat(net, product.vatRate)),
      CssClass: list.id === terms.selectedListId ? 'selected' : '',
    });
  }

  let agreement: AgreementPrice | null = null;
  if (product.agreement) {
    const price = new Decimal(product.agreement.price);
    agreement = {
      paraBirimi: product.agreement.currency,
      fiyat: round2(price).toNumber(),
      fiyatF: money(price),
      fiyatFK: money(withVat(price, product.vatRate)),
      iskonto: new Decimal(product.agreement.discountRate).toNumber(),
    };
  }
  const orderPrice = orderPriceOf(product, terms);
  return { fiyats, discountRate: terms.discountRate, agreement, orderPrice };
}

/** The order price with VAT, in TL (teskFiyatFTL): what the dealer finally pays per unit. */
export function unitPriceWithVatInTl(order: OrderPrice, rates: ReadonlyMap<CurrencyCode, Decimal>): Decimal | null {
  const rate = order.currency === 'TL' ? new Decimal(1) : rates.get(order.currency);
  if (!rate) return null;
  return round2(withVat(order.netUnitPrice, order.vatRate).times(rate));
}

export const formatPrice = money;
