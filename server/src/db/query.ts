import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { foldTurkish } from '@bayi/common';
import type { Db } from './client';

/**
 * Rows of a raw SQL query. Both drivers (PGlite, node-postgres) answer with { rows }; the
 * generic Db type cannot know that, so it is said once here.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_MAX = 1_000;

/**
 * Rows of a statement the server runs all day, as a named prepared statement on PostgreSQL: each
 * connection parses it once and, once PostgreSQL finds a generic plan as good, plans it once, where
 * an unnamed statement is parsed and planned on every call (often longer than it runs). PGlite
 * runs it as any other statement. The name is a hash of the text and every distinct text stays
 * prepared on every connection, so use it only for statements of fixed text: lists as one array
 * parameter (intArray, unnest), never a text that grows with the input.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `s_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    if (statementNames.size >= STATEMENT_NAMES_MAX) statementNames.clear();
    statementNames.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * An int[] parameter. Drizzle spreads a JS array into a tuple; a PostgreSQL array literal
 * with a cast is one parameter on both drivers (and one plan, whatever the length).
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

const ARRAY_TYPES = {
  text: sql`::text[]`,
  numeric: sql`::numeric[]`,
  int: sql`::int[]`,
  boolean: sql`::boolean[]`,
  timestamptz: sql`::timestamptz[]`,
  date: sql`::date[]`,
} as const;

/**
 * A typed array parameter, one parameter whatever the length (see intArray); elements quoted, null as NULL —
 * the columns of a batch written with unnest (imports).
 */
export function valueArray(values: readonly (string | number | boolean | null)[], type: keyof typeof ARRAY_TYPES): SQL {
  const literal = `{${values.map((v) => (v === null ? 'NULL' : `"${arrayEscape(String(v))}"`)).join(',')}}`;
  return sql`${literal}${ARRAY_TYPES[type]}`;
}

/** An array element's text with \\ and " escaped; most have neither, and an import sends millions. */
const arrayEscape = (text: string) =>
  text.includes('"') || text.includes('\\') ? text.replace(/[\\"]/g, (c) => `\\${c}`) : text;

/**
 * A repository of statements that can also run them in one transaction: `transaction(fn)` gives fn
 * the same statements bound to the transaction, and the transaction itself for another module's service
 * to write its own tables in it (the order a checkout completes, as recordAudit does for the audit log).
 */
export function withTransactions<S extends object>(db: Db, statements: (db: Db) => S) {
  return {
    ...statements(db),
    transaction<T>(fn: (tx: S, db: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(statements(tx as unknown as Db), tx as unknown as Db));
    },
  };
}

/** A timestamptz column as ISO 8601 in UTC with milliseconds, the way the API sends instants. */
export const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether a statement failed on a unique index (SQLSTATE 23505), however deep the driver wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** A text for LIKE that matches itself: \, % and _ escaped (the default escape character). */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of "contains this text" (with ilike: in any letter case). */
export const likeContains = (s: string) => `%${likeEscape(s)}%`;

/**
 * "The column contains this text", folded the Turkish way on both sides (foldTurkish; fold_turkish in SQL): what staff
 * type in a search box finds "IŞIK ELEKTRİK" as "ışık", "Işık" or "isik". For the unindexed searches of the back
 * office (a scan either way); an indexed search compares against a column stored folded instead.
 */
export const foldedContains = (column: SQL, text: string): SQL =>
  sql`fold_turkish(${column}) like ${likeContains(foldTurkish(text))}`;
