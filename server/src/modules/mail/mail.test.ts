import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AdminOrderDetail } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { demoUser, inStockProducts, placedOrder, signedIn } from '../../test/orders';
import { cardPayments } from '../../test/card-payments';
import { retryDelaySeconds } from './worker';

/**
 * E-mail (issue 16) through a real SMTP server in this process: an order placed and an order's new stage reach
 * the dealer's users and its representative, in Turkish, with an HTML and a plain-text part; a refused send is
 * retried with back-off from the PostgreSQL queue, never inside the request.
 */
let ctx: TestContext;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];
/** How many of the next messages the server refuses (a mail server that is down for a moment). */
let refuse = 0;

async function waitForMail(count: number, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (inbox.length < count) {
    if (Date.now() > until) throw new Error(`expected ${count} e-mails, got ${inbox.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The job of `kind` once the worker has finished with it (sent or given up), within `ms`. */
async function settledJob(kind: string, ms = 15_000): Promise<Record<string, unknown>> {
  const until = Date.now() + ms;
  for (;;) {
    const job = await ctx.query(sql`select status, attempts, last_error from mail_jobs where kind = ${kind}`);
    const row = job.rows[0];
    if (row && (row.status === 'sent' || row.status === 'failed')) return row;
    if (Date.now() > until) throw new Error(`the ${kind} job is still ${String(row?.status)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          done(Object.assign(new Error('Geçici hata, sonra deneyin'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => inbox.push(mail))
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
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const { bank, bankPost, startCollection } = cardPayments(
  () => ctx,
  new Date(Date.now() + 3 * 3_600_000).getUTCFullYear(),
);

const addresses = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((v) => v.address);

describe('e-mail', () => {
  it("an order placed reaches the dealer's users and its representative, in Turkish, HTML and text", async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const order = await placedOrder(dealer, await inStockProducts(ctx, 2));
    // The request answered before any e-mail went out: it is queued.
    const queued = await ctx.query(sql`select kind, status from mail_jobs order by id`);
    expect(queued.rows.at(-1)).toMatchObject({ kind: 'order.placed' });
    await waitForMail(1);
    const mail = inbox[0]!;
    expect(mail.subject).toBe(`Siparişiniz alındı: ${order.belgeNo}`);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Anadolu Elektrik', address: 'bayi@anadolu.test' });
    const users = (
      await ctx.query(sql`select lower(u.email) as email from users u join dealers d on d.id = u.dealer_id
        where d.code = '120.01.001' and u.is_active and u.email is not null`)
    ).rows.map((r) => String(r.email));
    expect(addresses(mail).sort()).toEqual([...users, 'temsilci@anadolu.test'].sort());
    expect(mail.text).toContain(`Belge no: ${order.belgeNo}`);
    expect(mail.text).toMatch(/Genel toplam \(KDV dahil\): [\d.]+,\d{2} TL/);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('https://b2b.anadolu.test/');
    expect(mail.html).toContain(`https://b2b.anadolu.test/spa/checkout/${order.siparisId}`);
    expect(await settledJob('order.placed')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a new stage is told to the dealer; a refused send is retried with back-off and then delivered', async () => {
    const dealer = await signedIn(ctx, demoUser(1));
    const order = await placedOrder(dealer, await inStockProducts(ctx, 1));
    await waitForMail(2);
    refuse = 1;
    const admin = await signedIn(ctx, DEMO.admin);
    const res = await admin.post(`/admin/orders/${order.siparisId}/stage`, {
      stage: 'approved',
      reason: 'Stok ve risk uygun',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminOrderDetail).stage).toBe('approved');
    await waitForMail(3);
    const mail = inbox[2]!;
    expect(mail.subject).toBe(`Siparişinizin durumu: Onaylandı (${order.belgeNo})`);
    expect(mail.text).toContain('Açıklama: Stok ve risk uygun');
    // The mail server has the message before the worker hears its 250 and marks the job sent: wait for that.
    expect(await settledJob('order.stage')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a card payment received is told to the dealer with its receipt number', async () => {
    const dealer = await signedIn(ctx, DEMO.dealer);
    const start = await startCollection(dealer);
    const back = await bank(start, '123456');
    expect((await bankPost(back.action, back.fields)).statusCode).toBe(200);
    await waitForMail(4);
    const mail = inbox[3]!;
    expect(mail.subject).toBe('Ödemeniz alındı: 1.250,00 TL');
    expect(mail.text).toMatch(/Tahsilat no: TAH\d{10}/);
    expect(mail.text).toContain('Taksit: 3 taksit');
    // The card is shown masked, never whole.
    expect(mail.text).toMatch(/Kart: .*435508\*{6}4358/);
    expect(`${mail.text ?? ''}${mail.html || ''}`).not.toContain('4355084355084358');
  });

  it('waits twice as long after each failed try, at most an hour', () => {
    expect([1, 2, 3, 4, 20].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240, 3600]);
  });
});
