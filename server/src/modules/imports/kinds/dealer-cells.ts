import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { queryRows, valueArray } from '../../../db/query';
import type { BatchOutcome, ReadRow } from './kind';

/**
 * What the dealer kinds (dealers, users, addresses, agreements) write alike: the dealers a batch names, and the
 * columns of an upsert whose empty cells either clear the value or keep it. Their cells are read by the row schemas
 * (IMPORT_ROW_SCHEMAS in common: the back office's own rules, the Cari No a row belongs to).
 */

/** Of a batch's Cari Nos (folded, foldTurkish), the ones a dealer has, with its id. */
export async function dealerIds(tx: Db, foldedCodes: string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ code: string; id: number }>(
    tx,
    sql`select fold_turkish(code) as code, id from dealers where fold_turkish(code) = any(${valueArray(foldedCodes, 'text')})`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The rows whose Cari No no dealer has, as errors. */
export function unknownDealers<T extends { dealerCode: string }>(
  rows: ReadRow<T>[],
  known: Map<string, number>,
): BatchOutcome['errors'] {
  return rows
    .filter((r) => !known.has(foldTurkish(r.item.dealerCode)))
    .map((r) => ({
      row: r.row,
      column: 'Cari No',
      code: 'unknown_dealer',
      message: `"${r.item.dealerCode}" cari numaralı bayi bulunamadı.`,
    }));
}

// The columns of an upsert, shared with the repositories that run its SQL (db/upsert.ts).
export { differs, insertValues, names, setList, unnestSource, type UpsertColumn } from '../../../db/upsert';
