import { sql, type SQL } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { STAFF_CARI_NO } from '@bayi/common';
import type { Db } from '../../../db/client';
import { queryRows, valueArray } from '../../../db/query';
import { cellText, readDate, requireText, type RowErrors } from '../values';
import type { BatchOutcome, ReadRow } from './kind';

/**
 * What the dealer kinds (dealers, users, addresses, agreements) read and write alike: a cell checked by the
 * back office's own schema (the same rule, the same Turkish message), a day, the Cari No a row belongs to, and
 * the columns of an upsert whose empty cells either clear the value or keep it.
 */

/**
 * A cell checked by a field of a back-office schema (adminDealerFormSchema…): the value it answers, or the
 * schema's Turkish message under `code`. An empty cell is null without a check.
 */
export function readBySchema<T>(
  errors: RowErrors,
  column: string,
  value: string | undefined,
  schema: ZodType<T>,
  code: string,
): T | null {
  const text = cellText(value);
  if (text === null) return null;
  const parsed = schema.safeParse(text);
  if (parsed.success) return parsed.data;
  errors.add(column, code, parsed.error.issues[0]?.message ?? `${column} geçersiz.`);
  return null;
}

/** A calendar day (gg.aa.yyyy or yyyy-mm-dd) as yyyy-mm-dd, for a date column. */
export function readDay(errors: RowErrors, column: string, value: string | undefined): string | null {
  const at = readDate(errors, column, value);
  // readDate answers midnight Türkiye time (UTC+3) as an instant: the day is the one three hours later in UTC.
  return at === null ? null : new Date(Date.parse(at) + 3 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The Cari No of a row of users, addresses or agreements: required; "ADMIN" is the staff's sign-in and no
 * dealer's, so it is refused by name rather than as an unknown dealer.
 */
export function readDealerCode(errors: RowErrors, value: string | undefined): string | null {
  const code = requireText(errors, 'Cari No', value, 50);
  if (code !== null && code.toUpperCase() === STAFF_CARI_NO) {
    errors.add(
      'Cari No',
      'staff_not_allowed',
      `"${STAFF_CARI_NO}" personelin Cari No'su; aktarım yalnız bayilere yazar.`,
    );
    return null;
  }
  return code;
}

/** Of a batch's Cari Nos (lower case), the ones a dealer has, with its id. */
export async function dealerIds(tx: Db, lowerCodes: string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ code: string; id: number }>(
    tx,
    sql`select lower(code) as code, id from dealers where lower(code) = any(${valueArray(lowerCodes, 'text')})`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The rows whose Cari No no dealer has, as errors. */
export function unknownDealers<T extends { dealerCode: string }>(
  rows: ReadRow<T>[],
  known: Map<string, number>,
): BatchOutcome['errors'] {
  return rows
    .filter((r) => !known.has(r.item.dealerCode.toLowerCase()))
    .map((r) => ({
      row: r.row,
      column: 'Cari No',
      code: 'unknown_dealer',
      message: `"${r.item.dealerCode}" cari numaralı bayi bulunamadı.`,
    }));
}

/**
 * A column an upsert writes, with the batch's values. An empty cell (null) clears the value, or with
 * `keepWhenNull` keeps it (and a new row takes `whenNew`).
 */
export interface UpsertColumn {
  name: string;
  values: SQL;
  keepWhenNull?: boolean;
  /** SQL for a new row's value when the cell is empty (keepWhenNull columns). */
  whenNew?: string;
}

/** `col = t.col` for each column (coalesced with the stored value where empty keeps it). */
export function setList(columns: UpsertColumn[], target: string): SQL {
  return sql.raw(
    columns
      .map((c) =>
        c.keepWhenNull ? `${c.name} = coalesce(t.${c.name}, ${target}.${c.name})` : `${c.name} = t.${c.name}`,
      )
      .join(', '),
  );
}

/** Whether a stored row differs from the file's: only then is it written (and counted as updated). */
export function differs(columns: UpsertColumn[], target: string): SQL {
  return sql.raw(
    columns
      .map((c) =>
        c.keepWhenNull
          ? `(t.${c.name} is not null and ${target}.${c.name} is distinct from t.${c.name})`
          : `${target}.${c.name} is distinct from t.${c.name}`,
      )
      .join(' or '),
  );
}

/** A new row's values: the file's, or the default where an empty cell would have kept a stored value. */
export function insertValues(columns: UpsertColumn[]): SQL {
  return sql.raw(
    columns.map((c) => (c.keepWhenNull ? `coalesce(t.${c.name}, ${c.whenNew ?? 'null'})` : `t.${c.name}`)).join(', '),
  );
}

/** `unnest(a, b, …) as t(x, y, …)` of leading key arrays and the columns. */
export function unnestSource(keys: { name: string; values: SQL }[], columns: UpsertColumn[]): SQL {
  const all = [...keys, ...columns];
  return sql`unnest(${sql.join(
    all.map((c) => c.values),
    sql`, `,
  )}) as t(${sql.raw(all.map((c) => c.name).join(', '))})`;
}

/** The column names, comma separated. */
export const names = (columns: UpsertColumn[]): SQL => sql.raw(columns.map((c) => c.name).join(', '));
