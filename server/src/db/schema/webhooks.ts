import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/**
 * Outgoing webhooks: addresses of an ERP integrator that are told of events, each signed with the
 * endpoint's own secret (HMAC-SHA256). The secret must be read back to sign, so it is kept as issued
 * (docs/architecture.md "Webhooks" says why it is not encrypted); the API shows it only when it is made.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** The event types it is told of (order.placed, order.completed, payment.succeeded, import.finished). */
  events: text('events').array().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  secret: text('secret').notNull(),
  secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event, written in the transaction of the change that caused it. `body` is the exact JSON sent (and signed):
 * every try and every re-send sends the same bytes.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The event's public id (a UUID), the Bayi-Webhook-Id header: a receiver drops a second copy by it. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created').on(t.createdAt)],
);

/**
 * The job table: one row per event and endpoint. A loop takes due rows with FOR UPDATE SKIP LOCKED and leases
 * them (next_attempt_at moves ahead, the try is counted), like mail_jobs: processes never send one row twice at
 * once, and a process that dies mid-send leaves its rows due again when the lease ends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last answer's HTTP status (null: none came) and the Turkish summary of what went wrong. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Made by a staff member's re-send (the delivery it repeats), not by the event itself. */
    resendOf: bigint('resend_of', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The back office's log of an endpoint, newest first.
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id.desc()),
  ],
);

/** Every try of a delivery: when, how long, the HTTP status or the error, the start of the answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    /** The first 1,000 characters of the receiver's answer (for the integrator's debugging). */
    responseBody: text('response_body'),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.id)],
);
