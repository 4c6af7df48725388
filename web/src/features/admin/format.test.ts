import { describe, expect, it } from 'vitest';
import { formatTotals, paymentName } from './format';

describe("an order's totals in the back office", () => {
  it('shows each currency in Turkish money format, separated by a dot', () => {
    expect(
      formatTotals([
        { currency: 'TL', grandTotal: '1234.5' },
        { currency: 'USD', grandTotal: '12' },
      ]),
    ).toBe('1.234,50 TL · 12,00 USD');
  });

  it('shows a single currency alone', () => {
    expect(formatTotals([{ currency: 'EUR', grandTotal: '0.5' }])).toBe('0,50 EUR');
  });

  it('shows a dash for an order without totals', () => {
    expect(formatTotals([])).toBe('—');
  });
});

describe("an order's payment method in the back office", () => {
  it('is named in Turkish', () => {
    expect(paymentName('havale')).toBe('Havale / EFT');
    expect(paymentName('acikhesap')).toBe('Açık hesap');
    expect(paymentName('kredikarti')).toBe('Kredi kartı');
  });

  it('is a dash before one was chosen, or for an id without a name', () => {
    expect(paymentName(null)).toBe('—');
    expect(paymentName('')).toBe('—');
    expect(paymentName('mailorder')).toBe('—');
  });
});
