import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BasketResponse, PlaceOrderResponse, StaffRole } from '@bayi/common';
import { hashPassword } from '../modules/auth/password';
import { signIn, type TestContext } from './app';

/** Helpers of the basket, order and checkout API tests. */

export const demoUser = (n: number, userName = 'demo') => ({
  cariNo: `120.01.${String(n).padStart(3, '0')}`,
  userName,
  password: 'demo1234',
});

export interface Client {
  cookie: string | undefined;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** A client of the test app with a session cookie (undefined: a visitor). */
export function client(ctx: TestContext, cookie: string | undefined): Client {
  const headers = (extra: Record<string, string> = {}) => ({ ...(cookie ? { cookie } : {}), ...extra });
  return {
    cookie,
    get: (url) => ctx.app.inject({ method: 'GET', url, headers: headers() }),
    post: (url, payload) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: headers(),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      }),
    put: (url, payload) => ctx.app.inject({ method: 'PUT', url, headers: headers(), payload: payload as object }),
    delete: (url) => ctx.app.inject({ method: 'DELETE', url, headers: headers() }),
  };
}

export async function signedIn(ctx: TestContext, login: Parameters<typeof signIn>[1]): Promise<Client> {
  return client(ctx, await signIn(ctx.app, login));
}

export const STAFF_TEST_PASSWORD = 'gizli1234';

/**
 * A staff member of the role, signed in (Cari No ADMIN, password STAFF_TEST_PASSWORD); made on first use, so a
 * test may ask for the same one again. A plasiyer may be tied to a representative record.
 */
export async function staffSignedIn(
  ctx: TestContext,
  userCode: string,
  role: StaffRole,
  displayName: string = userCode,
  representativeId: number | null = null,
): Promise<Client> {
  const hash = await hashPassword(STAFF_TEST_PASSWORD);
  await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash, role, representative_id)
    values (null, ${userCode}, ${displayName}, ${hash}, ${role}, ${representativeId}) on conflict do nothing`);
  return signedIn(ctx, { cariNo: 'ADMIN', userName: userCode, password: STAFF_TEST_PASSWORD });
}

/** Active products with at least minStock in stock, by id. */
export async function inStockProducts(ctx: TestContext, count: number, minStock = 5): Promise<number[]> {
  const { rows } = await ctx.query(
    sql`select id from products where is_active and stock_qty >= ${minStock} order by id limit ${count}`,
  );
  return rows.map((r) => Number(r.id));
}

/** In stock and without an agreement price for the dealer: priced from its lists, in the chosen list's currency. */
export async function listPricedProducts(ctx: TestContext, dealerCode: string, count: number): Promise<number[]> {
  const { rows } = await ctx.query(sql`
    select p.id from products p where p.is_active and p.stock_qty >= 20 and not exists (
      select 1 from agreement_prices a join dealers d on d.id = a.dealer_id where a.product_id = p.id and d.code = ${dealerCode})
    order by p.id limit ${count}`);
  return rows.map((r) => Number(r.id));
}

export async function basketOf(c: Client): Promise<BasketResponse> {
  const res = await c.get('/basket/');
  if (res.statusCode !== 200) throw new Error(`GET /basket/ ${res.statusCode} ${res.body}`);
  return res.json() as BasketResponse;
}

/** Adds the products (one each unless given) and answers the basket. */
export async function fill(c: Client, productIds: number[], adet = 1): Promise<BasketResponse> {
  const res = await c.post(
    '/basket/addproducts/',
    productIds.map((productId) => ({ productId, adet })),
  );
  if (res.statusCode !== 200) throw new Error(`addproducts ${res.statusCode} ${res.body}`);
  return basketOf(c);
}

export async function place(c: Client, siparisId: number, aciklama?: string): Promise<PlaceOrderResponse> {
  const res = await c.post('/basket/order2', { siparisId, ...(aciklama !== undefined ? { aciklama } : {}) });
  if (res.statusCode !== 200) throw new Error(`order2 ${res.statusCode} ${res.body}`);
  return res.json() as PlaceOrderResponse;
}

/** A placed order of the client: a fresh basket of these products, placed. */
export async function placedOrder(c: Client, productIds: number[]): Promise<PlaceOrderResponse> {
  const basket = await fill(c, productIds);
  return place(c, basket.id);
}

/** "1.234,56 TL" → 1234.56 as a decimal string. */
export const amountOf = (formatted: string) => formatted.split(' ')[0]!.replaceAll('.', '').replace(',', '.');
