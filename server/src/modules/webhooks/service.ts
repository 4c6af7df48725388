import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_EVENT_NAMES,
  type AdminWebhook,
  type AdminWebhookDeliveries,
  type AdminWebhookDelivery,
  type AdminWebhookDeliveryRow,
  type AdminWebhookList,
  type AdminWebhookWithSecret,
} from '@bayi/common';
import { notFound } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import type { DeliveryRow, EndpointFields, EndpointRow, WebhooksRepository } from './repository';
import { newWebhookSecret } from './send';

export interface WebhooksDeps {
  /** Runs a round of the loop soon (a re-send or a test ping goes out without waiting for the next poll). */
  wake?: () => void;
}

const NOT_FOUND = 'Webhook bulunamadı.';
const DELIVERY_NOT_FOUND = 'Gönderim bulunamadı.';

/** What the audit log keeps of an endpoint: never its secret. */
const plain = (f: EndpointFields) => ({
  url: f.url,
  description: f.description,
  events: f.events,
  isActive: f.isActive,
});

const fieldsOf = (r: EndpointRow): EndpointFields => ({
  url: r.url,
  description: r.description,
  events: r.events,
  isActive: r.is_active,
});

function endpoint(r: EndpointRow): AdminWebhook {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    isActive: r.is_active,
    secretCreatedAt: r.secret_created_at,
    secretHint: `${r.secret.slice(0, 10)}…`,
    createdAt: r.created_at,
    pending: r.pending,
    failed: r.failed,
    lastDelivery: r.last_delivery,
  };
}

const deliveryRow = (d: DeliveryRow): AdminWebhookDeliveryRow => ({
  id: d.id,
  eventId: d.event_id,
  type: d.type,
  status: d.status,
  attempts: d.attempts,
  lastStatus: d.last_status,
  lastError: d.last_error,
  nextAttemptAt: d.next_attempt_at,
  deliveredAt: d.delivered_at,
  createdAt: d.created_at,
  resendOf: d.resend_of,
});

const eventsText = (events: string[]) =>
  events.map((e) => WEBHOOK_EVENT_NAMES[e as keyof typeof WEBHOOK_EVENT_NAMES] ?? e).join(', ');

/**
 * The back office's webhooks: endpoints with their signing secret (issued by the server, shown once),
 * each delivery's log, a re-send and a test ping. Every change is audited in its transaction.
 */
export function createWebhooksService(repo: WebhooksRepository, deps: WebhooksDeps = {}) {
  async function get(id: number): Promise<AdminWebhook> {
    const row = (await repo.list()).find((r) => r.id === id);
    if (!row) throw notFound(NOT_FOUND);
    return endpoint(row);
  }

  async function withSecret(id: number, secret: string): Promise<AdminWebhookWithSecret> {
    return { ...(await get(id)), secret };
  }

  async function delivery(endpointId: number, deliveryId: number): Promise<AdminWebhookDelivery> {
    const row = await repo.delivery(endpointId, deliveryId);
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    const attempts = await repo.attempts(deliveryId);
    return {
      ...deliveryRow(row),
      body: row.body,
      attemptLog: attempts.map((a) => ({
        at: a.at,
        durationMs: a.duration_ms,
        httpStatus: a.http_status,
        error: a.error,
        responseBody: a.response_body,
      })),
    };
  }

  return {
    async list(): Promise<AdminWebhookList> {
      return { items: (await repo.list()).map(endpoint) };
    },

    get,

    async create(actor: Actor, input: EndpointFields): Promise<AdminWebhookWithSecret> {
      const secret = newWebhookSecret();
      const id = await repo.transaction(async (tx) => {
        const newId = await tx.insert(input, secret);
        await tx.audit(actor, {
          action: 'webhook.create',
          entity: 'webhook',
          entityId: newId,
          summary: `Webhook eklendi: ${input.url} (${eventsText(input.events)}).`,
          after: plain(input),
        });
        return newId;
      });
      return withSecret(id, secret);
    },

    async update(actor: Actor, id: number, input: EndpointFields): Promise<AdminWebhook> {
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        await tx.update(id, input);
        await tx.audit(actor, {
          action: 'webhook.update',
          entity: 'webhook',
          entityId: id,
          summary: `Webhook kaydedildi: ${input.url}${input.isActive ? '' : ' (kapalı)'}.`,
          before: plain(fieldsOf(before)),
          after: plain(input),
        });
      });
      return get(id);
    },

    async delete(actor: Actor, id: number): Promise<AdminWebhookList> {
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        await tx.delete(id);
        await tx.audit(actor, {
          action: 'webhook.delete',
          entity: 'webhook',
          entityId: id,
          summary: `Webhook silindi: ${before.url}.`,
          before: plain(fieldsOf(before)),
        });
      });
      return { items: (await repo.list()).map(endpoint) };
    },

    /** A new secret at once; the old one signs nothing from now on (the receiver must be given the new one). */
    async rotateSecret(actor: Actor, id: number): Promise<AdminWebhookWithSecret> {
      const secret = newWebhookSecret();
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        await tx.setSecret(id, secret);
        await tx.audit(actor, {
          action: 'webhook.rotate-secret',
          entity: 'webhook',
          entityId: id,
          summary: `Webhook imza anahtarı yenilendi: ${before.url}.`,
        });
      });
      return withSecret(id, secret);
    },

    /** A "ping" event to this endpoint alone (active or not, whatever it subscribes to): the log shows the answer. */
    async ping(actor: Actor, id: number): Promise<AdminWebhookDelivery> {
      const deliveryId = await repo.transaction(async (tx) => {
        const ep = await tx.get(id, true);
        if (!ep) throw notFound(NOT_FOUND);
        const eventId = await tx.enqueue(
          'ping',
          { endpointId: id, message: 'Bayi webhook denemesi: bu ileti imzayı ve adresi sınamak içindir.' },
          id,
        );
        await tx.audit(actor, {
          action: 'webhook.ping',
          entity: 'webhook',
          entityId: id,
          summary: `Webhook deneme iletisi gönderildi: ${ep.url}.`,
        });
        return (await tx.deliveryOf(id, eventId!))!;
      });
      deps.wake?.();
      return delivery(id, deliveryId);
    },

    async deliveries(id: number, page: number): Promise<AdminWebhookDeliveries> {
      if (!(await repo.get(id))) throw notFound(NOT_FOUND);
      const [rows, total] = await Promise.all([
        repo.deliveries(id, WEBHOOK_DELIVERY_PAGE_SIZE, (page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE),
        repo.deliveryCount(id),
      ]);
      return { rows: rows.map(deliveryRow), total, page, pageSize: WEBHOOK_DELIVERY_PAGE_SIZE };
    },

    delivery,

    /** The same event again, as a new delivery due now, with its own tries (the one it repeats keeps its log). */
    async resend(actor: Actor, id: number, deliveryId: number): Promise<AdminWebhookDelivery> {
      const newId = await repo.transaction(async (tx) => {
        const ep = await tx.get(id, true);
        if (!ep) throw notFound(NOT_FOUND);
        const created = await tx.resend(id, deliveryId);
        if (!created) throw notFound(DELIVERY_NOT_FOUND);
        await tx.audit(actor, {
          action: 'webhook.resend',
          entity: 'webhook',
          entityId: id,
          summary: `Webhook gönderimi #${deliveryId} yeniden gönderildi: ${ep.url}.`,
          after: { deliveryId: created, resendOf: deliveryId },
        });
        return created;
      });
      deps.wake?.();
      return delivery(id, newId);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
