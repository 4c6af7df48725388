import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AdminOrderDetail } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import {
  basketOf,
  client,
  demoUser,
  fill,
  inStockProducts,
  placedOrder,
  signedIn,
  type Client,
} from '../../test/orders';
import { cardPayments } from '../../test/card-payments';
import { retryDelaySeconds } from './worker';
import { createMailRepository } from './repository';

/**
 * E-mail through a real SMTP server in this process: an order placed and an order's new stage reach
 * the dealer's users and its representative, in Turkish, with an HTML and a plain-text part; a refused send is
 * retried with back-off from the PostgreSQL queue, never inside the request.
 */
let ctx: TestContext;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
/** The SMTP envelope's recipients of each message in `inbox`, in the same order. */
const envelopes: string[][] = [];
/** How many of the next messages the server refuses (a mail server that is down for a moment). */
let refuse = 0;

/** The messages with `subject`, once `count` of them have arrived (within `ms`), each with its envelope. */
async function mailsWithSubject(subject: string, count: number, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = inbox.flatMap((mail, i) => (mail.subject === subject ? [{ mail, envelope: envelopes[i]! }] : []));
    if (found.length >= count) return found;
    if (Date.now() > until) throw new Error(`expected ${count} e-mails "${subject}", got ${found.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The jobs of `kind` once the worker has finished with each (sent or given up), within `ms`. */
async function settledJobs(kind: string, ms = 15_000): Promise<Record<string, unknown>[]> {
  const until = Date.now() + ms;
  for (;;) {
    const jobs = (
      await ctx.query(
        sql`select status, attempts, last_error, recipients from mail_jobs where kind = ${kind} order by id`,
      )
    ).rows;
    if (jobs.length && jobs.every((row) => row.status === 'sent' || row.status === 'failed')) return jobs;
    if (Date.now() > until)
      throw new Error(`the ${kind} jobs are still ${jobs.map((j) => String(j.status)).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Who hears about the demo dealer 120.01.001: its active users with an address and its representative. */
async function demoDealerRecipients(): Promise<string[]> {
  const users = (
    await ctx.query(sql`select lower(u.email) as email from users u join dealers d on d.id = u.dealer_id
      where d.code = '120.01.001' and u.is_active and u.email is not null`)
  ).rows.map((r) => String(r.email));
  return [...new Set([...users, 'temsilci@anadolu.test'])].sort();
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          done(Object.assign(new Error('Geçici hata, sonra deneyin'), { responseCode: 451 }));
          return;
        }
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            inbox.push(mail);
            envelopes.push(rcptTo);
          })
          .finally(() => done());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Anadolu Elektrik <bayi@anadolu.test>',
    MAIL_POLL_SECONDS: '1',
    MAIL_RETRY_SECONDS: '1',
    PUBLIC_URL: 'https://b2b.anadolu.test',
  });
  await ctx.query(sql`update representatives set email = 'temsilci@anadolu.test'
    where id = (select representative_id from dealers where code = '120.01.001')`);
});
afterAll(async () => {
  await deployed?.close();
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const { bank, bankPost, startCollection } = cardPayments(
  () => ctx,
  new Date(Date.now() + 3 * 3_600_000).getUTCFullYear(),
);

/** Runs `fn` while every write to the mail queue fails, as a full disk or a broken table would make it. */
async function withQueueDown<T>(fn: () => Promise<T>): Promise<T> {
  await ctx.query(sql`create or replace function mail_queue_down() returns trigger language plpgsql
    as $$ begin raise exception 'mail queue is down'; end $$`);
  await ctx.query(sql`create trigger mail_queue_down before insert on mail_jobs
    for each row execute function mail_queue_down()`);
  try {
    return await fn();
  } finally {
    await ctx.query(sql`drop trigger mail_queue_down on mail_jobs`);
    await ctx.query(sql`drop function mail_queue_down()`);
  }
}

const UNEXPECTED = 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.';

/**
 * The same server on the same database, answering as deployed: a failing database is the one answer no route's
 * document declares, so the test app (which turns every undeclared answer into its own 500) cannot show what the
 * user gets. Its mail loop is off; the test app's sends.
 */
let deployed: FastifyInstance | undefined;
async function asDeployed(c: Client): Promise<Client> {
  if (!deployed) {
    deployed = await buildApp({ config: { ...ctx.config, MAIL_POLL_SECONDS: 0 }, database: ctx.database });
    await deployed.ready();
  }
  return client({ ...ctx, app: deployed }, c.cookie);
}

const addresses = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => v.address);

describe('e-mail', () => {
  it("an order placed reaches each of the dealer's users and its representative alone, in Turkish, HTML and text", async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const order = await placedOrder(dealer, await inStockProducts(ctx, 2));
    // The request answered before any e-mail went out: it is queued.
    const queued = await ctx.query(sql`select kind, status from mail_jobs order by id`);
    expect(queued.rows.at(-1)).toMatchObject({ kind: 'order.placed' });
    const recipients = await demoDealerRecipients();
    expect(recipients.length).toBeGreaterThan(1);
    const mails = await mailsWithSubject(`Siparişiniz alındı: ${order.belgeNo}`, recipients.length);
    // One message each: nobody's address is shown to another, in the headers or in the SMTP envelope.
    expect(mails.map(({ mail }) => addresses(mail)).sort()).toEqual(recipients.map((r) => [r]));
    for (const { mail, envelope } of mails) expect(envelope).toEqual(addresses(mail));
    expect(mails.every(({ mail }) => mail.cc === undefined && mail.bcc === undefined)).toBe(true);
    const mail = mails[0]!.mail;
    expect(mail.from?.value[0]).toMatchObject({ name: 'Anadolu Elektrik', address: 'bayi@anadolu.test' });
    expect(mail.text).toContain(`Belge no: ${order.belgeNo}`);
    expect(mail.text).toMatch(/Genel toplam \(KDV dahil\): [\d.]+,\d{2} TL/);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('https://b2b.anadolu.test/');
    expect(mail.html).toContain(`https://b2b.anadolu.test/spa/checkout/${order.siparisId}`);
    const jobs = await settledJobs('order.placed');
    expect(jobs).toHaveLength(recipients.length);
    expect(jobs.every((j) => j.status === 'sent' && j.attempts === 1)).toBe(true);
  });

  it('a new stage is told to the dealer; a refused send is retried with back-off and then delivered', async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    const recipients = await demoDealerRecipients();
    await mailsWithSubject(`Siparişiniz alındı: ${order.belgeNo}`, recipients.length);
    refuse = 1;
    const admin = await signedIn(ctx, DEMO.admin);
    const res = await admin.post(`/admin/orders/${order.siparisId}/stage`, {
      stage: 'approved',
      reason: 'Stok ve risk uygun',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminOrderDetail).stage).toBe('approved');
    const mails = await mailsWithSubject(`Siparişinizin durumu: Onaylandı (${order.belgeNo})`, recipients.length);
    expect(mails.map(({ mail }) => addresses(mail)).sort()).toEqual(recipients.map((r) => [r]));
    expect(mails[0]!.mail.text).toContain('Açıklama: Stok ve risk uygun');
    // The mail server has the message before the worker hears its 250 and marks the job sent: wait for that.
    // Only the refused recipient's message was sent twice.
    const jobs = await settledJobs('order.stage');
    expect(jobs.every((j) => j.status === 'sent')).toBe(true);
    expect(jobs.map((j) => j.attempts).sort()).toEqual([...Array(recipients.length - 1).fill(1), 2]);
  });

  it('a card payment received is told to the dealer with its receipt number', async () => {
    const dealer = await signedIn(ctx, DEMO.dealer);
    const start = await startCollection(dealer);
    const back = await bank(start, '123456');
    expect((await bankPost(back.action, back.fields)).statusCode).toBe(200);
    const { mail } = (await mailsWithSubject('Ödemeniz alındı: 1.250,00 TL', 1))[0]!;
    expect(mail.text).toMatch(/Tahsilat no: TAH\d{10}/);
    expect(mail.text).toContain('Taksit: 3 taksit');
    // The card is shown masked, never whole.
    expect(mail.text).toMatch(/Kart: .*435508\*{6}4358/);
    expect(`${mail.text ?? ''}${mail.html || ''}`).not.toContain('4355084355084358');
  });

  it('an order whose e-mail cannot be queued is not placed either; the dealer is told in Turkish and can place it later', async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const basket = await fill(dealer, await inStockProducts(ctx, 2));
    const jobsBefore = Number((await ctx.query(sql`select count(*)::int as n from mail_jobs`)).rows[0]!.n);
    const res = await withQueueDown(async () =>
      (await asDeployed(dealer)).post('/basket/order2', { siparisId: basket.id }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ hasError: true, errorMessage: UNEXPECTED, statusCode: 500 });
    // Nothing of the placing was kept: the basket is still the dealer's basket, with its lines and no number.
    const order = (await ctx.query(sql`select status, document_no from orders where id = ${basket.id}`)).rows[0];
    expect(order).toEqual({ status: 'basket', document_no: null });
    expect((await basketOf(dealer)).id).toBe(basket.id);
    expect(Number((await ctx.query(sql`select count(*)::int as n from mail_jobs`)).rows[0]!.n)).toBe(jobsBefore);

    // Once the queue takes writes again the same basket is placed, with one message per recipient.
    const placed = await dealer.post('/basket/order2', { siparisId: basket.id });
    expect(placed.statusCode).toBe(200);
    const { belgeNo } = placed.json() as { belgeNo: string };
    const recipients = await demoDealerRecipients();
    const queued = await ctx.query(
      sql`select recipients from mail_jobs where kind = 'order.placed' and subject = ${`Siparişiniz alındı: ${belgeNo}`}`,
    );
    expect(queued.rows.map((r) => r.recipients).sort()).toEqual(recipients.map((r) => [r]));
  });

  it('a stage whose e-mail cannot be queued is not written either, nor is its audit entry', async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    const admin = await signedIn(ctx, DEMO.admin);
    const audits = async () =>
      Number(
        (
          await ctx.query(
            sql`select count(*)::int as n from audit_log where action = 'order.stage' and entity_id = ${String(order.siparisId)}`,
          )
        ).rows[0]!.n,
      );
    const res = await withQueueDown(async () =>
      (await asDeployed(admin)).post(`/admin/orders/${order.siparisId}/stage`, {
        stage: 'approved',
        reason: 'Stok uygun',
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ hasError: true, errorMessage: UNEXPECTED, statusCode: 500 });
    const stage = (await ctx.query(sql`select stage from orders where id = ${order.siparisId}`)).rows[0]!.stage;
    expect(stage).toBe('received');
    expect(await audits()).toBe(0);
    expect(
      (
        await ctx.query(
          sql`select 1 from mail_jobs where kind = 'order.stage' and subject like ${`%${order.belgeNo})`}`,
        )
      ).rows,
    ).toEqual([]);

    const moved = await admin.post(`/admin/orders/${order.siparisId}/stage`, {
      stage: 'approved',
      reason: 'Stok uygun',
    });
    expect(moved.statusCode).toBe(200);
    expect(await audits()).toBe(1);
    const queued = await ctx.query(
      sql`select recipients from mail_jobs where kind = 'order.stage' and subject like ${`%${order.belgeNo})`}`,
    );
    expect(queued.rows.map((r) => r.recipients).sort()).toEqual((await demoDealerRecipients()).map((r) => [r]));
  });

  it("a deactivated representative is told nothing more; the dealer's users still are", async () => {
    const repo = createMailRepository(ctx.database.db);
    const dealerId = Number((await ctx.query(sql`select id from dealers where code = '120.01.001'`)).rows[0]!.id);
    expect(await repo.recipients(dealerId)).toContain('temsilci@anadolu.test');
    await ctx.query(sql`update representatives set is_active = false
      where id = (select representative_id from dealers where id = ${dealerId})`);
    try {
      const after = await repo.recipients(dealerId);
      expect(after).not.toContain('temsilci@anadolu.test');
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await ctx.query(sql`update representatives set is_active = true
        where id = (select representative_id from dealers where id = ${dealerId})`);
    }
  });

  it('waits twice as long after each failed try, at most an hour', () => {
    expect([1, 2, 3, 4, 20].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240, 3600]);
  });
});
