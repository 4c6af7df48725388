import { z } from 'zod';
import { intParam, requiredText } from '../validation';
import { STAFF_ROLES } from '../roles';
import { adminDealerUserCreateSchema, adminDealerUserSchema, representativeOptionSchema } from './dealers';

/**
 * The back office's staff users: an admin creates staff users and gives them a role — admin, editor
 * or plasiyer (a sales representative, tied to the representative record their dealers carry) — and acts on
 * their accounts like on a dealer's users. An admin cannot demote or deactivate themselves.
 */

export const adminStaffUserSchema = adminDealerUserSchema.extend({
  role: z.enum(STAFF_ROLES),
  representativeId: z.number().nullable(),
  representative: z.string().nullable(),
});
export type AdminStaffUser = z.infer<typeof adminStaffUserSchema>;

export const adminStaffListSchema = z.object({
  rows: z.array(adminStaffUserSchema),
  /** The representative records a plasiyer may be tied to (an inactive one only as a user's current record). */
  representatives: z.array(representativeOptionSchema),
});
export type AdminStaffList = z.infer<typeof adminStaffListSchema>;

const roleFields = {
  displayName: requiredText('Ad soyad', 100),
  email: adminDealerUserCreateSchema.shape.email,
  role: z.enum(STAFF_ROLES, { error: 'Rol admin, editor ya da plasiyer olmalı.' }),
  representativeId: intParam('Temsilci', 1, 2_147_483_647)
    .nullish()
    .transform((v) => v ?? null),
};

/** A plasiyer sees the dealers of one representative record: it must be chosen; other roles have none. */
const representativeRule = <T extends { role: string; representativeId: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.role === 'plasiyer' && v.representativeId === null) {
    ctx.addIssue({ code: 'custom', path: ['representativeId'], message: 'Plasiyerin temsilci kaydı seçilmeli.' });
  }
};

export const adminStaffCreateSchema = z
  .object({ userCode: adminDealerUserCreateSchema.shape.userCode, ...roleFields })
  .superRefine(representativeRule);
export type AdminStaffCreate = z.input<typeof adminStaffCreateSchema>;

export const adminStaffUpdateSchema = z.object(roleFields).superRefine(representativeRule);
export type AdminStaffUpdate = z.input<typeof adminStaffUpdateSchema>;

export const adminStaffResultSchema = z.object({
  user: adminStaffUserSchema,
  password: z.string().optional(),
  message: z.string(),
});
export type AdminStaffResult = z.infer<typeof adminStaffResultSchema>;

export const adminStaffParamsSchema = z.object({ userId: intParam('Kullanıcı', 1, 2_147_483_647) });
