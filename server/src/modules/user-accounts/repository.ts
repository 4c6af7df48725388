import { sql } from 'drizzle-orm';
import type { UserRole } from '@bayi/common';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
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

    /** Removes an account's throttle rows (every address); answers how many there were. */
    async unlock(key: { account: string; pairPrefix: string }): Promise<number> {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`delete from login_throttle
            where key = ${key.account} or left(key, length(${key.pairPrefix})) = ${key.pairPrefix} returning key`,
      );
      return rows.length;
    },

    async codeTaken(owner: UserOwner, userCode: string, exceptId = 0): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from users u where ${ownedBy(owner)} and lower(u.user_code) = lower(${userCode}) and u.id <> ${exceptId}`,
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

    /** Ends every session of the user; answers how many were open. */
    async endSessions(userId: number): Promise<number> {
      const rows = await queryRows(db, sql`delete from sessions where user_id = ${userId} returning 1`);
      return rows.length;
    },

    /** The change's entry in the audit log, in the change's transaction. */
    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createUserAccountsRepository = (db: Db) => withTransactions(db, statements);
export type UserAccountsRepository = ReturnType<typeof createUserAccountsRepository>;
