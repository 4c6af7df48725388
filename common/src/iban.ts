/**
 * IBAN (ISO 13616) and the Turkish one in particular (a bank account's IBAN is checked before it is
 * stored): TR, two check digits, then 24 digits — a 5-digit bank code, a reserved digit and a 16-digit account.
 * The check is ISO 7064 MOD 97-10: with the first four characters moved to the end and every letter written as
 * 10…35, the number leaves 1 when divided by 97.
 */

/** TR + 24 digits. */
export const TURKISH_IBAN_LENGTH = 26;

/** The IBAN as stored: without spaces, upper case (staff may type or paste it in groups of four). */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN as banks print it: in groups of four. */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 7064 MOD 97-10 remainder of a string of digits and capital letters (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let remainder = 0;
  for (const ch of text) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The two check digits of an IBAN from its country code and its account part (BBAN). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** Any country's IBAN whose check digits hold (spaces and lower case allowed). */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** A Turkish IBAN from its 5-digit bank code and 16-digit account (the reserved digit is 0). */
export function turkishIban(bankCode: string, account16: string): string {
  if (!/^\d{5}$/.test(bankCode) || !/^\d{16}$/.test(account16)) throw new Error('bad IBAN parts');
  const bban = `${bankCode}0${account16}`;
  return `TR${ibanCheckDigits('TR', bban)}${bban}`;
}

/** Why a Turkish IBAN is refused, in Turkish, or null when it is one whose check digits hold. */
export function turkishIbanProblem(value: string): string | null {
  const iban = compactIban(value);
  if (!iban) return 'IBAN gerekli.';
  if (!iban.startsWith('TR')) return 'IBAN TR ile başlamalı (Türkiye IBAN’ı).';
  if (!/^TR\d{24}$/.test(iban)) return 'IBAN TR ve 24 rakamdan oluşmalı (toplam 26 karakter).';
  return isValidIban(iban) ? null : 'IBAN geçersiz: kontrol basamakları tutmuyor, rakamları denetleyin.';
}
