import { z } from 'zod';
import { intParam, optionalText, requiredText } from '../validation';
import { taxNumberProblem } from '../tax-id';
import { isStaffCariNo, STAFF_CARI_NO } from '../roles';
import { filterText, listPage, pagedListSchema } from './list-filters';

/**
 * The back office's dealers: search, a dealer's card (tax data, addresses, representative,
 * risk limit, price lists, discount, agreement prices, balance), creating and editing one (with its
 * version: an edit made on an older copy is refused with 409, never silently lost), and its users
 * (create, deactivate, unlock, a new password shown once, sign out everywhere).
 */

export const ADMIN_DEALER_PAGE_SIZE = 50;

/** A decimal with at most two places, as text ("1250.50"), in [0, max] (a bound with few digits: Number compares it exactly). */
const amount = (field: string, max: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} bir tutar olmalı.` })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((s) => /^\d{1,15}(\.\d{1,2})?$/.test(s), {
      error: `${field} en fazla iki ondalıklı, sıfır ya da pozitif bir tutar olmalı.`,
    })
    .refine((s) => Number(s) <= Number(max), { error: `${field} en fazla ${max} olabilir.` })
    // Always two places ("5" → "5.00"), as the card shows it and the audit log compares it.
    .transform((s) => {
      const [whole, fraction = ''] = s.split('.');
      return `${BigInt(whole!).toString()}.${fraction.padEnd(2, '0')}`;
    });

export const PAYMENT_METHOD_IDS = ['havale', 'acikhesap', 'kredikarti'] as const;

export const adminDealerFormSchema = z.object({
  code: requiredText('Cari No', 30)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.\-_/]*$/, {
      error: 'Cari No harf, rakam, nokta, tire, alt çizgi ya da eğik çizgiden oluşmalı.',
    })
    .refine((s) => !isStaffCariNo(s), { error: `Cari No "${STAFF_CARI_NO}" personele ayrılmış.` }),
  name: requiredText('Ünvan', 200),
  taxOffice: optionalText('Vergi dairesi', 100),
  taxNumber: optionalText('Vergi numarası', 11).superRefine((s, ctx) => {
    const problem = s ? taxNumberProblem(s) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  email: optionalText('E-posta', 200).refine((s) => !s || z.email().safeParse(s).success, {
    error: 'E-posta geçerli bir adres olmalı (ör. ad@firma.com.tr).',
  }),
  phone: optionalText('Telefon', 30).refine(
    (s) => !s || (/^[+0-9 ()-]+$/.test(s) && s.replace(/\D/g, '').length >= 10 && s.replace(/\D/g, '').length <= 15),
    { error: 'Telefon 10–15 rakamdan oluşmalı (ör. 0212 555 12 34).' },
  ),
  representativeId: intParam('Temsilci', 1, 2_147_483_647)
    .nullish()
    .transform((v) => v ?? null),
  riskLimit: amount('Risk limiti', '999999999999.99'),
  discountRate: amount('İskonto oranı', '100'),
  defaultPaymentMethod: z.enum(PAYMENT_METHOD_IDS, { error: 'Ödeme şekli havale, acikhesap ya da kredikarti olmalı.' }),
  paymentTermDays: intParam('Vade (gün)', 0, 365),
  isActive: z.boolean({ error: 'Aktif true veya false olmalı.' }),
  priceListIds: z
    .array(intParam('Fiyat listesi', 1, 2_147_483_647), { error: 'Fiyat listeleri bir liste olmalı.' })
    .max(20, { error: 'En fazla 20 fiyat listesi seçilebilir.' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Bir fiyat listesi iki kez seçilmiş.' }),
});
export type AdminDealerForm = z.input<typeof adminDealerFormSchema>;
export type AdminDealerFormValues = z.output<typeof adminDealerFormSchema>;

/** An edit carries the version it was made on. */
export const adminDealerUpdateSchema = adminDealerFormSchema.extend({
  version: intParam('Sürüm', 1, 2_147_483_647),
});

export const adminDealerListQuerySchema = z.object({
  q: filterText('Arama'),
  page: listPage(),
  /** Only the dealers of this representative (the Plasiyerler page links here). */
  representativeId: intParam('Plasiyer', 1, 2_147_483_647).optional(),
});
export type AdminDealerListQuery = z.infer<typeof adminDealerListQuerySchema>;

export const adminDealerRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  taxNumber: z.string().nullable(),
  city: z.string().nullable(),
  representative: z.string().nullable(),
  isActive: z.boolean(),
  userCount: z.number(),
});
export type AdminDealerRow = z.infer<typeof adminDealerRowSchema>;

export const adminDealerListResponseSchema = pagedListSchema(adminDealerRowSchema);
export type AdminDealerListResponse = z.infer<typeof adminDealerListResponseSchema>;

export const adminDealerUserSchema = z.object({
  id: z.number(),
  userCode: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  /** Sign-in is refused for now after too many wrong passwords (any address). */
  locked: z.boolean(),
  lastLoginAt: z.string().nullable().meta({ description: 'ISO 8601 (UTC).' }),
  sessions: z.number().meta({ description: 'Open sessions.' }),
});
export type AdminDealerUser = z.infer<typeof adminDealerUserSchema>;

const option = z.object({ id: z.number(), name: z.string() });
/**
 * A representative a form may show: an inactive one only as the value a dealer or user already has, never as a
 * new choice (the server refuses that).
 */
export const representativeOptionSchema = option.extend({ code: z.string().nullable(), isActive: z.boolean() });
export type RepresentativeOption = z.infer<typeof representativeOptionSchema>;

export const adminDealerDetailSchema = z.object({
  id: z.number(),
  version: z.number(),
  code: z.string(),
  name: z.string(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  representativeId: z.number().nullable(),
  riskLimit: z.string().meta({ description: 'TL, 2 decimals as text.' }),
  discountRate: z.string(),
  defaultPaymentMethod: z.enum(PAYMENT_METHOD_IDS),
  paymentTermDays: z.number(),
  isActive: z.boolean(),
  priceListIds: z.array(z.number()),
  /** Ledger balance in TL: positive is owed by the dealer (B), negative owed to it (A). */
  balance: z.string(),
  remainingRisk: z.string(),
  addresses: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      address: z.string(),
      contactPerson: z.string(),
      phone: z.string().nullable(),
      isDefault: z.boolean(),
    }),
  ),
  agreementPrices: z.object({
    count: z.number(),
    first: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        price: z.string(),
        currency: z.string(),
        discountRate: z.string(),
      }),
    ),
  }),
  users: z.array(adminDealerUserSchema),
});
export type AdminDealerDetail = z.infer<typeof adminDealerDetailSchema>;

/** What the dealer form picks from. */
export const adminDealerOptionsSchema = z.object({
  representatives: z.array(representativeOptionSchema),
  priceLists: z.array(option),
});
export type AdminDealerOptions = z.infer<typeof adminDealerOptionsSchema>;

export const adminDealerIdParamsSchema = z.object({ id: intParam('Bayi', 1, 2_147_483_647) });
export const adminDealerUserParamsSchema = z.object({
  id: intParam('Bayi', 1, 2_147_483_647),
  userId: intParam('Kullanıcı', 1, 2_147_483_647),
});

export const adminDealerUserCreateSchema = z.object({
  userCode: requiredText('Kullanıcı kodu', 60).regex(/^[\p{L}\p{N}._@-]+$/u, {
    error: 'Kullanıcı kodu boşluksuz; harf, rakam ve . _ @ - işaretlerinden oluşmalı.',
  }),
  displayName: requiredText('Ad soyad', 100),
  email: optionalText('E-posta', 200).refine((s) => !s || z.email().safeParse(s).success, {
    error: 'E-posta geçerli bir adres olmalı (ör. ad@firma.com.tr).',
  }),
});
export type AdminDealerUserCreate = z.input<typeof adminDealerUserCreateSchema>;

/** A user's state after a change; `password` only when one was just set: shown once, never stored readable. */
export const adminDealerUserResultSchema = z.object({
  user: adminDealerUserSchema,
  password: z.string().optional(),
  message: z.string(),
});
export type AdminDealerUserResult = z.infer<typeof adminDealerUserResultSchema>;

export const USER_ACCOUNT_ACTIONS = ['password', 'deactivate', 'activate', 'unlock', 'sign-out'] as const;
export type UserAccountAction = (typeof USER_ACCOUNT_ACTIONS)[number];

/** POST /admin/dealers/:id/shop: the staff member's session now shops for this dealer. */
export const adminShopForResponseSchema = z.object({
  hasError: z.literal(false),
  dealer: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  message: z.string(),
});
export type AdminShopForResponse = z.infer<typeof adminShopForResponseSchema>;
