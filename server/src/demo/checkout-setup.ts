import { turkishIban } from '@bayi/common';
import type { Db } from '../db/client';
import { bankAccounts, deliverySlots } from '../db/schema';
import type { CurrencyCode } from './settings';

export interface DemoBankAccount {
  id: number;
  bankName: string;
  currencyCode: CurrencyCode;
}

/** Time slots offered for vehicle (araç) and courier (kurye) delivery at checkout. */
export const DELIVERY_SLOTS = {
  arac: ['08:30 - 12:00', '12:00 - 15:00', '15:00 - 18:00', 'Ertesi gün 08:30 - 12:00'],
  kurye: ['Aynı gün 14:00', 'Aynı gün 18:00', 'Ertesi gün 10:00', 'Ertesi gün 15:00'],
} as const;

/** EFT bank codes are the real ones so the IBANs validate; the account numbers are invented. */
const BANK_ACCOUNTS = [
  {
    bankName: 'T.C. Ziraat Bankası',
    bankCode: '00010',
    branch: 'İkitelli OSB Şubesi',
    branchNo: '1564',
    currencyCode: 'TL',
  },
  {
    bankName: 'Türkiye İş Bankası',
    bankCode: '00064',
    branch: 'İkitelli Ticari Şubesi',
    branchNo: '1083',
    currencyCode: 'TL',
  },
  { bankName: 'Garanti BBVA', bankCode: '00062', branch: 'Başakşehir Şubesi', branchNo: '0417', currencyCode: 'TL' },
  {
    bankName: 'Yapı Kredi',
    bankCode: '00067',
    branch: 'İkitelli Sanayi Şubesi',
    branchNo: '0932',
    currencyCode: 'USD',
  },
  { bankName: 'Akbank', bankCode: '00046', branch: 'Halkalı Ticari Şubesi', branchNo: '0755', currencyCode: 'EUR' },
] as const;

export async function seedCheckoutSetup(db: Db): Promise<{ banks: DemoBankAccount[]; counts: Record<string, number> }> {
  const rows = BANK_ACCOUNTS.map((b, i) => {
    const account = `${b.branchNo}${String(7_304_115 + i * 1_127_391).padStart(8, '0')}${String(i + 1).padStart(4, '0')}`;
    return {
      bankName: b.bankName,
      branch: b.branch,
      currencyCode: b.currencyCode,
      accountNo: `${b.branchNo}-${account.slice(4, 12)}`,
      iban: turkishIban(b.bankCode, account),
      isActive: true,
      sort: i + 1,
    };
  });
  const banks = await db
    .insert(bankAccounts)
    .values(rows)
    .returning({ id: bankAccounts.id, bankName: bankAccounts.bankName, currencyCode: bankAccounts.currencyCode });

  const slots = [
    ...DELIVERY_SLOTS.arac.map((label, i) => ({ kind: 'arac' as const, label, sort: i + 1 })),
    ...DELIVERY_SLOTS.kurye.map((label, i) => ({ kind: 'kurye' as const, label, sort: i + 1 })),
  ];
  await db.insert(deliverySlots).values(slots);
  return {
    banks: banks.map((b) => ({ ...b, currencyCode: b.currencyCode as CurrencyCode })),
    counts: { bankAccounts: banks.length, deliverySlots: slots.length },
  };
}
