import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BasketResponse, CheckoutData, CheckoutResult, PlaceOrderResponse } from '@bayi/common';
import { createTestApp, type TestContext } from '../../test/app';
import { basketOf, demoUser, fill, inStockProducts, placedOrder, signedIn } from '../../test/orders';

/**
 * Races a dealer's browser can start: double clicks, retries, two tabs. On PGlite requests take
 * turns; with TEST_DATABASE_URL these run as concurrent transactions on PostgreSQL.
 */

let ctx: TestContext;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  products = await inStockProducts(ctx, 60, 100);
});
afterAll(() => ctx.close());

const bank = async () =>
  Number((await ctx.query(sql`select id from bank_accounts where is_active order by sort limit 1`)).rows[0]!.id);

describe('concurrent requests', () => {
  it('20 order2 calls for one basket place one order, with one number and every line', async () => {
    const c = await signedIn(ctx, demoUser(14));
    const basket = await fill(c, products.slice(0, 8));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => c.post('/basket/order2', { siparisId: basket.id, aciklama: 'çift tık' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const answers = results.map((r) => r.json() as PlaceOrderResponse);
    expect(new Set(answers.map((a) => `${a.siparisId} ${a.belgeNo}`)).size).toBe(1);
    const { belgeNo } = answers[0]!;
    const { rows } = await ctx.query(sql`
      select o.id, o.status, (select count(*)::int from order_lines l where l.order_id = o.id) as lines
      from orders o join users u on u.id = o.user_id join dealers d on d.id = u.dealer_id
      where d.code = ${demoUser(14).cariNo} and u.user_code = 'demo' and o.placed_at is not null
        and o.placed_at > ${new Date(Date.now() - 3_600_000).toISOString()}`);
    expect(rows).toEqual([{ id: basket.id, status: 'placed', lines: 8 }]);
    // The number was taken once: the next order gets the one after it.
    const next = await placedOrder(c, products.slice(8, 9));
    expect(Number(next.belgeNo.slice(-6))).toBe(Number(belgeNo.slice(-6)) + 1);
  });

  it('parallel quantity edits of different lines all survive', async () => {
    const c = await signedIn(ctx, demoUser(15));
    const basket = await fill(c, products.slice(10, 22));
    const results = await Promise.all(
      basket.products.map((line, i) =>
        c.post('/basket/updatebasket/', {
          siparisId: basket.id,
          rowId: line.rowId,
          productId: line.stokId,
          adet: i + 2,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const after = await basketOf(c);
    expect(after.products.map((p) => p.miktar)).toEqual(basket.products.map((_, i) => i + 2));
  });

  it('adds racing a placing end up in the placed order or the next basket, none lost or doubled', async () => {
    const c = await signedIn(ctx, demoUser(16));
    const first = products.slice(22, 26);
    const racing = products.slice(26, 32);
    const basket = await fill(c, first);
    const results = await Promise.all([
      c.post('/basket/order2', { siparisId: basket.id }),
      ...racing.map((id) => c.post(`/basket/add/${id}?amount=1`)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const placed = await ctx.query(sql`select product_id from order_lines where order_id = ${basket.id}`);
    const next = (await basketOf(c)) as BasketResponse;
    const inPlaced = placed.rows.map((r) => Number(r.product_id));
    const inNext = next.products.map((p) => p.stokId);
    expect(inPlaced).toEqual(expect.arrayContaining(first));
    expect([...inPlaced, ...inNext].sort((a, b) => a - b)).toEqual([...first, ...racing].sort((a, b) => a - b));
    if (inNext.length) expect(next.id).not.toBe(basket.id);
  });

  it('orders placed by eight dealers at once get eight consecutive numbers', async () => {
    const unique = await Promise.all(Array.from({ length: 8 }, (_, i) => signedIn(ctx, demoUser(17 + i))));
    const baskets = await Promise.all(unique.map((c, i) => fill(c, products.slice(40 + i, 42 + i))));
    const results = await Promise.all(unique.map((c, i) => c.post('/basket/order2', { siparisId: baskets[i]!.id })));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const numbers = results
      .map((r) => Number((r.json() as PlaceOrderResponse).belgeNo.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('parallel checkout submissions complete the order once', async () => {
    const c = await signedIn(ctx, demoUser(25));
    const { siparisId } = await placedOrder(c, products.slice(50, 52));
    const odemeHavaleBanka = await bank();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        c.post(`/basket/checkout2/${siparisId}`, { teslimSekli: 'depo', odemeSekli: 'havale', odemeHavaleBanka }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const answers = results.map((r) => r.json() as CheckoutResult);
    expect(answers.filter((a) => !a.hasError)).toHaveLength(1);
    for (const a of answers.filter((x) => x.hasError)) {
      expect(a.errors).toEqual({ genel: 'Bu sipariş zaten tamamlandı.' });
    }
  });

  it('two open-account checkouts that each fit the limit but not together: one completes', async () => {
    const c = await signedIn(ctx, demoUser(2));
    const a = await placedOrder(c, products.slice(53, 54));
    const b = await placedOrder(c, products.slice(54, 55));
    const total = async (id: number) =>
      new Decimal(((await c.get(`/basket/checkout/${id}`)).json() as CheckoutData).toplamTutarTL);
    const dealerId = Number(
      (await ctx.query(sql`select id from dealers where code = ${demoUser(2).cariNo}`)).rows[0]!.id,
    );
    const { rows } = await ctx.query(sql`
      select coalesce(sum(round((debit - credit) * exchange_rate, 2)), 0)::text as balance
      from account_movements where dealer_id = ${dealerId}`);
    await ctx.query(sql`update orders set payment_method = 'havale'
      where dealer_id = ${dealerId} and payment_method = 'acikhesap'`);
    const [ta, tb] = [await total(a.siparisId), await total(b.siparisId)];
    const limit = new Decimal(String(rows[0]!.balance)).plus(Decimal.max(ta, tb)).plus(Decimal.min(ta, tb).div(2));
    await ctx.query(sql`update dealers set risk_limit = ${limit.toFixed(2)} where id = ${dealerId}`);
    const results = await Promise.all(
      [a, b].map((o) => c.post(`/basket/checkout2/${o.siparisId}`, { teslimSekli: 'depo', odemeSekli: 'acikhesap' })),
    );
    const answers = results.map((r) => r.json() as CheckoutResult);
    expect(answers.filter((x) => !x.hasError)).toHaveLength(1);
    expect(answers.find((x) => x.hasError)!.errors.odemeSekli).toMatch(/^Açık hesap risk limitiniz/);
  });
});
