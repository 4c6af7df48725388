import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductListResponse } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../../test/app';

/**
 * With the caches on (as in production), a list serves its products from memory yet shows a
 * changed price and stock within about twice SHARED_CACHE_SECONDS, and the basket charges the
 * new price at once.
 */
let ctx: TestContext;
let dealer: string;

beforeAll(async () => {
  ctx = await createTestApp({ SHARED_CACHE_SECONDS: '1', LIST_CACHE_SECONDS: '60' });
  dealer = await signIn(ctx.app, DEMO.dealer);
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function firstProduct(categoryId: number) {
  const res = await ctx.app.inject({ url: `/category/${categoryId}`, headers: { cookie: dealer } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductListResponse).stoks[0]!;
}

describe('catalogue caches', () => {
  it('show a changed price and stock within two cache periods; the basket charges the new price at once', async () => {
    const [top] = (await ctx.query(sql`select id from categories where parent_id is null order by sort, id limit 1`))
      .rows as { id: number }[];
    const before = await firstProduct(top!.id);
    const list = before.fiyats![0]!;
    await ctx.query(
      sql`update product_prices set price = price + 10 where product_id = ${before.id} and price_list_id = ${list.id}`,
    );
    await ctx.query(sql`update products set stock_qty = 3 where id = ${before.id}`);

    // Adding to the basket never reads a cache: the line has the new price now.
    const add = await ctx.app.inject({
      method: 'POST',
      url: `/basket/add/${before.id}?amount=1`,
      headers: { cookie: dealer },
    });
    expect(add.statusCode, add.body).toBe(200);
    const [line] = (
      await ctx.query(sql`select l.unit_price from order_lines l join orders o on o.id = l.order_id
        where o.status = 'basket' and l.product_id = ${before.id}`)
    ).rows as { unit_price: string }[];
    expect(Number(line!.unit_price)).toBeGreaterThan(before.fiyats![0]!.fiyat);

    // The list shows the change once the remembered rows are reloaded.
    let after = before;
    for (let i = 0; i < 30 && after.miktar !== 3; i++) {
      await sleep(200);
      after = await firstProduct(top!.id);
    }
    expect(after.miktar).toBe(3);
    expect(after.miktarDisplayName).toBe('Son 3 Adet'.replace('Adet', before.stokBirim));
    expect(after.fiyats![0]!.fiyat).toBeGreaterThan(before.fiyats![0]!.fiyat);
  });
});
