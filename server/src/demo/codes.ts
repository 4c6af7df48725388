import { vknCheckDigit } from '@bayi/common';
/**
 * Check digits that make demo identifiers pass the validators a distributor's staff or ERP
 * would run on them: EAN-13 (GS1), Turkish tax number (VKN) and IBAN (ISO 13616).
 */

/** GS1 check digit for the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function ean13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A 10-digit Vergi Kimlik Numarası from its first nine (the check digit of common/tax-id.ts). */
export function taxNumber(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error(`VKN body must be 9 digits: ${first9}`);
  return first9 + String(vknCheckDigit(first9));
}

/** Turkish IBAN: TR + 2 check digits + 5-digit bank code + reserved 0 + 16-digit account = 26 chars. */
export function turkishIban(bankCode: string, account16: string): string {
  if (!/^\d{5}$/.test(bankCode) || !/^\d{16}$/.test(account16)) throw new Error('bad IBAN parts');
  const bban = `${bankCode}0${account16}`;
  // ISO 13616: move the country code and "00" to the end, letters become 10..35, mod 97.
  const numeric = `${bban}${letterValue('T')}${letterValue('R')}00`;
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  const numeric = moved.replace(/[A-Z]/g, (ch) => String(letterValue(ch)));
  return BigInt(numeric) % 97n === 1n;
}

function letterValue(letter: string): number {
  return letter.charCodeAt(0) - 55;
}
