import Decimal from 'decimal.js';

/**
 * Money for the demo documents, exact (DESIGN §4): decimal.js, half-up to 2 decimals per line,
 * document totals are sums of the rounded lines.
 */
export const HALF_UP = Decimal.ROUND_HALF_UP;

export function round2(value: Decimal.Value): Decimal {
  return new Decimal(value).toDecimalPlaces(2, HALF_UP);
}

/** The string PostgreSQL numeric columns get: exactly 2 decimals. */
export function money(value: Decimal.Value): string {
  return new Decimal(value).toFixed(2, HALF_UP);
}

/** Generated prices are whole kuruş so no float ever stands for money. */
export function fromKurus(kurus: number): Decimal {
  return new Decimal(Math.max(1, Math.round(kurus))).div(100);
}

export interface LineInput {
  quantity: Decimal.Value;
  unitPrice: Decimal.Value;
  /** percent, e.g. 10 for 10 % */
  discountRate: Decimal.Value;
  /** percent, e.g. 20 for KDV %20 */
  vatRate: Decimal.Value;
}

export interface LineAmounts {
  /** Unit price after discount, kept at the column's 4 decimals for display. */
  netPrice: string;
  /** quantity × unit price × (1 − discount), rounded: the line's amount before VAT. */
  lineTotal: string;
  vatAmount: string;
}

export function priceLine(line: LineInput): LineAmounts {
  const factor = new Decimal(100).minus(line.discountRate).div(100);
  const net = new Decimal(line.unitPrice).times(factor);
  const total = round2(net.times(line.quantity));
  const vat = round2(total.times(line.vatRate).div(100));
  return { netPrice: net.toFixed(4, HALF_UP), lineTotal: total.toFixed(2), vatAmount: vat.toFixed(2) };
}

export interface DocumentTotals {
  subtotal: string;
  vatTotal: string;
  grandTotal: string;
}

export function sumLines(lines: readonly LineAmounts[]): DocumentTotals {
  let subtotal = new Decimal(0);
  let vat = new Decimal(0);
  for (const line of lines) {
    subtotal = subtotal.plus(line.lineTotal);
    vat = vat.plus(line.vatAmount);
  }
  return { subtotal: subtotal.toFixed(2), vatTotal: vat.toFixed(2), grandTotal: subtotal.plus(vat).toFixed(2) };
}
