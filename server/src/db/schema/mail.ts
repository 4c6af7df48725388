import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * The e-mail queue: a message is written here by the change that causes it and sent by a background
 * loop, never inside a request. A loop takes due rows with FOR UPDATE SKIP LOCKED and leases them (next_attempt_at
 * moves ahead), so processes never send one twice at once and a process that dies leaves its rows due again.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What caused it: order.placed, order.stage, payment.received. */
    kind: text('kind').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_jobs_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
