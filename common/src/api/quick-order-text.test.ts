import { describe, expect, it } from 'vitest';
import { parseQuantity, parseQuickOrderText } from './quick-order-text';

describe('parseQuantity', () => {
  it.each([
    ['', '1'],
    ['5', '5'],
    [' 12 ', '12'],
    ['2,5', '2.5'],
    ['2,50', '2.5'],
    ['1.000', '1000'],
    ['12.345,5', '12345.5'],
    ['1.5', '1.5'],
    ['007', '7'],
    ['0', '0'],
    ['1.00', '1'],
  ])('%j → %j', (raw, value) => expect(parseQuantity(raw)).toBe(value));

  it.each(['abc', '-3', '1e3', '2,5,1', '5 adet', ','])('%j is not a quantity', (raw) =>
    expect(parseQuantity(raw)).toBeNull(),
  );
});

describe('parseQuickOrderText', () => {
  it('splits Excel tabs, semicolons and spaces; keeps the text’s line numbers', () => {
    expect(parseQuickOrderText('\uFEFFKBL-001\t5\r\n\r\n8691491000010;3\rKBL 002 7\nKBL-003\n;\n\t4')).toEqual([
      { line: 1, code: 'KBL-001', quantity: '5' },
      { line: 3, code: '8691491000010', quantity: '3' },
      { line: 4, code: 'KBL 002', quantity: '7' },
      { line: 5, code: 'KBL-003', quantity: '' },
      { line: 7, code: '', quantity: '4' },
    ]);
  });

  it('skips a header row only as the first row, and only when its quantity is no number', () => {
    expect(parseQuickOrderText('Ürün Kodu;Miktar\nA;1').map((r) => r.code)).toEqual(['A']);
    expect(parseQuickOrderText('\n\nBarkod\tAdet\nA\t1').map((r) => r.code)).toEqual(['A']);
    expect(parseQuickOrderText('STOK KODU\nA').map((r) => r.code)).toEqual(['A']);
    expect(parseQuickOrderText('A;1\nÜrün Kodu;Miktar').map((r) => r.code)).toEqual(['A', 'Ürün Kodu']);
    expect(parseQuickOrderText('BARKOD-1;2').map((r) => r.code)).toEqual(['BARKOD-1']);
  });
});
