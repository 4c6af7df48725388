import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatTL } from './format';

describe('tr-TR formats', () => {
  it('money has a dot for thousands, a comma for decimals and exactly two decimals', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50');
    expect(formatMoney('1234567.891')).toBe('1.234.567,89');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(-12.345)).toBe('-12,35');
    expect(formatTL('41.52')).toBe('41,52 TL');
    // Decimal strings are rounded half up from their own digits, whatever their size.
    expect(formatMoney('1.005')).toBe('1,01');
    expect(formatMoney('-0.004')).toBe('0,00');
    expect(formatMoney('-1234.565')).toBe('-1.234,57');
    expect(formatMoney('99999999999999999.995')).toBe('100.000.000.000.000.000,00');
    expect(formatMoney('12')).toBe('12,00');
    expect(formatMoney('0.5')).toBe('0,50');
    expect(formatMoney('abc')).toBe('0,00');
  });

  it('dates are dd.mm.yyyy, and an ISO day is not shifted by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 10, 21, 23, 59))).toBe('21.11.2026');
  });
});
