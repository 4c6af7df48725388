import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BatchOutcome, KindReader, ReadRow } from './kinds/kind';

/** What the batches added up to so far (a job's counts, an API call's). */
export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Records refused: rows, or documents of a grouped kind (counted once however many errors they have). */
  failed: number;
}

/** Where an error goes — a job's error report, an API call's item results — without counting it (counts.failed does). */
export type NoteError = (row: number, column: string, code: string, message: string) => void;

/**
 * One batch in one transaction, for a file's job and for an API call's items alike. When the database refuses it
 * (a value no check foresaw, a code another process just took), the batch is rolled back and each record — a row,
 * or a grouped kind's document with its rows together — is tried alone: the good ones are written, the bad ones
 * reported as write_failed. Nothing half-written stays.
 */
export async function writeBatchSafely(
  db: Db,
  reader: KindReader<unknown>,
  batch: ReadRow<unknown>[],
  counts: WriteCounts,
  note: NoteError,
  log?: FastifyBaseLogger,
): Promise<void> {
  const tryWrite = async (rows: ReadRow<unknown>[]): Promise<BatchOutcome> => {
    try {
      const outcome = await db.transaction(async (tx) => {
        // No wait for the disk at each batch's commit: a crash loses at most the last batches, and a job is then
        // run again from the top (its lease ends), where upserts make the rows already written unchanged; an API
        // call that saw no answer is sent again the same way.
        await tx.execute(sql`set local synchronous_commit = off`);
        return reader.writeBatch(tx as unknown as Db, rows);
      });
      reader.afterBatch?.(true);
      return outcome;
    } catch (err) {
      reader.afterBatch?.(false);
      throw err;
    }
  };
  try {
    const outcome = await tryWrite(batch);
    counts.created += outcome.created;
    counts.updated += outcome.updated;
    counts.unchanged += outcome.unchanged;
    counts.failed += outcome.failed ?? outcome.errors.length;
    for (const e of outcome.errors) note(e.row, e.column, e.code, e.message);
  } catch (err) {
    const records = recordsOf(batch);
    if (records.length === 1) {
      log?.warn({ err, row: batch[0]!.row }, 'import row refused by the database');
      counts.failed++;
      note(
        batch[0]!.row,
        '',
        'write_failed',
        batch[0]!.group === undefined
          ? 'Satır veritabanına yazılamadı; değerlerini kontrol edin.'
          : 'Belge veritabanına yazılamadı; satırlarının değerlerini kontrol edin.',
      );
      return;
    }
    for (const record of records) await writeBatchSafely(db, reader, record, counts, note, log);
  }
}

/** A batch cut into its records: consecutive rows of one group together, a row without a group alone. */
function recordsOf(batch: ReadRow<unknown>[]): ReadRow<unknown>[][] {
  const parts: ReadRow<unknown>[][] = [];
  for (const row of batch) {
    const last = parts.at(-1);
    if (last && row.group !== undefined && last[0]!.group === row.group) last.push(row);
    else parts.push([row]);
  }
  return parts;
}
