import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { readDecimal, RowErrors } from './values';

const read = (value: string, options: { scale: number; min?: string; max: string }) => {
  const errors = new RowErrors();
  const result = readDecimal(errors, 'Fiyat', value, options);
  return errors.any ? errors.list[0]!.code : result;
};

describe('reading a decimal cell', () => {
  const price = { scale: 2, max: '99999999999' };

  it('reads Turkish and plain numbers as exact strings with the column scale', () => {
    expect(read('1.250,50', price)).toBe('1250.50');
    expect(read('1250.5', price)).toBe('1250.50');
    expect(read('0,000', price)).toBe('0.00');
    expect(read('1,2500', price)).toBe('1.25');
    expect(read(' +12 ', price)).toBe('12.00');
    expect(read('007', { scale: 0, max: '100' })).toBe('7');
    expect(read('99999999999', { scale: 3, max: '99999999999' })).toBe('99999999999.000');
  });

  it('refuses too many decimals, numbers out of range and text', () => {
    expect(read('1,255', price)).toBe('too_many_decimals');
    expect(read('100000000000', price)).toBe('out_of_range');
    expect(read('-1', price)).toBe('out_of_range');
    expect(read('-0,5', { scale: 2, min: '-10', max: '10' })).toBe('-0.50');
    expect(read('101', { scale: 2, max: '100' })).toBe('out_of_range');
    expect(read('100,00', { scale: 2, max: '100' })).toBe('100.00');
    expect(read('12a', price)).toBe('invalid_number');
    expect(read('1e5', price)).toBe('invalid_number');
  });

  it('gives what decimal.js gives for any number (the fast path changes no result)', () => {
    let seed = 11;
    const next = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n);
    for (let i = 0; i < 3000; i++) {
      const whole = '0'.repeat(next(3)) + String(next(10 ** next(13)));
      const decimals = Array.from({ length: next(6) }, () => next(10)).join('');
      const text = decimals ? `${whole}${i % 2 ? ',' : '.'}${decimals}` : whole;
      const options = { scale: next(5), max: ['99999999999', '100', '99999999999999', '999.5'][next(4)]! };
      const value = new Decimal(text.replace(',', '.'));
      const expected =
        value.decimalPlaces() > options.scale
          ? 'too_many_decimals'
          : value.greaterThan(options.max)
            ? 'out_of_range'
            : value.toFixed(options.scale);
      expect(read(text, options), `${text} ${JSON.stringify(options)}`).toBe(expected);
    }
  });
});
