import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { basketMessages } from '@bayi/common';
import { createTestApp, type TestContext } from '../../test/app';
import { basketOf, demoUser, fill, inStockProducts, signedIn, type Client } from '../../test/orders';

/**
 * GET /basket/ keeps its answer as bytes while the basket's signature is unchanged; whatever
 * changes behind it — another process editing a line, the ERP changing stock or a name — must
 * show on the next read.
 */
let ctx: TestContext;
let dealer: Client;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, demoUser(7));
  products = await inStockProducts(ctx, 2, 5);
});
afterAll(() => ctx.close());

describe('the kept basket answer', () => {
  it('is read again as soon as a line, a stock figure or a product name changes', async () => {
    const filled = await fill(dealer, products, 2);
    expect(await basketOf(dealer)).toEqual(filled);
    const [first, second] = filled.products;

    await ctx.query(sql`update products set stock_qty = 1 where id = ${first!.stokId}`);
    let basket = await basketOf(dealer);
    expect(basket.products[0]!.StokMiktar).toBe(1);
    expect(basket.products[0]!.stokMiktarUygun).toBe(false);
    expect(basket.hideOrderButton).toBe(true);
    expect(basketMessages.maxQuantity(basket.products[0]!.StokMiktar)).toBe(
      'Bu üründen en fazla 1 adet sipariş verebilirsiniz.',
    );

    await ctx.query(sql`update order_lines set quantity = 5 where id = ${second!.rowId}`);
    basket = await basketOf(dealer);
    expect(basket.products[1]!.miktar).toBe(5);

    await ctx.query(sql`update products set name = 'Yeni Ad' where id = ${second!.stokId}`);
    expect((await basketOf(dealer)).products[1]!.ad).toBe('Yeni Ad');

    await ctx.query(sql`delete from order_lines where id = ${first!.rowId}`);
    expect((await basketOf(dealer)).products.map((p) => p.rowId)).toEqual([second!.rowId]);
  });
});
