import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountInfo, CheckoutData } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, fill, listPricedProducts, place, signedIn, type Client } from '../../test/orders';

/** GET /info/me (spec §2 "Account info"): the company, representative, addresses and the TL figures. */

let ctx: TestContext;
let dealer: Client;

const round2 = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const tl = (v: Decimal) =>
  `${v
    .abs()
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} TL`;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
});
afterAll(() => ctx.close());

const info = async (c: Client = dealer) => {
  const res = await c.get('/info/me');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as AccountInfo;
};

describe('GET /info/me', () => {
  it('answers the company, its representative and addresses as stored', async () => {
    const { rows: d } = await ctx.query(sql`
      select d.id, d.code, d.name, d.tax_office, d.tax_number, d.risk_limit::text as risk, r.name as rep, r.email, r.phone
      from dealers d left join representatives r on r.id = d.representative_id where d.code = ${DEMO.dealer.cariNo}`);
    const { rows: addresses } = await ctx.query(sql`
      select title, address, contact_person, phone from dealer_addresses where dealer_id = ${d[0]!.id} order by is_default desc, id`);
    const answer = await info();
    expect(answer.cari).toEqual({
      kod: DEMO.dealer.cariNo,
      ad: d[0]!.name,
      vergiDairesi: d[0]!.tax_office,
      vergiNumarasi: d[0]!.tax_number,
      risk: Number(d[0]!.risk),
      riskF: tl(new Decimal(String(d[0]!.risk))),
    });
    expect(answer.temsilci).toEqual({ ad: d[0]!.rep, email: d[0]!.email, telefon: d[0]!.phone });
    expect(answer.adresler).toEqual(
      addresses.map((a) => ({ adres: a.address, yetkili: a.contact_person, baslik: a.title, telefon: a.phone })),
    );
    expect(answer.adresler.length).toBe(3);
  });

  it('sends the balance, the orders not invoiced and the risk left, in TL, by checkout’s rule', async () => {
    const { rows: movements } = await ctx.query(sql`
      select m.debit::text as debit, m.credit::text as credit, m.exchange_rate::text as rate
      from account_movements m join dealers d on d.id = m.dealer_id where d.code = ${DEMO.dealer.cariNo}`);
    const balance = movements.reduce(
      (s, m) =>
        s
          .plus(round2(new Decimal(String(m.debit)).times(String(m.rate))))
          .minus(round2(new Decimal(String(m.credit)).times(String(m.rate)))),
      new Decimal(0),
    );
    const before = await info();
    expect(before.bakiye).toBe(balance.toNumber());
    expect(before.bakiyeF).toBe(tl(balance));
    expect(before.bakiyeBA).toBe(balance.gt(0) ? 'B' : balance.lt(0) ? 'A' : '');
    expect(before.kalanRisk).toBe(
      Decimal.max(new Decimal(before.cari.risk).minus(balance).minus(before.acikHesapSiparisToplam), 0).toNumber(),
    );
    // The demo's first dealer has orders placed but not invoiced yet.
    expect(before.acikSiparisToplam).toBeGreaterThan(0);

    // An order placed and completed on open account: in the open orders, and out of the risk left.
    const products = await listPricedProducts(ctx, DEMO.dealer.cariNo, 2);
    const order = await place(dealer, (await fill(dealer, products)).id);
    const placed = await info();
    const data = (await dealer.get(`/basket/checkout/${order.siparisId}`)).json() as CheckoutData;
    const orderTl = new Decimal(data.toplamTutarTL);
    expect(new Decimal(placed.acikSiparisToplam).minus(before.acikSiparisToplam).toNumber()).toBe(orderTl.toNumber());
    expect(placed.kalanRisk).toBe(before.kalanRisk);

    await ctx.query(sql`update settings set value = 'havale,acikhesap' where key = 'odeme.sekilleri'`);
    const done = await dealer.post(`/basket/checkout2/${order.siparisId}`, {
      teslimSekli: 'depo',
      odemeSekli: 'acikhesap',
    });
    expect(done.json(), done.body).toMatchObject({ hasError: false });
    const completed = await info();
    expect(new Decimal(completed.acikHesapSiparisToplam).minus(before.acikHesapSiparisToplam).toNumber()).toBe(
      orderTl.toNumber(),
    );
    expect(new Decimal(before.kalanRisk).minus(completed.kalanRisk).toNumber()).toBe(orderTl.toNumber());
    expect(completed.kalanRiskF).toBe(tl(new Decimal(completed.kalanRisk)));
  });

  it('sends no representative when none is assigned; visitors get 401', async () => {
    const c = await signedIn(ctx, DEMO.dealer2);
    await ctx.query(sql`update dealers set representative_id = null where code = ${DEMO.dealer2.cariNo}`);
    const answer = await info(c);
    expect(answer.temsilci).toBeNull();
    expect(answer.cari.kod).toBe(DEMO.dealer2.cariNo);
    expect((await client(ctx, undefined).get('/info/me')).statusCode).toBe(401);
  });
});
