import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

let ctx: TestContext;
let dealer: string;
let dealer2: string;
let inStock: number[];
let outOfStock: number;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signIn(ctx.app, DEMO.dealer);
  dealer2 = await signIn(ctx.app, DEMO.dealer2);
  const rows = (await ctx.query(sql`select id from products where is_active and stock_qty > 5 order by id limit 6`))
    .rows as { id: number }[];
  inStock = rows.map((r) => r.id);
  outOfStock = (
    (await ctx.query(sql`select id from products where is_active and stock_qty <= 0 limit 1`)).rows[0] as { id: number }
  ).id;
});
afterAll(() => ctx.close());

const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const count = async (cookie: string) =>
  (await ctx.app.inject({ url: '/application/getBasketProductCount', headers: { cookie } })).json() as number;
const quantity = async (productId: number) =>
  Number(
    (
      (
        await ctx.query(sql`
        select l.quantity from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
        join dealers d on d.id = u.dealer_id where d.code = '120.01.001' and u.user_code = 'demo' and o.status = 'basket'
        and l.product_id = ${productId}`)
      ).rows[0] as { quantity: string } | undefined
    )?.quantity ?? 0,
  );

describe('POST /basket/add/{productId}', () => {
  it('adds a product for a dealer and the basket count follows', async () => {
    const before = await count(dealer);
    const res = await post(`/basket/add/${inStock[0]}?redirectBasket=true&amount=2`, dealer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false, errorMessage: null, basketProductCount: before + 1 });
    expect(await quantity(inStock[0]!)).toBe(2);
  });

  it('adding the same product again adds to its quantity, not a second line', async () => {
    const before = await count(dealer);
    await post(`/basket/add/${inStock[0]}?amount=3`, dealer);
    expect(await quantity(inStock[0]!)).toBe(5);
    expect(await count(dealer)).toBe(before);
  });

  it('one by default; zero, negative, fractional or huge amounts are refused', async () => {
    await post(`/basket/add/${inStock[1]}`, dealer);
    expect(await quantity(inStock[1]!)).toBe(1);
    for (const amount of ['0', '-1', '1.5', 'x', '9999999']) {
      const res = await post(`/basket/add/${inStock[1]}?amount=${amount}`, dealer);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().errorMessage).toContain('Adet');
    }
    expect(await quantity(inStock[1]!)).toBe(1);
  });

  it('refuses visitors, unknown products and products out of stock', async () => {
    const visitor = await post(`/basket/add/${inStock[0]}`, undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorMessage).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    expect((await post('/basket/add/99999999', dealer)).json()).toMatchObject({
      statusCode: 404,
      errorMessage: 'Ürün bulunamadı.',
    });
    expect((await post('/basket/add/abc', dealer)).statusCode).toBe(400);
    const none = await post(`/basket/add/${outOfStock}`, dealer);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessage).toBe('Bu ürün şu anda stokta yok.');
  });

  it('staff without a dealer cannot fill a basket', async () => {
    const admin = await signIn(ctx.app, DEMO.admin);
    expect((await post(`/basket/add/${inStock[0]}`, admin)).statusCode).toBe(401);
  });
});

describe('POST /basket/addproducts/', () => {
  it('adds several products at once, merging repeats', async () => {
    const before = await count(dealer2);
    const res = await post('/basket/addproducts/', dealer2, [
      { productId: inStock[2], adet: 1 },
      { productId: inStock[3], adet: 4 },
      { productId: inStock[2], adet: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().basketProductCount).toBe(before + 2);
    // The first dealer's basket is untouched by the second dealer's adds.
    expect(await quantity(inStock[3]!)).toBe(0);
  });

  it('is all or nothing: one bad product adds none', async () => {
    const before = await count(dealer2);
    const res = await post('/basket/addproducts/', dealer2, [
      { productId: inStock[4], adet: 1 },
      { productId: 99999999, adet: 1 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(await count(dealer2)).toBe(before);
  });

  it('refuses malformed bodies with 400', async () => {
    for (const body of [
      {},
      [],
      [{ productId: 'x', adet: 1 }],
      [{ productId: inStock[0], adet: 0 }],
      [{ productId: inStock[0] }],
    ]) {
      const res = await post('/basket/addproducts/', dealer2, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().hasError).toBe(true);
    }
    const text = await post('/basket/addproducts/', dealer2, 'metin');
    expect(text.statusCode).toBe(415);
    expect(text.json().errorMessage).toBe('Desteklenmeyen içerik türü.');
    const tooMany = Array.from({ length: 501 }, () => ({ productId: inStock[0], adet: 1 }));
    expect((await post('/basket/addproducts/', dealer2, tooMany)).json().errorMessage).toBe(
      'Tek seferde en fazla 500 ürün eklenebilir.',
    );
  });

  it('parallel first adds from one dealer user meet in one basket and lose nothing', async () => {
    const fresh = await signIn(ctx.app, { cariNo: '120.01.004', userName: 'demo', password: 'demo1234' });
    const results = await Promise.all(inStock.map((id) => post(`/basket/add/${id}?amount=1`, fresh)));
    expect(results.map((r) => r.statusCode)).toEqual(inStock.map(() => 200));
    const baskets = (
      await ctx.query(sql`
      select count(distinct o.id)::int as baskets, count(l.id)::int as lines from orders o join users u on u.id = o.user_id
      join dealers d on d.id = u.dealer_id left join order_lines l on l.order_id = o.id
      where d.code = '120.01.004' and o.status = 'basket'`)
    ).rows[0] as { baskets: number; lines: number };
    expect(baskets).toEqual({ baskets: 1, lines: inStock.length });
  });
});
