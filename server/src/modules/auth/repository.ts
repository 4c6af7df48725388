import { foldTurkish, isStaffCariNo, type UserRole } from '@bayi/common';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, queryRows } from '../../db/query';
import { dealers, loginThrottle, sessions, users } from '../../db/schema';

export interface SessionRow {
  idHash: string;
  userId: number;
  dealerId: number | null;
  role: UserRole;
  persistent: boolean;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  userName: string;
  dealerName: string | null;
  dealerCode: string | null;
  representativeId: number | null;
  /** The session's dealer's representative and state: a plasiyer shops only for their own, active dealers. */
  dealerRepresentativeId: number | null;
  dealerActive: boolean | null;
}

export interface CredentialRow {
  id: number;
  dealerId: number | null;
  role: UserRole;
  passwordHash: string;
}

export function createAuthRepository(db: Db) {
  const findSessionStatement = db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      dealerId: sessions.dealerId,
      role: sessions.role,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      userName: users.displayName,
      dealerName: dealers.name,
      dealerCode: dealers.code,
      representativeId: users.representativeId,
      dealerRepresentativeId: dealers.representativeId,
      dealerActive: dealers.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(dealers, eq(dealers.id, sessions.dealerId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), eq(users.isActive, true)))
    .limit(1)
    .prepare('find_session');

  return {
    /** Dealer users sign in with their dealer's code; staff with the Cari No "ADMIN". Case-insensitive. */
    async findCredentials(cariNo: string, userCode: string): Promise<CredentialRow | undefined> {
      const columns = { id: users.id, dealerId: users.dealerId, role: users.role, passwordHash: users.passwordHash };
      if (isStaffCariNo(cariNo)) {
        const [row] = await db
          .select(columns)
          .from(users)
          .where(
            and(
              isNull(users.dealerId),
              eq(sql`fold_turkish(${users.userCode})`, foldTurkish(userCode)),
              eq(users.isActive, true),
            ),
          )
          .limit(1);
        return row;
      }
      const [row] = await db
        .select(columns)
        .from(users)
        .innerJoin(dealers, eq(dealers.id, users.dealerId))
        .where(
          and(
            eq(sql`fold_turkish(${dealers.code})`, foldTurkish(cariNo)),
            eq(sql`fold_turkish(${users.userCode})`, foldTurkish(userCode)),
            eq(users.isActive, true),
            eq(dealers.isActive, true),
          ),
        )
        .limit(1);
      return row;
    },

    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** Runs on every request: a prepared statement, planned once per connection. */
    async findSession(idHash: string): Promise<SessionRow | undefined> {
      const [row] = await findSessionStatement.execute({ idHash });
      return row;
    },

    async touchSession(idHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
    },

    /** The dealer a staff member's session shops for, or none. */
    async setSessionDealer(idHash: string, dealerId: number | null): Promise<void> {
      await db.update(sessions).set({ dealerId }).where(eq(sessions.idHash, idHash));
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, now));
    },

    /**
     * Runs `fn` in a transaction that holds the throttling locks of one account and one address, so
     * that reading, deciding and counting a sign-in attempt cannot interleave with another attempt on
     * the same account or from the same address, in this process or any other (advisory locks, taken
     * account first, then address, by every caller: no deadlock).
     */
    async withThrottleLocks<T>(accountKey: string, addressKey: string, fn: (store: ThrottleStore) => Promise<T>) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${accountKey})), pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${addressKey}))`,
        );
        return fn(throttleStore(tx as unknown as Db));
      });
    },

    /** Forgets rows past their expiry (indexed on expires_at). */
    async pruneThrottle(now: Date): Promise<void> {
      await db.delete(loginThrottle).where(lt(loginThrottle.expiresAt, now));
    },
  };
}

/** Advisory lock classes (two-key form) of sign-in throttling: one for accounts, one for addresses. */
const ACCOUNT_LOCK_CLASS = 10_401;
const ADDRESS_LOCK_CLASS = 10_402;

export type ThrottleRow = typeof loginThrottle.$inferSelect;
export type ThrottleStore = ReturnType<typeof throttleStore>;

function throttleStore(db: Db) {
  return {
    /** The rows of these keys that have not expired at `now`; an expired row counts as absent. */
    async read(keys: string[], now: Date): Promise<Map<string, ThrottleRow>> {
      const rows = await db
        .select()
        .from(loginThrottle)
        .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.expiresAt, now)));
      return new Map(rows.map((row) => [row.key, row]));
    },

    async write(rows: ThrottleRow[]): Promise<void> {
      if (!rows.length) return;
      await db
        .insert(loginThrottle)
        .values(rows)
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`excluded.failures`,
            windowStartedAt: sql`excluded.window_started_at`,
            lockedUntil: sql`excluded.locked_until`,
            expiresAt: sql`excluded.expires_at`,
          },
        });
    },

    async remove(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/**
 * What ends a person's sessions and sign-in locks from outside a sign-in: staff changing a user (users module) and the
 * ERP's users import, each in the transaction of its own change, so the sessions end with the change or not at all.
 */
export function accountSessionWrites(db: Db) {
  return {
    /** Ends every session of the user; answers how many were open. */
    async endSessions(userId: number): Promise<number> {
      const rows = await queryRows(db, sql`delete from sessions where user_id = ${userId} returning 1`);
      return rows.length;
    },

    /** Ends every session of these users (a batch of the users import). */
    async endSessionsOf(userIds: number[]): Promise<void> {
      if (userIds.length) await queryRows(db, sql`delete from sessions where user_id = any(${intArray(userIds)})`);
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
  };
}
