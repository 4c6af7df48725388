import { z } from 'zod';
import { compactIban, turkishIbanProblem } from '../iban';
import { msg, optionalText, requiredText } from '../validation';
import { foldTurkish } from '../turkish';
import { PAYMENT_METHOD_IDS } from './dealers';
import { PAYMENT_METHOD_NAMES } from './orders';

/**
 * What checkout offers, as admins set it: the time slots of delivery by vehicle (araç) and courier
 * (kurye) and whether each is on, the bank accounts of bank transfer, and which payment methods are on with the
 * default one. Each is saved whole; the storefront's checkout shows it at the next request.
 */

const rowId = (what: string) =>
  z
    .number({ error: `${what} kimliği bir sayı olmalı.` })
    .int({ error: `${what} kimliği bir tam sayı olmalı.` })
    .min(1, { error: `${what} kimliği geçersiz.` })
    .max(2_147_483_647, { error: `${what} kimliği geçersiz.` })
    .nullish()
    .transform((v) => v ?? null);

const flag = (field: string) => z.boolean({ error: `${field} true veya false olmalı.` });

/** Two labels are the same slot when search would not tell them apart: folded the Turkish way, spacing aside. */
const sameText = (s: string) => foldTurkish(s.replace(/\s+/g, ' '));

// ---------------------------------------------------------------------------------------------------------------
// Delivery slots.

export const DELIVERY_SLOT_KINDS = ['arac', 'kurye'] as const;
export type DeliverySlotKind = (typeof DELIVERY_SLOT_KINDS)[number];
export const DELIVERY_SLOT_KIND_NAMES: Record<DeliverySlotKind, string> = {
  arac: 'Araç ile teslim',
  kurye: 'Kurye ile teslim',
};
export const MAX_SLOTS_PER_KIND = 30;
export const SLOT_LABEL_MAX = 100;

const slotRowSchema = z.object({
  /** The stored slot's id; null for a new one. */
  id: rowId('Saat dilimi'),
  label: requiredText('Saat dilimi', SLOT_LABEL_MAX),
  active: flag('Etkin'),
});

const slotKindSchema = (kind: DeliverySlotKind) =>
  z.object({
    /** The setting teslimat.<kind>.active: checkout offers this delivery at all. */
    enabled: flag(DELIVERY_SLOT_KIND_NAMES[kind]),
    slots: z
      .array(slotRowSchema, { error: 'Saat dilimleri bir liste olmalı.' })
      .max(MAX_SLOTS_PER_KIND, { error: `Bir teslimat şeklinin en fazla ${MAX_SLOTS_PER_KIND} saat dilimi olabilir.` }),
  });

export const adminDeliverySlotsBodySchema = z
  .object({ arac: slotKindSchema('arac'), kurye: slotKindSchema('kurye') })
  .superRefine((body, ctx) => {
    for (const kind of DELIVERY_SLOT_KINDS) {
      const { enabled, slots } = body[kind];
      const seen = new Map<string, number>();
      slots.forEach((slot, i) => {
        const key = sameText(slot.label);
        const first = seen.get(key);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [kind, 'slots', i, 'label'],
            message: `Bu saat dilimi ${first + 1}. satırda zaten var.`,
          });
        } else seen.set(key, i);
      });
      if (enabled && !slots.some((s) => s.active)) {
        ctx.addIssue({
          code: 'custom',
          path: [kind, 'enabled'],
          message: `${DELIVERY_SLOT_KIND_NAMES[kind]} açıkken en az bir etkin saat dilimi olmalı.`,
        });
      }
    }
  });
export type AdminDeliverySlotsBody = z.input<typeof adminDeliverySlotsBodySchema>;
export type AdminDeliverySlotsValues = z.output<typeof adminDeliverySlotsBodySchema>;

const storedSlotKind = z.object({
  enabled: z.boolean(),
  slots: z.array(z.object({ id: z.number(), label: z.string(), active: z.boolean() })),
});
export const adminDeliverySlotsSchema = z.object({ arac: storedSlotKind, kurye: storedSlotKind });
export type AdminDeliverySlots = z.infer<typeof adminDeliverySlotsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Bank accounts.

export const MAX_BANK_ACCOUNTS = 50;

const bankAccountRowSchema = z.object({
  /** The stored account's id; null for a new one. Orders point at it (orders.bank_account_id). */
  id: rowId('Banka hesabı'),
  bankName: requiredText('Banka adı', 100),
  branch: optionalText('Şube', 100),
  currencyCode: requiredText('Döviz', 10),
  accountNo: requiredText('Hesap no', 40).regex(/^[0-9A-Za-z][0-9A-Za-z /-]*$/, {
    error: 'Hesap no yalnız rakam, harf, boşluk, tire ve eğik çizgiden oluşmalı.',
  }),
  iban: z
    .string({ error: 'IBAN gerekli.' })
    .max(60, { error: msg.tooLong('IBAN', 60) })
    .transform(compactIban)
    .superRefine((iban, ctx) => {
      const problem = turkishIbanProblem(iban);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  active: flag('Etkin'),
});

export const adminBankAccountsBodySchema = z.object({
  accounts: z
    .array(bankAccountRowSchema, { error: 'Banka hesapları bir liste olmalı.' })
    .max(MAX_BANK_ACCOUNTS, { error: `En fazla ${MAX_BANK_ACCOUNTS} banka hesabı olabilir.` })
    .superRefine((accounts, ctx) => {
      const ibans = new Map<string, number>();
      const ids = new Set<number>();
      accounts.forEach((a, i) => {
        const first = ibans.get(a.iban);
        if (first !== undefined) {
          ctx.addIssue({ code: 'custom', path: [i, 'iban'], message: `Bu IBAN ${first + 1}. satırda zaten var.` });
        } else ibans.set(a.iban, i);
        if (a.id !== null) {
          if (ids.has(a.id)) {
            ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Bir banka hesabı listede iki kez var.' });
          }
          ids.add(a.id);
        }
      });
    }),
});
export type AdminBankAccountsBody = z.input<typeof adminBankAccountsBodySchema>;
export type AdminBankAccountRow = z.output<typeof bankAccountRowSchema>;

export const adminBankAccountSchema = z.object({
  id: z.number(),
  bankName: z.string(),
  branch: z.string().nullable(),
  currencyCode: z.string(),
  accountNo: z.string(),
  iban: z.string().meta({ description: 'Boşluksuz, büyük harf (TR + 24 rakam).' }),
  active: z.boolean(),
  /** Orders point at it: removing it from the list deactivates it, and its IBAN and currency stay. */
  usedByOrders: z.boolean(),
});
export type AdminBankAccount = z.infer<typeof adminBankAccountSchema>;

export const adminBankAccountsSchema = z.object({
  accounts: z.array(adminBankAccountSchema),
  currencies: z.array(z.object({ code: z.string(), name: z.string() })),
  /** What the save did other than asked, in Turkish (an account orders use was deactivated, not deleted). */
  notices: z.array(z.string()),
});
export type AdminBankAccounts = z.infer<typeof adminBankAccountsSchema>;

export const bankAccountMessages = {
  unknown: 'Bu banka hesabı bulunamadı; sayfayı yenileyip tekrar deneyin.',
  currencyUnknown: (code: string) => `Döviz tanımlı değil: ${code.slice(0, 10)}.`,
  ibanFixed: 'Bu hesap siparişlerde kullanıldı; IBAN’ı değiştirilemez. Yeni hesap ekleyip bunu pasif yapın.',
  currencyFixed: 'Bu hesap siparişlerde kullanıldı; dövizi değiştirilemez. Yeni hesap ekleyip bunu pasif yapın.',
  noneActiveForHavale: 'Havale / EFT açıkken en az bir etkin banka hesabı olmalı.',
  keptInactive: (name: string) =>
    `${name} hesabı siparişlerde kullanıldığı için silinmedi, pasif yapıldı (siparişler hesabı göstermeye devam eder).`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Payment methods.

export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];
/** The order the page lists them in: as checkout offers them (the card first). */
export const PAYMENT_METHOD_ORDER: readonly PaymentMethodId[] = ['kredikarti', 'havale', 'acikhesap'];
export const PAYMENT_METHOD_HELP: Record<PaymentMethodId, string> = {
  kredikarti: 'Sipariş adımında kartla ödeme (3-D Secure); kapalıyken kart seçeneği görünmez.',
  havale: 'Bayi, banka hesaplarından birini seçer; ödeme sonra gelir.',
  acikhesap: 'Bayinin risk limiti içinde cari hesaba yazılır.',
};

export const adminPaymentMethodsBodySchema = z
  .object({
    enabled: z.object({
      kredikarti: flag(PAYMENT_METHOD_NAMES.kredikarti!),
      havale: flag(PAYMENT_METHOD_NAMES.havale!),
      acikhesap: flag(PAYMENT_METHOD_NAMES.acikhesap!),
    }),
    defaultMethod: z.enum(PAYMENT_METHOD_IDS, {
      error: 'Varsayılan ödeme şekli Kredi kartı, Havale / EFT ya da Açık hesap olmalı.',
    }),
  })
  .superRefine((body, ctx) => {
    if (!PAYMENT_METHOD_IDS.some((m) => body.enabled[m])) {
      ctx.addIssue({ code: 'custom', path: ['enabled'], message: 'En az bir ödeme şekli açık kalmalı.' });
    } else if (!body.enabled[body.defaultMethod]) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultMethod'],
        message: `Varsayılan ödeme şekli açık olanlardan biri olmalı (${PAYMENT_METHOD_NAMES[body.defaultMethod]} kapalı).`,
      });
    }
  });
export type AdminPaymentMethodsBody = z.input<typeof adminPaymentMethodsBodySchema>;

export const adminPaymentMethodsSchema = z.object({
  enabled: z.object({ kredikarti: z.boolean(), havale: z.boolean(), acikhesap: z.boolean() }),
  /** What checkout selects first: odeme.varsayilan when it is on, else the first method on. */
  defaultMethod: z.enum(PAYMENT_METHOD_IDS),
  /** Further methods of odeme.sekilleri the ERP set (e.g. 'cek'): kept as they are, not edited here. */
  others: z.array(z.string()),
});
export type AdminPaymentMethods = z.infer<typeof adminPaymentMethodsSchema>;
