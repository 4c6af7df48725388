import { hash, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { foldTurkish, LOGIN_FAILED_MESSAGE } from '@bayi/common';
import type { Config } from '../../config';
import type { SessionUser } from '../../plugins/request-context';
import type { Db } from '../../db/client';
import { accountSessionWrites, type AuthRepository, type SessionRow, type ThrottleRow } from './repository';
import { timingDummyHash, verifyPassword } from './password';

// The signed-in person as every handler knows it is the request context's (plugins know no module).
export type { SessionUser } from '../../plugins/request-context';

export type SignInResult =
  | { ok: true; sessionId: string; user: SessionUser; maxAgeSeconds: number | undefined }
  | { ok: false; locked: boolean; message: string; retryAfterSeconds?: number };

const MINUTE = 60_000;
/** Writing last_seen_at on every request would turn reads into writes; a minute's precision is enough. */
const TOUCH_INTERVAL_MS = MINUTE;

// One-shot: every request hashes its cookie, and a Hash object per call cost three times as much.
export const hashSessionId = (id: string) => hash('sha256', id, 'hex');

/** Sessions looked up in the last SESSION_CACHE_SECONDS, at most this many. */
const RECENT_SESSIONS_MAX = 10_000;

/**
 * Sign-in throttling (docs/security.md "Sign-in throttling", ASVS 4.0.3 V2.2.1). Three counters:
 * - pair: one account from one address. LOGIN_MAX_FAILURES in LOGIN_LOCK_MINUTES lock that pair only.
 * - account: one account from every address. From LOGIN_DELAY_AFTER_FAILURES on, each counted attempt
 *   sets the earliest next one: LOGIN_DELAY_SECONDS, doubling, at most LOGIN_DELAY_MAX_SECONDS. It
 *   holds back addresses that have failed on the account (a live pair); an address with no recent
 *   failure there is let through, so hammering an account cannot keep its dealer out. Once the
 *   account has LOGIN_ACCOUNT_MAX_FAILURES, only addresses it signed in from in the last
 *   KNOWN_ADDRESS_DAYS are let through (bounding what ever new addresses can try, ASVS's 100 an hour).
 * - address: one address across accounts. LOGIN_IP_MAX_FAILURES in LOGIN_LOCK_MINUTES lock it.
 * An attempt is counted before the password is checked (so parallel attempts cannot slip past a
 * limit) and given back when the password was right. A refused attempt is not counted.
 */
export interface ThrottleSettings {
  windowMs: number;
  lockMs: number;
  pairMax: number;
  addressMax: number;
  delayAfter: number;
  delayMs: number;
  delayMaxMs: number;
  accountMax: number;
}

/** How long a network the account signed in from counts as its own. */
export const KNOWN_ADDRESS_DAYS = 30;
/** An account's failures are remembered at least this long after the last (ASVS counts per hour). */
const ACCOUNT_MEMORY_MS = 60 * MINUTE;

export interface ThrottleKeys {
  account: string;
  pair: string;
  address: string;
  /** The account signed in from this network lately. */
  known: string;
}

export function throttleSettings(config: Config): ThrottleSettings {
  return {
    windowMs: config.LOGIN_LOCK_MINUTES * MINUTE,
    lockMs: config.LOGIN_LOCK_MINUTES * MINUTE,
    pairMax: config.LOGIN_MAX_FAILURES,
    addressMax: config.LOGIN_IP_MAX_FAILURES,
    delayAfter: config.LOGIN_DELAY_AFTER_FAILURES,
    delayMs: config.LOGIN_DELAY_SECONDS * 1000,
    delayMaxMs: config.LOGIN_DELAY_MAX_SECONDS * 1000,
    accountMax: config.LOGIN_ACCOUNT_MAX_FAILURES,
  };
}

/**
 * The network an address is counted under: an IPv4 address itself (also when written IPv4-mapped),
 * an IPv6 address by its /64, which one subscriber usually holds whole.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const known = [...groups(head), ...groups(tail ?? '')].length;
  const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : 8 - known).fill('0'), ...groups(tail ?? '')];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Keys of one attempt. The Cari No and user code as typed (letter case aside): known or not, the same. */
export function throttleKeys(cariNo: string, userName: string, ip: string): ThrottleKeys {
  const account = [foldTurkish(cariNo), foldTurkish(userName)];
  const network = clientNetwork(ip);
  return {
    account: `acct:${JSON.stringify(account)}`,
    pair: `pair:${JSON.stringify([...account, network])}`,
    address: `ip:${network}`,
    known: `known:${JSON.stringify([...account, network])}`,
  };
}

/**
 * Every throttle row of one account, whichever address it was tried from: its account key, and the start
 * all its pair keys share (the back office's "unlock" removes them).
 */
export function accountThrottleKeys(cariNo: string, userName: string): { account: string; pairPrefix: string } {
  const account = JSON.stringify([foldTurkish(cariNo), foldTurkish(userName)]);
  return { account: `acct:${account}`, pairPrefix: `pair:${account.slice(0, -1)},` };
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const activeLock = (row: ThrottleRow | undefined, at: Date) =>
  row?.lockedUntil && row.lockedUntil > at ? row.lockedUntil : null;

/** One more attempt in a fixed window of `windowMs` from its first; `max` in the window lock it. */
function countInWindow(key: string, row: ThrottleRow | undefined, at: Date, max: number, s: ThrottleSettings) {
  const sameWindow = row && row.windowStartedAt.getTime() + s.windowMs > at.getTime();
  const failures = sameWindow ? row.failures + 1 : 1;
  const windowStartedAt = sameWindow ? row.windowStartedAt : at;
  const lockedUntil = failures >= max ? new Date(at.getTime() + s.lockMs) : null;
  const windowEnd = new Date(windowStartedAt.getTime() + s.windowMs);
  return { key, failures, windowStartedAt, lockedUntil, expiresAt: later(windowEnd, lockedUntil)! };
}

/** The delay after the account's `failures`-th counted attempt (none below LOGIN_DELAY_AFTER_FAILURES). */
export function accountDelayMs(failures: number, s: ThrottleSettings): number {
  if (failures < s.delayAfter) return 0;
  return Math.min(s.delayMs * 2 ** Math.min(failures - s.delayAfter, 40), s.delayMaxMs);
}

/**
 * Whether an attempt may go on to the password check, from the live rows of its keys. When it may,
 * the rows that count it, and the lock this client meets next if the password turns out wrong.
 */
export function admitAttempt(
  rows: Map<string, ThrottleRow>,
  keys: ThrottleKeys,
  at: Date,
  s: ThrottleSettings,
): { refusedUntil: Date } | { writes: ThrottleRow[]; lockedIfWrong: Date | null } {
  const account = rows.get(keys.account);
  const pair = rows.get(keys.pair);
  const address = rows.get(keys.address);
  // An address that has failed on this account lately waits for the account's delay; so does any
  // address but the account's own once the account has had too many failures.
  const heldBack =
    (pair !== undefined && pair.failures > 0) ||
    (account !== undefined && account.failures >= s.accountMax && !rows.has(keys.known));
  const refusedUntil = activeLock(address, at) ?? activeLock(pair, at) ?? (heldBack ? activeLock(account, at) : null);
  if (refusedUntil) return { refusedUntil };

  const pairRow = countInWindow(keys.pair, pair, at, s.pairMax, s);
  const addressRow = countInWindow(keys.address, address, at, s.addressMax, s);
  // The account's count lives until an hour (or the window, if longer) has passed with no counted
  // attempt and no delay running: pausing cannot buy new addresses a fresh allowance within the hour.
  const failures = (account?.failures ?? 0) + 1;
  const delay = accountDelayMs(failures, s);
  const nextAt = delay ? later(activeLock(account, at), new Date(at.getTime() + delay)) : activeLock(account, at);
  const accountRow = {
    key: keys.account,
    failures,
    windowStartedAt: account?.windowStartedAt ?? at,
    lockedUntil: nextAt,
    expiresAt: new Date((nextAt ?? at).getTime() + Math.max(s.windowMs, ACCOUNT_MEMORY_MS)),
  };
  return {
    writes: [accountRow, pairRow, addressRow],
    lockedIfWrong: later(addressRow.lockedUntil, pairRow.lockedUntil),
  };
}

/**
 * Gives back a counted attempt whose password was right: the pair's failures are cleared, the
 * account's and the address's counts go down by this attempt, and a lock this attempt set is lifted.
 * The network becomes (stays) one the account signs in from.
 */
export function releaseAttempt(
  rows: Map<string, ThrottleRow>,
  keys: ThrottleKeys,
  at: Date,
  s: ThrottleSettings,
): { writes: ThrottleRow[]; removals: string[] } {
  const known = { key: keys.known, failures: 0, windowStartedAt: at, lockedUntil: null };
  const writes: ThrottleRow[] = [
    { ...known, expiresAt: new Date(at.getTime() + KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE) },
  ];
  const removals = [keys.pair];
  const giveBack = (row: ThrottleRow | undefined, max: number) => {
    if (!row) return;
    const failures = row.failures - 1;
    if (failures <= 0) removals.push(row.key);
    else writes.push({ ...row, failures, lockedUntil: failures >= max ? row.lockedUntil : null });
  };
  giveBack(rows.get(keys.account), s.delayAfter);
  giveBack(rows.get(keys.address), s.addressMax);
  return { writes, removals };
}

/**
 * The key a cookie value's session is stored and remembered under; null: no session id has its length. The keys of
 * the last cookies this process saw are kept beside them: a dealer's every request hashed its cookie again (1.5 %
 * of a leaf page's CPU). The table still holds nothing but hashes; a process has the cookies anyway.
 */
function sessionKey(sessionId: string): string | null {
  if (sessionId.length < 20 || sessionId.length > 100) return null;
  let key = sessionKeys.get(sessionId);
  if (key === undefined) {
    // Random cookies sent to fill it only cost their hashing again.
    if (sessionKeys.size >= RECENT_SESSIONS_MAX) sessionKeys.clear();
    sessionKeys.set(sessionId, (key = hashSessionId(sessionId)));
  }
  return key;
}
const sessionKeys = new Map<string, string>();

/** "Çok sayıda hatalı giriş denemesi yapıldı. Lütfen 40 saniye sonra tekrar deneyin." */
export function lockedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} saniye` : `${Math.ceil(retryAfterSeconds / 60)} dakika`;
  return `Çok sayıda hatalı giriş denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`;
}

export interface AuthDeps {
  /** Notes the user's sign-in on their record (users module, the owner of the users table). */
  markSignIn(userId: number, at: Date): Promise<void>;
}

/**
 * Ends a user's sessions or sign-in locks in the caller's transaction `tx` (staff's changes of a user, the users
 * import): this module writes the sessions and the throttle, whoever asks.
 */
export const sessionWritesIn = (tx: Db) => accountSessionWrites(tx);

export function createAuthService(repo: AuthRepository, config: Config, now: () => Date, deps: AuthDeps) {
  const idleMs = config.SESSION_IDLE_MINUTES * MINUTE;
  // Every signed-in request resolves its session; a dealer's page makes several calls at once and
  // keeps making them. A lookup is remembered for a second or two (docs/security.md "Sign-in and sessions").
  // Signing out here forgets it at once; a session ended by another process is refused here
  // within SESSION_CACHE_SECONDS.
  const cacheMs = config.SESSION_CACHE_SECONDS * 1000;
  /** A lookup remembered at `at`; `refreshing` while it is looked up again behind the answers. */
  type Remembered = { row: SessionRow; at: number; refreshing?: boolean; user?: SessionUser };
  const recent = new Map<string, Remembered>();

  async function lookUp(idHash: string, at: number): Promise<SessionRow | undefined> {
    const hit = recent.get(idHash);
    if (hit && at - hit.at < cacheMs) {
      // Past half its time a lookup is looked up again behind the answer: a dealer who keeps clicking never waits
      // for it (under load each wait for PostgreSQL queued the request behind all the others again).
      if (at - hit.at >= cacheMs / 2 && !hit.refreshing) refresh(idHash, hit, at);
      return hit.row;
    }
    const row = await repo.findSession(idHash);
    if (row && cacheMs > 0) remember(idHash, row, at);
    else recent.delete(idHash);
    return row;
  }

  /** Whether a session of this row has ended at `at`: past its absolute end, or idle too long. */
  function ended(row: SessionRow, at: number): boolean {
    const idleLimit = row.persistent ? rememberMs : idleMs;
    return row.absoluteExpiresAt.getTime() <= at || at - row.lastSeenAt.getTime() > idleLimit;
  }

  /** The remembered lookup `hit` looked up again; kept only while nothing replaced or forgot it meanwhile. */
  function refresh(idHash: string, hit: Remembered, at: number): void {
    hit.refreshing = true;
    repo.findSession(idHash).then(
      (row) => {
        if (recent.get(idHash) !== hit) return;
        if (row) remember(idHash, row, at);
        else recent.delete(idHash);
      },
      // Not looked up: asked again by the next request, and the remembered one still ends at its time.
      () => (hit.refreshing = false),
    );
  }

  function remember(idHash: string, row: SessionRow, at: number): void {
    recent.delete(idHash);
    recent.set(idHash, { row, at });
    if (recent.size > RECENT_SESSIONS_MAX) recent.delete(recent.keys().next().value as string);
  }
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
  const rememberMs = config.SESSION_REMEMBER_DAYS * 24 * 60 * MINUTE;
  const throttle = throttleSettings(config);
  let prunedAt = 0;

  /** Throttle rows past their expiry go at most once a minute per process. */
  async function pruneThrottle(at: Date): Promise<void> {
    if (Math.abs(at.getTime() - prunedAt) < MINUTE) return;
    prunedAt = at.getTime();
    await repo.pruneThrottle(at);
  }

  function refused(until: Date, at: Date): SignInResult {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
    return { ok: false, locked: true, message: lockedMessage(retryAfterSeconds), retryAfterSeconds };
  }

  function toUser(row: SessionRow): SessionUser {
    const representativeId = row.role === 'plasiyer' ? row.representativeId : null;
    // Staff shopping for a dealer: checked on every look-up, so a dealer taken from a representative
    // or closed meanwhile leaves the session the staff member's own again.
    const shopping = row.role !== 'dealer' && row.dealerId !== null;
    const allowed =
      !shopping ||
      (row.dealerActive === true &&
        (row.role === 'admin' || (representativeId !== null && row.dealerRepresentativeId === representativeId)));
    const dealerId = allowed ? row.dealerId : null;
    return {
      idHash: row.idHash,
      userId: row.userId,
      dealerId,
      role: row.role,
      representativeId,
      displayName: (dealerId !== null && row.dealerName) || row.userName,
      dealerCode: dealerId !== null ? row.dealerCode : null,
      persistent: row.persistent,
      staffName: shopping && allowed ? row.userName : null,
    };
  }

  return {
    /**
     * ASVS 4.0.3 V2.2.1: throttled per account and address, slowed per account, limited per address
     * (see admitAttempt); ASVS 3.2.1: a new session id at sign-in. The same message for every wrong
     * password, user or dealer, so it reveals nothing about which part was wrong or what exists.
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
      await pruneThrottle(at);
      const keys = throttleKeys(input.cariNo, input.userName, input.ip);
      const admitted = await repo.withThrottleLocks(keys.account, keys.address, async (store) => {
        const rows = await store.read([keys.account, keys.pair, keys.address, keys.known], at);
        const decision = admitAttempt(rows, keys, at, throttle);
        if ('writes' in decision) await store.write(decision.writes);
        return decision;
      });
      if ('refusedUntil' in admitted) return refused(admitted.refusedUntil, at);

      // An unknown account is checked against a dummy hash: the same work and time as a known one.
      const credentials = await repo.findCredentials(input.cariNo, input.userName);
      const valid = await verifyPassword(credentials?.passwordHash ?? (await timingDummyHash()), input.password);
      if (!credentials || !valid) {
        if (admitted.lockedIfWrong) return refused(admitted.lockedIfWrong, at);
        return { ok: false, locked: false, message: LOGIN_FAILED_MESSAGE };
      }
      await repo.withThrottleLocks(keys.account, keys.address, async (store) => {
        const given = releaseAttempt(await store.read([keys.account, keys.address], at), keys, at, throttle);
        await store.remove(given.removals);
        await store.write(given.writes);
      });
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
      await deps.markSignIn(credentials.id, at);
      const row = await repo.findSession(idHash);
      return {
        ok: true,
        sessionId,
        user: toUser(row!),
        maxAgeSeconds: input.rememberMe ? Math.floor(rememberMs / 1000) : undefined,
      };
    },

    /**
     * The session of a cookie value as `resolve` gives it, when this process remembers it and nothing is due (not
     * ended, no touch): without a promise or a statement — nearly every request of a dealer who keeps clicking
     * (an awaited hook is a promise and microtask turns per request). undefined: ask `resolve`.
     */
    known(sessionId: string): SessionUser | null | undefined {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return null;
      const at = now().getTime();
      const hit = recent.get(idHash);
      if (!hit || at - hit.at >= cacheMs) return undefined;
      if (ended(hit.row, at) || at - hit.row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) return undefined;
      if (at - hit.at >= cacheMs / 2 && !hit.refreshing) refresh(idHash, hit, at);
      // One user object per remembered lookup, shared by its requests: frozen, as nothing may change it.
      return (hit.user ??= Object.freeze(toUser(hit.row)));
    },

    /** The session for a cookie value, or null when unknown, idle too long or past its absolute end. */
    async resolve(sessionId: string): Promise<SessionUser | null> {
      const idHash = sessionKey(sessionId);
      if (idHash === null) return null;
      const at = now();
      const row = await lookUp(idHash, at.getTime());
      if (!row) return null;
      if (ended(row, at.getTime())) {
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

    /**
     * Forgets this process's remembered sessions of a user whose sessions were just ended or who was
     * deactivated: refused here at once, in other processes within SESSION_CACHE_SECONDS.
     */
    forgetUser(userId: number): void {
      for (const [idHash, hit] of recent) if (hit.row.userId === userId) recent.delete(idHash);
    },

    /**
     * A sales representative's or an admin's session shops for this dealer from its next request on (null:
     * for nobody again). The caller has checked that the dealer is theirs; every look-up checks it again.
     */
    async shopFor(idHash: string, dealerId: number | null): Promise<void> {
      await repo.setSessionDealer(idHash, dealerId);
      recent.delete(idHash);
    },

    async signOut(sessionId: string): Promise<void> {
      const idHash = hashSessionId(sessionId);
      recent.delete(idHash);
      await repo.deleteSession(idHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
