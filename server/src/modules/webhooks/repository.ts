import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';
import { enqueueWebhookEvent, type WebhookType } from './events';

export interface EndpointFields {
  url: string;
  description: string;
  events: string[];
  isActive: boolean;
}

export interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: string[];
  is_active: boolean;
  secret: string;
  secret_created_at: string;
  created_at: string;
  pending: number;
  failed: number;
  last_delivery: { at: string; status: 'pending' | 'delivered' | 'failed'; httpStatus: number | null } | null;
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  resend_of: number | null;
}

export interface AttemptRow {
  at: string;
  duration_ms: number;
  http_status: number | null;
  error: string | null;
  response_body: string | null;
}

/** A delivery the loop took: where to, with which secret, and the event's exact body. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  event_id: string;
  type: string;
  body: string;
}

/** What one try came to: delivered, tried again at `retryAt`, or given up. */
export interface AttemptOutcome {
  at: Date;
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
  responseBody: string | null;
  result: { kind: 'delivered' } | { kind: 'retry'; at: Date } | { kind: 'failed' };
}

const endpointColumns = sql`e.id, e.url, e.description, e.events, e.is_active, e.secret,
  ${isoInstant(sql`e.secret_created_at`)} as secret_created_at, ${isoInstant(sql`e.created_at`)} as created_at`;

const deliveryColumns = sql`d.id::int as id, d.event_id, v.type, d.status, d.attempts, d.last_status, d.last_error,
  case when d.status = 'pending' then ${isoInstant(sql`d.next_attempt_at`)} end as next_attempt_at,
  ${isoInstant(sql`d.delivered_at`)} as delivered_at, ${isoInstant(sql`d.created_at`)} as created_at,
  d.resend_of::int as resend_of`;

function statements(db: Db) {
  return {
    /** Every endpoint with what waits, what failed and its last delivery, newest endpoint last. */
    async list(): Promise<EndpointRow[]> {
      return queryRows<EndpointRow>(
        db,
        sql`select ${endpointColumns},
              (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending') as pending,
              (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'failed') as failed,
              (select json_build_object('at', ${isoInstant(sql`d.updated_at`)}, 'status', d.status, 'httpStatus', d.last_status)
               from webhook_deliveries d where d.endpoint_id = e.id and d.attempts > 0
               order by d.updated_at desc, d.id desc limit 1) as last_delivery
            from webhook_endpoints e order by e.id`,
      );
    },

    /** One endpoint; `lock` holds it until the transaction ends (two saves of one endpoint queue). */
    async get(id: number, lock = false): Promise<EndpointRow | undefined> {
      const [row] = await queryRows<EndpointRow>(
        db,
        sql`select ${endpointColumns}, 0 as pending, 0 as failed, null as last_delivery
            from webhook_endpoints e where e.id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async insert(fields: EndpointFields, secret: string): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into webhook_endpoints (url, description, events, is_active, secret)
            values (${fields.url}, ${fields.description}, ${valueArray(fields.events, 'text')}, ${fields.isActive},
              ${secret}) returning id`,
      );
      return row!.id;
    },

    async update(id: number, fields: EndpointFields): Promise<void> {
      await queryRows(
        db,
        sql`update webhook_endpoints set url = ${fields.url}, description = ${fields.description},
              events = ${valueArray(fields.events, 'text')}, is_active = ${fields.isActive}, updated_at = now()
            where id = ${id}`,
      );
    },

    async setSecret(id: number, secret: string): Promise<void> {
      await queryRows(
        db,
        sql`update webhook_endpoints set secret = ${secret}, secret_created_at = now(), updated_at = now()
            where id = ${id}`,
      );
    },

    /** Deletes the endpoint with its deliveries and their tries; events no delivery needs any more go too. */
    async delete(id: number): Promise<void> {
      await queryRows(db, sql`delete from webhook_endpoints where id = ${id}`);
      await queryRows(
        db,
        sql`delete from webhook_events v where not exists (select 1 from webhook_deliveries d where d.event_id = v.id)`,
      );
    },

    /** A page of an endpoint's deliveries, newest first. */
    async deliveries(endpointId: number, limit: number, offset: number): Promise<DeliveryRow[]> {
      return queryRows<DeliveryRow>(
        db,
        sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events v on v.id = d.event_id
            where d.endpoint_id = ${endpointId} order by d.id desc limit ${limit} offset ${offset}`,
      );
    },

    async deliveryCount(endpointId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpointId}`,
      );
      return row?.n ?? 0;
    },

    async delivery(endpointId: number, deliveryId: number): Promise<(DeliveryRow & { body: string }) | undefined> {
      const [row] = await queryRows<DeliveryRow & { body: string }>(
        db,
        sql`select ${deliveryColumns}, v.body from webhook_deliveries d join webhook_events v on v.id = d.event_id
            where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}`,
      );
      return row;
    },

    async attempts(deliveryId: number): Promise<AttemptRow[]> {
      return queryRows<AttemptRow>(
        db,
        sql`select ${isoInstant(sql`attempted_at`)} as at, duration_ms, http_status, error, response_body
            from webhook_attempts where delivery_id = ${deliveryId} order by id desc`,
      );
    },

    /**
     * A new delivery of the same event to the same endpoint, due at once (a staff member's re-send): due since the
     * event's own time, as its first delivery was, on the clock the loop compares with.
     */
    async resend(endpointId: number, deliveryId: number): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into webhook_deliveries (event_id, endpoint_id, resend_of, next_attempt_at)
            select d.event_id, d.endpoint_id, d.id, e.created_at
            from webhook_deliveries d join webhook_events e on e.id = d.event_id
            where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}
            returning id::int as id`,
      );
      return row?.id;
    },

    /** The newest delivery of an event to an endpoint (the ping just written). */
    async deliveryOf(endpointId: number, eventId: string): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id::int as id from webhook_deliveries where endpoint_id = ${endpointId} and event_id = ${eventId}
            order by id desc limit 1`,
      );
      return row?.id;
    },

    enqueue: (type: WebhookType, data: unknown, onlyEndpointId?: number) =>
      enqueueWebhookEvent(db, type, data, { onlyEndpointId }),

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),

    // ——— the loop ————————————————————————————————————————————————————————————————

    /**
     * Takes up to `limit` due deliveries of active endpoints and leases them until `leaseUntil` (the try is
     * counted), in one statement: another process skips them (SKIP LOCKED), and a process that dies while sending
     * leaves them due again when the lease ends. An inactive endpoint's deliveries wait until it is active again.
     */
    async claim(limit: number, now: Date, leaseUntil: Date): Promise<ClaimedDelivery[]> {
      return queryRows<ClaimedDelivery>(
        db,
        sql`update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()},
              updated_at = now()
            from webhook_endpoints e, webhook_events v
            where e.id = d.endpoint_id and v.id = d.event_id and d.id in (
              select x.id from webhook_deliveries x join webhook_endpoints xe on xe.id = x.endpoint_id
              where x.status = 'pending' and x.next_attempt_at <= ${now.toISOString()} and xe.is_active
              order by x.next_attempt_at, x.id limit ${limit} for update of x skip locked)
            returning d.id::int as id, d.attempts, e.url, e.secret, v.id as event_id, v.type, v.body`,
      );
    },

    /**
     * Writes one try and its outcome, in one statement. A delivery settled meanwhile by another process (its lease
     * ran out while this one waited for the receiver) keeps its state; the try is still logged.
     */
    async record(deliveryId: number, o: AttemptOutcome): Promise<void> {
      const r = o.result;
      const status = r.kind === 'delivered' ? 'delivered' : r.kind === 'failed' ? 'failed' : 'pending';
      await queryRows(
        db,
        sql`with a as (
              insert into webhook_attempts (delivery_id, attempted_at, duration_ms, http_status, error, response_body)
              values (${deliveryId}, ${o.at.toISOString()}, ${o.durationMs}, ${o.httpStatus}, ${o.error},
                ${o.responseBody}))
            update webhook_deliveries set status = ${status}, last_status = ${o.httpStatus}, last_error = ${o.error},
              delivered_at = ${r.kind === 'delivered' ? o.at.toISOString() : null},
              next_attempt_at = ${r.kind === 'retry' ? r.at.toISOString() : o.at.toISOString()}, updated_at = now()
            where id = ${deliveryId} and status = 'pending'`,
      );
    },
  };
}

export const createWebhooksRepository = (db: Db) => withTransactions(db, statements);
export type WebhooksStatements = ReturnType<typeof statements>;
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
