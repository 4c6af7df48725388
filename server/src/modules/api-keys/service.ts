import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_SCOPE_NAMES,
  API_KEY_TOKEN_PREFIX,
  formatDate,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyScope,
} from '@bayi/common';
import type { FastifyBaseLogger } from 'fastify';
import { notFound, RequestValidationError } from '../../plugins/errors';
import type { ApiKeyPrincipal, IntegrationAuth } from '../../plugins/request-context';
import type { Actor } from '../audit/log';
import type { ApiKeyRow, ApiKeysRepository, KeyAuthRow } from './repository';
import { createRateLimiter } from './rate-limit';

export interface ApiKeysDeps {
  /** How long this process trusts a key it has read (ms); a revocation here forgets it at once. */
  cacheMs: number;
  /** Requests a key may make a minute (per process). */
  ratePerMinute: number;
  now?: () => Date;
  log?: FastifyBaseLogger;
}

const NOT_FOUND = 'API anahtarı bulunamadı.';
/** Random part of a token: 32 bytes, base64url (43 characters). */
const TOKEN_BYTES = 32;
const TOKEN_LENGTH = API_KEY_TOKEN_PREFIX.length + 43;
/** How much of the token the back office shows: the prefix and 8 random characters (48 bits, no help to a guesser). */
const SHOWN_LENGTH = API_KEY_TOKEN_PREFIX.length + 8;
const TOKEN_SHAPE = /^bayi_[A-Za-z0-9_-]{43}$/;
/** A use is recorded at most this often per key and process. */
const TOUCH_EVERY_MS = 60_000;
const CACHE_MAX = 1000;
const TR_OFFSET_MS = 3 * 3_600_000;

/**
 * SHA-256 of the token, hex. A token is 256 random bits, so a fast hash is enough: a slow password hash (argon2)
 * defends guessable secrets, and nobody can enumerate 2^256 tokens however fast each try is — while argon2 would
 * cost every ERP request tens of milliseconds and could not be looked up by an index.
 */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The Türkiye calendar day of an instant, yyyy-mm-dd. */
const turkishDay = (at: Date) => new Date(at.getTime() + TR_OFFSET_MS).toISOString().slice(0, 10);

const scopeNames = (scopes: readonly string[]) =>
  scopes.map((s) => API_KEY_SCOPE_NAMES[s as ApiKeyScope] ?? s).join(', ');

/** Integration API keys: made and revoked by admins (audited), checked on every `/api/v1` request. */
export function createApiKeysService(repo: ApiKeysRepository, deps: ApiKeysDeps) {
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.ratePerMinute, () => now().getTime());
  /** Keys read lately, by token hash: valid `until`. Only known keys are kept (an unknown token is asked again). */
  const cache = new Map<string, { row: KeyAuthRow; until: number }>();
  const touchedAt = new Map<number, number>();

  const stateOf = (row: { revoked_at: string | null; expires_at: string | null }): ApiKey['state'] =>
    row.revoked_at ? 'revoked' : row.expires_at && Date.parse(row.expires_at) <= now().getTime() ? 'expired' : 'active';

  const present = (row: ApiKeyRow): ApiKey => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by_name,
    state: stateOf(row),
  });

  async function list(): Promise<ApiKeyList> {
    return { keys: (await repo.list()).map(present) };
  }

  async function keyRow(hash: string): Promise<KeyAuthRow | undefined> {
    const t = now().getTime();
    const hit = cache.get(hash);
    if (hit && hit.until > t) return hit.row;
    cache.delete(hash);
    const row = await repo.byHash(hash);
    if (row && deps.cacheMs > 0) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(hash, { row, until: t + deps.cacheMs });
    }
    return row;
  }

  /** Records that the key was used, at most once a minute per key in this process; never fails the request. */
  async function touch(id: number): Promise<void> {
    const t = now().getTime();
    if (t - (touchedAt.get(id) ?? -Infinity) < TOUCH_EVERY_MS) return;
    touchedAt.set(id, t);
    try {
      await repo.touch(id);
    } catch (err) {
      deps.log?.warn({ message: (err as Error).message, apiKey: id }, 'api key last use not recorded');
    }
  }

  const auth: IntegrationAuth = {
    async authenticate(token: string): Promise<ApiKeyPrincipal | null> {
      if (token.length !== TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return null;
      const row = await keyRow(tokenHash(token));
      if (!row || stateOf(row) !== 'active') return null;
      await touch(row.id);
      return { id: row.id, name: row.name, scopes: row.scopes };
    },
    admit: (key) => limiter.take(key.id),
  };

  return {
    list,

    auth,

    async create(
      actor: Actor,
      input: { name: string; scopes: ApiKeyScope[]; expiresOn: string | null },
    ): Promise<ApiKeyCreated> {
      if (input.expiresOn && input.expiresOn < turkishDay(now())) {
        const message = 'Son geçerlilik tarihi bugünden önce olamaz.';
        throw new RequestValidationError('body', message, { expiresOn: message });
      }
      // The key works through the end of that day in Türkiye (UTC+3).
      const expiresAt = input.expiresOn
        ? new Date(Date.parse(`${input.expiresOn}T00:00:00Z`) + 86_400_000 - TR_OFFSET_MS)
        : null;
      const token = API_KEY_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
      const prefix = token.slice(0, SHOWN_LENGTH);
      const scopes = [...input.scopes].sort();
      const id = await repo.transaction(async (tx) => {
        const newId = await tx.insert(
          { name: input.name, prefix, tokenHash: tokenHash(token), scopes, expiresAt },
          actor,
        );
        await tx.audit(actor, {
          action: 'apikey.create',
          entity: 'api_key',
          entityId: newId,
          summary:
            `API anahtarı "${input.name}" (${prefix}…) oluşturuldu; yetkiler: ${scopeNames(scopes)}; ` +
            (input.expiresOn ? `son geçerlilik ${formatDate(input.expiresOn)}.` : 'süresiz.'),
          // Never the token nor its hash.
          after: { name: input.name, prefix, scopes, expiresAt: expiresAt?.toISOString() ?? null },
        });
        return newId;
      });
      const row = await repo.get(id);
      return { key: present(row!), token };
    },

    /** Revokes the key at once (this process forgets it now, the others within the cache time). */
    async revoke(actor: Actor, id: number): Promise<ApiKeyList> {
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        // A second revocation (a double click, another admin first) changes nothing.
        if (before.revoked_at) return;
        await tx.revoke(id, actor.displayName);
        const after = await tx.get(id);
        await tx.audit(actor, {
          action: 'apikey.revoke',
          entity: 'api_key',
          entityId: id,
          summary: `API anahtarı "${before.name}" (${before.prefix}…) iptal edildi.`,
          before: { name: before.name, prefix: before.prefix, scopes: before.scopes, revokedAt: null },
          after: { revokedAt: after!.revoked_at, revokedBy: after!.revoked_by_name },
        });
      });
      for (const [hash, hit] of cache) if (hit.row.id === id) cache.delete(hash);
      return list();
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
