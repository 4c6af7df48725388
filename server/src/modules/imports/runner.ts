import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportError } from '@bayi/common';
import type { Db } from '../../db/client';
import { IMPORT_READERS } from './kinds';
import { BULK_CATALOG_BYTES, refusedRecordMessage, type KindReader, type ReadRow } from './kinds/kind';
import { byteCounter, readRows } from '../../lib/spreadsheet';
import { writeBatchSafely } from './write-batch';
import { MAX_STORED_ERRORS, type ClaimedJob, type ImportsRepository, type JobCounts } from './repository';
import { RowErrors } from './values';

/** Rows written per transaction: large enough that a statement's fixed cost is small, small enough to show progress. */
export const IMPORT_BATCH_ROWS = 1000;
const LEASE_SECONDS = 120;

export interface ImportRunnerOptions {
  pollMs: number;
  log?: FastifyBaseLogger;
  /** From this file size a products or stock import is a bulk load (kinds/kind.ts); tests lower it. */
  bulkCatalogBytes?: number;
  /** Rows per batch, IMPORT_BATCH_ROWS unless a test wants a batch to end inside a small file. */
  batchRows?: number;
}

/** Why a file cannot be read at all, in Turkish; other failures are the server's and are logged. */
class FileRefused extends Error {}
/** The process is stopping: the job goes back to the queue and starts again elsewhere (its writes are upserts). */
class Stopping extends Error {}

/**
 * The import loop: takes one job at a time, outside any request, and writes its file in batches of
 * IMPORT_BATCH_ROWS rows, each in its own transaction. A row that fails its checks is reported and skipped; a
 * batch the database refuses is rolled back whole and written again row by row, so one bad row never takes good
 * ones with it and nothing half-written stays.
 */
export function createImportRunner(db: Db, repo: ImportsRepository, options: ImportRunnerOptions) {
  let running: Promise<number> | null = null;
  let stopping = false;

  async function runJob(job: ClaimedJob): Promise<void> {
    const counts: JobCounts = { bytesRead: 0, rowsRead: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };
    let stored = 0;
    const pendingErrors: ImportError[] = [];
    /** Keeps an error for the report without counting a failure (a record of several rows counts once). */
    const note = (row: number, column: string, code: string, message: string) => {
      if (stored < MAX_STORED_ERRORS) {
        stored++;
        pendingErrors.push({ row, column, code, message });
      }
    };
    const report = (row: number, column: string, code: string, message: string) => {
      counts.failed++;
      note(row, column, code, message);
    };
    const rowErrors = (row: number, errors: RowErrors) => {
      for (const e of errors.list) note(row, e.column, e.code, e.message);
    };
    const rowFailed = (row: number, errors: RowErrors) => {
      counts.failed++;
      rowErrors(row, errors);
    };
    const saveProgress = async () => {
      await repo.addErrors(job.id, pendingErrors.splice(0));
      await repo.progress(job.id, counts, LEASE_SECONDS);
    };

    let reader: KindReader<unknown> | null = null;
    try {
      const source = Readable.from(repo.filePieces(job.id)).pipe(byteCounter((n) => (counts.bytesRead = n)));
      const rows = readRows(job.format, source);
      const head = await rows.next().catch(() => {
        throw new FileRefused(
          job.format === 'xlsx'
            ? 'XLSX dosyası okunamadı; dosyayı Excel ile açıp yeniden kaydedin.'
            : 'Dosya okunamadı.',
        );
      });
      if (head.done) throw new FileRefused('Dosya boş: başlık satırı yok.');
      const prepared = await IMPORT_READERS[job.kind](db, head.value.cells, {
        sizeBytes: job.sizeBytes,
        bulkBytes: options.bulkCatalogBytes ?? BULK_CATALOG_BYTES,
      });
      if ('error' in prepared) throw new FileRefused(prepared.error);
      reader = prepared;

      const seen = new Map<string, number>();
      const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
      let batch: ReadRow<unknown>[] = [];
      // One batch is written while the next is read: the database and the parser work at the same time. The
      // write's failure surfaces at the next flush (a handler is attached at once, so it is never unhandled).
      let writing: Promise<void> = Promise.resolve();
      const flush = async () => {
        await writing;
        if (stopping) throw new Stopping();
        if (batch.length === 0) return;
        const rows = batch;
        batch = [];
        const current = (async () => {
          await writeBatchSafely(db, reader!, rows, counts, note, options.log);
          await saveProgress();
        })();
        current.catch(() => undefined);
        writing = current;
      };
      const drain = async () => {
        await flush();
        await writing;
      };

      // Grouped kinds (KindReader.groupKey: a document and its lines): the rows of the record being read, kept
      // until a row names another record, then checked as a whole and added to the batch whole.
      let group: {
        key: string;
        firstRow: number;
        rows: ReadRow<unknown>[];
        bad: { row: number; errors: RowErrors }[];
      } | null = null;
      const closeGroup = async () => {
        const g = group;
        group = null;
        if (!g) return;
        const firstRow = g.firstRow;
        const first = seen.get(g.key);
        if (first !== undefined) {
          // The first part may be written already (an earlier batch): it stays as it was, this part is refused.
          // Running the file again with the rows together replaces the document's lines.
          report(
            firstRow,
            reader!.keyColumn,
            'not_consecutive',
            `"${g.key}" belgesinin satırları art arda değil (ilk satırları ${first}. satırda); bu satırlar ` +
              'yazılmadı. Belgenin bütün satırlarını art arda yazıp dosyayı yeniden aktarın.',
          );
          return;
        }
        seen.set(g.key, firstRow);
        if (g.bad.length > 0) {
          // A document is written whole or not at all: one bad line refuses it, counted once.
          for (const b of g.bad) rowErrors(b.row, b.errors);
          report(
            firstRow,
            reader!.keyColumn,
            'document_refused',
            refusedRecordMessage(
              g.key,
              g.bad.map((b) => b.row),
            ),
          );
          return;
        }
        batch.push(...g.rows);
        if (batch.length >= batchRows) await flush();
      };

      try {
        for await (const { row, cells } of rows) {
          counts.rowsRead++;
          const errors = new RowErrors();
          const item = reader.read(cells, errors);
          // A grouped kind's row that names no record (an empty Belge No) fails alone, below.
          const groupKey = reader.groupKey?.(cells);
          if (groupKey !== undefined && groupKey !== null) {
            if (group && group.key !== groupKey) await closeGroup();
            group ??= { key: groupKey, firstRow: row, rows: [], bad: [] };
            if (item === null) group.bad.push({ row, errors });
            else group.rows.push({ row, item, group: groupKey });
            continue;
          }
          if (item === null) {
            rowFailed(row, errors);
            continue;
          }
          const key = reader.key(item);
          const first = seen.get(key);
          if (first !== undefined) {
            report(
              row,
              reader.keyColumn,
              'duplicate',
              `Bu kayıt dosyada ${first}. satırda da var; yalnız ilki yazıldı.`,
            );
            continue;
          }
          seen.set(key, row);
          batch.push({ row, item });
          if (batch.length >= batchRows) await flush();
        }
        await closeGroup();
      } catch (err) {
        if (err instanceof FileRefused || err instanceof Stopping || !isParseError(err)) throw err;
        // What was read before the broken part stays written (each batch committed whole); the rest is refused,
        // with the record being read when the file broke (its later rows are unknown).
        await drain();
        throw new FileRefused(`Dosya ${counts.rowsRead + 1}. kayıtta okunamadı: ${parseReason(err)}`);
      }
      await drain();
      await reader.finish?.(db, counts.created + counts.updated > 0);
      await repo.addErrors(job.id, pendingErrors.splice(0));
      await repo.transaction((tx) => tx.finish(job.id, counts, null));
    } catch (err) {
      if (err instanceof Stopping) {
        await repo.release(job.id);
        return;
      }
      const message =
        err instanceof FileRefused ? err.message : 'Aktarım beklenmeyen bir hata ile durdu; yazılan satırlar kaldı.';
      if (!(err instanceof FileRefused)) options.log?.error({ err, importJobId: job.id }, 'import failed');
      // Derived data still follows what the committed batches wrote.
      if (reader && counts.created + counts.updated > 0) await reader.finish?.(db, true).catch(() => undefined);
      await repo.addErrors(job.id, pendingErrors.splice(0)).catch(() => undefined);
      await repo.transaction((tx) => tx.finish(job.id, counts, message));
    }
  }

  async function round(): Promise<number> {
    let done = 0;
    for (;;) {
      if (stopping) return done;
      const job = await repo.claim(LEASE_SECONDS);
      if (!job) return done;
      await runJob(job);
      done++;
    }
  }

  /** Runs every waiting job now (tests, and right after an upload); a round under way is joined, not doubled. */
  function runOnce(): Promise<number> {
    running ??= round().finally(() => (running = null));
    return running;
  }

  return {
    runOnce,
    /** An upload just queued a job: start now rather than at the next poll. */
    wake(): void {
      if (options.pollMs <= 0) return;
      runOnce().catch((err) => options.log?.error({ err }, 'import round failed'));
    },
    /** Stops between two batches; a job under way goes back to the queue. */
    async stop(): Promise<void> {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}
export type ImportRunner = ReturnType<typeof createImportRunner>;

function isParseError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('CSV_');
}

function parseReason(err: unknown): string {
  const code = (err as { code?: string }).code ?? '';
  if (code.includes('QUOTE')) return 'tırnak işaretleri eşleşmiyor.';
  if (code.includes('RECORD') || code.includes('COLUMN')) return 'sütun sayısı tutmuyor.';
  return 'biçim bozuk.';
}
