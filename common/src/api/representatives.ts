import { z } from 'zod';
import { intParam, optionalText, requiredText } from '../validation';
import { adminDealerFormSchema } from './dealers';

/**
 * The back office's sales representatives (Plasiyerler): the record a dealer is assigned to and a plasiyer staff
 * user is tied to (their dealers are the record's). Staff create, edit, deactivate and re-activate them and assign
 * dealers; an ERP refers to one by its code in the dealers import. A deactivated representative keeps the dealers
 * it has, but no dealer or plasiyer user is newly assigned to it.
 */

/** Why an inactive representative cannot be chosen for a dealer or a plasiyer user (server and import alike). */
export const REPRESENTATIVE_INACTIVE = 'Bu plasiyer pasif: yeni bayi ya da kullanıcı atanamaz. Önce etkinleştirin.';

/** The ERP's salesman code: what the dealers import refers to a representative by (any letter case). */
export const REPRESENTATIVE_CODE_MAX = 20;
const CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.\-_/]*$/;

export const adminRepresentativeBodySchema = z.object({
  name: requiredText('Ad soyad', 100),
  code: optionalText('Plasiyer kodu', REPRESENTATIVE_CODE_MAX).refine((s) => s === null || CODE_PATTERN.test(s), {
    error: 'Plasiyer kodu harf, rakam, nokta, tire, alt çizgi ya da eğik çizgiden oluşmalı (boşluksuz).',
  }),
  email: adminDealerFormSchema.shape.email,
  phone: adminDealerFormSchema.shape.phone,
});
export type AdminRepresentativeBody = z.input<typeof adminRepresentativeBodySchema>;
export type AdminRepresentativeValues = z.output<typeof adminRepresentativeBodySchema>;

export const adminRepresentativeSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  /** Dealers assigned to the representative (active or not). */
  dealerCount: z.number(),
  /** Staff users (plasiyer) tied to the record. */
  userCount: z.number(),
});
export type AdminRepresentative = z.infer<typeof adminRepresentativeSchema>;

export const adminRepresentativeListSchema = z.object({
  /** In Turkish name order; active and inactive alike. */
  rows: z.array(adminRepresentativeSchema),
});
export type AdminRepresentativeList = z.infer<typeof adminRepresentativeListSchema>;

export const adminRepresentativeDetailSchema = adminRepresentativeSchema.extend({
  /** The plasiyer staff users who see this record's dealers. */
  users: z.array(z.object({ id: z.number(), userCode: z.string(), displayName: z.string(), isActive: z.boolean() })),
});
export type AdminRepresentativeDetail = z.infer<typeof adminRepresentativeDetailSchema>;

/** The answer of every change: the record as stored now, and a Turkish sentence for the page. */
export const adminRepresentativeResultSchema = z.object({
  representative: adminRepresentativeDetailSchema,
  message: z.string(),
});
export type AdminRepresentativeResult = z.infer<typeof adminRepresentativeResultSchema>;

export const adminRepresentativeIdParamsSchema = z.object({ id: intParam('Plasiyer', 1, 2_147_483_647) });
export const adminRepresentativeDealerParamsSchema = z.object({
  id: intParam('Plasiyer', 1, 2_147_483_647),
  dealerId: intParam('Bayi', 1, 2_147_483_647),
});

/** Assigning a dealer by its Cari No (any letter case); a dealer of another representative moves to this one. */
export const adminRepresentativeAssignSchema = z.object({ dealerCode: requiredText('Cari No', 30) });
export type AdminRepresentativeAssign = z.input<typeof adminRepresentativeAssignSchema>;

export const REPRESENTATIVE_ACTIONS = ['deactivate', 'activate'] as const;
export type RepresentativeAction = (typeof REPRESENTATIVE_ACTIONS)[number];
