import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminOrderDetail, IntegrationOrder, IntegrationOrdersResponse, OrderListRow } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { client, inStockProducts, placedOrder, signedIn, type Client } from '../../test/orders';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let admin: string;
let token: string;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  admin = await signIn(ctx.app, DEMO.admin);
  products = await inStockProducts(ctx, 12, 50);
  await ctx.query(sql`update dealers set risk_limit = 100000000`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/admin/api-keys',
    headers: { cookie: admin },
    payload: { name: 'ERP', scopes: ['orders'] },
  });
  token = res.json().token;
});
afterAll(() => ctx.close());

const erp = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function feed(cursor?: string, limit = 500, extra = ''): Promise<IntegrationOrdersResponse> {
  const res = await erp('GET', `/api/v1/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as IntegrationOrdersResponse;
}

/** Follows the feed from `cursor` to its end, as an ERP polling does; every order given, and the cursor to keep. */
async function drain(cursor: string | undefined, limit: number, extra = '') {
  const seen: IntegrationOrder[] = [];
  for (;;) {
    const page = await feed(cursor, limit, extra);
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    seen.push(...page.orders);
    cursor = page.nextCursor;
    if (!page.hasMore) return { seen, cursor };
  }
}

describe('GET /api/v1/orders', () => {
  it('gives every order out of the basket exactly once across pages, with orders placed between the calls', async () => {
    const all = await ctx.query(sql`select id from orders where status <> 'basket'`);
    // From the start, in pages of 7, placing orders between pages.
    let cursor: string | undefined;
    const seen: number[] = [];
    const placed: number[] = [];
    for (let round = 0; ; round++) {
      const page = await feed(cursor, 7);
      seen.push(...page.orders.map((o) => o.id));
      cursor = page.nextCursor;
      if (round % 3 === 0 && placed.length < 4) {
        placed.push(
          (await placedOrder(round % 2 ? dealer2 : dealer, products.slice(placed.length, placed.length + 2))).siparisId,
        );
      }
      if (!page.hasMore && placed.length >= 4) break;
    }
    const expected = [...all.rows.map((r) => Number(r.id)), ...placed];
    expect(seen.length).toBe(new Set(seen).size);
    expect(new Set(seen)).toEqual(new Set(expected));
    // Nothing new: an empty page that keeps the cursor.
    const idle = await feed(cursor);
    expect(idle).toEqual({ orders: [], nextCursor: cursor, hasMore: false });
    // A new order comes next, and only it.
    const next = (await placedOrder(dealer, products.slice(8, 9))).siparisId;
    const after = await feed(cursor);
    expect(after.orders.map((o) => o.id)).toEqual([next]);
  });

  it('gives an order its lines, totals as decimal strings, dealer, delivery and payment — never a card number', async () => {
    const { seen: before, cursor } = await drain(undefined, 500);
    expect(before.length).toBeGreaterThan(0);
    const order = await placedOrder(dealer, products.slice(0, 3));
    const bank = Number(
      (await ctx.query(sql`select id from bank_accounts where is_active order by sort limit 1`)).rows[0]!.id,
    );
    const done = await dealer.post(`/basket/checkout2/${order.siparisId}`, {
      teslimSekli: 'depo',
      odemeSekli: 'havale',
      odemeHavaleBanka: bank,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [o] = (await feed(cursor)).orders;
    expect(o).toMatchObject({
      id: order.siparisId,
      orderNo: order.belgeNo,
      dealer: { code: DEMO.dealer.cariNo, name: expect.any(String) },
      status: 'completed',
      stage: 'received',
      delivery: { kind: 'depo', address: null },
      payment: { method: 'havale', methodName: 'Havale / EFT', instalments: null, transferAccount: expect.any(Object) },
      erpDocumentNo: null,
    });
    expect(o!.lines).toHaveLength(3);
    for (const l of o!.lines) {
      for (const v of [l.unitPrice, l.lineNet, l.lineVat, l.lineTotal, l.quantity, l.vatRate])
        expect(typeof v).toBe('string');
      expect(new Decimal(l.lineNet).plus(l.lineVat).toFixed(2)).toBe(l.lineTotal);
      expect(l.productCode).not.toBe('');
      expect(l.unit).not.toBe('');
    }
    for (const t of o!.totals) {
      const lines = o!.lines.filter((l) => l.currency === t.currency);
      expect(lines.reduce((s, l) => s.plus(l.lineTotal), new Decimal(0)).toFixed(2)).toBe(t.grandTotal);
    }
    // The same order alone.
    const one = await erp('GET', `/api/v1/orders/${o!.id}`);
    expect(one.json()).toEqual(o);
  });

  it('pays a card order with instalments and amounts, and no part of the card number', async () => {
    const { rows } = await ctx.query(sql`select o.id, p.masked_card_number from orders o
      join payments p on p.order_id = o.id and p.status = 'succeeded' where o.payment_method = 'kredikarti'
      and p.masked_card_number is not null limit 1`);
    // The demo's history has card orders.
    expect(rows).toHaveLength(1);
    const res = await erp('GET', `/api/v1/orders/${Number(rows[0]!.id)}`);
    const o = res.json() as IntegrationOrder;
    expect(o.payment).toMatchObject({ method: 'kredikarti', amount: expect.stringMatching(/^\d+\.\d\d$/) });
    expect(o.payment.instalments).toBeGreaterThanOrEqual(1);
    const masked = String(rows[0]!.masked_card_number);
    expect(res.body).not.toContain(masked.slice(0, 6));
    expect(res.body).not.toMatch(/\*{4}/);
  });

  it('refuses a cursor it did not give and a limit out of 1..500, in Turkish naming the field', async () => {
    for (const [query, field] of [
      ['cursor=abc', 'cursor'],
      [`cursor=${Buffer.from('o1:-1').toString('base64url')}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['unacknowledged=evet', 'unacknowledged'],
    ] as const) {
      const res = await erp('GET', `/api/v1/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toHaveProperty([field]);
    }
  });
});

describe('POST /api/v1/orders/{id}/ack', () => {
  let order: { siparisId: number; belgeNo: string };
  beforeAll(async () => {
    order = await placedOrder(dealer, products.slice(9, 11));
  });

  it('stores the ERP number once: the same again is a no-op, another is a 409, an unknown order a 404', async () => {
    const first = await erp('POST', `/api/v1/orders/${order.siparisId}/ack`, { documentNo: '  FTR-2026-000042 ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: order.siparisId, erpDocumentNo: 'FTR-2026-000042' });
    const at = first.json().erpAcknowledgedAt;
    expect(at).toEqual(expect.any(String));

    const again = await erp('POST', `/api/v1/orders/${order.siparisId}/ack`, { documentNo: 'FTR-2026-000042' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ erpDocumentNo: 'FTR-2026-000042', erpAcknowledgedAt: at });

    const other = await erp('POST', `/api/v1/orders/${order.siparisId}/ack`, { documentNo: 'FTR-2026-000099' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ hasError: true, errorMessage: expect.stringContaining('FTR-2026-000042') });

    expect((await erp('POST', '/api/v1/orders/99999999/ack', { documentNo: 'X' })).statusCode).toBe(404);
    // A basket is not an order yet.
    const basket = await ctx.query(sql`insert into orders (dealer_id, status) select id, 'basket' from dealers
      where code = ${DEMO.dealer2.cariNo} returning id`);
    expect(
      (await erp('POST', `/api/v1/orders/${Number(basket.rows[0]!.id)}/ack`, { documentNo: 'X' })).statusCode,
    ).toBe(404);

    // Audited under the key's name.
    const audit = await ctx.query(sql`select user_id, user_name, action from audit_log
      where entity = 'order' and entity_id = ${String(order.siparisId)} and action = 'order.erp-ack'`);
    expect(audit.rows).toEqual([{ user_id: null, user_name: expect.stringContaining('ERP'), action: 'order.erp-ack' }]);
  });

  it('refuses an empty, long or control-character number in Turkish', async () => {
    for (const documentNo of ['', '   ', 'x'.repeat(51), 'A\tB', 'A\nB', 42]) {
      const res = await erp('POST', `/api/v1/orders/${order.siparisId}/ack`, { documentNo });
      expect(res.statusCode, JSON.stringify(documentNo)).toBe(400);
      expect(res.json().errors, JSON.stringify(documentNo)).toHaveProperty(['documentNo']);
    }
  });

  it('lists only the orders not acknowledged yet with ?unacknowledged=true', async () => {
    const { seen } = await drain(undefined, 500);
    const open = (await drain(undefined, 500, '&unacknowledged=true')).seen.map((o) => o.id);
    expect(open).not.toContain(order.siparisId);
    expect(open.length).toBe(seen.filter((o) => o.erpDocumentNo === null).length);
  });

  it('is shown to the dealer in Sipariş Listesi and to staff on the order page', async () => {
    const rows = (await dealer.get('/report/siparislistesi')).json() as OrderListRow[];
    const own = rows.filter((r) => r.Id === order.siparisId);
    expect(own.length).toBeGreaterThan(0);
    for (const r of own) expect(r).toMatchObject({ BELGENO: order.belgeNo, ERP_BELGENO: 'FTR-2026-000042' });
    const detail = (
      await ctx.app.inject({ url: `/admin/orders/${order.siparisId}`, headers: { cookie: admin } })
    ).json() as AdminOrderDetail;
    expect(detail.erp).toMatchObject({ documentNo: 'FTR-2026-000042' });
    // Another dealer never sees it.
    const others = (await client(ctx, dealer2.cookie).get('/report/siparislistesi')).json() as OrderListRow[];
    expect(others.some((r) => r.Id === order.siparisId)).toBe(false);
  });
});

describe('feed positions', () => {
  it('are given when an order leaves the basket, in commit order, and never change', async () => {
    const a = await placedOrder(dealer, products.slice(0, 1));
    const b = await placedOrder(dealer2, products.slice(1, 2));
    const pos = async (id: number) =>
      Number((await ctx.query(sql`select feed_seq from orders where id = ${id}`)).rows[0]!.feed_seq);
    const [pa, pb] = [await pos(a.siparisId), await pos(b.siparisId)];
    expect(pb).toBeGreaterThan(pa);
    // Completing or moving the stage keeps the place.
    await ctx.query(sql`update orders set status = 'cancelled', stage = 'cancelled' where id = ${a.siparisId}`);
    expect(await pos(a.siparisId)).toBe(pa);
    // Baskets have none.
    const { rows } = await ctx.query(
      sql`select count(*)::int as n from orders where status = 'basket' and feed_seq is not null`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
