import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { IMPORT_ROW_SCHEMAS, importCellIssues, importCellSchemaOf } from './import-rows';
import type { ImportKind } from './imports';

const read = (value: string, options: { scale: number; min?: string; max: string }) => {
  const parsed = importCellSchemaOf('Fiyat', { type: 'decimal', ...options }).safeParse(value);
  return parsed.success ? parsed.data : importCellIssues(parsed.error)[0]!.code;
};

/** The Turkish message a row of this kind gets for a cell, or its value. */
const cell = (kind: ImportKind, column: string, value: string | undefined) => {
  const parsed = IMPORT_ROW_SCHEMAS[kind].shape[column]!.safeParse(value);
  return parsed.success ? parsed.data : importCellIssues(parsed.error);
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

describe('an import row, cell by cell', () => {
  it('names the column in each refusal, with its code', () => {
    expect(cell('products', 'Ürün Kodu', '  ')).toEqual([{ code: 'required', message: 'Ürün Kodu boş olamaz.' }]);
    expect(cell('products', 'Stok', 'çok')).toEqual([
      { code: 'invalid_number', message: 'Stok bir sayı olmalı (ör. 1.250,50): "çok".' },
    ]);
    expect(cell('products', 'Aktif', 'belki')).toEqual([
      { code: 'invalid_choice', message: 'Aktif Evet veya Hayır olmalı.' },
    ]);
    expect(cell('movements', 'Tarih', '31.02.2026')).toEqual([
      { code: 'invalid_date', message: 'Tarih gg.aa.yyyy biçiminde bir tarih olmalı: "31.02.2026".' },
    ]);
    expect(cell('products', 'Kategori', ' > ')).toEqual([
      { code: 'invalid', message: 'Kategori yolu en az bir ad içermeli (ör. Elektrik > Kablolar).' },
    ]);
  });

  it('reads a cell as written: trimmed, empty as null, dates in Türkiye time, Evet/Hayır', () => {
    expect(cell('products', 'Ürün Adı', '  Kablo  ')).toBe('Kablo');
    expect(cell('products', 'Barkod', '')).toBeNull();
    expect(cell('products', 'Barkod', undefined)).toBeNull();
    expect(cell('movements', 'Tarih', '24.11.2026 10:30')).toBe('2026-11-24T07:30:00.000Z');
    expect(cell('agreements', 'Başlangıç', '2026-11-24')).toBe('2026-11-24');
    expect(cell('products', 'Aktif', 'hayır')).toBe(false);
    // Folded as search folds: an ERP that writes capitals without Turkish letters is read alike.
    expect(['HAYIR', 'Hayir', 'PASİF'].map((v) => cell('products', 'Aktif', v))).toEqual([false, false, false]);
    expect(['AKTIF', 'Aktif', 'AKTİF', 'EVET'].map((v) => cell('products', 'Aktif', v))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("checks a field the back office edits by the back office's own rule", () => {
    expect(cell('dealers', 'Telefon', '12')).toEqual([
      { code: 'invalid_phone', message: 'Telefon 10–15 rakamdan oluşmalı (ör. 0212 555 12 34).' },
    ]);
    expect(cell('users', 'Cari No', 'admin')).toEqual([
      { code: 'staff_not_allowed', message: '"ADMIN" personelin Cari No\'su; aktarım yalnız bayilere yazar.' },
    ]);
    expect(cell('users', 'Şifre', ' gizli1234')).toEqual([
      { code: 'invalid_password', message: 'Şifre boşlukla başlayamaz ya da bitemez.' },
    ]);
    expect(cell('dealers', 'Varsayılan Ödeme', 'Açık Hesap')).toBe('acikhesap');
  });
});
