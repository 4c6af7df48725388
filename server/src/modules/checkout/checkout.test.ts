import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatTL, type CheckoutData, type CheckoutSubmission } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import {
  amountOf,
  client,
  demoUser,
  fill,
  inStockProducts,
  listPricedProducts,
  place,
  placedOrder,
  signedIn,
  type Client,
} from '../../test/orders';
import { DELIVERY_SLOTS } from '../../demo/checkout-setup';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let visitor: Client;
let products: number[];
let dealerId: number;
let ownAddress: number;
let foreignAddress: number;
let bank: number;

const COMPLETED = 'Bu sipariş zaten tamamlandı.';
const NOT_FOUND = 'Sipariş bulunamadı';

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  visitor = client(ctx, undefined);
  products = await inStockProducts(ctx, 30, 50);
  const ids = async (q: ReturnType<typeof sql>) => (await ctx.query(q)).rows.map((r) => Number(r.id)) as [number];
  [dealerId] = await ids(sql`select id from dealers where code = ${DEMO.dealer.cariNo}`);
  [ownAddress] = await ids(sql`select id from dealer_addresses where dealer_id = ${dealerId} order by id limit 1`);
  [foreignAddress] = await ids(sql`select a.id from dealer_addresses a join dealers d on d.id = a.dealer_id
    where d.code = ${DEMO.dealer2.cariNo} limit 1`);
  [bank] = await ids(sql`select id from bank_accounts where is_active order by sort limit 1`);
  // Plenty of open-account room unless a test says otherwise.
  await ctx.query(sql`update dealers set risk_limit = 100000000`);
});
afterAll(() => ctx.close());

const setting = (key: string, value: string) =>
  ctx.query(sql`insert into settings (key, value, is_public) values (${key}, ${value}, true)
    on conflict (key) do update set value = excluded.value`);
const checkoutData = async (c: Client, id: number) => {
  const res = await c.get(`/basket/checkout/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CheckoutData;
};
const submit = (c: Client, id: number, body: Partial<CheckoutSubmission> | unknown) =>
  c.post(`/basket/checkout2/${id}`, body);
const depoHavale = { teslimSekli: 'depo', odemeSekli: 'havale', odemeHavaleBanka: 0 } as const;
const orderRow = async (id: number) =>
  (
    await ctx.query(sql`select status, delivery_method, delivery_address_id, delivery_slot, payment_method,
      bank_account_id, completed_at from orders where id = ${id}`)
  ).rows[0]!;

describe('GET /basket/checkout/{id}', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await placedOrder(dealer, products.slice(0, 3))).siparisId;
  });

  it('gives the placed order’s totals and the delivery and payment choices of the settings', async () => {
    const data = await checkoutData(dealer, orderId);
    const { rows: addresses } = await ctx.query(
      sql`select id, contact_person, title, address from dealer_addresses where dealer_id = ${dealerId}`,
    );
    const { rows: banks } = await ctx.query(sql`select id from bank_accounts where is_active order by sort, id`);
    const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();
    expect(data).toMatchObject({
      notFound: false,
      teslimatAracActive: true,
      teslimatKuryeActive: true,
      odemeSekilleri: ['havale', 'acikhesap'],
      varsayilanOdemeSekli: 'havale',
      creditCardEnable: true,
      payProvider: null,
      teslimatAracSaats: [...DELIVERY_SLOTS.arac],
      teslimatKuryeSaats: [...DELIVERY_SLOTS.kurye],
      disableFinish: false,
      hasError: false,
      errorMessage: null,
    });
    expect(data.adreses.map((a) => a.id).sort()).toEqual(addresses.map((a) => Number(a.id)).sort());
    for (const a of addresses) {
      expect(data.adreses.find((x) => x.id === Number(a.id))).toEqual({
        id: Number(a.id),
        yetkili: a.contact_person,
        adres: `${a.title}: ${a.address}`,
      });
    }
    expect(data.bankaHesaps.map((b) => b.id)).toEqual(banks.map((b) => Number(b.id)));
    expect(data.bankaHesaps[0]).toEqual({
      id: expect.any(Number),
      bankaAdi: expect.any(String),
      doviz: 'TL',
      hesapNo: expect.any(String),
      iban: expect.stringMatching(/^TR\d{24}$/),
    });
    expect(data.cardMonthList.map((m) => m.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(data.cardYearList).toHaveLength(16);
    expect(data.cardYearList[0]).toEqual({ value: String(year), text: String(year) });
    expect(data.cardYearList[15]!.value).toBe(String(year + 15));
    expect(data.acikHesapMessage).toContain('<strong>Açık hesap</strong>');
    expect(data.depoMessage).toContain('depomuzdan teslim');
    // All-TL order: the grand total is the basket's, no separate TL total.
    expect(data.showToplamTL).toBe(false);
    expect(data.toplamTutarF).toMatch(/^[\d.]+,\d{2} TL$/);
    expect(data.toplamTutarTLF).toBe(data.toplamTutarF);
    expect(data.toplamTutarTL).toBe(Number(amountOf(data.toplamTutarF)));
  });

  it('a multi-currency order joins its totals and converts them to TL with the line rates', async () => {
    const usd = await signIn(ctx.app, DEMO.dealer);
    const usdClient = client(ctx, `${usd}; priceName=${encodeURIComponent('Liste Fiyatı USD')}`);
    const listPriced = await listPricedProducts(ctx, DEMO.dealer.cariNo, 4);
    await fill(dealer, listPriced.slice(0, 2));
    await fill(usdClient, listPriced.slice(2, 4));
    const res = await dealer.get('/basket/');
    const current = res.json();
    expect(new Set(current.sums.map((s: { paraBirimi: string }) => s.paraBirimi))).toEqual(new Set(['TL', 'USD']));
    const { siparisId } = await place(dealer, current.id);
    const data = await checkoutData(dealer, siparisId);
    const sums = current.sums as { genelToplamWCF: string; paraBirimi: string }[];
    expect(data.toplamTutarF).toBe(sums.map((s) => s.genelToplamWCF).join(' + '));
    expect(data.showToplamTL).toBe(true);
    const { rows } = await ctx.query(
      sql`select currency_code, exchange_rate from order_lines where order_id = ${siparisId} and currency_code = 'USD' limit 1`,
    );
    const rate = new Decimal(String(rows[0]!.exchange_rate));
    const expected = sums
      .map((s) => {
        const total = new Decimal(amountOf(s.genelToplamWCF));
        return s.paraBirimi === 'TL' ? total : total.times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      })
      .reduce((a, b) => a.plus(b), new Decimal(0));
    expect(data.toplamTutarTL).toBe(expected.toNumber());
    expect(data.toplamTutarTLF).toBe(formatTL(expected.toFixed(2)));
    // With odeme.showToplamTL off, no TL total is shown.
    await setting('odeme.showToplamTL', 'False');
    expect((await checkoutData(dealer, siparisId)).showToplamTL).toBe(false);
    await setting('odeme.showToplamTL', 'True');
  });

  it('follows the settings: card payment, provider, delivery options, sanitised open-account text', async () => {
    await setting('odeme.krediKarti.active', 'True');
    await setting('odeme.payProvider', 'Paynet');
    await setting('odeme.sekilleri', 'kredikarti, havale,cek');
    await setting('odeme.varsayilan', 'cek');
    await setting('teslimat.arac.active', 'False');
    await setting('odeme.acikhesap.mesaj', '<p onclick="x()">Limit<script>alert(1)</script></p>');
    await ctx.query(sql`update bank_accounts set is_active = false where id = ${bank}`);
    await ctx.query(sql`update delivery_slots set is_active = false where label = ${DELIVERY_SLOTS.kurye[0]}`);
    try {
      const data = await checkoutData(dealer, orderId);
      expect(data).toMatchObject({
        creditCardEnable: true,
        payProvider: 'Paynet',
        odemeSekilleri: ['havale', 'cek'],
        varsayilanOdemeSekli: 'cek',
        teslimatAracActive: false,
        acikHesapMessage: '<p>Limit</p>',
        teslimatKuryeSaats: DELIVERY_SLOTS.kurye.slice(1),
      });
      expect(data.bankaHesaps.map((b) => b.id)).not.toContain(bank);
    } finally {
      await setting('odeme.krediKarti.active', 'False');
      await setting('odeme.payProvider', '');
      await setting('odeme.sekilleri', 'havale,acikhesap');
      await setting('odeme.varsayilan', 'havale');
      await setting('teslimat.arac.active', 'True');
      await ctx.query(sql`update bank_accounts set is_active = true where id = ${bank}`);
      await ctx.query(sql`update delivery_slots set is_active = true`);
    }
  });

  it('answers 404 with notFound for unknown, another dealer’s and basket orders', async () => {
    const basketId = (await fill(dealer, products.slice(10, 11))).id;
    for (const [c, id] of [
      [dealer, 99999999],
      [dealer2, orderId],
      [dealer, basketId],
    ] as const) {
      const res = await c.get(`/basket/checkout/${id}`);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json()).toEqual({ hasError: true, errorMessage: NOT_FOUND, statusCode: 404, notFound: true });
    }
    expect((await dealer.get('/basket/checkout/abc')).statusCode).toBe(400);
    expect((await visitor.get(`/basket/checkout/${orderId}`)).statusCode).toBe(401);
  });
});

describe('POST /basket/checkout2/{id}', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await placedOrder(dealer, products.slice(12, 14))).siparisId;
  });
  const expectErrors = async (body: object, errors: Record<string, string>, id = orderId) => {
    const res = await submit(dealer, id, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    expect(res.json(), JSON.stringify(body)).toEqual({ hasError: true, errors });
    expect((await orderRow(id)).status).toBe('placed');
  };

  it('kargo needs one of the dealer’s addresses', async () => {
    await expectErrors(
      { ...depoHavale, teslimSekli: 'kargo', odemeHavaleBanka: bank },
      { teslimAdres: 'Kargo ile teslimat için bir teslimat adresi seçiniz.' },
    );
    await expectErrors(
      { ...depoHavale, teslimSekli: 'kargo', teslimAdres: foreignAddress, odemeHavaleBanka: bank },
      { teslimAdres: 'Seçilen teslimat adresi bulunamadı.' },
    );
  });

  it('arac and kurye need an active slot of their kind, and must be switched on', async () => {
    await expectErrors(
      { ...depoHavale, teslimSekli: 'arac', odemeHavaleBanka: bank },
      { teslimAracSaat: 'Araç ile teslimat için bir teslimat saati seçiniz.' },
    );
    await expectErrors(
      { ...depoHavale, teslimSekli: 'arac', teslimAracSaat: DELIVERY_SLOTS.kurye[0], odemeHavaleBanka: bank },
      { teslimAracSaat: 'Seçilen teslimat saati geçerli değil.' },
    );
    await expectErrors(
      { ...depoHavale, teslimSekli: 'kurye', teslimKuryeSaat: '03:00', odemeHavaleBanka: bank },
      { teslimKuryeSaat: 'Seçilen teslimat saati geçerli değil.' },
    );
    await setting('teslimat.kurye.active', 'False');
    try {
      await expectErrors(
        { ...depoHavale, teslimSekli: 'kurye', teslimKuryeSaat: DELIVERY_SLOTS.kurye[0], odemeHavaleBanka: bank },
        { teslimSekli: 'Kurye ile teslimat şu anda kullanılamıyor.' },
      );
    } finally {
      await setting('teslimat.kurye.active', 'True');
    }
  });

  it('only offered payment methods; card payments while they are off are refused', async () => {
    await setting('odeme.krediKarti.active', 'False');
    try {
      await expectErrors(
        { ...depoHavale, odemeSekli: 'kredikarti' },
        {
          odemeSekli: 'Kredi kartı ile ödeme şu anda kullanılamıyor.',
        },
      );
    } finally {
      await setting('odeme.krediKarti.active', 'True');
    }
    await expectErrors({ ...depoHavale, odemeSekli: 'bitcoin' }, { odemeSekli: 'Seçilen ödeme şekli kullanılamıyor.' });
  });

  it('with card payments on, the card fields are checked; no order completes as card-paid without a charge', async () => {
    {
      await expectErrors(
        {
          ...depoHavale,
          odemeSekli: 'kredikarti',
          cardNumber: '4111',
          cardMonth: '13',
          cardYear: '1999',
          cardCVC: 'x',
        },
        {
          cardName: 'Kart sahibi gerekli.',
          cardNumber: 'Kart numarası 16 haneli bir sayı olmalıdır.',
          cardMonth: 'Son kullanma ayı geçerli değil.',
          cardYear: 'Son kullanma yılı geçerli değil.',
          cardCVC: 'CVC 3 veya 4 haneli bir sayı olmalıdır.',
        },
      );
      // American Express has 15 digits, every other card 16; a wrong check digit is a mistyped number.
      const card = { ...depoHavale, odemeSekli: 'kredikarti', cardName: 'Ali Veli', cardMonth: '05', cardCVC: '1234' };
      const nextYear = String(new Date().getUTCFullYear() + 1);
      await expectErrors(
        { ...card, cardYear: nextYear, cardNumber: '3782 822463 1000' },
        { cardNumber: 'Kart numarası 15 haneli bir sayı olmalıdır.' },
      );
      await expectErrors(
        { ...card, cardYear: nextYear, cardNumber: '3782 822463 100050' },
        { cardNumber: 'Kart numarası 15 haneli bir sayı olmalıdır.' },
      );
      await expectErrors(
        { ...card, cardYear: nextYear, cardNumber: '4111 1111 1111 1112' },
        { cardNumber: 'Kart numarası geçersiz.' },
      );
      // A valid card opens the bank's 3-D Secure page; the order stays placed until the charge is verified
      // (the whole card journey is in payments/payments.test.ts).
      const year = String(new Date().getUTCFullYear() + 2);
      const res = await submit(dealer, orderId, {
        ...depoHavale,
        odemeSekli: 'kredikarti',
        cardName: 'Ali Veli',
        cardNumber: '4111111111111111',
        cardMonth: '05',
        cardYear: year,
        cardCVC: '123',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ hasError: false, openThreedsPagePopUp: true });
      expect((await orderRow(orderId)).status).toBe('placed');
    }
  });

  it('havale needs an active bank account', async () => {
    await expectErrors(depoHavale, { odemeHavaleBanka: 'Havale için bir banka hesabı seçiniz.' });
    await ctx.query(sql`update bank_accounts set is_active = false where id = ${bank}`);
    try {
      await expectErrors(
        { ...depoHavale, odemeHavaleBanka: bank },
        { odemeHavaleBanka: 'Seçilen banka hesabı geçerli değil.' },
      );
    } finally {
      await ctx.query(sql`update bank_accounts set is_active = true where id = ${bank}`);
    }
  });

  it('lists every problem at once', async () => {
    await expectErrors(
      { teslimSekli: 'kargo', odemeSekli: 'havale' },
      {
        teslimAdres: 'Kargo ile teslimat için bir teslimat adresi seçiniz.',
        odemeHavaleBanka: 'Havale için bir banka hesabı seçiniz.',
      },
    );
  });

  it('completes the order with delivery and payment, once', async () => {
    const res = await submit(dealer, orderId, {
      teslimSekli: 'kargo',
      teslimAdres: ownAddress,
      odemeSekli: 'havale',
      odemeHavaleBanka: bank,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false, errors: {} });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'completed',
      delivery_method: 'kargo',
      delivery_address_id: ownAddress,
      delivery_slot: null,
      payment_method: 'havale',
      bank_account_id: bank,
    });
    expect((await orderRow(orderId)).completed_at).not.toBeNull();
    const again = await submit(dealer, orderId, { ...depoHavale, odemeHavaleBanka: bank });
    expect(again.json()).toEqual({ hasError: true, errors: { genel: COMPLETED } });
    expect(await checkoutData(dealer, orderId)).toMatchObject({
      disableFinish: true,
      errorMessage: COMPLETED,
      // What it was completed with, for the read-only summary (not the defaults).
      secim: {
        teslimSekli: 'kargo',
        teslimAdres: ownAddress,
        teslimAracSaat: null,
        teslimKuryeSaat: null,
        odemeSekli: 'havale',
        odemeHavaleBanka: bank,
      },
    });
  });

  it('arac with a slot and open account within the limit complete too', async () => {
    const id = (await placedOrder(dealer, products.slice(14, 15))).siparisId;
    const res = await submit(dealer, id, {
      teslimSekli: 'arac',
      teslimAracSaat: DELIVERY_SLOTS.arac[1],
      odemeSekli: 'acikhesap',
    });
    expect(res.json()).toEqual({ hasError: false, errors: {} });
    expect(await orderRow(id)).toMatchObject({
      status: 'completed',
      delivery_method: 'arac',
      delivery_slot: DELIVERY_SLOTS.arac[1],
      payment_method: 'acikhesap',
      bank_account_id: null,
      delivery_address_id: null,
    });
    expect((await checkoutData(dealer, id)).secim).toEqual({
      teslimSekli: 'arac',
      teslimAdres: null,
      teslimAracSaat: DELIVERY_SLOTS.arac[1],
      teslimKuryeSaat: null,
      odemeSekli: 'acikhesap',
      odemeHavaleBanka: null,
    });
  });

  it('answers 404 with the errors map for unknown, another dealer’s and basket orders', async () => {
    const c = await signedIn(ctx, demoUser(13));
    const basketId = (await fill(c, products.slice(0, 1))).id;
    const placed = (await placedOrder(dealer, products.slice(15, 16))).siparisId;
    for (const [who, id] of [
      [dealer, 99999999],
      [dealer2, placed],
      [c, basketId],
    ] as const) {
      const res = await submit(who, id, { ...depoHavale, odemeHavaleBanka: bank });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ hasError: true, errors: { genel: NOT_FOUND } });
    }
    expect((await orderRow(placed)).status).toBe('placed');
  });

  it('refuses malformed submissions with 400 and visitors with 401', async () => {
    for (const body of [
      {},
      { ...depoHavale, teslimSekli: 'ucak' },
      { teslimSekli: 'depo' },
      { ...depoHavale, odemeSekli: '' },
      { ...depoHavale, teslimAdres: 'x' },
      { ...depoHavale, addcomissionToAmount: 'evet' },
      [],
    ]) {
      const res = await submit(dealer, orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().hasError).toBe(true);
    }
    expect((await dealer.post('/basket/checkout2/abc', depoHavale)).statusCode).toBe(400);
    expect((await submit(visitor, orderId, depoHavale)).statusCode).toBe(401);
  });
});

describe('open account and the risk limit', () => {
  // A dealer of our own making: ledger 1.000 TL + 100 USD × 40 − 500 TL = 4.500 TL open.
  let c: Client;
  let id3: number;
  const total = async (orderId: number) => new Decimal((await checkoutData(c, orderId)).toplamTutarTL);

  beforeAll(async () => {
    c = await signedIn(ctx, demoUser(3));
    id3 = Number((await ctx.query(sql`select id from dealers where code = ${demoUser(3).cariNo}`)).rows[0]!.id);
    await ctx.query(sql`delete from account_movements where dealer_id = ${id3}`);
    await ctx.query(sql`insert into account_movements (dealer_id, document_no, date, type, debit, credit, currency_code, exchange_rate)
      values (${id3}, 'T1', now(), 'Satış faturası', 1000, 0, 'TL', 1),
             (${id3}, 'T2', now(), 'Satış faturası', 100, 0, 'USD', 40),
             (${id3}, 'T3', now(), 'Havale/EFT', 0, 500, 'TL', 1)`);
    // Earlier open-account orders of this dealer are all invoiced already.
    await ctx.query(
      sql`update orders set payment_method = 'havale' where dealer_id = ${id3} and payment_method = 'acikhesap'`,
    );
  });

  it('counts the ledger, open-account orders not yet invoiced and this order against the limit', async () => {
    const first = (await placedOrder(c, products.slice(20, 21))).siparisId;
    const t1 = await total(first);
    expect((await submit(c, first, { teslimSekli: 'depo', odemeSekli: 'acikhesap' })).json().hasError).toBe(false);

    const second = (await placedOrder(c, products.slice(21, 22))).siparisId;
    const t2 = await total(second);
    // One kuruş short: 4.500 + t1 + t2 − 0,01.
    const limit = new Decimal(4500).plus(t1).plus(t2).minus('0.01');
    await ctx.query(sql`update dealers set risk_limit = ${limit.toFixed(2)} where id = ${id3}`);
    const remaining = limit.minus(4500).minus(t1);
    const refused = await submit(c, second, { teslimSekli: 'depo', odemeSekli: 'acikhesap' });
    expect(refused.json()).toEqual({
      hasError: true,
      errors: {
        odemeSekli: `Açık hesap risk limitiniz bu sipariş için yeterli değil. Kalan limitiniz: ${formatTL(remaining.toFixed(2))}.`,
      },
    });

    // Once the first order is invoiced, it is in the ledger's hands, no longer counted as open.
    await ctx.query(sql`insert into invoices (dealer_id, document_no, date, currency_code, subtotal, vat_total, grand_total, order_id)
      values (${id3}, 'FAT-TEST-1', now(), 'TL', 0, 0, 0, ${first})`);
    expect((await submit(c, second, { teslimSekli: 'depo', odemeSekli: 'acikhesap' })).json()).toEqual({
      hasError: false,
      errors: {},
    });
  });

  it('with nothing left, the remaining limit reads 0,00 TL', async () => {
    await ctx.query(sql`update dealers set risk_limit = 1000 where id = ${id3}`);
    const id = (await placedOrder(c, products.slice(22, 23))).siparisId;
    const res = await submit(c, id, { teslimSekli: 'depo', odemeSekli: 'acikhesap' });
    expect(res.json().errors.odemeSekli).toBe(
      'Açık hesap risk limitiniz bu sipariş için yeterli değil. Kalan limitiniz: 0,00 TL.',
    );
  });
});
