import Decimal from 'decimal.js';
import type { CurrencyCode } from '@bayi/common';
import { divHalfUp, pow10, scaled, scaledToString } from './exact';
import {
  afterDiscountUnits,
  ALL,
  centsOf,
  centsWithVat,
  kurus,
  listPrice,
  netAfter,
  percent,
  percentOf,
  UNIT_SCALE,
  type Percent,
} from './figures';
import type {
  AgreementFigures,
  ListPrice,
  OrderPrice,
  PriceFigures,
  PricedLines,
  PriceLine,
  PriceList,
  PriceTerms,
  ProductPriceInput,
  Kurus,
  Quote,
} from './types';

export type * from './types';

/**
 * The one pricing function, so no two screens disagree on a price. Every price a dealer sees — lists, detail,
 * autocomplete, basket, checkout — and every price an order line records comes from here. Inputs are exact
 * decimals; nothing is a JS float until the raw number is written beside its formatted string for
 * the client. The arithmetic, and the figures kept per product, list and discount for every dealer, are in
 * figures.ts.
 */

export const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** The same rule for decimals: order lines total from the net unit price (line-money.ts). */
export function afterDiscount(price: Decimal, discountRate: Decimal): Decimal {
  const scale = Math.max(UNIT_SCALE, price.decimalPlaces());
  const units = afterDiscountUnits(scaled(price.toFixed(scale), scale), percent(discountRate), scale);
  return new Decimal(scaledToString(units, UNIT_SCALE));
}

/**
 * The order price an order line records, the part of priceProduct that adding and placing need: a
 * contract price beats any list price; else the chosen list's price, else the first of
 * the dealer's lists that has one, with the dealer's discount. null: no price for this dealer.
 */
export function quoteOf(product: ProductPriceInput, terms: PriceTerms): Quote | null {
  const vat = percent(product.vatRate);
  if (product.agreement) {
    const unit = scaled(product.agreement.price, UNIT_SCALE);
    const discount = scaled(product.agreement.discountRate, 2);
    return {
      unit,
      net: afterDiscountUnits(unit, discount),
      currency: product.agreement.currency,
      vat,
      source: 'agreement',
      priceListId: null,
    };
  }
  const list = quoteList(product, terms);
  if (!list) return null;
  const lp = listPrice(product, list, vat)!;
  const discount = percentOf(terms.discountRate);
  return listQuote(lp, discount, netAfter(lp, discount, vat), vat);
}

/** The list an order is priced from: the chosen list (ctrl+1/2/3) when it prices the product, else the first. */
function quoteList(product: ProductPriceInput, terms: PriceTerms): PriceList | undefined {
  let pick: PriceList | undefined;
  for (const l of terms.lists) if (product.prices[l.id] !== undefined && ordersFrom(l, pick, terms)) pick = l;
  return pick;
}

/**
 * Whether an order is priced from `list`, a list that prices the product, rather than from `sofar`, the one picked
 * among the lists before it: the one rule of quoteList, which priceProduct applies as it walks the same lists.
 */
const ordersFrom = (list: PriceList, sofar: object | null | undefined, terms: PriceTerms) =>
  sofar == null || list.id === terms.selectedListId;

/** A list's order price after the dealer's discount (`net`: its figures, netAfter). */
function listQuote(lp: ListPrice, discount: Percent, net: PriceFigures, vat: bigint): Quote {
  return {
    unit: lp.price,
    // Not kept with the figures (a bigint each): worked out again, for the box's order price only.
    net: discount.units === 0n ? lp.price : afterDiscountUnits(lp.price, discount.units),
    currency: lp.list.currency,
    vat,
    source: 'list',
    priceListId: lp.list.id,
    netCentsWithVat: net.centsWithVat,
  };
}

/** The order price as decimals, for adding and placing (see quoteOf). */
export function orderPriceOf(product: ProductPriceInput, terms: PriceTerms): OrderPrice | null {
  const quote = quoteOf(product, terms);
  if (!quote) return null;
  return {
    unitPrice: new Decimal(scaledToString(quote.unit, UNIT_SCALE)),
    currency: quote.currency,
    discountRate: quote.source === 'list' ? terms.discountRate : new Decimal(product.agreement!.discountRate),
    vatRate: product.vatRate,
    netUnitPrice: new Decimal(scaledToString(quote.net, UNIT_SCALE)),
    source: quote.source,
    priceListId: quote.priceListId,
  };
}

/**
 * Every price line a dealer sees of a product, its contract price and its order price, as figures: what a box is
 * written from (catalog/product-json.ts), without a text or an object per figure; contract.ts gives the same as the
 * API contract's objects.
 */
export function priceLines(product: ProductPriceInput, terms: PriceTerms): PricedLines {
  const vat = percent(product.vatRate);
  const discount = percentOf(terms.discountRate);
  // At its length: the first push onto an empty array reserves 17 slots, most of what pricing a box allocated
  // (what a page allocates sets how often the young generation is collected, each a pause for all).
  const lists = terms.lists;
  const lines: PriceLine[] = new Array(lists.length);
  let count = 0;
  // The line an order is priced from (quoteOf): no contract price, and the list quoteList would pick.
  let orderLine: PriceLine | null = null;
  for (const list of lists) {
    const lp = listPrice(product, list, vat);
    if (lp === null) continue;
    const line = { price: lp, net: netAfter(lp, discount, vat), selected: list.id === terms.selectedListId };
    if (!product.agreement && ordersFrom(list, orderLine, terms)) orderLine = line;
    lines[count++] = line;
  }
  lines.length = count;
  let quote = orderLine && listQuote(orderLine.price, discount, orderLine.net, vat);

  let agreement: AgreementFigures | null = null;
  if (product.agreement) {
    const price = scaled(product.agreement.price, UNIT_SCALE);
    agreement = {
      currency: product.agreement.currency,
      cents: kurus(centsOf(price)),
      centsWithVat: kurus(centsWithVat(price, vat)),
      discount: Number(product.agreement.discountRate),
    };
    quote = quoteOf(product, terms);
  }
  return { lines, iskonto: discount.number, agreement, quote };
}

/** Today's rates as exact units, converted once per rates map (the application's cache reuses it). */
const ratesUnits = new WeakMap<
  ReadonlyMap<CurrencyCode, Decimal>,
  Map<CurrencyCode, { units: bigint; scale: number }>
>();
function rateOf(rates: ReadonlyMap<CurrencyCode, Decimal>, currency: CurrencyCode) {
  let byCode = ratesUnits.get(rates);
  if (!byCode) {
    byCode = new Map();
    for (const [code, r] of rates) {
      const scale = r.decimalPlaces();
      byCode.set(code, { units: scaled(r.toFixed(scale), scale), scale });
    }
    ratesUnits.set(rates, byCode);
  }
  return byCode.get(currency);
}

/**
 * The order price with VAT, in TL (teskFiyatFTL): what the dealer finally pays per unit, in kuruş, rounded
 * once. null: no rate for the quote's currency today.
 */
export function unitCentsWithVatInTl(quote: Quote, rates: ReadonlyMap<CurrencyCode, Decimal>): bigint | null {
  if (quote.currency === 'TL') return centsWithVat(quote.net, quote.vat);
  const rate = rateOf(rates, quote.currency);
  if (!rate) return null;
  // net (1/10⁴) × (100 + VAT) (1/10²) / 100 × rate (1/10^scale), in kuruş.
  return divHalfUp(quote.net * (ALL + quote.vat) * rate.units, pow10(6 + rate.scale));
}

/** The same as a Kurus: for a TL list's quote, its price line's net price with VAT as the line has it. */
export function teskCents(quote: Quote, rates: ReadonlyMap<CurrencyCode, Decimal>): Kurus | null {
  if (quote.currency === 'TL' && quote.netCentsWithVat !== undefined) return quote.netCentsWithVat;
  const cents = unitCentsWithVatInTl(quote, rates);
  return cents === null ? null : kurus(cents);
}

/** The same as a decimal string of 2 places ("1741.65"). */
export function unitPriceWithVatInTl(quote: Quote, rates: ReadonlyMap<CurrencyCode, Decimal>): string | null {
  const cents = unitCentsWithVatInTl(quote, rates);
  return cents === null ? null : scaledToString(cents, 2);
}
