import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  paymentMessages,
  type AttemptStatusAnswer,
  type OpenInvoiceRow,
  type PaymentDue,
  type PaymentStart,
} from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, signedIn, type Client } from '../../test/orders';

/**
 * Open invoices and paying them (or the open balance) by card (beyond the spec): the open amounts
 * against an independent FIFO in this file, another dealer's invoices refused, the amount never the
 * browser's, paid invoices closed after the Test POS approves with 123456, and no overcharge when the
 * debt was paid meanwhile.
 */

const CARD = '4355 0843 5508 4358';
const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let dealerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  const { rows } = await ctx.query(sql`select id from dealers where code = ${DEMO.dealer.cariNo}`);
  dealerId = Number(rows[0]!.id);
});
afterAll(() => ctx.close());

const rows = async (q: ReturnType<typeof sql>) => (await ctx.query(q)).rows;

/** The independent reference: plain FIFO over the ledger in decimals, no allocations (demo data has none). */
async function fifoByHand(id: number): Promise<{ open: Map<number, Decimal>; balance: Decimal }> {
  const ledger = await rows(sql`select invoice_id, debit::text as debit, credit::text as credit,
      exchange_rate::text as rate from account_movements where dealer_id = ${id} order by date, id`);
  const round = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  let credit = new Decimal(0);
  let balance = new Decimal(0);
  const debits: { invoiceId: number | null; amount: Decimal }[] = [];
  for (const m of ledger) {
    const rate = new Decimal(m.rate as string);
    const net = round(new Decimal(m.debit as string).mul(rate)).minus(round(new Decimal(m.credit as string).mul(rate)));
    balance = balance.plus(net);
    if (net.gt(0)) debits.push({ invoiceId: m.invoice_id === null ? null : Number(m.invoice_id), amount: net });
    else credit = credit.plus(net.neg());
  }
  const open = new Map<number, Decimal>();
  for (const d of debits) {
    const applied = Decimal.min(credit, d.amount);
    credit = credit.minus(applied);
    if (d.invoiceId !== null) open.set(d.invoiceId, d.amount.minus(applied));
  }
  return { open, balance };
}

const openInvoices = async (c: Client) => {
  const res = await c.get('/report/acikfaturalar');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OpenInvoiceRow[];
};

/** POST /payment2 as the page sends it: multipart/form-data. */
function pay(c: Client, fields: Record<string, string>) {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return ctx.app.inject({
    method: 'POST',
    url: '/payment2',
    headers: { cookie: c.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** Single payment, no commission: the charge is the amount itself. */
const form = (over: Record<string, string>) => ({
  CardName: 'Ayşe Yılmaz',
  CardNumber: CARD,
  CardMonth: '12',
  CardYear: String(year + 2),
  CardCVC: '123',
  BankId: 'axess',
  BankPosId: 'testpos-axess',
  Installment: '0',
  ...over,
});

const bankPost = (url: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'cross-site' },
    payload: new URLSearchParams(fields).toString(),
  });
const pathOf = (absolute: string) => {
  const u = new URL(absolute, 'http://localhost');
  return u.pathname + u.search;
};
const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The Test POS bank page: types the SMS code and posts the bank's signed result back to our return address. */
async function approve(start: PaymentStart, code = '123456') {
  const html = Buffer.from(start.threedsHtmlContent, 'base64').toString('utf8');
  const url = pathOf(unescapeHtml(/url=([^"]+)"/.exec(html)![1]!));
  const answer = await bankPost(url, { code, action: 'confirm' });
  expect(answer.statusCode).toBe(200);
  const action = pathOf(unescapeHtml(/<form id="donus" method="post" action="([^"]+)"/.exec(answer.body)![1]!));
  const fields: Record<string, string> = {};
  for (const m of answer.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
  return bankPost(action, fields);
}

const attempt = async (id: number) => (await dealer.get(`/payment2/attempt/${id}`)).json() as AttemptStatusAnswer;

async function due(c: Client, query: string) {
  return c.get(`/payment2/due?${query}`);
}

describe('GET /report/acikfaturalar', () => {
  it('visitors get 401', async () => {
    expect((await client(ctx, undefined).get('/report/acikfaturalar')).statusCode).toBe(401);
    expect((await client(ctx, undefined).get('/payment2/due?purpose=balance')).statusCode).toBe(401);
  });

  it('open amounts are the FIFO of the ledger, to the kuruş; Σ open is the balance', async () => {
    for (const [c, code] of [
      [dealer, DEMO.dealer.cariNo],
      [dealer2, DEMO.dealer2.cariNo],
    ] as const) {
      const [{ id }] = (await rows(sql`select id from dealers where code = ${code}`)) as [{ id: number }];
      const expected = await fifoByHand(Number(id));
      const list = await openInvoices(c);
      const expectedOpen = [...expected.open].filter(([, v]) => v.gt(0));
      expect(list.map((r) => r.Id).sort()).toEqual(expectedOpen.map(([k]) => k).sort());
      for (const r of list) expect(r.ACIK_TUTAR, r.BELGENO).toBe(expected.open.get(r.Id)!.toNumber());
      // Oldest first; each open by at most its total; only the dealer's own invoices.
      expect([...list].sort((a, b) => a.FIS_TARIHI.localeCompare(b.FIS_TARIHI))).toEqual(list);
      for (const r of list) expect(r.ACIK_TUTAR).toBeLessThanOrEqual(r.GENELTOPLAM);
      const sum = list.reduce((s, r) => s.plus(r.ACIK_TUTAR), new Decimal(0));
      expect(sum.toFixed(2)).toBe(Decimal.max(expected.balance, 0).toFixed(2));
      const owners = await rows(
        sql`select distinct dealer_id from invoices where id = any(${`{${list.map((r) => r.Id).join(',')}}`}::int[])`,
      );
      expect(owners.map((o) => Number(o.dealer_id))).toEqual([Number(id)]);
    }
    // Only the newest invoices are open while older ones were closed by collections: the rule shows.
    expect((await openInvoices(dealer)).length).toBeGreaterThan(2);
  });

  it('the balance to pay is the account page’s balance', async () => {
    const info = (await dealer.get('/info/me')).json() as { bakiye: number };
    const res = await due(dealer, 'purpose=balance');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PaymentDue;
    expect(body.amount).toBe(info.bakiye);
    expect(body.description).toContain('bakiye');
  });
});

describe('what paying chosen invoices collects', () => {
  it('is the sum of their open amounts, computed by the server', async () => {
    const list = await openInvoices(dealer);
    const [a, b] = list.slice(-2);
    const res = await due(dealer, `purpose=invoices&invoiceIds=${a!.Id},${b!.Id},${a!.Id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PaymentDue;
    expect(body.amount).toBe(new Decimal(a!.ACIK_TUTAR).plus(b!.ACIK_TUTAR).toNumber());
    expect(body.invoices.map((i) => i.BELGENO)).toEqual([a!.BELGENO, b!.BELGENO]);
    expect(body.description).toContain(a!.BELGENO);
  });

  it('refuses another dealer’s invoice (404), a closed one, no or broken ids — in Turkish', async () => {
    const mine = (await openInvoices(dealer))[0]!;
    const theirs = (await openInvoices(dealer2))[0]!;
    const cross = await due(dealer, `purpose=invoices&invoiceIds=${mine.Id},${theirs.Id}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().errorMessage).toBe(paymentMessages.invoiceNotFound);
    expect((await due(dealer, `purpose=invoices&invoiceIds=999999`)).statusCode).toBe(404);
    const [closed] = await rows(sql`select i.id, i.document_no from invoices i where i.dealer_id = ${dealerId}
        order by i.date limit 1`);
    const closedRes = await due(dealer, `purpose=invoices&invoiceIds=${closed!.id}`);
    expect(closedRes.statusCode).toBe(400);
    expect(closedRes.json().errorMessage).toBe(paymentMessages.invoiceClosed(closed!.document_no as string));
    expect((await due(dealer, 'purpose=invoices')).json().errorMessage).toBe(paymentMessages.invoicesRequired);
    expect((await due(dealer, 'purpose=invoices&invoiceIds=1;2')).json().errorMessage).toBe(
      paymentMessages.invoiceIdsInvalid,
    );
    expect((await due(dealer, 'purpose=x')).statusCode).toBe(400);

    // The same at POST /payment2, and nothing is started.
    const before = await rows(sql`select count(*)::int as n from payment_attempts`);
    const res = await pay(
      dealer,
      form({ Purpose: 'invoices', InvoiceIds: String(theirs.Id), ChargePrice: String(theirs.ACIK_TUTAR) }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(paymentMessages.invoiceNotFound);
    expect(await rows(sql`select count(*)::int as n from payment_attempts`)).toEqual(before);
  });

  it('refuses a tampered amount: a Price or ChargePrice other than the server’s figure', async () => {
    const a = (await openInvoices(dealer)).at(-1)!;
    const smaller = new Decimal(a.ACIK_TUTAR).minus(1).toFixed(2);
    const price = await pay(
      dealer,
      form({ Purpose: 'invoices', InvoiceIds: String(a.Id), Price: smaller, ChargePrice: smaller }),
    );
    expect(price.statusCode).toBe(400);
    expect(price.json()).toMatchObject({
      errorMessage: paymentMessages.dueChanged,
      errors: { Price: paymentMessages.dueChanged },
    });
    const charge = await pay(dealer, form({ Purpose: 'invoices', InvoiceIds: String(a.Id), ChargePrice: smaller }));
    expect(charge.statusCode).toBe(400);
    expect(charge.json().errors).toEqual({ ChargePrice: paymentMessages.chargeMismatch });
    const balance = await pay(dealer, form({ Purpose: 'balance', Price: '1', ChargePrice: '1' }));
    expect(balance.statusCode).toBe(400);
    expect(balance.json().errors).toEqual({ Price: paymentMessages.dueChanged });
  });
});

describe('paying chosen invoices by card', () => {
  it('closes exactly them after the Test POS approves with 123456; the movement names them', async () => {
    const list = await openInvoices(dealer);
    // The two newest: FIFO alone would close the oldest first, so this shows the payment's own matching.
    const [a, b] = list.slice(-2) as [OpenInvoiceRow, OpenInvoiceRow];
    const others = list.slice(0, -2);
    const amount = new Decimal(a.ACIK_TUTAR).plus(b.ACIK_TUTAR);
    const info = (await dealer.get('/info/me')).json() as { bakiye: number };

    const res = await pay(
      dealer,
      form({
        Purpose: 'invoices',
        InvoiceIds: `${a.Id},${b.Id}`,
        Price: amount.toFixed(2),
        ChargePrice: amount.toFixed(2),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json() as PaymentStart;
    expect((await attempt(start.attemptId)).purpose).toBe('invoices');
    const page = await approve(start);
    expect(page.body).toContain('Ödemeniz Başarıyla Alınmıştır.');
    const status = await attempt(start.attemptId);
    expect(status).toMatchObject({ status: 'paid', amount: amount.toNumber(), chargeAmount: amount.toNumber() });

    const after = await openInvoices(dealer);
    expect(after.find((r) => r.Id === a.Id)).toBeUndefined();
    expect(after.find((r) => r.Id === b.Id)).toBeUndefined();
    // The other open invoices are as they were.
    expect(after).toEqual(others);
    const [movement] = await rows(sql`select type, credit::text as credit, description from account_movements
        where payment_id = ${status.paymentId}`);
    expect(movement).toMatchObject({ type: 'Pos kartı ile tahsilat', credit: amount.toFixed(4) });
    expect(movement!.description).toContain(a.BELGENO);
    expect(movement!.description).toContain(b.BELGENO);
    const infoAfter = (await dealer.get('/info/me')).json() as { bakiye: number };
    expect(new Decimal(info.bakiye).minus(infoAfter.bakiye).toFixed(2)).toBe(amount.toFixed(2));

    // Paying them again: nothing is open any more.
    const again = await due(dealer, `purpose=invoices&invoiceIds=${a.Id}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe(paymentMessages.invoiceClosed(a.BELGENO));
  });

  it('an attempt whose invoices were paid meanwhile is refused at the bank’s return: no charge, no movement', async () => {
    const a = (await openInvoices(dealer)).at(-1)!;
    const res = await pay(
      dealer,
      form({ Purpose: 'invoices', InvoiceIds: String(a.Id), ChargePrice: String(a.ACIK_TUTAR) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json() as PaymentStart;
    // Meanwhile a bank transfer large enough to close every open invoice reaches the ledger.
    const balance = (await (await due(dealer, 'purpose=balance')).json()) as PaymentDue;
    await ctx.query(sql`insert into account_movements (dealer_id, document_no, date, type, debit, credit, currency_code,
        exchange_rate, description) values (${dealerId}, 'HAVTEST000001', now(), 'Havale/EFT', 0, ${balance.amount},
        'TL', 1, 'test: havale')`);
    const page = await approve(start);
    expect(page.body).toContain('Ödeme alınamadı.');
    const status = await attempt(start.attemptId);
    expect(status).toMatchObject({ status: 'failed', paymentId: null, message: paymentMessages.paidMeanwhile });
    expect(
      await rows(sql`select id from payments p where exists (select 1 from payment_attempts a
        where a.id = ${start.attemptId} and a.payment_id = p.id)`),
    ).toHaveLength(0);
    expect(await openInvoices(dealer)).toEqual([]);
    // Nothing left to pay: the balance purpose says so.
    const none = await due(dealer, 'purpose=balance');
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe(paymentMessages.noBalance);
  });
});

describe('paying the open balance by card', () => {
  it('one open payment of the debt at a time; a new try replaces a left one; paying it leaves nothing open', async () => {
    const first = (await due(dealer2, 'purpose=balance').then((r) => r.json())) as PaymentDue;
    const charge = first.amount.toFixed(2);
    const left = (await pay(dealer2, form({ Purpose: 'balance', ChargePrice: charge }))).json() as PaymentStart;
    const res = await pay(dealer2, form({ Purpose: 'balance', Price: charge, ChargePrice: charge }));
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json() as PaymentStart;
    const replaced = (await dealer2.get(`/payment2/attempt/${left.attemptId}`)).json() as AttemptStatusAnswer;
    expect(replaced.status).toBe('failed');
    // The left window's code changes nothing: it was replaced, so no charge.
    await approve(left);
    expect(
      ((await dealer2.get(`/payment2/attempt/${left.attemptId}`)).json() as AttemptStatusAnswer).paymentId,
    ).toBeNull();

    const page = await approve(start);
    expect(page.body).toContain('Ödemeniz Başarıyla Alınmıştır.');
    const status = (await dealer2.get(`/payment2/attempt/${start.attemptId}`)).json() as AttemptStatusAnswer;
    expect(status).toMatchObject({ status: 'paid', purpose: 'balance', amount: first.amount });
    const info = (await dealer2.get('/info/me')).json() as { bakiye: number };
    expect(info.bakiye).toBe(0);
    expect(await openInvoices(dealer2)).toEqual([]);
    const [movement] = await rows(
      sql`select description from account_movements where payment_id = ${status.paymentId}`,
    );
    expect(movement!.description).toContain('bakiye ödemesi');
  });
});
