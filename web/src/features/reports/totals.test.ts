import { describe, expect, it } from 'vitest';
import { balanceText, currenciesOf, sum, sumsByCurrency } from './totals';

interface Row {
  amount: number;
  currency: string;
}

const amountOf = (row: Row) => row.amount;
const currencyOf = (row: Row) => row.currency;
const tl = (amount: number): Row => ({ amount, currency: 'TL' });

describe('a column total', () => {
  it('adds to the kuruş where adding floats would drift', () => {
    expect(sum([tl(0.1), tl(0.2)], amountOf)).toBe(0.3);
    const rows = Array.from({ length: 1000 }, () => tl(0.1));
    // The naive float sum of these rows is 99.9999999999986.
    expect(rows.reduce((total, row) => total + row.amount, 0)).not.toBe(100);
    expect(sum(rows, amountOf)).toBe(100);
  });

  it('stays exact over a thousand rows of varied amounts', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => tl(((i % 97) * 1013 + 7) / 100));
    const expectedCents = Array.from({ length: 1000 }, (_, i) => (i % 97) * 1013 + 7).reduce((a, b) => a + b, 0);
    expect(sum(rows, amountOf)).toBe(expectedCents / 100);
  });

  it('nets debits and credits', () => {
    expect(sum([tl(1234.56), tl(-234.56), tl(0.01)], amountOf)).toBe(1000.01);
    expect(sum([tl(19.99), tl(-19.99)], amountOf)).toBe(0);
  });

  it('is zero for no rows', () => {
    expect(sum([], amountOf)).toBe(0);
  });
});

describe('the currencies a report totals in', () => {
  it('lists TL first, then the others in the order they first appear', () => {
    const rows = [
      { amount: 1, currency: 'USD' },
      { amount: 1, currency: 'EUR' },
      tl(1),
      { amount: 1, currency: 'USD' },
    ];
    expect(currenciesOf(rows, currencyOf)).toEqual(['TL', 'USD', 'EUR']);
  });

  it('keeps first-seen order when there is no TL', () => {
    const rows = [
      { amount: 1, currency: 'EUR' },
      { amount: 1, currency: 'USD' },
      { amount: 1, currency: 'EUR' },
    ];
    expect(currenciesOf(rows, currencyOf)).toEqual(['EUR', 'USD']);
  });

  it('is empty for no rows', () => {
    expect(currenciesOf([], currencyOf)).toEqual([]);
  });
});

describe('totals per currency', () => {
  it('never adds TL and foreign amounts together', () => {
    const rows = [
      { amount: 100.1, currency: 'USD' },
      tl(1000.2),
      { amount: 50.25, currency: 'EUR' },
      tl(0.1),
      { amount: 0.2, currency: 'USD' },
    ];
    expect(sumsByCurrency(rows, currencyOf, amountOf)).toEqual([
      { currency: 'TL', total: 1000.3 },
      { currency: 'USD', total: 100.3 },
      { currency: 'EUR', total: 50.25 },
    ]);
  });

  it('gives no totals for no rows', () => {
    expect(sumsByCurrency([], currencyOf, amountOf)).toEqual([]);
  });
});

describe('a balance on the statement', () => {
  it('shows what the dealer owes with B, without a sign', () => {
    expect(balanceText(1234.5)).toEqual({ amount: '1.234,50', letter: 'B' });
  });

  it('shows what the dealer is owed with A, without a minus', () => {
    expect(balanceText(-1234.5)).toEqual({ amount: '1.234,50', letter: 'A' });
  });

  it('shows a settled account as 0,00 with no letter, also when only a fraction of a kuruş is left', () => {
    expect(balanceText(0)).toEqual({ amount: '0,00', letter: '' });
    expect(balanceText(-0.004)).toEqual({ amount: '0,00', letter: '' });
    expect(balanceText(0.004)).toEqual({ amount: '0,00', letter: '' });
  });

  it('groups large balances with dots', () => {
    expect(balanceText(-1234567.89)).toEqual({ amount: '1.234.567,89', letter: 'A' });
  });
});
