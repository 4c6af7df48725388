import Decimal from 'decimal.js';
import { formatMoney, type CurrencyCode } from '@bayi/common';
import { afterDiscount, round2, type OrderPrice } from './price-product';

/**
 * The money of order lines: the basket, checkout, order placement, the order
 * list and the demo's documents all total lines here, with decimal.js, never a JS float. Every line
 * value is rounded half-up to 2 decimals; document totals are sums of the rounded line values, per
 * currency.
 */

/** A stored order line, as the database hands it over (numeric columns arrive as strings). */
export interface LineInput {
  quantity: Decimal.Value;
  /** Unit price before discount and VAT (numeric(18,4)). */
  unitPrice: Decimal.Value;
  /** Discount percent. */
  discountRate: Decimal.Value;
  /** VAT (KDV) percent. */
  vatRate: Decimal.Value;
  currency: string;
}

export interface LineMoney {
  currency: string;
  quantity: Decimal;
  unitPrice: Decimal;
  discountRate: Decimal;
  vatRate: Decimal;
  /** Unit price after discount, 4 decimals: the pricing function's netUnitPrice. */
  netUnitPrice: Decimal;
  /** round2(quantity × unit price): the amount before discount. */
  gross: Decimal;
  /** Tutar: round2(quantity × net unit price), before VAT. */
  net: Decimal;
  /** round2(net × VAT / 100). */
  vat: Decimal;
  /** net + vat. */
  total: Decimal;
  /** The discount this line gets, VAT included: round2((gross − net) × (100 + VAT) / 100). */
  discountWithVat: Decimal;
}

export interface CurrencyTotals {
  currency: string;
  /** Σ line net (satır toplamı). */
  subtotal: Decimal;
  /** Σ line VAT. */
  vat: Decimal;
  /** subtotal + vat. */
  grandTotal: Decimal;
}

const HUNDRED = new Decimal(100);
const ZERO = new Decimal(0);

/** unit × (100 − discount) / 100 rounded to 4 decimals: the pricing function's own rule (price-product.ts). */
export const netUnitPrice = afterDiscount;

/** An order line as stored (order_lines columns). */
export interface StoredLine {
  quantity: string;
  unit_price: string;
  discount_rate: string;
  vat_rate: string;
  currency_code: string;
}

/** The price an order line stores (order_lines columns), as PostgreSQL numeric text. */
export interface StoredPrice {
  unitPrice: string;
  currencyCode: string;
  exchangeRate: string;
  discountRate: string;
  vatRate: string;
}

/**
 * How a line stores an order price: the unit price to 4 decimals in its currency, today's sell rate
 * of that currency (1 for TL; `knownRate`, else 1, when the rate is missing), discount and VAT to 2.
 */
export function storedPriceOf(
  price: OrderPrice,
  rates: ReadonlyMap<CurrencyCode, Decimal>,
  knownRate = '1',
): StoredPrice {
  const rate = price.currency === 'TL' ? undefined : rates.get(price.currency);
  return {
    unitPrice: price.unitPrice.toFixed(4),
    currencyCode: price.currency,
    exchangeRate: price.currency === 'TL' ? '1' : rate ? rate.toString() : knownRate,
    discountRate: price.discountRate.toFixed(2),
    vatRate: price.vatRate.toFixed(2),
  };
}

/** The money of a stored order line. */
export const storedLineMoney = (row: StoredLine): LineMoney =>
  lineMoney({
    quantity: row.quantity,
    unitPrice: row.unit_price,
    discountRate: row.discount_rate,
    vatRate: row.vat_rate,
    currency: row.currency_code,
  });

export function lineMoney(line: LineInput): LineMoney {
  const quantity = new Decimal(line.quantity);
  const unitPrice = new Decimal(line.unitPrice);
  const discountRate = new Decimal(line.discountRate);
  const vatRate = new Decimal(line.vatRate);
  const net4 = netUnitPrice(unitPrice, discountRate);
  const gross = round2(quantity.times(unitPrice));
  const net = round2(quantity.times(net4));
  const vat = round2(net.times(vatRate).div(HUNDRED));
  return {
    currency: line.currency,
    quantity,
    unitPrice,
    discountRate,
    vatRate,
    netUnitPrice: net4,
    gross,
    net,
    vat,
    total: net.plus(vat),
    discountWithVat: round2(gross.minus(net).times(HUNDRED.plus(vatRate)).div(HUNDRED)),
  };
}

/** The storefront's currencies first, in the order the header shows them; any other after, by code. */
const CURRENCY_ORDER = ['TL', 'USD', 'EUR'];
const currencyRank = (code: string) => {
  const i = CURRENCY_ORDER.indexOf(code);
  return i >= 0 ? i : CURRENCY_ORDER.length;
};
export const compareCurrencies = (a: string, b: string) => currencyRank(a) - currencyRank(b) || a.localeCompare(b);

/** Totals per currency: sums of the rounded line values; grand total = subtotal + VAT. */
export function totalsByCurrency(lines: readonly LineMoney[]): CurrencyTotals[] {
  const byCurrency = new Map<string, { subtotal: Decimal; vat: Decimal }>();
  for (const line of lines) {
    const t = byCurrency.get(line.currency) ?? { subtotal: ZERO, vat: ZERO };
    byCurrency.set(line.currency, { subtotal: t.subtotal.plus(line.net), vat: t.vat.plus(line.vat) });
  }
  return [...byCurrency]
    .sort(([a], [b]) => compareCurrencies(a, b))
    .map(([currency, t]) => ({ currency, subtotal: t.subtotal, vat: t.vat, grandTotal: t.subtotal.plus(t.vat) }));
}

/**
 * The TL value of lines that carry the exchange rate they were priced at: lines of one currency and
 * rate are totalled first, then converted and rounded once, so a TL total does not collect a
 * rounding step per line. TL lines have the rate 1.
 */
export function totalInTl(lines: readonly (LineMoney & { exchangeRate: Decimal.Value })[]): Decimal {
  const groups = new Map<string, { total: Decimal; rate: Decimal }>();
  for (const line of lines) {
    const rate = line.currency === 'TL' ? new Decimal(1) : new Decimal(line.exchangeRate);
    const key = `${line.currency}|${rate.toString()}`;
    const g = groups.get(key) ?? { total: ZERO, rate };
    groups.set(key, { total: g.total.plus(line.total), rate });
  }
  let sum = ZERO;
  for (const g of groups.values()) sum = sum.plus(round2(g.total.times(g.rate)));
  return sum;
}

/** tr-TR money of an exact decimal ("-1234567.5" → "-1.234.567,50"): common's formatMoney, from the digits. */
export const formatDecimal = (value: Decimal): string => formatMoney(value.toFixed());

/** "1.234,56 TL", "12,30 USD": the amount with exactly two decimals and its currency (like formatTL). */
export const formatAmount = (value: Decimal, currency: string) => `${formatDecimal(value)} ${currency}`;

const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });
/** A quantity as shown: "5", "2,5", "1.250". */
export const formatQuantity = (value: Decimal) => quantityFormat.format(value.toNumber());

/** A rounded amount as PostgreSQL numeric text with exactly 2 decimals ("1234.50"). */
export const amountText = (value: Decimal.Value) => round2(new Decimal(value)).toFixed(2);

/** A rounded amount as the raw number written beside its formatted string (2 decimals, exact). */
export const amountNumber = (value: Decimal) => Number(round2(value).toFixed(2));
