import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the application schema (not drizzle's migration journal). */
export function applicationTables(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) names.push(getTableName(value));
  return names;
}

/**
 * Empties every application table and restarts the id sequences, so a fresh demo gets the same
 * ids as on a new database (README links such as /product/1 stay valid). Migrations are kept.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const list = applicationTables()
    .map((name) => `"${name}"`)
    .join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
