import { sql } from 'drizzle-orm';
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

// The columns of an upsert, shared with the repositories that run its SQL (db/upsert.ts).
export { differs, insertValues, names, setList, unnestSource, type UpsertColumn } from '../../../db/upsert';
