/**
 * Turkish text rules (DESIGN §4). Search folds case the Turkish way first, then strips
 * accents, so "IŞIK", "ışık", "isik" and "ISIK" all become "isik".
 */
const FOLD: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  i: 'i',
  Ç: 'c',
  ç: 'c',
  Ğ: 'g',
  ğ: 'g',
  Ö: 'o',
  ö: 'o',
  Ş: 's',
  ş: 's',
  Ü: 'u',
  ü: 'u',
  Â: 'a',
  â: 'a',
  Î: 'i',
  î: 'i',
  Û: 'u',
  û: 'u',
};

export function foldTurkish(text: string): string {
  let out = '';
  for (const ch of text) out += FOLD[ch] ?? ch;
  return out
    .toLocaleLowerCase('tr-TR')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Sorting by name uses the Turkish alphabet: Ç after C, İ after I, Ş after S. */
export const turkishCollator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });

/** Upper-case initial in Turkish ("istanbul" → "İ"). */
export function turkishInitial(text: string): string {
  return text.trim().charAt(0).toLocaleUpperCase('tr-TR');
}

/**
 * The Turkish alphabet order as a byte-comparable key, so PostgreSQL can sort names with the
 * plain "C" collation (and a btree index) the same way on PGlite, which has no ICU, and on
 * PostgreSQL. Like turkishCollator: spaces, then punctuation, then numbers by value
 * ("4 mm" before "10 mm"), then letters in alphabet order (Ç after C, İ after I, Ş after S).
 */
const LETTERS = 'aâbcçdefgğhıiîjklmnoöprsştuûüvwxyzq';
const LETTER_RANK = new Map([...LETTERS].map((ch, i) => [ch, String.fromCharCode(0x41 + i)]));
const SPACE = '!';
const PUNCTUATION = '"';
const NUMBER = '#';

export function turkishSortKey(text: string): string {
  let key = '';
  const chars = [...text.toLocaleLowerCase('tr-TR')];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch >= '0' && ch <= '9') {
      let digits = ch;
      while (i + 1 < chars.length && chars[i + 1]! >= '0' && chars[i + 1]! <= '9') digits += chars[++i];
      digits = digits.replace(/^0+(?=\d)/, '');
      // The length first: a longer number is a larger one.
      key += NUMBER + String.fromCharCode(0x30 + Math.min(digits.length, 70)) + digits;
    } else if (/\s/.test(ch)) {
      key += SPACE;
    } else {
      const rank = LETTER_RANK.get(ch);
      if (rank) key += rank;
      else if (/\p{L}/u.test(ch))
        key += '~' + ch; // other scripts after the Turkish letters
      else key += PUNCTUATION;
    }
  }
  return key;
}
