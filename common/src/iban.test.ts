import { describe, expect, it } from 'vitest';
import {
  compactIban,
  formatIban,
  ibanCheckDigits,
  isValidIban,
  turkishIban,
  turkishIbanProblem,
  TURKISH_IBAN_LENGTH,
} from './iban';

/** Published examples: the ECBS/SWIFT registry's Turkish, German and British samples. */
const TR = 'TR330006100519786457841326';
const DE = 'DE89370400440532013000';
const GB = 'GB82WEST12345698765432';

describe('IBAN (ISO 13616, ISO 7064 mod 97-10)', () => {
  it('accepts the registry samples, written compact or in groups, upper or lower case', () => {
    for (const iban of [TR, DE, GB]) expect(isValidIban(iban), iban).toBe(true);
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
  });

  it('refuses any single changed digit and two swapped neighbours', () => {
    for (let i = 2; i < TR.length; i++) {
      const d = Number(TR[i]);
      const changed = TR.slice(0, i) + String((d + 1) % 10) + TR.slice(i + 1);
      expect(isValidIban(changed), changed).toBe(false);
    }
    for (let i = 4; i < TR.length - 1; i++) {
      if (TR[i] === TR[i + 1]) continue;
      const swapped = TR.slice(0, i) + TR[i + 1] + TR[i] + TR.slice(i + 2);
      expect(isValidIban(swapped), swapped).toBe(false);
    }
  });

  it('makes check digits that hold, and a Turkish IBAN from bank code and account', () => {
    expect(ibanCheckDigits('TR', TR.slice(4))).toBe('33');
    expect(ibanCheckDigits('DE', DE.slice(4))).toBe('89');
    const iban = turkishIban('00010', '1564073041150001');
    expect(iban).toMatch(/^TR\d{2}000100156407304115000\d$/);
    expect(iban).toHaveLength(TURKISH_IBAN_LENGTH);
    expect(isValidIban(iban)).toBe(true);
    expect(() => turkishIban('10', '1')).toThrow();
  });

  it('is stored compact and shown in groups of four', () => {
    expect(compactIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe(TR);
    expect(formatIban(TR)).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('says in Turkish why a Turkish IBAN is refused', () => {
    expect(turkishIbanProblem(TR)).toBeNull();
    expect(turkishIbanProblem('tr33 0006 1005 1978 6457 8413 26')).toBeNull();
    expect(turkishIbanProblem('  ')).toBe('IBAN gerekli.');
    expect(turkishIbanProblem(DE)).toBe('IBAN TR ile başlamalı (Türkiye IBAN’ı).');
    expect(turkishIbanProblem('TR33000610051978645784132')).toBe(
      'IBAN TR ve 24 rakamdan oluşmalı (toplam 26 karakter).',
    );
    expect(turkishIbanProblem('TR33000610051978645784132A')).toBe(
      'IBAN TR ve 24 rakamdan oluşmalı (toplam 26 karakter).',
    );
    expect(turkishIbanProblem('TR340006100519786457841326')).toBe(
      'IBAN geçersiz: kontrol basamakları tutmuyor, rakamları denetleyin.',
    );
  });
});
