import { describe, expect, it } from 'vitest';
import { FOLD, foldTurkish, turkishCollator, turkishInitial, turkishSortKey } from './turkish';

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

  it('folds and keys any text the same way as the plain locale-aware rules (the fast paths change no result)', () => {
    // The rules as first written, character by character with the tr-TR locale: the reference.
    const fold = (text: string) =>
      [...text]
        .map((ch) => FOLD[ch] ?? ch)
        .join('')
        .toLocaleLowerCase('tr-TR')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '');
    const key = (text: string) => {
      let out = '';
      const chars = [...text.toLocaleLowerCase('tr-TR')];
      for (let i = 0; i < chars.length; i++) {
        const ch = chars[i]!;
        if (ch >= '0' && ch <= '9') {
          let digits = ch;
          while (i + 1 < chars.length && chars[i + 1]! >= '0' && chars[i + 1]! <= '9') digits += chars[++i];
          digits = digits.replace(/^0+(?=\d)/, '');
          out += '#' + String.fromCharCode(0x30 + Math.min(digits.length, 70)) + digits;
        } else if (/\s/.test(ch)) out += '!';
        else if ('aâbcçdefgğhıiîjklmnoöprsştuûüvwxyzq'.includes(ch))
          out += String.fromCharCode(0x41 + 'aâbcçdefgğhıiîjklmnoöprsştuûüvwxyzq'.indexOf(ch));
        else if (/\p{L}/u.test(ch)) out += '~' + ch;
        else out += '"';
      }
      return out;
    };
    const alphabet = [
      ...'aAbBcCiIzZqQ0123456789 \t\n-/.,;\'"()%+\x01\x7f',
      ...'çÇğĞıİöÖşŞüÜâÂîÎûÛ',
      ...'éÉàñßæøØ²³½°×µ±ŁİıĞğ€™…‰ΣσςяЖ\u00a0\u2003\u0307\u0301ﬁ①',
      '😀',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      const length = Math.floor(next() * 12);
      // Most samples from the common characters, some with a rare one, as product names are.
      const pool = n % 3 === 0 ? alphabet : alphabet.slice(0, 50);
      const text = Array.from({ length }, () => pool[Math.floor(next() * pool.length)]).join('');
      expect(foldTurkish(text), JSON.stringify(text)).toBe(fold(text));
      expect(turkishSortKey(text), JSON.stringify(text)).toBe(key(text));
    }
  });
});
