import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rows of a raw SQL query. Both drivers (PGlite, node-postgres) answer with { rows }; the
 * generic Db type cannot know that, so it is said once here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
