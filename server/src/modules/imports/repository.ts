import { sql } from 'drizzle-orm';
import type { ImportError, ImportJob, ImportKind } from '@bayi/common';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';
import { enqueueWebhookEvent } from '../webhooks/events';
import type { FileFormat } from '../../lib/spreadsheet';

/** The most error rows kept per job; the count goes on (failed), the report says the list was cut. */
export const MAX_STORED_ERRORS = 10_000;

export interface ClaimedJob {
  id: number;
  kind: ImportKind;
  format: FileFormat;
  sizeBytes: number;
  createdBy: string;
}

export interface JobCounts {
  bytesRead: number;
  rowsRead: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

const jobColumns = sql`id::int as id, kind, file_name as "fileName", status, size_bytes::float8 as "sizeBytes",
  bytes_read::float8 as "bytesRead", rows_read as read, created, updated, unchanged, failed, message,
  created_by as "createdBy", ${isoInstant(sql`created_at`)} as "createdAt",
  ${isoInstant(sql`started_at`)} as "startedAt", ${isoInstant(sql`finished_at`)} as "finishedAt"`;

type JobRow = Omit<ImportJob, 'progress'> & { sizeBytes: number; bytesRead: number };

function toJob(row: JobRow): ImportJob {
  const { sizeBytes, bytesRead, ...job } = row;
  const progress =
    job.status === 'finished' ? 100 : sizeBytes > 0 ? Math.min(99, Math.floor((bytesRead / sizeBytes) * 100)) : 0;
  return { ...job, progress };
}

function statements(db: Db) {
  return {
    async createJob(job: {
      kind: ImportKind;
      fileName: string;
      format: FileFormat;
      sizeBytes: number;
      createdBy: string;
    }): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into import_jobs (kind, file_name, format, size_bytes, created_by)
            values (${job.kind}, ${job.fileName}, ${job.format}, ${job.sizeBytes}, ${job.createdBy})
            returning id::int as id`,
      );
      return row!.id;
    },

    async addFilePiece(jobId: number, seq: number, bytes: Buffer): Promise<void> {
      await db.execute(sql`insert into import_files (job_id, seq, bytes) values (${jobId}, ${seq}, ${bytes})`);
    },

    /** The file's pieces in order, one query each: a 40 MB file never sits whole in memory. */
    async *filePieces(jobId: number): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq++) {
        const [row] = await queryRows<{ bytes: Buffer | Uint8Array }>(
          db,
          sql`select bytes from import_files where job_id = ${jobId} and seq = ${seq}`,
        );
        if (!row) return;
        yield Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes);
      }
    },

    /**
     * Takes the oldest queued job, or a running one whose lease ran out (its process died), and leases it. A job
     * taken again starts from the top: its counts and errors are cleared; its writes are upserts, so rows already
     * written come out unchanged.
     */
    async claim(leaseSeconds: number): Promise<ClaimedJob | null> {
      const [job] = await queryRows<ClaimedJob>(
        db,
        sql`update import_jobs set status = 'running', lease_until = now() + make_interval(secs => ${leaseSeconds}),
              attempts = attempts + 1, started_at = now(), bytes_read = 0, rows_read = 0, created = 0, updated = 0,
              unchanged = 0, failed = 0, message = null
            where id = (select id from import_jobs
                        where status = 'queued' or (status = 'running' and lease_until < now())
                        order by created_at, id limit 1 for update skip locked)
            returning id::int as id, kind, format, size_bytes::float8 as "sizeBytes", created_by as "createdBy"`,
      );
      if (job) await db.execute(sql`delete from import_errors where job_id = ${job.id}`);
      return job ?? null;
    },

    /** The counts so far, and the lease moved on: the job is alive. */
    async progress(id: number, counts: JobCounts, leaseSeconds: number): Promise<void> {
      await db.execute(
        sql`update import_jobs set bytes_read = ${counts.bytesRead}, rows_read = ${counts.rowsRead},
              created = ${counts.created}, updated = ${counts.updated}, unchanged = ${counts.unchanged},
              failed = ${counts.failed}, lease_until = now() + make_interval(secs => ${leaseSeconds})
            where id = ${id}`,
      );
    },

    async addErrors(id: number, errors: ImportError[]): Promise<void> {
      if (errors.length === 0) return;
      await db.execute(
        sql`insert into import_errors (job_id, row, "column", code, message)
            select ${id}, * from unnest(${valueArray(
              errors.map((e) => e.row),
              'int',
            )}, ${valueArray(
              errors.map((e) => e.column),
              'text',
            )}, ${valueArray(
              errors.map((e) => e.code),
              'text',
            )}, ${valueArray(
              errors.map((e) => e.message),
              'text',
            )})`,
      );
    },

    /** A job whose process is stopping goes back to the queue at once, for the next process that polls. */
    async release(id: number): Promise<void> {
      await db.execute(sql`update import_jobs set status = 'queued', lease_until = null where id = ${id}`);
    },

    /**
     * The end of a job: its last counts and status, and the import.finished webhook event, together (run it in a
     * transaction); the file is no longer needed.
     */
    async finish(id: number, counts: JobCounts, failure: string | null): Promise<void> {
      const [job] = await queryRows<{ kind: ImportKind; status: string }>(
        db,
        sql`update import_jobs set status = ${failure === null ? 'finished' : 'failed'}, message = ${failure},
              bytes_read = ${counts.bytesRead}, rows_read = ${counts.rowsRead}, created = ${counts.created},
              updated = ${counts.updated}, unchanged = ${counts.unchanged}, failed = ${counts.failed},
              lease_until = null, finished_at = now()
            where id = ${id}
            returning kind, status`,
      );
      await db.execute(sql`delete from import_files where job_id = ${id}`);
      await enqueueWebhookEvent(db, 'import.finished', {
        importId: id,
        kind: job!.kind,
        status: job!.status,
        message: failure,
        read: counts.rowsRead,
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        failed: counts.failed,
      });
    },

    async job(id: number): Promise<ImportJob | null> {
      const [row] = await queryRows<JobRow>(db, sql`select ${jobColumns} from import_jobs where id = ${id}`);
      return row ? toJob(row) : null;
    },

    async recent(limit: number, kinds: readonly ImportKind[]): Promise<ImportJob[]> {
      const rows = await queryRows<JobRow>(
        db,
        sql`select ${jobColumns} from import_jobs where kind = any(${valueArray(kinds, 'text')})
            order by created_at desc, id desc limit ${limit}`,
      );
      return rows.map(toJob);
    },

    async errors(id: number, limit: number, offset: number): Promise<{ errors: ImportError[]; total: number }> {
      const errors = await queryRows<ImportError>(
        db,
        sql`select row, "column", code, message from import_errors where job_id = ${id}
            order by row, "column" limit ${limit} offset ${offset}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from import_errors where job_id = ${id}`,
      );
      return { errors, total: count!.n };
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export function createImportsRepository(db: Db) {
  return withTransactions(db, statements);
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
