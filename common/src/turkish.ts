/**
 * Turkish text rules, used by every search, sort and format. Search folds case the Turkish way first, then strips
 * accents, so "IŞIK", "ışık", "isik" and "ISIK" all become "isik".
 */
/** Each Turkish letter (and the circumflexed vowels) as search folds it. */
export const FOLD: Record<string, string> = {
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

/** Each character FOLD maps, as char code → folded text: the fast path below reads it instead of the record. */
const FOLD_CODES = new Map(Object.entries(FOLD).map(([from, to]) => [from.charCodeAt(0), to]));
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

export function foldTurkish(text: string): string {
  // Search folds every product's text at each import and every question: plain ASCII and the Turkish letters
  // take a table walk; anything else (é, another script, a combining mark) the locale-aware path below.
  if (ASCII_ONLY.test(text)) return text.toLowerCase();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) out += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : text[i];
    else {
      const folded =
        FOLD_CODES.get(code) ?? (CONTEXT_FREE(code) ? byCharacter(code, FOLD_CODES, foldTurkishAnyText) : null);
      if (folded === null) return foldTurkishAnyText(text);
      out += folded;
    }
  }
  return out;
}

/**
 * Characters whose fold and sort key depend on nothing around them — accented Latin letters, ², ½, °, ×, µ, a
 * no-break space — so the fast paths take them one at a time. Combining marks, Greek (a final sigma), other
 * scripts and surrogate pairs are left to the whole-text rules.
 */
const CONTEXT_FREE = (code: number) => (code >= 0xa0 && code <= 0x24f) || (code >= 0x2000 && code <= 0x2bff);

/** A character's result by the whole-text rule, remembered in the fast path's table. */
function byCharacter(code: number, table: Map<number, string>, rule: (text: string) => string): string {
  const result = rule(String.fromCharCode(code));
  table.set(code, result);
  return result;
}

/** The rule itself, for any text: Turkish letters folded, then Turkish lower case, then accents stripped. */
function foldTurkishAnyText(text: string): string {
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

/** Turkish lower case of the capitals the fast path knows (I → ı, İ → i); other letters pass as they are. */
const TURKISH_LOWER = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİÖŞÜÂÎÛ'].map((ch) => [ch.charCodeAt(0), ch.toLocaleLowerCase('tr-TR')]),
);

export function turkishSortKey(text: string): string {
  // Every product's name is keyed at each import: ASCII and the Turkish alphabet take a table walk; a text with
  // any other character (é, another script, a non-ASCII space) takes the general path, which gives the same key.
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) {
      let end = i + 1;
      while (end < text.length && text.charCodeAt(end) >= 0x30 && text.charCodeAt(end) <= 0x39) end++;
      key += numberKey(text.slice(i, end));
      i = end - 1;
      continue;
    }
    const ch = TURKISH_LOWER.get(code) ?? text[i]!;
    const rank = LETTER_RANK.get(ch);
    if (rank) key += rank;
    else if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) key += SPACE;
    else if (code < 0x80) key += PUNCTUATION;
    else if (CONTEXT_FREE(code)) key += KEY_CODES.get(code) ?? byCharacter(code, KEY_CODES, turkishSortKeyAnyText);
    else return turkishSortKeyAnyText(text);
  }
  return key;
}

/** Sort keys of the context-free characters met so far (filled by byCharacter). */
const KEY_CODES = new Map<number, string>();

/** A run of digits: its length first (a longer number is a larger one), then the digits without leading zeros. */
function numberKey(run: string): string {
  const digits = run.replace(/^0+(?=\d)/, '');
  return NUMBER + String.fromCharCode(0x30 + Math.min(digits.length, 70)) + digits;
}

function turkishSortKeyAnyText(text: string): string {
  let key = '';
  const chars = [...text.toLocaleLowerCase('tr-TR')];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch >= '0' && ch <= '9') {
      let digits = ch;
      while (i + 1 < chars.length && chars[i + 1]! >= '0' && chars[i + 1]! <= '9') digits += chars[++i];
      key += numberKey(digits);
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
