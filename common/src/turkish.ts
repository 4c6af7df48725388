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
