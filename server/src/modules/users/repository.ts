import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '@bayi/common';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { intArray, isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface UserRow {
  id: number;
  user_code: string;
  display_name: string;
  email: string | null;
  role: UserRole;
  representative_id: number | null;
  representative_name: string | null;
  is_active: boolean;
  last_login_at: string | null;
  sessions: number;
}

/** Whose users: a dealer's, or the staff's (no dealer). */
export type UserOwner = { dealerId: number } | { staff: true };

const ownedBy = (owner: UserOwner) =>
  'dealerId' in owner ? sql`u.dealer_id = ${owner.dealerId}` : sql`u.dealer_id is null`;

function statements(db: Db) {
  return {
    /** The owner's users (or one of them), by user code. */
    /** `at`: the server clock's instant, against which a session counts as open (lib/clock.ts). */
    async users(owner: UserOwner, at: Date, userId?: number): Promise<UserRow[]> {
      return queryRows<UserRow>(
        db,
        sql`select u.id, u.user_code, u.display_name, u.email, u.role, u.representative_id,
              r.name as representative_name, u.is_active, ${isoInstant(sql`u.last_login_at`)} as last_login_at,
              (select count(*)::int from sessions s where s.user_id = u.id and s.absolute_expires_at > ${at.toISOString()}) as sessions
            from users u left join representatives r on r.id = u.representative_id
            where ${ownedBy(owner)} ${userId ? sql`and u.id = ${userId}` : sql``}
            order by lower(u.user_code), u.id`,
      );
    },

    /** Of these throttle accounts, the ones sign-in throttling holds back now, from any address. */
    async heldBack(keys: { account: string; pairPrefix: string }[], at: Date): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await queryRows<{ account: string }>(
        db,
        sql`select k.account
            from unnest(${valueArray(
              keys.map((k) => k.account),
              'text',
            )}, ${valueArray(
              keys.map((k) => k.pairPrefix),
              'text',
            )}) as k(account, prefix)
            where exists (select 1 from login_throttle t
              where (t.key = k.account or left(t.key, length(k.prefix)) = k.prefix)
                and t.locked_until > ${at.toISOString()} and t.expires_at > ${at.toISOString()})`,
      );
      return new Set(rows.map((r) => r.account));
    },

    async codeTaken(owner: UserOwner, userCode: string, exceptId = 0): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from users u where ${ownedBy(owner)} and fold_turkish(u.user_code) = fold_turkish(${userCode}) and u.id <> ${exceptId}`,
      );
      return rows.length > 0;
    },

    async insert(
      owner: UserOwner,
      u: {
        userCode: string;
        displayName: string;
        email: string | null;
        role: UserRole;
        representativeId: number | null;
        passwordHash: string;
      },
    ): Promise<number> {
      const dealerId = 'dealerId' in owner ? owner.dealerId : null;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (dealer_id, user_code, display_name, email, password_hash, role, representative_id)
            values (${dealerId}, ${u.userCode}, ${u.displayName}, ${u.email}, ${u.passwordHash}, ${u.role},
              ${u.representativeId}) returning id`,
      );
      return row!.id;
    },

    async update(
      userId: number,
      u: { displayName: string; email: string | null; role: UserRole; representativeId: number | null },
    ): Promise<void> {
      await queryRows(
        db,
        sql`update users set display_name = ${u.displayName}, email = ${u.email}, role = ${u.role},
              representative_id = ${u.representativeId} where id = ${userId}`,
      );
    },

    /** Whether the representative record exists and takes new users; undefined when there is none. */
    async representativeActive(id: number): Promise<boolean | undefined> {
      const [row] = await queryRows<{ is_active: boolean }>(
        db,
        sql`select is_active from representatives where id = ${id}`,
      );
      return row?.is_active;
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await queryRows(db, sql`update users set password_hash = ${passwordHash} where id = ${userId}`);
    },

    async setActive(userId: number, active: boolean): Promise<void> {
      await queryRows(db, sql`update users set is_active = ${active} where id = ${userId}`);
    },

    /** The user's last sign-in (auth, once the session is opened). */
    async markLogin(userId: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    },

    /**
     * A user made on the command line (`npm run user`), with its password hashed: a dealer's (its id) or a staff
     * admin (no dealer). A user code the owner already has fails on the unique index.
     */
    async insertFromCommandLine(u: {
      dealerId: number | null;
      userCode: string;
      displayName: string;
      email: string | null;
      passwordHash: string;
      role: UserRole;
    }): Promise<number> {
      const [row] = await db.insert(users).values(u).returning({ id: users.id });
      return row!.id;
    },

    // -----------------------------------------------------------------------------------------------------------
    // The ERP's users import, one statement per batch (imports/kinds/users.ts), in the import's transaction. It
    // writes dealer users only: a staff user is never changed, even if the file names one.

    /**
     * Writes the name, e-mail (`withEmail`: the file has the column), a new password's hash and Aktif where the
     * file changes them; answers the ids written.
     */
    async updateImportedUsers(
      rows: { id: number; displayName: string; email: string | null; hash: string | null; active: boolean | null }[],
      withEmail: boolean,
    ): Promise<{ id: number }[]> {
      if (!rows.length) return [];
      return queryRows<{ id: number }>(
        db,
        sql`update users u set display_name = t.display_name,
              ${withEmail ? sql`email = t.email,` : sql``}
              password_hash = coalesce(t.hash, u.password_hash), is_active = coalesce(t.active, u.is_active)
            from unnest(${intArray(rows.map((u) => u.id))},
                        ${valueArray(
                          rows.map((u) => u.displayName),
                          'text',
                        )}, ${valueArray(
                          rows.map((u) => u.email),
                          'text',
                        )},
                        ${valueArray(
                          rows.map((u) => u.hash),
                          'text',
                        )}, ${valueArray(
                          rows.map((u) => u.active),
                          'boolean',
                        )}) as t(id, display_name, email, hash, active)
            where u.id = t.id and u.role = 'dealer'
              and (u.display_name is distinct from t.display_name
                   ${withEmail ? sql`or u.email is distinct from t.email` : sql``}
                   or t.hash is not null or (t.active is not null and u.is_active is distinct from t.active))
            returning u.id`,
      );
    },

    /** New dealer users, active unless the file says otherwise; answers their ids. */
    async insertImportedUsers(
      rows: {
        dealerId: number;
        userCode: string;
        displayName: string;
        email: string | null;
        hash: string;
        active: boolean | null;
      }[],
    ): Promise<{ id: number }[]> {
      if (!rows.length) return [];
      return queryRows<{ id: number }>(
        db,
        sql`insert into users (dealer_id, user_code, display_name, email, password_hash, role, is_active)
            select t.dealer_id, t.user_code, t.display_name, t.email, t.hash, 'dealer', coalesce(t.active, true)
            from unnest(${intArray(rows.map((i) => i.dealerId))}, ${valueArray(
              rows.map((i) => i.userCode),
              'text',
            )},
                        ${valueArray(
                          rows.map((i) => i.displayName),
                          'text',
                        )}, ${valueArray(
                          rows.map((i) => i.email),
                          'text',
                        )},
                        ${valueArray(
                          rows.map((i) => i.hash),
                          'text',
                        )}, ${valueArray(
                          rows.map((i) => i.active),
                          'boolean',
                        )})
              as t(dealer_id, user_code, display_name, email, hash, active)
            returning id`,
      );
    },

    /** The change's entry in the audit log, in the change's transaction. */
    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

/** Dealer users and staff users: the only file that writes the users table. */
export const createUsersRepository = (db: Db) => withTransactions(db, statements);
export type UsersRepository = ReturnType<typeof createUsersRepository>;
