import { balanceLetter, formatMoney, type BalanceLetter } from '@bayi/common';

/**
 * Report totals. The server sends amounts with at most 2 decimals; they are added in kuruş (integers),
 * so a column of a thousand rows totals to the kuruş with no float drift.
 */
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

export function sum<T>(rows: readonly T[], amount: (row: T) => number): number {
  return fromCents(rows.reduce((total, row) => total + toCents(amount(row)), 0));
}

/** Currencies in first-seen order, TL first: the order the per-currency totals are listed in. */
export function currenciesOf<T>(rows: readonly T[], currency: (row: T) => string): string[] {
  const seen = [...new Set(rows.map(currency))];
  return seen.sort((a, b) => (a === 'TL' ? -1 : b === 'TL' ? 1 : 0));
}

/** Totals per currency: never a TL and a USD added together. */
export function sumsByCurrency<T>(
  rows: readonly T[],
  currency: (row: T) => string,
  amount: (row: T) => number,
): { currency: string; total: number }[] {
  return currenciesOf(rows, currency).map((code) => ({
    currency: code,
    total: sum(
      rows.filter((row) => currency(row) === code),
      amount,
    ),
  }));
}

/** A balance as the statement shows it: the amount without its sign and its letter (B borçlu, A alacaklı). */
export function balanceText(balance: number): { amount: string; letter: BalanceLetter } {
  return { amount: formatMoney(Math.abs(balance)), letter: balanceLetter(balance) };
}
