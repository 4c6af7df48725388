import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Bulk inserts for the generator. Two costs dominate loading 10⁵–10⁶ rows: one statement per row,
 * and drizzle's per-row query building (~100 µs a row, minutes for a 200 000-product catalogue).
 * So rows go out as multi-row INSERTs whose values are written as SQL literals here. The values
 * are all produced by the generator itself; strings are still quoted properly (the transaction
 * pins standard_conforming_strings, see generate.ts), so a quote in a product name is just text.
 */
export const BATCH_SIZE = 1000;

export function* chunks<T>(rows: readonly T[], size = BATCH_SIZE): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
  size = BATCH_SIZE,
): Promise<number> {
  for (const part of chunks(rows, size)) await db.execute(sql.raw(insertSql(table, part)));
  return rows.length;
}

/** Inserts and reads back the named columns of the new rows (e.g. id and a unique code). */
export async function insertReturning<T extends PgTable, R extends Record<string, unknown>>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
  returning: (keyof T['$inferSelect'] & string)[],
  size = BATCH_SIZE,
): Promise<R[]> {
  const columns = getTableColumns(table);
  const list = returning.map((key) => `${quoteIdent(columns[key]!.name)} as ${quoteIdent(key)}`).join(', ');
  const out: R[] = [];
  for (const part of chunks(rows, size)) {
    const result = await db.execute(sql.raw(`${insertSql(table, part)} returning ${list}`));
    out.push(...((result as unknown as { rows: R[] }).rows ?? []));
  }
  return out;
}

function insertSql<T extends PgTable>(table: T, rows: InferInsertModel<T>[]): string {
  const columns = getTableColumns(table);
  // Every key any row sets becomes a column; a row without it gets DEFAULT.
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const head = `insert into ${quoteIdent(getTableName(table))} (${keys.map((k) => quoteIdent(columns[k]!.name)).join(', ')}) values `;
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return `(${keys.map((k) => (k in record && record[k] !== undefined ? literal(record[k]) : 'default')).join(', ')})`;
  });
  return head + values.join(',\n');
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quoteString(value);
  if (value instanceof Date) return quoteString(value.toISOString());
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'`;
  if (typeof value === 'object') return quoteString(JSON.stringify(value));
  throw new Error(`cannot write ${typeof value} as SQL`);
}

function quoteString(text: string): string {
  if (text.includes('\u0000')) throw new Error('NUL character in text');
  return `'${text.replace(/'/g, "''")}'`;
}
