import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_FAILED_MESSAGE, LOGIN_LOCKED_MESSAGE } from '@bayi/common';
import type { Config } from '../../config';
import type { AuthRepository, SessionRow } from './repository';
import { timingDummyHash, verifyPassword } from './password';

/** What every handler knows about the signed-in person. */
export interface SessionUser {
  idHash: string;
  userId: number;
  dealerId: number | null;
  role: 'dealer' | 'admin';
  /** Dealer's company name for dealers, the staff member's name for staff (memberDisplayName). */
  displayName: string;
  dealerCode: string | null;
  persistent: boolean;
}

export type SignInResult =
  | { ok: true; sessionId: string; user: SessionUser; maxAgeSeconds: number | undefined }
  | { ok: false; locked: boolean; message: string };

const MINUTE = 60_000;
/** Writing last_seen_at on every request would turn reads into writes; a minute's precision is enough. */
const TOUCH_INTERVAL_MS = MINUTE;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Sessions looked up in the last SESSION_CACHE_SECONDS, at most this many. */
const RECENT_SESSIONS_MAX = 10_000;

export function createAuthService(repo: AuthRepository, config: Config, now: () => Date = () => new Date()) {
  const idleMs = config.SESSION_IDLE_MINUTES * MINUTE;
  // Every signed-in request resolves its session; a dealer's page makes several calls at once and
  // keeps making them. A lookup is remembered for a second or two (docs/security.md "Sessions").
  // Signing out here forgets it at once; a session ended by another process is refused here
  // within SESSION_CACHE_SECONDS.
  const cacheMs = config.SESSION_CACHE_SECONDS * 1000;
  const recent = new Map<string, { row: SessionRow; at: number }>();

  async function lookUp(idHash: string, at: number): Promise<SessionRow | undefined> {
    const hit = recent.get(idHash);
    if (hit && at - hit.at < cacheMs) return hit.row;
    const row = await repo.findSession(idHash);
    if (row && cacheMs > 0) remember(idHash, row, at);
    else recent.delete(idHash);
    return row;
  }

  function remember(idHash: string, row: SessionRow, at: number): void {
    recent.delete(idHash);
    recent.set(idHash, { row, at });
    if (recent.size > RECENT_SESSIONS_MAX) recent.delete(recent.keys().next().value as string);
  }
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
  const rememberMs = config.SESSION_REMEMBER_DAYS * 24 * 60 * MINUTE;
  const lockMs = config.LOGIN_LOCK_MINUTES * MINUTE;

  function toUser(row: SessionRow): SessionUser {
    return {
      idHash: row.idHash,
      userId: row.userId,
      dealerId: row.dealerId,
      role: row.role,
      displayName: row.dealerName ?? row.userName,
      dealerCode: row.dealerCode,
      persistent: row.persistent,
    };
  }

  return {
    /**
     * ASVS 2.2.1: throttled per account and per address; ASVS 3.2.1: a new session id at sign-in.
     * The same message for every failure so it reveals nothing about which part was wrong.
     */
    async signIn(input: {
      cariNo: string;
      userName: string;
      password: string;
      rememberMe: boolean;
      ip: string;
      userAgent: string | undefined;
    }): Promise<SignInResult> {
      const at = now();
      const accountKey = `acct:${input.cariNo.toLowerCase()}/${input.userName.toLowerCase()}`;
      const ipKey = `ip:${input.ip}`;
      if (await repo.lockedUntil([accountKey, ipKey], at)) {
        return { ok: false, locked: true, message: LOGIN_LOCKED_MESSAGE };
      }
      const credentials = await repo.findCredentials(input.cariNo, input.userName);
      const valid = await verifyPassword(credentials?.passwordHash ?? (await timingDummyHash()), input.password);
      if (!credentials || !valid) {
        await repo.recordFailure(accountKey, at, lockMs, config.LOGIN_MAX_FAILURES, lockMs);
        await repo.recordFailure(ipKey, at, lockMs, config.LOGIN_IP_MAX_FAILURES, lockMs);
        const locked = (await repo.lockedUntil([accountKey, ipKey], at)) !== null;
        return { ok: false, locked, message: locked ? LOGIN_LOCKED_MESSAGE : LOGIN_FAILED_MESSAGE };
      }
      await repo.clearFailures(accountKey);
      await repo.deleteExpiredSessions(at);

      const sessionId = randomBytes(32).toString('base64url');
      const idHash = hashSessionId(sessionId);
      const lifetime = input.rememberMe ? rememberMs : absoluteMs;
      await repo.insertSession({
        idHash,
        userId: credentials.id,
        dealerId: credentials.dealerId,
        role: credentials.role,
        persistent: input.rememberMe,
        createdAt: at,
        lastSeenAt: at,
        absoluteExpiresAt: new Date(at.getTime() + lifetime),
        userAgent: input.userAgent?.slice(0, 300),
        ip: input.ip,
      });
      await repo.markLogin(credentials.id, at);
      const row = await repo.findSession(idHash);
      return {
        ok: true,
        sessionId,
        user: toUser(row!),
        maxAgeSeconds: input.rememberMe ? Math.floor(rememberMs / 1000) : undefined,
      };
    },

    /** The session for a cookie value, or null when unknown, idle too long or past its absolute end. */
    async resolve(sessionId: string): Promise<SessionUser | null> {
      if (sessionId.length < 20 || sessionId.length > 100) return null;
      const idHash = hashSessionId(sessionId);
      const at = now();
      const row = await lookUp(idHash, at.getTime());
      if (!row) return null;
      const idleLimit = row.persistent ? rememberMs : idleMs;
      if (row.absoluteExpiresAt <= at || at.getTime() - row.lastSeenAt.getTime() > idleLimit) {
        recent.delete(idHash);
        await repo.deleteSession(idHash);
        return null;
      }
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touchSession(idHash, at);
        if (recent.has(idHash)) remember(idHash, { ...row, lastSeenAt: at }, recent.get(idHash)!.at);
      }
      return toUser(row);
    },

    async signOut(sessionId: string): Promise<void> {
      const idHash = hashSessionId(sessionId);
      recent.delete(idHash);
      await repo.deleteSession(idHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
