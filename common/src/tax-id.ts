/**
 * Turkish tax identities (a dealer's tax number is checked before it is stored): a company's
 * Vergi Kimlik Numarası (VKN, 10 digits, the Revenue Administration's check digit) or a sole trader's T.C.
 * Kimlik Numarası (TCKN, 11 digits, two check digits).
 */

/** The 10th digit of a VKN from its first nine (GİB algorithm). */
export function vknCheckDigit(first9: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v1 = (Number(first9[i]) + 9 - i) % 10;
    let v2 = (v1 * 2 ** (9 - i)) % 9;
    if (v1 !== 0 && v2 === 0) v2 = 9;
    sum += v2;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** An 11-digit TCKN: no leading 0; the 10th and 11th digits are its checks. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** Why a tax number is refused, in Turkish, or null when it is a valid VKN or TCKN. */
export function taxNumberProblem(value: string): string | null {
  if (!/^\d+$/.test(value)) return 'Vergi numarası yalnız rakamlardan oluşmalı.';
  if (value.length === 10)
    return isValidVkn(value) ? null : 'Vergi kimlik numarası (VKN) geçersiz: kontrol hanesi tutmuyor.';
  if (value.length === 11)
    return isValidTckn(value) ? null : 'T.C. kimlik numarası (TCKN) geçersiz: kontrol haneleri tutmuyor.';
  return 'Vergi numarası 10 haneli VKN ya da 11 haneli TCKN olmalı.';
}
