import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_STATUSES } from '@bayi/common';
import { bytea, createdAt } from './common';

/**
 * Bulk imports. A job is written by the upload and run by a background loop, never inside the request:
 * the loop claims a queued job (or one whose lease ran out: its process died) with FOR UPDATE SKIP LOCKED, reads
 * the file from import_files and writes it in batches, one transaction each. Every write is an upsert by natural
 * key, so a job that is run again from the start — after a crash, or the same file uploaded twice — changes
 * nothing it already wrote.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** csv or xlsx, read from the file's first bytes, not its name. */
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    /** Bytes of the file read so far: the progress bar. */
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the whole job failed, in Turkish; null while it runs and when it finished. */
    message: text('message'),
    /** Who asked: a staff member's name, or an API key's name. */
    createdBy: text('created_by').notNull(),
    /** A running job's claim; a job whose lease ran out is taken again by any process. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_due')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('import_jobs_created').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The uploaded file, in pieces of up to 1 MB, so any process can read it as a stream; removed when the job ends. */
export const importFiles = pgTable(
  'import_files',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/** The rows a job could not write: row (the header is row 1), column, a code and a Turkish message. */
export const importErrors = pgTable(
  'import_errors',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('import_errors_job_row').on(t.jobId, t.row)],
);
