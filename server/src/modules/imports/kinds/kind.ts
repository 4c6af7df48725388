import { sql } from 'drizzle-orm';
import { foldTurkish, IMPORT_KIND_INFO, type ImportKind } from '@bayi/common';
import type { Db } from '../../../db/client';
import type { RowErrors } from '../values';

/** A row of the file that passed its own checks, with the row number errors are reported on. */
export interface ReadRow<T> {
  row: number;
  item: T;
  /** Grouped kinds: the record the row belongs to (KindReader.groupKey). */
  group?: string;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows refused by what only the database knows (an unknown product code, Cari No…). */
  errors: { row: number; column: string; code: string; message: string }[];
  /** Records refused, when a record is several rows and may have several errors (grouped kinds); else errors.length. */
  failed?: number;
}

/**
 * One kind of import, ready for a file whose header it has checked: reads each row's cells (pure, no database)
 * and writes a batch of read rows in the caller's transaction. `key` is the natural key a row is upserted by, so
 * the same key twice in one file is refused instead of silently overwritten.
 */
export interface KindReader<T> {
  read(cells: string[], errors: RowErrors): T | null;
  key(item: T): string;
  /** The column a repeated key is reported on. */
  keyColumn: string;
  /**
   * Only for kinds whose record is several rows (an invoice: one row per line, its own columns repeated): the key of
   * the record a row belongs to, from the row's raw cells — so a row that fails its own checks still names the
   * record it spoils; null when it names none. The runner then keeps a record's rows together: they must be
   * consecutive in the file, a batch ends only between two records, a record with a bad row is not written at all,
   * and created/updated/unchanged/failed count records (read still counts rows). `key` is then unused.
   */
  groupKey?(cells: string[]): string | null;
  writeBatch(tx: Db, rows: ReadRow<T>[]): Promise<BatchOutcome>;
  /** After each batch: whether it committed, for what the reader remembers between batches. */
  afterBatch?(committed: boolean): void;
  /** Called once after the last batch committed: derived data, caches. */
  finish?(db: Db, changed: boolean): Promise<void>;
}

/** Why a record of several rows (a document: KindReader.groupKey) was not written: some of its rows are bad. */
export function refusedRecordMessage(key: string, badRows: number[]): string {
  const rows = `${badRows.join(', ')}. ${badRows.length === 1 ? 'satırı' : 'satırları'}`;
  return `"${key}" belgesi yazılmadı: ${rows} hatalı; bir belge bütün olarak yazılır.`;
}

/** What a reader knows of its job. */
export interface JobFacts {
  sizeBytes: number;
  /** From this size the file is a bulk load (BULK_CATALOG_BYTES unless a test says otherwise). */
  bulkBytes: number;
}

/** Prepares a reader for a header, or answers why the file cannot be imported as this kind (Turkish). */
export type KindFactory = (db: Db, header: string[], job: JobFacts) => Promise<KindReader<unknown> | { error: string }>;

/**
 * From this size a products or stock file is written as a bulk load (about 20,000 rows and more): the triggers that
 * keep product_search and the row caches following each statement stand aside for the products' statements
 * (migration 0011, bayi.catalog_bulk) and everything derived is written once at the end — a full rewrite takes a
 * few seconds, where following 200 batches one by one costs a minute. Until the end, lists and search show the
 * products as they were; prices are written with their row triggers on, so a price is never served stale (deferCatalogVersion).
 */
export const BULK_CATALOG_BYTES = 2 * 1024 * 1024;

/**
 * Prices of a bulk load keep their row triggers (each process drops the changed products' rows at once: a price is
 * never shown stale) but do not move the catalogue version at every batch, which would make every process build its
 * whole index again each time (migration 0025); the version moves once at the end of the job.
 */
export async function deferCatalogVersion(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('bayi.catalog_version_deferred', 'on', true)`);
}

/** Turns the bulk load on or off for the rest of the transaction (see BULK_CATALOG_BYTES). */
export async function catalogBulk(tx: Db, on: boolean): Promise<void> {
  await tx.execute(sql`select set_config('bayi.catalog_bulk', ${on ? 'on' : 'off'}, true)`);
}

/** A header compared the Turkish way: case, accents and spacing do not matter. */
export const headerKey = (header: string) =>
  foldTurkish(header)
    .replace(/\s+/g, ' ')
    .replace(/\s*:\s*/g, ':')
    .trim();

export interface HeaderMap {
  /** Column index of each known column present in the file. */
  index: Map<string, number>;
  /** Columns matched by the kind's extra prefix: the text after it, and the index. */
  extras: { name: string; index: number }[];
}

/**
 * Matches the file's header with the kind's columns: every required column present, nothing unknown, nothing
 * twice. A misspelt column is an error, never silently ignored — "Stock" for "Stok" would otherwise import nothing.
 */
export function mapHeader(kind: ImportKind, header: string[]): HeaderMap | { error: string } {
  const info = IMPORT_KIND_INFO[kind];
  const known = new Map(info.columns.map((c) => [headerKey(c.header), c.header]));
  const prefix = info.extra ? headerKey(info.extra.prefix) : null;
  const index = new Map<string, number>();
  const extras: { name: string; index: number }[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  header.forEach((raw, i) => {
    const text = raw.replace(/^\uFEFF/, '').trim();
    if (text === '') return;
    const key = headerKey(text);
    if (seen.has(key)) {
      unknown.push(`"${text}" (iki kez)`);
      return;
    }
    seen.add(key);
    const column = known.get(key);
    if (column) index.set(column, i);
    else if (prefix && key.startsWith(prefix) && key.length > prefix.length) {
      extras.push({ name: text.slice(text.indexOf(':') + 1).trim(), index: i });
    } else unknown.push(`"${text.slice(0, 60)}"`);
  });
  const missing = info.columns.filter((c) => c.required && !index.has(c.header)).map((c) => `"${c.header}"`);
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`Zorunlu sütun eksik: ${missing.join(', ')}.`);
  if (unknown.length > 0) {
    const expected = info.columns.map((c) => c.header).join(', ');
    const extra = info.extra ? ` ve "${info.extra.prefix} <liste adı>"` : '';
    problems.push(`Tanınmayan sütun: ${unknown.join(', ')}. Beklenen sütunlar: ${expected}${extra}.`);
  }
  if (problems.length > 0) return { error: problems.join(' ') };
  return { index, extras };
}

/** The cell of a named column in a row (undefined when the file has no such column). */
export function cellOf(map: HeaderMap, cells: string[], column: string): string | undefined {
  const i = map.index.get(column);
  return i === undefined ? undefined : cells[i];
}
