import {
  STAFF_CARI_NO,
  type AdminStaffList,
  type AdminStaffResult,
  type AdminStaffUser,
  type RepresentativeOption,
  type StaffRole,
  type UserAccountAction,
} from '@bayi/common';
import { badRequest, notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import type { AccountOwner, AccountResult, AccountUser, UsersService } from './service';

export const STAFF_USER_NOT_FOUND = 'Personel kullanıcısı bulunamadı.';

/** Staff have no dealer and sign in with the Cari No ADMIN. */
const STAFF: AccountOwner = { staff: true, cariNo: STAFF_CARI_NO };

const staffUser = (u: AccountUser): AdminStaffUser => ({
  id: u.id,
  userCode: u.userCode,
  displayName: u.displayName,
  email: u.email,
  role: u.role as StaffRole,
  representativeId: u.representativeId,
  representative: u.representative,
  isActive: u.isActive,
  locked: u.locked,
  lastLoginAt: u.lastLoginAt,
  sessions: u.sessions,
});
const staffResult = (r: AccountResult): AdminStaffResult => ({ ...r, user: staffUser(r.user) });

const refused = (field: string, message: string) => new RequestValidationError('body', message, { [field]: message });

export interface StaffDeps {
  accounts: UsersService;
  /** The representative records a plasiyer may be tied to (inactive ones marked: kept, never newly chosen). */
  representatives(): Promise<RepresentativeOption[]>;
}

/**
 * Staff users and their roles (admins only). An admin cannot lock themselves out: their own role
 * and activity are not theirs to change here,
 */
export function createStaffService(deps: StaffDeps) {
  const { accounts } = deps;

  async function userOf(userId: number): Promise<AccountUser> {
    const user = await accounts.one(STAFF, userId);
    if (!user) throw notFound(STAFF_USER_NOT_FOUND);
    return user;
  }

  /**
   * An admin may not take their own admin role or activity away: the caller is an active admin, so this also
   * keeps at least one.
   */
  function notOneself(actor: Actor, user: AccountUser, message: string, field?: string) {
    if (user.id === actor.userId) throw field ? refused(field, message) : badRequest(message);
  }

  return {
    async list(): Promise<AdminStaffList> {
      const [rows, representatives] = await Promise.all([accounts.list(STAFF), deps.representatives()]);
      return { rows: rows.map(staffUser), representatives };
    },

    async create(
      actor: Actor,
      input: {
        userCode: string;
        displayName: string;
        email: string | null;
        role: StaffRole;
        representativeId: number | null;
      },
    ): Promise<AdminStaffResult> {
      const representativeId = input.role === 'plasiyer' ? input.representativeId : null;
      return staffResult(await accounts.create(actor, STAFF, { ...input, representativeId }));
    },

    async update(
      actor: Actor,
      userId: number,
      input: { displayName: string; email: string | null; role: StaffRole; representativeId: number | null },
    ): Promise<AdminStaffResult> {
      const user = await userOf(userId);
      if (input.role !== user.role) notOneself(actor, user, 'Kendi rolünüzü değiştiremezsiniz.', 'role');
      const representativeId = input.role === 'plasiyer' ? input.representativeId : null;
      return staffResult(await accounts.update(actor, STAFF, user, { ...input, representativeId }));
    },

    async act(actor: Actor, userId: number, action: UserAccountAction): Promise<AdminStaffResult> {
      const user = await userOf(userId);
      if (action === 'deactivate') notOneself(actor, user, 'Kendi hesabınızı pasifleştiremezsiniz.');
      return staffResult(await accounts.act(actor, STAFF, user, action));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
