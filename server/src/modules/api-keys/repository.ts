import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expires_at: string | null;
  created_at: string;
  created_by_name: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by_name: string | null;
}

/** What the guard needs of a key, found by its token's hash. */
export interface KeyAuthRow {
  id: number;
  name: string;
  scopes: string[];
  expires_at: string | null;
  revoked_at: string | null;
}

export interface NewKey {
  name: string;
  prefix: string;
  tokenHash: string;
  scopes: string[];
  expiresAt: Date | null;
}

const columns = sql`id, name, prefix, scopes, ${isoInstant(sql`expires_at`)} as expires_at,
  ${isoInstant(sql`created_at`)} as created_at, created_by_name, ${isoInstant(sql`last_used_at`)} as last_used_at,
  ${isoInstant(sql`revoked_at`)} as revoked_at, revoked_by_name`;

function statements(db: Db) {
  return {
    async list(): Promise<ApiKeyRow[]> {
      return queryRows<ApiKeyRow>(db, sql`select ${columns} from api_keys order by created_at desc, id desc`);
    },

    /** The key; `lock` holds it until the transaction ends (two revocations at once take turns). */
    async get(id: number, lock = false): Promise<ApiKeyRow | undefined> {
      const [row] = await queryRows<ApiKeyRow>(
        db,
        sql`select ${columns} from api_keys where id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async byHash(tokenHash: string): Promise<KeyAuthRow | undefined> {
      const [row] = await queryRows<KeyAuthRow>(
        db,
        sql`select id, name, scopes, ${isoInstant(sql`expires_at`)} as expires_at,
              ${isoInstant(sql`revoked_at`)} as revoked_at
            from api_keys where token_hash = ${tokenHash}`,
      );
      return row;
    },

    async insert(key: NewKey, actor: Actor): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into api_keys (name, prefix, token_hash, scopes, expires_at, created_by, created_by_name)
            values (${key.name}, ${key.prefix}, ${key.tokenHash}, ${valueArray(key.scopes, 'text')},
                    ${key.expiresAt?.toISOString() ?? null}, ${actor.userId}, ${actor.displayName})
            returning id`,
      );
      return row!.id;
    },

    async revoke(id: number, byName: string): Promise<void> {
      await queryRows(
        db,
        sql`update api_keys set revoked_at = now(), revoked_by_name = ${byName} where id = ${id} and revoked_at is null`,
      );
    },

    /** Records a use, unless one was recorded in the last minute (the row is then not written at all). */
    async touch(id: number): Promise<void> {
      await queryRows(
        db,
        sql`update api_keys set last_used_at = now()
            where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      );
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createApiKeysRepository = (db: Db) => withTransactions(db, statements);
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
