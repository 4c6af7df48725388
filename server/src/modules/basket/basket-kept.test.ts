import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { basketOf, demoUser, fill, inStockProducts, signedIn, type Client } from '../../test/orders';

/**
 * With the caches on (as in production), GET /basket/ keeps its answer as bytes per user. A change
 * of the lines — from this process or any other — shows on the next read; the product facts in it
 * (stock, names) may be as old as SHARED_CACHE_SECONDS, like the catalogue's.
 */
let ctx: TestContext;
let dealer: Client;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp({ SHARED_CACHE_SECONDS: '1' });
  dealer = await signedIn(ctx, demoUser(7));
  products = await inStockProducts(ctx, 2, 5);
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the kept basket answer', () => {
  it('shows a change of the lines at once, and changed stock or names within the cache period', async () => {
    const filled = await fill(dealer, products, 2);
    expect(await basketOf(dealer)).toEqual(filled);
    const [first, second] = filled.products;

    // Another process changing a line raises the lines version in the same transaction.
    await ctx.query(sql`update order_lines set quantity = 5 where id = ${second!.rowId}`);
    await ctx.query(sql`update orders set lines_version = lines_version + 1 where id = ${filled.id}`);
    expect((await basketOf(dealer)).products[1]!.miktar).toBe(5);

    // The ERP changing stock and a name: shown once the kept answer is older than the period.
    await ctx.query(sql`update products set stock_qty = 1 where id = ${first!.stokId}`);
    await ctx.query(sql`update products set name = 'Yeni Ad' where id = ${second!.stokId}`);
    await sleep(1_100);
    const basket = await basketOf(dealer);
    expect(basket.products[0]!.StokMiktar).toBe(1);
    expect(basket.products[0]!.stokMiktarUygun).toBe(false);
    expect(basket.hideOrderButton).toBe(true);
    expect(basket.products[1]!.ad).toBe('Yeni Ad');
  });

  it('after an edit through the API is the edit’s own answer, never the one before', async () => {
    const basket = await basketOf(dealer);
    const line = basket.products[0]!;
    const updated = await dealer.post('/basket/updatebasket/', {
      productId: line.stokId,
      rowId: line.rowId,
      siparisId: basket.id,
      adet: 3,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(updated.json().products[0].miktar).toBe(3);
    expect(await basketOf(dealer)).toEqual(updated.json());

    const removed = await dealer.delete(`/basket/removeProduct/${line.rowId}?siparisId=${basket.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await basketOf(dealer)).toEqual(removed.json());
    expect((await basketOf(dealer)).products.map((p) => p.rowId)).toEqual([basket.products[1]!.rowId]);
  });
});
