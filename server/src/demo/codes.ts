import { vknCheckDigit } from '@bayi/common';

/**
 * Check digits that make demo identifiers pass the validators a distributor's staff or ERP
 * would run on them: EAN-13 (GS1) and Turkish tax number (VKN). IBANs: `turkishIban` in common/src/iban.ts.
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
