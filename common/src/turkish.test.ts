import { describe, expect, it } from 'vitest';
import { foldTurkish, turkishCollator, turkishInitial, turkishSortKey } from './turkish';

describe('Turkish text', () => {
  it('folds ışık, IŞIK, isik and ISIK to the same text', () => {
    const folded = ['ışık', 'IŞIK', 'isik', 'ISIK', 'Işık', 'İşık'].map(foldTurkish);
    expect(new Set(folded)).toEqual(new Set(['isik']));
    expect(foldTurkish('ÇĞÖŞÜ çğöşü')).toBe('cgosu cgosu');
  });

  it('sorts with the Turkish alphabet: Ç after C, İ after I, Ş after S', () => {
    const sorted = ['Şimşek', 'Sigma', 'Çelik', 'Ceta', 'İnci', 'Işık', 'Zeta', 'Demir'].sort(turkishCollator.compare);
    expect(sorted).toEqual(['Ceta', 'Çelik', 'Demir', 'Işık', 'İnci', 'Sigma', 'Şimşek', 'Zeta']);
  });

  it('makes byte-order sort keys that follow the Turkish alphabet', () => {
    const names = [
      'Şimşek',
      'Sigma',
      'Çelik',
      'Ceta',
      'İnci',
      'Işık',
      'Zeta',
      'Demir',
      'Ceta 10',
      'ceta 2',
      '1000V Pense',
      '1/4" Lokma',
      "4'lü Priz",
    ];
    const byKey = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...names].sort(turkishCollator.compare));
    expect(byKey.slice(0, 5)).toEqual(['1/4" Lokma', "4'lü Priz", '1000V Pense', 'Ceta', 'ceta 2']);
  });

  it('takes the Turkish capital of an initial', () => {
    expect(turkishInitial('istanbul')).toBe('İ');
    expect(turkishInitial('ılgaz')).toBe('I');
  });
});
