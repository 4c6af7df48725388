import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rows of a raw SQL query. Both drivers (PGlite, node-postgres) answer with { rows }; the
 * generic Db type cannot know that, so it is said once here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * An int[] parameter. Drizzle spreads a JS array into a tuple; a PostgreSQL array literal
 * with a cast is one parameter on both drivers (and one plan, whatever the length).
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * A repository of statements that can also run them in one transaction: `transaction(fn)` gives fn
 * the same statements bound to the transaction.
 */
export function withTransactions<S extends object>(db: Db, statements: (db: Db) => S) {
  return {
    ...statements(db),
    transaction<T>(fn: (tx: S) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(statements(tx as unknown as Db)));
    },
  };
}
