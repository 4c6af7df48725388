import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AdminWebhook,
  AdminWebhookDeliveries,
  AdminWebhookDelivery,
  AdminWebhookList,
  AdminWebhookWithSecret,
  PaymentStart,
} from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { demoUser, inStockProducts, placedOrder, signedIn, type Client } from '../../test/orders';
import { cardPayments } from '../../test/card-payments';
import { createWebhooksRepository } from './repository';
import { createWebhookWorker, webhookRetryDelaySeconds, type WebhookWorker } from './worker';
import { enqueueOrderEvent } from './events';

/**
 * Outgoing webhooks against a real HTTP receiver in this process. The receiver checks signatures with
 * its own code (as an integrator would, from the documented scheme), not with the server's; the loop's rounds are
 * driven by the test with its own clock, so back-off times are asserted exactly.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let ctx: TestContext;
let admin: Client;
let dealer: Client;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
/** The statuses the receiver answers with next (then 200). */
const answers: number[] = [];
/** The loop's clock: real time moved ahead by `ahead` ms. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
let worker: WebhookWorker;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'tamam' : 'sunucu hatası');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bayi/olaylar`;
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, demoUser(1));
  worker = createWebhookWorker(createWebhooksRepository(ctx.database.db), {
    timeoutMs: 2000,
    retrySeconds: 60,
    maxAttempts: 3,
    now: clock,
  });
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The receiver's own check (docs/integration.md "Webhooks"): HMAC-SHA256 of "t.body", compared in constant time. */
function verify(secret: string, r: Received): boolean {
  const header = String(r.headers['bayi-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  if (!parts.t || !parts.v1 || parts.t !== r.headers['bayi-webhook-timestamp']) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${r.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function createEndpoint(events: string[], url = receiverUrl): Promise<AdminWebhookWithSecret> {
  const res = await admin.post('/admin/webhooks', { url, description: 'Logo entegrasyonu', events, isActive: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminWebhookWithSecret;
}

const deliveries = async (id: number) => {
  const res = await admin.get(`/admin/webhooks/${id}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminWebhookDeliveries;
};
const delivery = async (id: number, deliveryId: number) =>
  (await admin.get(`/admin/webhooks/${id}/deliveries/${deliveryId}`)).json() as AdminWebhookDelivery;
const setActive = async (ep: AdminWebhook, isActive: boolean) =>
  expect(
    (
      await admin.put(`/admin/webhooks/${ep.id}`, {
        url: ep.url,
        description: ep.description,
        events: ep.events,
        isActive,
      })
    ).statusCode,
  ).toBe(200);

describe('webhook endpoints in the back office', () => {
  it('refuses a bad address or event in Turkish, naming the field', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ url: 'ftp://erp.example.com/x', events: ['order.placed'] }, 'url', /http:\/\/ veya https:\/\//],
      [{ url: 'erp.example.com', events: ['order.placed'] }, 'url', /geçerli bir adres/],
      [{ url: 'https://kullanici:parola@erp.example.com/', events: ['order.placed'] }, 'url', /parola/],
      [{ url: 'https://erp.example.com/#x', events: ['order.placed'] }, 'url', /#/],
      [{ url: `https://erp.example.com/${'a'.repeat(2000)}`, events: ['order.placed'] }, 'url', /en fazla 2000/],
      [{ url: receiverUrl, events: [] }, 'events', /En az bir olay/],
      [{ url: receiverUrl, events: ['order.shipped'] }, 'events.0', /Olay şunlardan biri/],
      [{ url: receiverUrl, events: ['order.placed', 'order.placed'] }, 'events', /bir kez/],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/admin/webhooks', { isActive: true, ...(body as object) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json() as { hasError: boolean; errorMessage: string; errors: Record<string, string> };
      expect(answer.hasError).toBe(true);
      expect(answer.errors[field], JSON.stringify(answer)).toMatch(message);
    }
    expect(((await admin.get('/admin/webhooks')).json() as AdminWebhookList).items).toEqual([]);
  });

  it('issues a secret shown once; later answers and the audit log only hint at it', async () => {
    const ep = await createEndpoint(['order.placed']);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(ep.secretHint).toBe(`${ep.secret.slice(0, 10)}…`);
    const again = await admin.get(`/admin/webhooks/${ep.id}`);
    expect(again.json()).toMatchObject({ id: ep.id, url: receiverUrl, events: ['order.placed'], isActive: true });
    expect(again.body).not.toContain(ep.secret);
    const audit = await ctx.query(
      sql`select action, summary, after::text as after from audit_log where entity = 'webhook'`,
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ action: 'webhook.create', summary: expect.stringContaining(receiverUrl) }),
    ]);
    expect(JSON.stringify(audit.rows)).not.toContain(ep.secret);
    // A dealer never reaches it.
    expect((await dealer.get('/admin/webhooks')).statusCode).toBe(403);
    await admin.delete(`/admin/webhooks/${ep.id}`);
  });
});

describe('delivering events', () => {
  let ep: AdminWebhookWithSecret;
  beforeAll(async () => {
    ep = await createEndpoint(['order.placed', 'order.completed', 'payment.succeeded']);
  });

  it('an order placed is queued with the placing and POSTed, signed, by the loop — not by the request', async () => {
    const before = received.length;
    const order = await placedOrder(dealer, await inStockProducts(ctx, 2));
    expect(received.length).toBe(before);
    const queued = await deliveries(ep.id);
    expect(queued.rows[0]).toMatchObject({ type: 'order.placed', status: 'pending', attempts: 0 });

    expect(await worker.runOnce()).toBe(1);
    const r = received.at(-1)!;
    expect(r.headers['content-type']).toBe('application/json');
    expect(verify(ep.secret, r)).toBe(true);
    expect(verify(`${ep.secret}x`, r)).toBe(false);
    const ts = Number(r.headers['bayi-webhook-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(5);
    const event = JSON.parse(r.body);
    expect(r.headers['bayi-webhook-id']).toBe(event.id);
    expect(event).toMatchObject({
      type: 'order.placed',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: {
        id: order.siparisId,
        number: order.belgeNo,
        status: 'placed',
        dealer: { code: '120.01.001' },
        delivery: null,
        payment: null,
      },
    });
    expect(event.data.lines).toHaveLength(2);
    for (const line of event.data.lines) {
      expect(line).toMatchObject({
        productCode: expect.any(String),
        quantity: '1.000',
        unitPrice: expect.stringMatching(/^\d+\.\d{4}$/),
        total: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
    expect(event.data.totals[0]).toMatchObject({ grandTotal: expect.stringMatching(/^\d+\.\d{2}$/) });

    const log = await deliveries(ep.id);
    expect(log.rows[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, lastError: null });
    const detail = await delivery(ep.id, log.rows[0]!.id);
    expect(detail.body).toBe(r.body);
    expect(detail.attemptLog).toEqual([
      expect.objectContaining({ httpStatus: 200, error: null, responseBody: 'tamam' }),
    ]);
  });

  it('a failing receiver is tried again after 1, then 2 minutes; the same body and id, a fresh signature', async () => {
    answers.push(500, 503);
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    const t0 = Date.now();
    ahead = 0;
    expect(await worker.runOnce()).toBe(0);
    let [row] = (await deliveries(ep.id)).rows;
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatus: 500,
      lastError: 'Alıcı HTTP 500 ile yanıt verdi.',
    });
    const first = Date.parse((await delivery(ep.id, row!.id)).attemptLog[0]!.at);
    expect(first).toBeGreaterThanOrEqual(t0 - 5);
    expect(Date.parse(row!.nextAttemptAt!) - first).toBe(60_000);

    // Not before its time.
    ahead = 30_000;
    const count = received.length;
    await worker.runOnce();
    expect(received.length).toBe(count);

    ahead = 61_000;
    await worker.runOnce();
    [row] = (await deliveries(ep.id)).rows;
    const log = (await delivery(ep.id, row!.id)).attemptLog;
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 503 });
    expect(Date.parse(row!.nextAttemptAt!) - Date.parse(log[0]!.at)).toBe(120_000);

    ahead = 61_000 + 121_000;
    expect(await worker.runOnce()).toBe(1);
    [row] = (await deliveries(ep.id)).rows;
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200, nextAttemptAt: null });
    const tries = received.slice(-3);
    expect(new Set(tries.map((t) => t.body)).size).toBe(1);
    expect(new Set(tries.map((t) => t.headers['bayi-webhook-id'])).size).toBe(1);
    expect(tries.every((t) => verify(ep.secret, t))).toBe(true);
    expect(JSON.parse(tries[0]!.body).data.number).toBe(order.belgeNo);
    ahead = 0;
  });

  it('gives up after the last try, with the error kept; a re-send delivers the same event as a new delivery', async () => {
    answers.push(500, 500, 500);
    await placedOrder(dealer, await inStockProducts(ctx, 1));
    for (const at of [0, 61_000, 61_000 + 121_000]) {
      ahead = at;
      await worker.runOnce();
    }
    ahead = 0;
    const [failed] = (await deliveries(ep.id)).rows;
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Alıcı HTTP 500 ile yanıt verdi.',
      nextAttemptAt: null,
    });
    const list = ((await admin.get('/admin/webhooks')).json() as AdminWebhookList).items.find((e) => e.id === ep.id);
    expect(list).toMatchObject({ failed: 1, pending: 0, lastDelivery: { status: 'failed', httpStatus: 500 } });

    const res = await admin.post(`/admin/webhooks/${ep.id}/deliveries/${failed!.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const resent = res.json() as AdminWebhookDelivery;
    expect(resent).toMatchObject({ status: 'pending', resendOf: failed!.id, eventId: failed!.eventId, attempts: 0 });
    expect(await worker.runOnce()).toBe(1);
    const r = received.at(-1)!;
    expect(r.headers['bayi-webhook-id']).toBe(failed!.eventId);
    expect(verify(ep.secret, r)).toBe(true);
    expect((await delivery(ep.id, resent.id)).status).toBe('delivered');
    // The one it repeats keeps its log.
    expect((await delivery(ep.id, failed!.id)).attemptLog).toHaveLength(3);
    const audit = await ctx.query(sql`select action from audit_log where action = 'webhook.resend'`);
    expect(audit.rows).toHaveLength(1);
  });

  it('writes nothing when the change is rolled back: the event lives in its transaction', async () => {
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    await worker.runOnce();
    const count = async () =>
      Number((await ctx.query(sql`select count(*)::int as n from webhook_deliveries`)).rows[0]!.n);
    const before = await count();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set note = 'geri alınacak' where id = ${order.siparisId}`);
        expect(await enqueueOrderEvent(tx as never, 'order.completed', order.siparisId)).toEqual(expect.any(String));
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    expect(await count()).toBe(before);
    expect(await worker.runOnce()).toBe(0);
  });

  it('an order completed at checkout and a card payment are told, with amounts as decimal strings', async () => {
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    const bank = (await ctx.query(sql`select id from bank_accounts where is_active order by sort limit 1`)).rows[0]!.id;
    const res = await dealer.post(`/basket/checkout2/${order.siparisId}`, {
      teslimSekli: 'depo',
      odemeSekli: 'havale',
      odemeHavaleBanka: Number(bank),
    });
    expect(res.json()).toMatchObject({ hasError: false });
    await worker.runOnce();
    const completed = JSON.parse(received.at(-1)!.body);
    expect(completed).toMatchObject({
      type: 'order.completed',
      data: {
        id: order.siparisId,
        status: 'completed',
        delivery: { method: 'depo', address: null },
        payment: { method: 'havale', bankAccount: { id: Number(bank) } },
      },
    });

    const {
      bank: bankPage,
      bankPost,
      startCollection,
    } = cardPayments(() => ctx, new Date(Date.now() + 3 * 3_600_000).getUTCFullYear());
    const start: PaymentStart = await startCollection(dealer);
    const back = await bankPage(start, '123456');
    expect((await bankPost(back.action, back.fields)).statusCode).toBe(200);
    await worker.runOnce();
    const paid = JSON.parse(received.at(-1)!.body);
    expect(paid).toMatchObject({
      type: 'payment.succeeded',
      data: {
        receiptNo: expect.stringMatching(/^TAH\d{10}$/),
        purpose: 'collection',
        order: null,
        amount: '1250.00',
        chargedAmount: '1304.88',
        currency: 'TL',
        installment: 3,
        card: { maskedNumber: expect.stringMatching(/^435508\*+4358$/) },
      },
    });
    expect(received.at(-1)!.body).not.toContain('4355084355084358');

    // Checkout by card: the order completes with the verified charge, and both are told.
    const byCard = await placedOrder(dealer, await inStockProducts(ctx, 1));
    await worker.runOnce();
    const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();
    const card = await dealer.post(`/basket/checkout2/${byCard.siparisId}`, {
      teslimSekli: 'depo',
      odemeSekli: 'kredikarti',
      cardName: 'Ayşe Yılmaz',
      cardNumber: '4355084355084358',
      cardMonth: '12',
      cardYear: String(year + 2),
      cardCVC: '123',
      installment: 0,
    });
    expect(card.statusCode, card.body).toBe(200);
    const count = received.length;
    const cardBack = await bankPage(card.json() as PaymentStart, '123456');
    expect((await bankPost(cardBack.action, cardBack.fields)).statusCode).toBe(200);
    expect(await worker.runOnce()).toBe(2);
    const told = received.slice(count).map((r) => JSON.parse(r.body));
    expect(told.map((e) => e.type).sort()).toEqual(['order.completed', 'payment.succeeded']);
    expect(told.find((e) => e.type === 'order.completed').data).toMatchObject({
      id: byCard.siparisId,
      status: 'completed',
      payment: { method: 'kredikarti', bankAccount: null },
    });
    expect(told.find((e) => e.type === 'payment.succeeded').data).toMatchObject({
      purpose: 'order',
      order: { id: byCard.siparisId, number: byCard.belgeNo },
    });
  });

  it('an inactive endpoint gets no new events; a rotated secret signs from then on', async () => {
    await setActive(ep, false);
    const count = (await deliveries(ep.id)).total;
    await placedOrder(dealer, await inStockProducts(ctx, 1));
    expect((await deliveries(ep.id)).total).toBe(count);
    await setActive(ep, true);

    const rotated = (await admin.post(`/admin/webhooks/${ep.id}/rotate-secret`)).json() as AdminWebhookWithSecret;
    expect(rotated.secret).not.toBe(ep.secret);
    const ping = await admin.post(`/admin/webhooks/${ep.id}/ping`);
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json()).toMatchObject({ type: 'ping', status: 'pending' });
    expect(await worker.runOnce()).toBe(1);
    const r = received.at(-1)!;
    expect(JSON.parse(r.body)).toMatchObject({ type: 'ping', data: { endpointId: ep.id } });
    expect(verify(rotated.secret, r)).toBe(true);
    expect(verify(ep.secret, r)).toBe(false);
  });

  it('a receiver that is not there is a Turkish error in the log, tried again later', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = await createEndpoint(['order.placed'], `http://127.0.0.1:${port}/yok`);
    const ping = (await admin.post(`/admin/webhooks/${gone.id}/ping`)).json() as AdminWebhookDelivery;
    await worker.runOnce();
    const row = await delivery(gone.id, ping.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(row.lastError).toBe('Bağlantı reddedildi: adreste dinleyen bir sunucu yok.');
    // Deleting the endpoint takes its log with it.
    expect((await admin.delete(`/admin/webhooks/${gone.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/admin/webhooks/${gone.id}/deliveries`)).statusCode).toBe(404);
  });

  it('waits twice as long after each failed try, at most six hours', () => {
    expect([1, 2, 3, 4, 9, 12].map((n) => webhookRetryDelaySeconds(n, 60))).toEqual([
      60, 120, 240, 480, 15_360, 21_600,
    ]);
  });
});
