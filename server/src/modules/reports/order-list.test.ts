import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, type CheckoutData, type OrderListRow } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { client, fill, listPricedProducts, place, signedIn, type Client } from '../../test/orders';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let products: number[];
let multi: { siparisId: number; belgeNo: string };

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy.MM.dd of a Turkish calendar day, `days` from today. */
const day = (days = 0) => {
  const d = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
};

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  products = await listPricedProducts(ctx, DEMO.dealer.cariNo, 10);
  // An order in TL and USD, with a note.
  const usd = client(ctx, `${await signIn(ctx.app, DEMO.dealer)}; priceName=${encodeURIComponent('Liste Fiyatı USD')}`);
  await fill(dealer, products.slice(0, 2));
  const basket = await fill(usd, products.slice(2, 4));
  multi = await place(dealer, basket.id, 'Acil');
});
afterAll(() => ctx.close());

const list = async (c: Client, query = '') => {
  const res = await c.get(`/report/siparislistesi${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrderListRow[];
};

describe('GET /report/siparislistesi', () => {
  it('lists the dealer’s orders of the last month, newest first, one row per currency', async () => {
    const rows = await list(dealer);
    expect(rows.length).toBeGreaterThan(2);
    const own = rows.filter((r) => r.Id === multi.siparisId);
    expect(own.map((r) => r.DOVIZ_AD)).toEqual(['TL', 'USD']);
    expect(rows[0]!.Id).toBe(multi.siparisId);
    for (const r of own) {
      expect(r).toMatchObject({ BELGENO: multi.belgeNo, SIPARIS_TURU: 'Web Siparişi', ACIKLAMA: 'Acil' });
      expect(Date.now() - Date.parse(r.SIPARIS_TARIHI)).toBeLessThan(60_000);
    }
    // Totals agree with the checkout screen of the same order.
    const data = (await dealer.get(`/basket/checkout/${multi.siparisId}`)).json() as CheckoutData;
    expect(data.toplamTutarF).toBe(own.map((r) => `${formatMoney(r.GENELTOPLAM)} ${r.DOVIZ_AD}`).join(' + '));
    for (const r of rows) {
      expect(new Decimal(r.SATIR_TOPLAM).plus(r.KDV_TOPLAM).toNumber()).toBe(r.GENELTOPLAM);
      for (const n of [r.SATIR_TOPLAM, r.KDV_TOPLAM, r.GENELTOPLAM])
        expect(new Decimal(n).decimalPlaces()).toBeLessThanOrEqual(2);
    }
    const times = rows.map((r) => Date.parse(r.SIPARIS_TARIHI));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('holds only placed and completed orders of the month', async () => {
    const rows = await list(dealer);
    const ids = [...new Set(rows.map((r) => r.Id))];
    const { rows: db } = await ctx.query(sql`
      select o.id, o.status, o.placed_at from orders o join dealers d on d.id = o.dealer_id
      where d.code = ${DEMO.dealer.cariNo} and o.id = any(${`{${ids.join(',')}}`}::int[])`);
    expect(db).toHaveLength(ids.length);
    const monthAgo = Date.now() - 32 * 86_400_000;
    for (const o of db) {
      expect(['placed', 'completed']).toContain(o.status);
      expect(new Date(String(o.placed_at)).getTime()).toBeGreaterThan(monthAgo);
    }
    // A basket is not an order yet.
    const basket = await fill(dealer, products.slice(5, 6));
    expect((await list(dealer)).some((r) => r.Id === basket.id)).toBe(false);
  });

  it('filters by the given days, both included', async () => {
    expect((await list(dealer, `?begin=${day()}&end=${day()}`)).some((r) => r.Id === multi.siparisId)).toBe(true);
    expect(await list(dealer, `?begin=${day(1)}&end=${day(3)}`)).toEqual([]);
    const lastYear = await list(dealer, `?begin=${day(-400)}&end=${day(-1)}`);
    expect(lastYear.some((r) => r.Id === multi.siparisId)).toBe(false);
    expect(lastYear.length).toBeGreaterThan(0);
  });

  it('shows the second dealer only their own orders', async () => {
    const rows = await list(dealer2, `?begin=${day(-400)}&end=${day()}`);
    expect(rows.some((r) => r.Id === multi.siparisId)).toBe(false);
    const { rows: foreign } = await ctx.query(sql`
      select count(*)::int as n from orders o join dealers d on d.id = o.dealer_id
      where d.code <> ${DEMO.dealer2.cariNo} and o.id = any(${`{${rows.map((r) => r.Id).join(',') || 0}}`}::int[])`);
    expect(foreign[0]!.n).toBe(0);
  });

  it('refuses bad dates with 400 in Turkish and visitors with 401', async () => {
    for (const query of [
      '?begin=2026-11-01',
      '?end=2026.13.01',
      '?begin=2026.02.30',
      '?begin=bugün',
      `?begin=${day(1)}&end=${day()}`,
    ]) {
      const res = await dealer.get(`/report/siparislistesi${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorMessage, query).toMatch(/tarih/i);
    }
    expect((await client(ctx, undefined).get('/report/siparislistesi')).statusCode).toBe(401);
  });
});
