import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers, loginThrottle, sessions, users } from '../../db/schema';

export interface SessionRow {
  idHash: string;
  userId: number;
  dealerId: number | null;
  role: 'dealer' | 'admin';
  persistent: boolean;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  userName: string;
  dealerName: string | null;
  dealerCode: string | null;
}

export interface CredentialRow {
  id: number;
  dealerId: number | null;
  role: 'dealer' | 'admin';
  passwordHash: string;
}

export const STAFF_CARI_NO = 'ADMIN';

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
      if (cariNo.toUpperCase() === STAFF_CARI_NO) {
        const [row] = await db
          .select(columns)
          .from(users)
          .where(
            and(
              isNull(users.dealerId),
              eq(sql`lower(${users.userCode})`, userCode.toLowerCase()),
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
            eq(sql`lower(${dealers.code})`, cariNo.toLowerCase()),
            eq(sql`lower(${users.userCode})`, userCode.toLowerCase()),
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

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, now));
    },

    async markLogin(userId: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    },

    async lockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(and(inArray(loginThrottle.key, keys), gt(loginThrottle.lockedUntil, now)));
      const times = rows.map((r) => r.lockedUntil!.getTime());
      return times.length ? new Date(Math.max(...times)) : null;
    },

    /**
     * Counts one failure in a sliding window of `windowMs`; at `max` failures the key is
     * locked for `lockMs`. One statement, so parallel failures cannot lose a count.
     */
    async recordFailure(key: string, now: Date, windowMs: number, max: number, lockMs: number): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMs);
      const lockUntil = new Date(now.getTime() + lockMs);
      await db.execute(sql`
        insert into login_throttle (key, failures, window_started_at, locked_until)
        values (${key}, 1, ${now}, case when 1 >= ${max} then ${lockUntil}::timestamptz end)
        on conflict (key) do update set
          failures = case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end,
          window_started_at = case when login_throttle.window_started_at < ${windowStart} then ${now} else login_throttle.window_started_at end,
          locked_until = case
            when (case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end) >= ${max}
            then ${lockUntil}::timestamptz
            else login_throttle.locked_until end`);
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
