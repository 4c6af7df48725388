import { randomInt } from 'node:crypto';
import { REPRESENTATIVE_INACTIVE, type UserAccountAction, type UserRole } from '@bayi/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/query';
import { RequestValidationError } from '../../plugins/errors';
import type { Actor, AuditEntry } from '../audit/log';
import { accountThrottleKeys, sessionWritesIn } from '../auth/service';
import { createUsersRepository, type UsersRepository, type UserOwner, type UserRow } from './repository';

/**
 * People's sign-in accounts as staff manage them, for a dealer's users and for staff alike:
 * created with a password shown once, given a new one, deactivated and activated, unlocked, signed out
 * everywhere. Every change is written with its audit entry in one transaction.
 */

/** A user as the back office shows them: their account's state now. */
export interface AccountUser {
  id: number;
  userCode: string;
  displayName: string;
  email: string | null;
  role: UserRole;
  representativeId: number | null;
  representative: string | null;
  isActive: boolean;
  locked: boolean;
  lastLoginAt: string | null;
  sessions: number;
}

/** The owner of the users, with the Cari No they sign in with (the dealer's code, or ADMIN for staff). */
export type AccountOwner = UserOwner & { cariNo: string };

export interface AccountResult {
  user: AccountUser;
  /** Only when one was just set: shown once, never stored readable. */
  password?: string;
  message: string;
}

/**
 * A password staff read out once: 12 characters without look-alikes (0/O, 1/l/I), from the CSPRNG —
 * about 70 bits.
 */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPassword(): string {
  return Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export const USER_CODE_TAKEN = 'Bu kullanıcı kodu zaten kullanılıyor.';
const SHOWN_ONCE = 'Şifreyi şimdi not edin: bir daha gösterilmez.';

export interface UsersDeps {
  hashPassword(password: string): Promise<string>;
  /** Sessions this process remembers for the user are dropped at once (auth). */
  forgetSessionsOf(userId: number): void;
  /** The server's clock (sessions and sign-in locks are written by it). */
  now: () => Date;
}

const fieldError = (field: string, message: string) =>
  new RequestValidationError('body', message, { [field]: message });

/**
 * A plasiyer's representative record must exist; an inactive one stays with the user who has it (`kept`) but is
 * no new choice.
 */
async function checkRepresentative(
  tx: Pick<UsersRepository, 'representativeActive'>,
  id: number | null,
  kept: number | null,
): Promise<void> {
  if (id === null || id === kept) return;
  const active = await tx.representativeActive(id);
  if (active === undefined) throw fieldError('representativeId', 'Seçilen temsilci bulunamadı.');
  if (!active) throw fieldError('representativeId', REPRESENTATIVE_INACTIVE);
}

export function createUsersService(repo: UsersRepository, deps: UsersDeps) {
  async function states(owner: AccountOwner, rows: UserRow[]): Promise<AccountUser[]> {
    const keys = rows.map((u) => accountThrottleKeys(owner.cariNo, u.user_code));
    const held = await repo.heldBack(keys, deps.now());
    return rows.map((u, i) => ({
      id: u.id,
      userCode: u.user_code,
      displayName: u.display_name,
      email: u.email,
      role: u.role,
      representativeId: u.representative_id,
      representative: u.representative_name,
      isActive: u.is_active,
      locked: held.has(keys[i]!.account),
      lastLoginAt: u.last_login_at,
      sessions: u.sessions,
    }));
  }

  async function one(owner: AccountOwner, userId: number): Promise<AccountUser | undefined> {
    const rows = await repo.users(owner, deps.now(), userId);
    return rows.length ? (await states(owner, rows))[0] : undefined;
  }

  return {
    /** The owner's users with their state: locked, open sessions, last sign-in. */
    list: async (owner: AccountOwner) => states(owner, await repo.users(owner, deps.now())),

    one,

    /** Notes a sign-in on the user's record (auth, once the session is opened). */
    markLogin: (userId: number, at: Date) => repo.markLogin(userId, at),

    /** A new user with a generated password, answered once. */
    async create(
      actor: Actor,
      owner: AccountOwner,
      input: {
        userCode: string;
        displayName: string;
        email: string | null;
        role: UserRole;
        representativeId: number | null;
      },
    ): Promise<AccountResult> {
      const password = newPassword();
      const passwordHash = await deps.hashPassword(password);
      let userId: number;
      try {
        userId = await repo.transaction(async (tx) => {
          if (await tx.codeTaken(owner, input.userCode)) throw fieldError('userCode', USER_CODE_TAKEN);
          await checkRepresentative(tx, input.representativeId, null);
          const id = await tx.insert(owner, { ...input, passwordHash });
          await tx.audit(actor, {
            action: 'user.create',
            entity: 'user',
            entityId: id,
            summary: `${owner.cariNo} / ${input.userCode} kullanıcısı eklendi.`,
            after: input,
          });
          return id;
        });
      } catch (err) {
        // Another staff member took the code between the check and the insert: the unique index decides.
        if (isUniqueViolation(err)) throw fieldError('userCode', USER_CODE_TAKEN);
        throw err;
      }
      return { user: (await one(owner, userId))!, password, message: `Kullanıcı oluşturuldu. ${SHOWN_ONCE}` };
    },

    /**
     * A staff user's name, e-mail, role and representative. A changed role ends the user's sessions: a
     * session carries the role it was opened with.
     */
    async update(
      actor: Actor,
      owner: AccountOwner,
      before: AccountUser,
      input: { displayName: string; email: string | null; role: UserRole; representativeId: number | null },
    ): Promise<AccountResult> {
      const roleChanged = before.role !== input.role || before.representativeId !== input.representativeId;
      await repo.transaction(async (tx, db) => {
        await checkRepresentative(tx, input.representativeId, before.representativeId);
        await tx.update(before.id, input);
        const ended = roleChanged ? await sessionWritesIn(db).endSessions(before.id) : 0;
        const pick = (u: typeof input) => ({
          displayName: u.displayName,
          email: u.email,
          role: u.role,
          representativeId: u.representativeId,
        });
        await tx.audit(actor, {
          action: 'user.update',
          entity: 'user',
          entityId: before.id,
          summary: `${owner.cariNo} / ${before.userCode} kullanıcısı düzenlendi${roleChanged ? `; rolü değişti, ${ended} oturum kapatıldı` : ''}.`,
          before: pick(before),
          after: pick(input),
        });
      });
      if (roleChanged) deps.forgetSessionsOf(before.id);
      return {
        user: (await one(owner, before.id))!,
        message: roleChanged ? 'Kaydedildi; rol değiştiği için açık oturumlar kapatıldı.' : 'Kaydedildi.',
      };
    },

    /**
     * One action on a user's account. A new password and a deactivation end the user's sessions too (ASVS
     * 3.3.3); unlocking removes the sign-in throttle's hold on the account from every address.
     */
    async act(actor: Actor, owner: AccountOwner, user: AccountUser, action: UserAccountAction): Promise<AccountResult> {
      const who = `${owner.cariNo} / ${user.userCode}`;
      const entry = (summary: string, before?: unknown, after?: unknown): AuditEntry => ({
        action: `user.${action}`,
        entity: 'user',
        entityId: user.id,
        summary,
        before,
        after,
      });
      let password: string | undefined;
      let message: string;
      switch (action) {
        case 'password': {
          password = newPassword();
          const hash = await deps.hashPassword(password);
          await repo.transaction(async (tx, db) => {
            await tx.setPassword(user.id, hash);
            const ended = await sessionWritesIn(db).endSessions(user.id);
            await tx.audit(actor, entry(`${who} kullanıcısına yeni şifre verildi; ${ended} oturum kapatıldı.`));
          });
          message = `Yeni şifre verildi ve açık oturumlar kapatıldı. ${SHOWN_ONCE}`;
          break;
        }
        case 'deactivate':
        case 'activate': {
          const active = action === 'activate';
          await repo.transaction(async (tx, db) => {
            await tx.setActive(user.id, active);
            const ended = active ? 0 : await sessionWritesIn(db).endSessions(user.id);
            const summary = active
              ? `${who} kullanıcısı etkinleştirildi.`
              : `${who} kullanıcısı pasifleştirildi; ${ended} oturum kapatıldı.`;
            await tx.audit(actor, entry(summary, { isActive: user.isActive }, { isActive: active }));
          });
          message = active ? 'Kullanıcı etkinleştirildi.' : 'Kullanıcı pasifleştirildi; artık giriş yapamaz.';
          break;
        }
        case 'unlock': {
          const removed = await repo.transaction(async (tx, db) => {
            const n = await sessionWritesIn(db).unlock(accountThrottleKeys(owner.cariNo, user.userCode));
            await tx.audit(actor, entry(`${who} kullanıcısının giriş kilidi kaldırıldı.`));
            return n;
          });
          message = removed ? 'Giriş kilidi kaldırıldı.' : 'Bu kullanıcının giriş kilidi yoktu.';
          break;
        }
        case 'sign-out': {
          const ended = await repo.transaction(async (tx, db) => {
            const n = await sessionWritesIn(db).endSessions(user.id);
            await tx.audit(actor, entry(`${who} kullanıcısının ${n} oturumu kapatıldı.`));
            return n;
          });
          message = ended ? `${ended} oturum kapatıldı.` : 'Açık oturum yoktu.';
          break;
        }
      }
      if (action !== 'unlock' && action !== 'activate') deps.forgetSessionsOf(user.id);
      const after = (await one(owner, user.id))!;
      return password ? { user: after, password, message } : { user: after, message };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * The ERP's users import in its transaction `tx`: a batch's users written through this module's repository, and the
 * sessions a new password or a deactivation ends (through auth, the sessions' owner), as in the back office.
 */
export function userImportWrites(tx: Db) {
  const repo = createUsersRepository(tx);
  return {
    updateUsers: repo.updateImportedUsers,
    insertUsers: repo.insertImportedUsers,
    endSessionsOf: sessionWritesIn(tx).endSessionsOf,
  };
}

/** A user made on the command line (cli/users.ts checks the input and the dealer): written by this module. */
export const insertUserFromCommandLine = (db: Db, u: Parameters<UsersRepository['insertFromCommandLine']>[0]) =>
  createUsersRepository(db).insertFromCommandLine(u);
