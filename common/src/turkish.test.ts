import { describe, expect, it } from 'vitest';
import { foldTurkish, turkishCollator, turkishInitial } from './turkish';

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

  it('takes the Turkish capital of an initial', () => {
    expect(turkishInitial('istanbul')).toBe('İ');
    expect(turkishInitial('ılgaz')).toBe('I');
  });
});
