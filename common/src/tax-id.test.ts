import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn, taxNumberProblem, vknCheckDigit } from './tax-id';

describe('Turkish tax identities', () => {
  it('a VKN holds its check digit; any other last digit is refused', () => {
    const body = '123456789';
    const valid = body + String(vknCheckDigit(body));
    expect(isValidVkn(valid)).toBe(true);
    for (let d = 0; d <= 9; d++) {
      const other = body + String(d);
      if (other !== valid) expect(isValidVkn(other)).toBe(false);
    }
    expect(isValidVkn('12345678')).toBe(false);
    expect(isValidVkn('12345678a0')).toBe(false);
  });

  it('a TCKN holds its two check digits and never starts with 0', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('00000000146')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
  });

  it('says in Turkish why a tax number is refused', () => {
    expect(taxNumberProblem('10000000146')).toBeNull();
    expect(taxNumberProblem('10000000147')).toMatch(/TCKN.*geçersiz/);
    const vkn = `123456789${vknCheckDigit('123456789')}`;
    expect(taxNumberProblem(vkn)).toBeNull();
    expect(taxNumberProblem(`123456789${(vknCheckDigit('123456789') + 1) % 10}`)).toMatch(/VKN.*geçersiz/);
    expect(taxNumberProblem('12345')).toBe('Vergi numarası 10 haneli VKN ya da 11 haneli TCKN olmalı.');
    expect(taxNumberProblem('12a45')).toBe('Vergi numarası yalnız rakamlardan oluşmalı.');
  });
});
