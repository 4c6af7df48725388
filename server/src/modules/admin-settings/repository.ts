import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

function statements(db: Db) {
  return {
    /** The stored values of these keys (a key never set is absent). */
    async values(keys: readonly string[]): Promise<Map<string, string>> {
      const rows = await queryRows<{ key: string; value: string }>(
        db,
        sql`select key, value from settings where key = any(${valueArray([...keys], 'text')})`,
      );
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async save(key: string, value: string): Promise<void> {
      await queryRows(
        db,
        sql`insert into settings (key, value) values (${key}, ${value})
            on conflict (key) do update set value = excluded.value, updated_at = now()`,
      );
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createAdminSettingsRepository = (db: Db) => withTransactions(db, statements);
export type AdminSettingsRepository = ReturnType<typeof createAdminSettingsRepository>;
