import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  formatMoney,
  formatTL,
  type BasketResponse,
  type CheckoutData,
  type DetailLine,
  type MovementRow,
  type ReorderResponse,
} from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { basketOf, client, fill, listPricedProducts, place, signedIn, type Client } from '../../test/orders';

/**
 * Document panels (GET /Report/faturadetay|siparisdetay|irsaliyedetay/{belgeNo}), the card-collection
 * receipt (GET /payment2/print/{id}) and Tekrar Sipariş Ver (POST /Report/siparisdetay/{belgeNo}/reorder).
 */

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
});
afterAll(() => ctx.close());

async function lines(c: Client, url: string): Promise<DetailLine[]> {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as DetailLine[];
}

/** A document of the first demo dealer, by table. */
async function documentOf(table: 'invoices' | 'delivery_notes', where = sql`true`) {
  const t = sql.raw(table);
  const { rows } = await ctx.query(sql`
    select x.id, x.document_no, x.date, x.type, x.currency_code, x.exchange_rate::text as rate,
      x.subtotal::text as subtotal, x.vat_total::text as vat, x.grand_total::text as total
    from ${t} x join dealers d on d.id = x.dealer_id
    where d.code = ${DEMO.dealer.cariNo} and ${where} order by x.date desc limit 1`);
  return rows[0]!;
}

async function setSetting(key: string, value: string) {
  await ctx.query(sql`update settings set value = ${value} where key = ${key}`);
}

describe('document lines', () => {
  it('an invoice answers its lines as stored, with the document totals on every line', async () => {
    const inv = await documentOf('invoices', sql`x.currency_code = 'TL'`);
    const { rows: db } = await ctx.query(sql`
      select id, product_id, product_code, product_name, barcode, quantity::text as quantity, unit,
        vat_rate::text as vat, discount_rate::text as discount, unit_price::text as price, net_price::text as net,
        line_total::text as line_total, vat_amount::text as vat_amount
      from invoice_lines where invoice_id = ${inv.id} order by sort, id`);
    const answer = await lines(dealer, `/Report/faturadetay/${inv.document_no}`);
    expect(answer).toEqual(
      db.map((l) => ({
        ID: Number(l.id),
        BELGENO: inv.document_no,
        FIS_TARIHI: new Date(String(inv.date)).toISOString(),
        FIS_TURU: 'Satış faturası',
        STOK_ID: Number(l.product_id),
        STOK_KOD: l.product_code,
        STOK_AD: l.product_name,
        BARKOD: l.barcode ?? '',
        MIKTAR_FIS: Number(l.quantity),
        STOK_BIRIM: l.unit,
        KDV_TOPTAN: Number(l.vat),
        ISKONTO: Number(l.discount),
        FIYAT: Number(l.price),
        NET_FIYAT: Number(l.net),
        SATIR_TUTAR: Number(l.line_total),
        SATIR_GENEL_TOPLAM: new Decimal(String(l.line_total)).plus(String(l.vat_amount)).toNumber(),
        SATIR_TOPLAM: Number(inv.subtotal),
        KDV_TOPLAM: Number(inv.vat),
        GENELTOPLAM: Number(inv.total),
        DOVIZ_AD: 'TL',
        DOVIZ_KURU: 1,
      })),
    );
    // The first line's totals are the sums of the lines.
    const sum = answer.reduce((s, l) => s.plus(l.SATIR_GENEL_TOPLAM), new Decimal(0));
    expect(sum.toNumber()).toBe(answer[0]!.GENELTOPLAM);
  });

  it('a delivery note answers its lines; an order its lines priced as placed', async () => {
    const note = await documentOf('delivery_notes');
    const noteLines = await lines(dealer, `/Report/irsaliyedetay/${note.document_no}`);
    expect(noteLines.length).toBeGreaterThan(0);
    expect(noteLines[0]).toMatchObject({
      BELGENO: note.document_no,
      FIS_TURU: 'Satış irsaliyesi',
      GENELTOPLAM: Number(note.total),
      FIS_TARIHI: new Date(String(note.date)).toISOString(),
    });

    const products = await listPricedProducts(ctx, DEMO.dealer.cariNo, 3);
    const basket = await fill(dealer, products, 2);
    const order = await place(dealer, basket.id, 'Detay testi');
    const orderLines = await lines(dealer, `/Report/siparisdetay/${order.belgeNo}`);
    expect(orderLines.map((l) => l.STOK_ID)).toEqual(basket.products.map((p) => p.stokId));
    for (const l of orderLines) {
      expect(l).toMatchObject({ BELGENO: order.belgeNo, FIS_TURU: 'Web Siparişi', MIKTAR_FIS: 2, DOVIZ_AD: 'TL' });
      expect(l.FIS_TARIHI).toBeUndefined();
      expect(Date.now() - Date.parse(l.ISLEM_TARIHI!)).toBeLessThan(60_000);
      expect(new Decimal(l.SATIR_TUTAR).times(1).toNumber()).toBe(
        new Decimal(l.NET_FIYAT).times(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      );
    }
    const checkout = (await dealer.get(`/basket/checkout/${order.siparisId}`)).json() as CheckoutData;
    expect(checkout.toplamTutarF).toBe(formatTL(orderLines[0]!.GENELTOPLAM));
  });

  it('an invoice whose type is an order answers the order’s lines', async () => {
    const inv = await documentOf('invoices', sql`x.order_id is not null`);
    const { rows } = await ctx.query(
      sql`select o.document_no from orders o join invoices i on i.order_id = o.id where i.id = ${inv.id}`,
    );
    await ctx.query(sql`update invoices set type = 'Sipariş' where id = ${inv.id}`);
    const answer = await lines(dealer, `/Report/faturadetay/${inv.document_no}`);
    expect(answer.length).toBeGreaterThan(0);
    for (const l of answer) {
      expect(l.BELGENO).toBe(rows[0]!.document_no);
      expect(l.ISLEM_TARIHI).toBeDefined();
      expect(l.FIS_TURU).toBe('Web Siparişi');
    }
  });

  it('BARKOD and SERI_NO are sent only while showReportBarcode and showReportSerino are on', async () => {
    const inv = await documentOf('invoices', sql`x.type = 'Satış faturası'`);
    await ctx.query(sql`update invoice_lines set serial_no = 'SN-0001' where invoice_id = ${inv.id}`);
    const url = `/Report/faturadetay/${inv.document_no}`;
    let answer = await lines(dealer, url);
    expect(answer[0]!.BARKOD).toMatch(/^\d{13}$/);
    expect('SERI_NO' in answer[0]!).toBe(false);

    await setSetting('showReportBarcode', 'False');
    await setSetting('showReportSerino', 'True');
    try {
      answer = await lines(dealer, url);
      expect('BARKOD' in answer[0]!).toBe(false);
      expect(answer.every((l) => l.SERI_NO === 'SN-0001')).toBe(true);
      const note = await documentOf('delivery_notes');
      const noteLines = await lines(dealer, `/Report/irsaliyedetay/${note.document_no}`);
      expect('BARKOD' in noteLines[0]!).toBe(false);
      expect(noteLines[0]!.SERI_NO).toBe('');
    } finally {
      await setSetting('showReportBarcode', 'True');
      await setSetting('showReportSerino', 'False');
    }
  });

  it('another dealer’s document number answers 404, as does an unknown one; visitors 401', async () => {
    const inv = await documentOf('invoices');
    const note = await documentOf('delivery_notes');
    const { rows } = await ctx.query(sql`
      select o.document_no from orders o join dealers d on d.id = o.dealer_id
      where d.code = ${DEMO.dealer.cariNo} and o.document_no is not null limit 1`);
    const urls = [
      `/Report/faturadetay/${inv.document_no}`,
      `/Report/irsaliyedetay/${note.document_no}`,
      `/Report/siparisdetay/${rows[0]!.document_no}`,
    ];
    for (const url of urls) {
      expect((await dealer.get(url)).statusCode, url).toBe(200);
      for (const suffix of ['', '/excel', '/pdf']) {
        const res = await dealer2.get(url + suffix);
        expect(res.statusCode, url + suffix).toBe(404);
        expect(res.json()).toMatchObject({ hasError: true, errorMessage: 'Belge bulunamadı.' });
      }
      expect((await client(ctx, undefined).get(url)).statusCode).toBe(401);
    }
    // The same numbers as another document type are not found either.
    expect((await dealer.get(`/Report/irsaliyedetay/${inv.document_no}`)).statusCode).toBe(404);
    expect((await dealer.get('/Report/faturadetay/YOK-123')).statusCode).toBe(404);
  });
});

describe('GET /payment2/print/{id}', () => {
  async function cardCollection(code: string) {
    const { rows } = await ctx.query(sql`
      select p.* , p.amount::text as amount_text from payments p join dealers d on d.id = p.dealer_id
      where d.code = ${code} and p.status = 'succeeded' and p.installment > 1 order by p.id limit 1`);
    return rows[0]!;
  }

  it('prints the receipt of the dealer’s card collection: every figure, Turkish, self-contained', async () => {
    const p = await cardCollection(DEMO.dealer.cariNo);
    // The movement report's print link points here.
    const yearAgo = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '.');
    const rows = (await dealer.get(`/report/genelhareket?begin=${yearAgo}`)).json() as MovementRow[];
    expect(rows.some((r) => r.FINANS_ISLEM_TURU === 'Pos kartı ile tahsilat' && r.ID === p.id)).toBe(true);

    const res = await dealer.get(`/payment2/print/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    const masked = String(p.masked_card_number);
    const paidAt = new Date(new Date(String(p.completed_at)).getTime() + 3 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    for (const text of [
      'Kredi Kartı Tahsilat Dekontu',
      'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.',
      'Yıldız Elektrik Ltd. Şti.',
      DEMO.dealer.cariNo,
      String(p.document_no),
      `${pad(paidAt.getUTCDate())}.${pad(paidAt.getUTCMonth() + 1)}.${paidAt.getUTCFullYear()} ${pad(paidAt.getUTCHours())}:${pad(paidAt.getUTCMinutes())}`,
      formatTL(String(p.amount_text)),
      `${p.installment} Taksit`,
      String(p.bank_name),
      `${masked.slice(0, 4)} ${masked.slice(4, 6)}** **** ${masked.slice(-4)}`,
      String(p.auth_code),
      String(p.provider_reference),
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toMatch(/\d{16}/);
    // No resource from elsewhere, no inline script or style attribute; the stylesheet is allowed by its hash.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle="/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(style).toContain('@media print');
    const script = await client(ctx, undefined).get('/payment2/print.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('window.print()');
  });

  it('answers another dealer’s receipt, a failed charge and an unknown id with a 404 page; visitors 401', async () => {
    const own = await cardCollection(DEMO.dealer.cariNo);
    const res = await dealer2.get(`/payment2/print/${own.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Dekont bulunamadı.');
    expect(res.body).not.toContain(String(own.document_no));

    await ctx.query(sql`update payments set status = 'failed' where id = ${own.id}`);
    expect((await dealer.get(`/payment2/print/${own.id}`)).statusCode).toBe(404);
    await ctx.query(sql`update payments set status = 'succeeded' where id = ${own.id}`);
    expect((await dealer.get('/payment2/print/999999')).statusCode).toBe(404);
    expect((await dealer.get('/payment2/print/abc')).statusCode).toBe(400);
    expect((await client(ctx, undefined).get(`/payment2/print/${own.id}`)).statusCode).toBe(401);
  });
});

describe('POST /Report/siparisdetay/{belgeNo}/reorder', () => {
  it('adds the order’s lines at today’s prices and lists what it could not add, with the reason', async () => {
    const c = await signedIn(ctx, { cariNo: DEMO.dealer.cariNo, userName: 'muhasebe', password: 'demo1234' });
    const [gone, empty, repriced, kept] = await listPricedProducts(ctx, DEMO.dealer.cariNo, 14).then((ids) =>
      ids.slice(10),
    );
    const basket = await fill(c, [gone!, empty!, repriced!, kept!], 3);
    const order = await place(c, basket.id);
    expect((await basketOf(c)).products).toEqual([]);

    await ctx.query(sql`update products set is_active = false where id = ${gone!}`);
    await ctx.query(sql`update products set stock_qty = 0 where id = ${empty!}`);
    await ctx.query(sql`
      update product_prices set price = 1234.5 where product_id = ${repriced!}
        and price_list_id = (select id from price_lists where currency_code = 'TL')`);
    const { rows } = await ctx.query(
      sql`select id, code, name from products where id = any(${`{${gone},${empty},${repriced},${kept}}`}::int[])`,
    );
    const product = (id: number) => rows.find((r) => Number(r.id) === id)!;

    const res = await c.post(`/Report/siparisdetay/${order.belgeNo}/reorder`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ReorderResponse;
    const line = (id: number) => ({ stokId: id, STOK_KOD: product(id).code, STOK_AD: product(id).name, MIKTAR: 3 });
    expect(answer).toEqual({
      hasError: false,
      errorMessage: null,
      basketProductCount: 2,
      eklenenler: [line(repriced!), line(kept!)],
      atlananlar: [
        { ...line(gone!), neden: 'Ürün artık satışta değil.' },
        { ...line(empty!), neden: 'Ürün şu anda stokta yok.' },
      ],
    });
    const now = await basketOf(c);
    expect(now.products.map((p) => [p.stokId, p.miktar])).toEqual([
      [repriced!, 3],
      [kept!, 3],
    ]);
    expect(now.products[0]!.birimFiyatF).toBe(`${formatMoney('1234.5')} TL`);
  });

  it('keeps to the 99.999 limit of a line: the line that would pass it is skipped, the others added', async () => {
    const c = await signedIn(ctx, { cariNo: DEMO.dealer.cariNo, userName: 'demo', password: 'demo1234' });
    const [a, b] = await listPricedProducts(ctx, DEMO.dealer.cariNo, 22).then((ids) => ids.slice(20));
    const order = await place(c, (await fill(c, [a!, b!], 2)).id);
    const basket = await fill(c, [b!], 99_998);
    expect(basket.products.find((p) => p.stokId === b)?.miktar).toBe(99_998);

    const answer = (await c.post(`/Report/siparisdetay/${order.belgeNo}/reorder`)).json() as ReorderResponse;
    expect(answer.eklenenler.map((l) => l.stokId)).toEqual([a]);
    expect(answer.atlananlar).toEqual([
      expect.objectContaining({ stokId: b, MIKTAR: 2, neden: 'Bir üründen sepette en fazla 99.999 adet olabilir.' }),
    ]);
    const after: BasketResponse = await basketOf(c);
    expect(after.products.find((p) => p.stokId === b)?.miktar).toBe(99_998);
    expect(after.products.find((p) => p.stokId === a)?.miktar).toBe(2);
  });

  it('says so when nothing can be added; another dealer’s order is 404', async () => {
    const c = await signedIn(ctx, DEMO.dealer2);
    const [only] = await listPricedProducts(ctx, DEMO.dealer2.cariNo, 26).then((ids) => ids.slice(25));
    const order = await place(c, (await fill(c, [only!])).id);
    await ctx.query(sql`update products set stock_qty = -4 where id = ${only!}`);
    const answer = (await c.post(`/Report/siparisdetay/${order.belgeNo}/reorder`)).json() as ReorderResponse;
    expect(answer).toMatchObject({
      hasError: true,
      errorMessage: 'Siparişteki ürünlerin hiçbiri şu anda sepete eklenemiyor.',
      eklenenler: [],
      atlananlar: [expect.objectContaining({ stokId: only, neden: 'Ürün şu anda stokta yok.' })],
    });
    const res = await dealer.post(`/Report/siparisdetay/${order.belgeNo}/reorder`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Belge bulunamadı.');
  });
});
