import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminOrderDetail, ApplicationResponse } from '@bayi/common';
import { createTestApp, type TestContext } from '../../test/app';
import { basketOf, demoUser, fill, inStockProducts, place, signedIn, type Client } from '../../test/orders';
import { hashPassword } from '../auth/password';

/**
 * A sales representative shops as one of their dealers: the dealer's prices, a basket of its own
 * and an order in the dealer's name, marked as placed by the representative — and never for a dealer that
 * is not theirs, not even one taken from them while they shop.
 */
let ctx: TestContext;
let plasiyer: Client;
let admin: Client;
let rep: number;
const dealerId: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  rep = Number(
    (await ctx.query(sql`insert into representatives (name) values ('Saha Temsilcisi') returning id`)).rows[0]!.id,
  );
  await ctx.query(sql`update dealers set representative_id = ${rep} where code in ('120.01.001', '120.01.003')`);
  for (const r of (await ctx.query(sql`select id, code from dealers`)).rows) dealerId[String(r.code)] = Number(r.id);
  const hash = await hashPassword('gizli1234');
  await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash, role, representative_id)
    values (null, 'saha', 'Selin Saha', ${hash}, 'plasiyer', ${rep})`);
  plasiyer = await signedIn(ctx, { cariNo: 'ADMIN', userName: 'saha', password: 'gizli1234' });
  admin = await signedIn(ctx, { cariNo: 'ADMIN', userName: 'admin', password: 'admin1234' });
});
afterAll(() => ctx.close());

const application = async (c: Client) => (await c.get('/application')).json() as ApplicationResponse;

describe('a representative shopping for a dealer', () => {
  it('is refused a dealer that is not theirs, and has no dealer routes before choosing one', async () => {
    expect((await plasiyer.get('/info/me')).statusCode).toBe(401);
    const other = await plasiyer.post(`/admin/dealers/${dealerId['120.01.002']}/shop`);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorMessage).toBe('Bayi bulunamadı.');
    expect((await plasiyer.get('/info/me')).statusCode).toBe(401);
    const dealer = await signedIn(ctx, demoUser(1));
    expect((await dealer.post(`/admin/dealers/${dealerId['120.01.001']}/shop`)).statusCode).toBe(403);
  });

  it("places an order in the dealer's name, marked as placed by the representative", async () => {
    const res = await plasiyer.post(`/admin/dealers/${dealerId['120.01.001']}/shop`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dealer: { code: '120.01.001' } });
    const app = await application(plasiyer);
    expect(app.shoppingFor).toEqual({ code: '120.01.001', name: app.memberDisplayName, staffName: 'Selin Saha' });
    expect(app.staffRole).toBe('plasiyer');
    const me = await plasiyer.get('/info/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().cari.kod).toBe('120.01.001');

    // The dealer's prices: the same basket total as the dealer's own user gets for the same products.
    const products = await inStockProducts(ctx, 2);
    const basket = await fill(plasiyer, products);
    const dealer = await signedIn(ctx, demoUser(1));
    const own = await fill(dealer, products);
    expect(basket.products.map((l) => l.birimFiyatF)).toEqual(own.products.map((l) => l.birimFiyatF));
    const order = await place(plasiyer, basket.id, 'Saha ziyaretinde alındı');

    const stored = (
      await ctx.query(sql`select o.dealer_id, u.user_code from orders o join users u on u.id = o.user_id
        where o.id = ${order.siparisId}`)
    ).rows[0]!;
    expect(stored).toEqual({ dealer_id: dealerId['120.01.001'], user_code: 'saha' });
    const detail = (await admin.get(`/admin/orders/${order.siparisId}`)).json() as AdminOrderDetail;
    expect(detail.placedBy).toBe('Selin Saha (Plasiyer)');
    expect(detail.dealer.code).toBe('120.01.001');
    // The dealer's own basket was not touched by the representative's.
    expect((await basketOf(dealer)).products).toHaveLength(2);
  });

  it('keeps a basket per dealer, and the back office stays open while shopping', async () => {
    const [product] = await inStockProducts(ctx, 1);
    await plasiyer.post(`/admin/dealers/${dealerId['120.01.001']}/shop`);
    await fill(plasiyer, [product!]);
    await plasiyer.post(`/admin/dealers/${dealerId['120.01.003']}/shop`);
    expect((await basketOf(plasiyer)).products).toHaveLength(0);
    await plasiyer.post(`/admin/dealers/${dealerId['120.01.001']}/shop`);
    expect((await basketOf(plasiyer)).products).toHaveLength(1);
    expect((await plasiyer.get('/admin/orders')).statusCode).toBe(200);
  });

  it('a dealer taken from the representative meanwhile is theirs no more, at the next request', async () => {
    await plasiyer.post(`/admin/dealers/${dealerId['120.01.003']}/shop`);
    expect((await plasiyer.get('/info/me')).statusCode).toBe(200);
    await ctx.query(sql`update dealers set representative_id = null where code = '120.01.003'`);
    expect((await plasiyer.get('/info/me')).statusCode).toBe(401);
    expect((await application(plasiyer)).shoppingFor).toBeNull();
    expect((await plasiyer.get('/admin/orders')).statusCode).toBe(200);
  });

  it('ends shopping: the session is the representative’s own again; the audit log has both', async () => {
    await plasiyer.post(`/admin/dealers/${dealerId['120.01.001']}/shop`);
    const end = await plasiyer.post('/admin/dealers/shop/end');
    expect(end.statusCode).toBe(200);
    expect((await plasiyer.get('/info/me')).statusCode).toBe(401);
    const app = await application(plasiyer);
    expect(app).toMatchObject({ shoppingFor: null, memberDisplayName: 'Selin Saha' });
    const { rows } = await ctx.query(sql`select summary from audit_log where action = 'dealer.shop' order by id`);
    expect(rows[0]!.summary).toMatch(/^Selin Saha, 120\.01\.001 .* adına alışverişe başladı\.$/);
  });
});
