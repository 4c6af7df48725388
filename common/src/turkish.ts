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
 * PostgreSQL: each letter becomes one character whose code follows the alphabet.
 */
const SORT_ALPHABET = ' 0123456789aâbcçdefgğhıiîjklmnoöprsştuûüvwxyzq';
const SORT_RANK = new Map([...SORT_ALPHABET].map((ch, i) => [ch, String.fromCharCode(0x30 + i)]));

export function turkishSortKey(text: string): string {
  let key = '';
  for (const ch of text.toLocaleLowerCase('tr-TR')) {
    const rank = SORT_RANK.get(ch);
    if (rank) key += rank;
    else if (/[\p{L}\p{N}]/u.test(ch)) key += '~' + ch; // other scripts after the Turkish letters
  }
  return key;
}
