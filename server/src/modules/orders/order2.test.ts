import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../paths';
import { createOrdersRepository } from './repository';
import { basketMessages, type BasketResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { basketOf, client, demoUser, fill, inStockProducts, place, signedIn, type Client } from '../../test/orders';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let products: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  products = await inStockProducts(ctx, 40, 20);
});
afterAll(() => ctx.close());

const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();
const maxNumber = async (prefix: string) => {
  const { rows } = await ctx.query(
    sql`select max(substr(document_no, ${prefix.length + 5})::int) as n from orders where document_no like ${`${prefix}${year}%`}`,
  );
  return Number(rows[0]!.n ?? 0);
};
const order = async (id: number) =>
  (
    await ctx.query(
      sql`select status, document_no, note, placed_at, (select count(*)::int from order_lines where order_id = ${id}) as lines
          from orders where id = ${id}`,
    )
  ).rows[0] as { status: string; document_no: string | null; note: string | null; placed_at: unknown; lines: number };

describe('POST /basket/order2', () => {
  it('places the basket with the next document number and the note', async () => {
    const basket = await fill(dealer, products.slice(0, 4));
    const before = await maxNumber('WEB');
    expect(before).toBeGreaterThan(0); // the demo history numbered orders this year
    const res = await dealer.post('/basket/order2', { siparisId: basket.id, aciklama: '  Öğleden sonra teslim.  ' });
    expect(res.statusCode).toBe(200);
    const expected = `WEB${year}${String(before + 1).padStart(6, '0')}`;
    expect(res.json()).toEqual({ hasError: false, errorMessage: null, siparisId: basket.id, belgeNo: expected });
    expect(await order(basket.id)).toMatchObject({
      status: 'placed',
      document_no: expected,
      note: 'Öğleden sonra teslim.',
      lines: 4,
    });
    expect((await order(basket.id)).placed_at).not.toBeNull();
  });

  it('a second call for the placed order answers the same order and number', async () => {
    const placed = (await ctx.query(sql`select max(id) as id from orders where status = 'placed'`)).rows[0]!.id;
    const first = await order(Number(placed));
    const again = await dealer.post('/basket/order2', { siparisId: Number(placed) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ hasError: false, siparisId: Number(placed), belgeNo: first.document_no });
    expect(await maxNumber('WEB')).toBe(Number(first.document_no!.slice(-6)));
  });

  it('after placing, the basket is empty and the next add starts a new basket', async () => {
    const empty = await basketOf(dealer);
    expect(empty).toEqual({ id: 0, products: [], sums: [], showIskonto: false, hideOrderButton: false });
    const next = await fill(dealer, products.slice(5, 6));
    expect(next.id).toBeGreaterThan(0);
    const count = await ctx.app.inject({
      url: '/application/getBasketProductCount',
      headers: { cookie: dealer.cookie },
    });
    expect(count.json()).toBe(1);
  });

  it('numbers continue across dealers, one after the other', async () => {
    const before = await maxNumber('WEB');
    const a = await place(dealer, (await basketOf(dealer)).id);
    const b = await place(dealer2, (await fill(dealer2, products.slice(0, 2))).id);
    expect([a.belgeNo, b.belgeNo]).toEqual([
      `WEB${year}${String(before + 1).padStart(6, '0')}`,
      `WEB${year}${String(before + 2).padStart(6, '0')}`,
    ]);
  });

  it('re-prices every line with today’s price when placing', async () => {
    const c = await signedIn(ctx, demoUser(3));
    const productId = products[10]!;
    const basket = await fill(c, [productId]);
    const line = basket.products[0]!;
    // The distributor raises the price after the product went into the basket.
    await ctx.query(sql`update product_prices set price = price * 2 where product_id = ${productId}`);
    await ctx.query(sql`update agreement_prices set price = price * 2 where product_id = ${productId}`);
    const before = (await ctx.query(sql`select unit_price from order_lines where id = ${line.rowId}`)).rows[0]!;
    await place(c, basket.id);
    const after = (await ctx.query(sql`select unit_price from order_lines where id = ${line.rowId}`)).rows[0]!;
    expect(Number(after.unit_price)).toBeCloseTo(Number(before.unit_price) * 2, 3);
  });

  it('refuses an empty basket with 400', async () => {
    const c = await signedIn(ctx, demoUser(4));
    const basket = await fill(c, products.slice(0, 1));
    await c.delete(`/basket/removeProduct/${basket.products[0]!.rowId}?siparisId=${basket.id}`);
    const res = await c.post('/basket/order2', { siparisId: basket.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(basketMessages.empty);
    expect((await order(basket.id)).status).toBe('basket');
  });

  it('refuses a basket with a line over the current stock', async () => {
    const c = await signedIn(ctx, demoUser(9));
    const basket = await fill(c, products.slice(0, 3));
    // The ERP sends a lower stock figure after the products went into the basket.
    await ctx.query(sql`update products set stock_qty = 0.5 where id = ${products[1]!}`);
    const res = await c.post('/basket/order2', { siparisId: basket.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(basketMessages.overStock);
    expect((await order(basket.id)).status).toBe('basket');
    expect((await basketOf(c)).hideOrderButton).toBe(true);
    await ctx.query(sql`update products set stock_qty = 100 where id = ${products[1]!}`);
    expect((await place(c, basket.id)).belgeNo).toMatch(/^WEB\d{10}$/);
  });

  it('refuses a product no longer sold, or no longer priced for the dealer, naming its code', async () => {
    const c = await signedIn(ctx, demoUser(10));
    const [sold, unpriced] = [products[20]!, products[21]!];
    const basket = await fill(c, [sold, unpriced]);
    const code = async (id: number) =>
      String((await ctx.query(sql`select code from products where id = ${id}`)).rows[0]!.code);

    await ctx.query(sql`update products set is_active = false where id = ${sold}`);
    let res = await c.post('/basket/order2', { siparisId: basket.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(
      `${await code(sold)} kodlu ürün artık satışta değil; lütfen sepetinizden çıkarın.`,
    );
    // The basket shows it as not orderable.
    expect((await basketOf(c)).products.find((p) => p.stokId === sold)).toMatchObject({
      stokMiktarUygun: false,
      StokMiktar: 0,
    });
    await ctx.query(sql`update products set is_active = true where id = ${sold}`);

    await ctx.query(sql`delete from product_prices where product_id = ${unpriced}`);
    await ctx.query(sql`delete from agreement_prices where product_id = ${unpriced}`);
    res = await c.post('/basket/order2', { siparisId: basket.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(
      `${await code(unpriced)} kodlu ürün için tanımlı bir fiyatınız yok; lütfen sepetinizden çıkarın.`,
    );
    expect((await order(basket.id)).status).toBe('basket');
  });

  it('writes nothing when the lines changed after they were priced (another tab), and takes no number', async () => {
    const c = await signedIn(ctx, demoUser(14));
    const basket = await fill(c, products.slice(30, 32));
    const owner = (await ctx.query(sql`select user_id, dealer_id from orders where id = ${basket.id}`)).rows[0]! as {
      user_id: number;
      dealer_id: number;
    };
    const repo = createOrdersRepository(ctx.database.db);
    // Only the lines matter here: the placing read without pricing data.
    const noPricing = { columns: sql`null as no_pricing`, join: () => sql``, read: () => null };
    const read = (await repo.orderToPlace(basket.id, { userId: owner.user_id, dealerId: owner.dealer_id }, noPricing))!;
    const before = await maxNumber('WEB');

    // Another tab adds a product between placing's read and its write.
    expect((await c.post('/basket/addproducts/', [{ productId: products[32], adet: 1 }])).statusCode).toBe(200);
    const stale = await repo.place(
      read.head,
      { userId: owner.user_id, dealerId: owner.dealer_id },
      read.lines.map((l) => ({
        rowId: l.row_id,
        unitPrice: '1.0000',
        currencyCode: l.currency_code,
        exchangeRate: l.exchange_rate,
        discountRate: '0.00',
        vatRate: '20.00',
      })),
      { prefix: 'WEB', year, note: null, placedAt: new Date() },
    );
    expect(stale).toEqual({ found: false, documentNo: null });
    expect((await order(basket.id)).status).toBe('basket');
    const prices = await ctx.query(sql`select unit_price::text as p from order_lines where order_id = ${basket.id}`);
    expect(prices.rows.map((r) => r.p)).not.toContain('1.0000');

    // Placing again reads the three lines and places them under the next number.
    const placed = await place(c, basket.id);
    expect(placed.belgeNo).toBe(`WEB${year}${String(before + 1).padStart(6, '0')}`);
    expect((await order(basket.id)).lines).toBe(3);
  });

  it('takes the prefix from belge.siparis.onek and starts a new series at 1', async () => {
    await ctx.query(sql`update settings set value = 'ABC' where key = 'belge.siparis.onek'`);
    try {
      const c = await signedIn(ctx, demoUser(11));
      const placed = await place(c, (await fill(c, products.slice(0, 1))).id);
      expect(placed.belgeNo).toBe(`ABC${year}000001`);
    } finally {
      await ctx.query(sql`update settings set value = 'WEB' where key = 'belge.siparis.onek'`);
    }
  });

  it('answers 404 for an unknown order and for another dealer’s basket, which stays untouched', async () => {
    const basket: BasketResponse = await fill(dealer, products.slice(0, 2));
    for (const [c, id] of [
      [dealer, 99999999],
      [dealer2, basket.id],
    ] as const) {
      const res = await c.post('/basket/order2', { siparisId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe(basketMessages.orderNotFound);
    }
    expect((await order(basket.id)).status).toBe('basket');
    // The dealer's own placed orders are not another user's to repeat either.
    const placedByDealer = (
      await ctx.query(sql`select o.id from orders o join dealers d on d.id = o.dealer_id
        where d.code = ${DEMO.dealer.cariNo} and o.status = 'placed' limit 1`)
    ).rows[0]!.id;
    expect((await dealer2.post('/basket/order2', { siparisId: Number(placedByDealer) })).statusCode).toBe(404);
  });

  it('refuses malformed bodies with 400 and visitors with 401', async () => {
    const id = (await basketOf(dealer)).id;
    for (const body of [{}, { siparisId: 'x' }, { siparisId: 0 }, { siparisId: id, aciklama: 5 }, [], null]) {
      const res = await dealer.post('/basket/order2', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().hasError).toBe(true);
    }
    const long = await dealer.post('/basket/order2', { siparisId: id, aciklama: 'x'.repeat(1001) });
    expect(long.json().errorMessage).toBe('Açıklama en fazla 1000 karakter olabilir.');
    expect((await order(id)).status).toBe('basket');
    expect((await client(ctx, undefined).post('/basket/order2', { siparisId: id })).statusCode).toBe(401);
  });
});

describe('order numbers per Turkish calendar year', () => {
  it('a new year starts a new series', async () => {
    // 31 December 2030, 21:30 UTC is already 1 January 2031 in Türkiye.
    const yearCtx = await createTestApp({}, { now: () => new Date('2030-12-31T21:30:00Z') });
    try {
      const c = await signedIn(yearCtx, demoUser(12));
      const ids = await inStockProducts(yearCtx, 1, 5);
      const res = await c.post('/basket/addproducts/', [{ productId: ids[0], adet: 1 }]);
      expect(res.statusCode).toBe(200);
      const basket = await basketOf(c);
      expect((await place(c, basket.id)).belgeNo).toBe('WEB2031000001');
    } finally {
      await yearCtx.close();
    }
  });

  it('continues a series where its counter stopped, after the upgrade to sequences (migration 0003)', async () => {
    const upgradeCtx = await createTestApp({}, { now: () => new Date('2032-03-01T09:00:00Z') });
    try {
      // A database as migration 0002 left it: the counter of WEB2032 stood at 41.
      await upgradeCtx.query(
        sql`create table document_counters (prefix text not null, year integer not null, last_no integer not null,
              primary key (prefix, year))`,
      );
      await upgradeCtx.query(sql`insert into document_counters values ('WEB', 2032, 41)`);
      const migration = fs.readFileSync(path.join(migrationsFolder, '0003_order_number_sequences.sql'), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint')) await upgradeCtx.query(sql.raw(statement));

      const c = await signedIn(upgradeCtx, demoUser(13));
      const basket = await fill(c, await inStockProducts(upgradeCtx, 1, 5));
      expect((await place(c, basket.id)).belgeNo).toBe('WEB2032000042');
    } finally {
      await upgradeCtx.close();
    }
  });
});
