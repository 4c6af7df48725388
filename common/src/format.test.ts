import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatMoney, formatTL, parseTurkishAmount } from './format';

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

  it('kuruş are written with thousands dots at every length', () => {
    expect(formatCents(0n)).toBe('0,00');
    expect(formatCents(5n)).toBe('0,05');
    expect(formatCents(-5n)).toBe('-0,05');
    expect(formatCents(99999n)).toBe('999,99');
    expect(formatCents(100000n)).toBe('1.000,00');
    expect(formatCents(-123456n)).toBe('-1.234,56');
    expect(formatCents(12345678n)).toBe('123.456,78');
    // Every length up to 20 digits, against the thousands rule written as a regular expression.
    for (let digits = 1; digits <= 20; digits++) {
      const cents = BigInt('9'.repeat(digits)) - BigInt(digits);
      const text = cents.toString().padStart(3, '0');
      expect(formatCents(cents)).toBe(`${text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.')},${text.slice(-2)}`);
    }
  });

  it('dates are dd.mm.yyyy, and an ISO day is not shifted by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(new Date(2026, 10, 21, 23, 59))).toBe('21.11.2026');
  });
});

describe('an amount typed the Turkish way', () => {
  it('reads a decimal comma, thousands dots and the point the page itself sends', () => {
    expect(parseTurkishAmount('1.250,50')).toBe('1250.50');
    expect(parseTurkishAmount('1250,5')).toBe('1250.50');
    expect(parseTurkishAmount('1.250')).toBe('1250.00');
    expect(parseTurkishAmount('12.345')).toBe('12345.00');
    expect(parseTurkishAmount('1250.50')).toBe('1250.50');
    expect(parseTurkishAmount(' 2.754,24 TL ')).toBe('2754.24');
  });

  it('refuses more than two decimals rather than reading them as something else', () => {
    for (const input of ['0,125', '12,345', '0.125', '1250,505', '1.250,505', '1,250.50', '1,250'])
      expect(parseTurkishAmount(input), input).toBeNull();
  });

  it('gives back what formatMoney wrote', () => {
    for (const amount of ['0.05', '12.30', '1250.00', '1234567.89']) {
      expect(parseTurkishAmount(formatMoney(amount)), amount).toBe(amount);
      expect(parseTurkishAmount(formatTL(amount)), amount).toBe(amount);
    }
  });
});
