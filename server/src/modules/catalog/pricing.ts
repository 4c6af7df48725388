import Decimal from 'decimal.js';
import { formatMoney, type AgreementPrice, type CurrencyCode, type ProductPrice } from '@bayi/common';

/**
 * The one pricing function (DESIGN §4). Every price a dealer sees — lists, detail, autocomplete,
 * basket, checkout — comes from here. Inputs are exact decimals; nothing is a JS float until the
 * raw number is written beside its formatted string for the client.
 */

export interface PriceListInfo {
  id: number;
  name: string;
  currency: CurrencyCode;
  /** Prices in this list already include VAT. */
  includesVat: boolean;
}

/** Who is looking: the dealer's lists (display order), discount and chosen list. */
export interface PricingViewer {
  lists: PriceListInfo[];
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
/** Unit price after a discount percent, 4 decimals; order lines total from it too (basket/line-money.ts). */
export const afterDiscount = (price: Decimal, discountRate: Decimal) =>
  price.times(HUNDRED.minus(discountRate)).times(HUNDREDTH).toDecimalPlaces(UNIT_SCALE, Decimal.ROUND_HALF_UP);
const money = (d: Decimal) => formatMoney(round2(d).toFixed(2));

/** A stored list price without VAT, whichever way the list keeps it. */
function netOfVat(stored: Decimal, list: PriceListInfo, vatRate: Decimal): Decimal {
  return list.includesVat
    ? stored.times(HUNDRED).div(HUNDRED.plus(vatRate)).toDecimalPlaces(UNIT_SCALE, Decimal.ROUND_HALF_UP)
    : stored;
}

/**
 * The price an order line records, the part of priceProduct that adding and placing need: a
 * contract price beats any list price (DESIGN §4); else the chosen list's price, else the first of
 * the dealer's lists that has one, with the dealer's discount. null: no price for this dealer.
 */
export function orderPriceOf(product: ProductPriceInput, viewer: PricingViewer): OrderPrice | null {
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
    viewer.lists.find((l) => l.id === viewer.selectedListId && product.prices.has(l.id)) ??
    viewer.lists.find((l) => product.prices.has(l.id));
  if (!list) return null;
  const price = netOfVat(new Decimal(product.prices.get(list.id)!), list, product.vatRate);
  return {
    unitPrice: price,
    currency: list.currency,
    discountRate: viewer.discountRate,
    vatRate: product.vatRate,
    netUnitPrice: afterDiscount(price, viewer.discountRate),
    source: 'list',
    priceListId: list.id,
  };
}

export function priceProduct(product: ProductPriceInput, viewer: PricingViewer): PricedProduct {
  const fiyats: ProductPrice[] = [];
  for (const list of viewer.lists) {
    const stored = product.prices.get(list.id);
    if (stored === undefined) continue;
    const price = netOfVat(new Decimal(stored), list, product.vatRate);
    const net = afterDiscount(price, viewer.discountRate);
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
      CssClass: list.id === viewer.selectedListId ? 'selected' : '',
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
  const orderPrice = orderPriceOf(product, viewer);
  return { fiyats, discountRate: viewer.discountRate, agreement, orderPrice };
}

/** The order price with VAT, in TL (teskFiyatFTL): what the dealer finally pays per unit. */
export function unitPriceWithVatInTl(order: OrderPrice, rates: ReadonlyMap<CurrencyCode, Decimal>): Decimal | null {
  const rate = order.currency === 'TL' ? new Decimal(1) : rates.get(order.currency);
  if (!rate) return null;
  return round2(withVat(order.netUnitPrice, order.vatRate).times(rate));
}

export const formatPrice = money;
