import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { BasketResponse, QuickOrderLine, QuickOrderResponse } from '@bayi/common';
import { createTestApp, type TestContext } from '../../test/app';
import { basketOf, client, demoUser, signedIn, staffSignedIn, type Client } from '../../test/orders';

/**
 * Hızlı Sipariş: what a dealer pasting or uploading an order list sees in the preview — every
 * line resolved to its product at the dealer's own price, or marked with why not — and that adding the
 * valid lines is one call a double click cannot repeat.
 */

interface Product {
  id: number;
  code: string;
  barcode: string;
  unit: string;
  stock: number;
}

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let products: Product[];
let lowStock: Product;
let inactive: Product;
let outOfStock: Product;
let agreed: Product;

const pick = async (where: ReturnType<typeof sql>, count: number): Promise<Product[]> =>
  (
    await ctx.query(sql`select id, code, barcode, unit, stock_qty::float as stock from products
      where barcode is not null and ${where} order by id limit ${count}`)
  ).rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    barcode: String(r.barcode),
    unit: String(r.unit),
    stock: Number(r.stock),
  }));

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, demoUser(1));
  dealer2 = await signedIn(ctx, demoUser(2));
  const all = await pick(sql`is_active and stock_qty >= 50`, 12);
  [lowStock, inactive, outOfStock, agreed] = all.slice(8, 12) as [Product, Product, Product, Product];
  products = all.slice(0, 8);
  await ctx.query(sql`update products set stock_qty = 3 where id = ${lowStock.id}`);
  await ctx.query(sql`update products set is_active = false where id = ${inactive.id}`);
  await ctx.query(sql`update products set stock_qty = 0 where id = ${outOfStock.id}`);
  // A contract price for dealer 120.01.001 only: 12.3456 TL before its 0 % discount.
  await ctx.query(sql`insert into agreement_prices (dealer_id, product_id, price, currency_code, discount_rate)
    select id, ${agreed.id}, 12.3456, 'TL', 0 from dealers where code = '120.01.001'`);
});
afterAll(() => ctx.close());

async function preview(c: Client, metin: string): Promise<QuickOrderResponse> {
  const res = await c.post('/basket/quickorder', { metin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuickOrderResponse;
}

const summary = (l: QuickOrderLine) => ({ satir: l.satirNo, kod: l.kod, miktar: l.miktar, durum: l.durum });

function upload(c: Client, file: { name: string; type: string; bytes: Buffer }, field = 'file') {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/basket/quickorder/file',
    headers: { ...(c.cookie ? { cookie: c.cookie } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('pasted text', () => {
  it('reads tabs, semicolons and spaces, CRLF and blank lines, a header row and a missing quantity as 1', async () => {
    const [a, b, c, d] = products as [Product, Product, Product, Product];
    const text = [
      'Ürün Kodu\tMiktar',
      `${a.code}\t5`,
      '',
      `${b.barcode};3`,
      '   ',
      `${c.code} 2`,
      `${d.code.toLowerCase()}`,
      '',
    ].join('\r\n');
    const answer = await preview(dealer, text);
    expect(answer.satirlar.map(summary)).toEqual([
      { satir: 2, kod: a.code, miktar: 5, durum: 'uygun' },
      { satir: 4, kod: b.code, miktar: 3, durum: 'uygun' },
      { satir: 6, kod: c.code, miktar: 2, durum: 'uygun' },
      { satir: 7, kod: d.code, miktar: 1, durum: 'uygun' },
    ]);
    expect(answer).toMatchObject({ uygunSayisi: 4, hataliSayisi: 0 });
    expect(answer.sums.length).toBeGreaterThan(0);
    expect(answer.satirlar[0]).toMatchObject({ stokDurumu: 'Stokta Var', mesaj: null, girdi: a.code });
  });

  it('takes Turkish thousands ("1.000" is a thousand) and refuses a fraction, naming the unit', async () => {
    const [a, b, c] = products as [Product, Product, Product];
    const answer = await preview(dealer, `${a.code};2,5\n${b.code};1.000\n${c.code};abc\n${a.code};0`);
    expect(answer.satirlar.map((l) => [l.satirNo, l.durum, l.mesaj])).toEqual([
      [1, 'miktarHatali', `Bu ürün tam sayı miktarla sipariş edilir (${a.unit}); küsuratlı miktar yazılamaz.`],
      [2, 'stokYetersiz', expect.stringMatching(/^Stokta en fazla [\d.]+ \S+ var; miktarı azaltın\.$/)],
      [3, 'miktarHatali', '"abc" miktar olarak okunamadı.'],
      [4, 'miktarHatali', 'Miktar 1 ile 99.999 arasında olmalı.'],
    ]);
    expect(answer.satirlar[0]!.miktarF).toBe('2,5');
    expect(answer.satirlar[1]!.miktar).toBe(1000);
    expect(answer).toMatchObject({ uygunSayisi: 0, hataliSayisi: 4, sums: [] });
  });

  it('marks unknown codes, inactive, out-of-stock and over-stock products, each with its reason', async () => {
    const answer = await preview(
      dealer,
      ['YOK-KODU-999', `${inactive.code};1`, `${outOfStock.code};1`, `${lowStock.code};4`, `${lowStock.code};1`].join(
        '\n',
      ),
    );
    expect(answer.satirlar.map((l) => [l.satirNo, l.durum, l.mesaj, l.uygun])).toEqual([
      [1, 'bulunamadi', 'Ürün bulunamadı.', false],
      [2, 'pasif', 'Bu ürün artık satışta değil.', false],
      [3, 'stokYok', 'Bu ürün şu anda stokta yok.', false],
      [4, 'stokYetersiz', `Stokta en fazla 3 ${lowStock.unit} var; miktarı azaltın.`, false],
    ]);
    // The two lines of the low-stock product were merged (4 + 1), then checked against its stock.
    expect(answer.satirlar[3]).toMatchObject({ satirNolari: [4, 5], miktar: 5, stokMiktar: 3 });
    // No price, stock or name leaks for an unknown code; an inactive product shows no stock.
    expect(answer.satirlar[0]).toMatchObject({ stokId: null, ad: null, birimFiyatF: null, stokDurumu: null });
    expect(answer.satirlar[1]!.stokDurumu).toBeNull();
  });

  it('merges lines of one product (by code and by barcode) and says so', async () => {
    const [a] = products as [Product];
    const answer = await preview(dealer, `${a.code};2\nBİLİNMEYEN\n${a.barcode};3`);
    expect(answer.satirlar.map(summary)).toEqual([
      { satir: 1, kod: a.code, miktar: 5, durum: 'uygun' },
      { satir: 2, kod: null, miktar: null, durum: 'bulunamadi' },
    ]);
    expect(answer.satirlar[0]!.mesaj).toBe('1, 3. satırlar aynı ürün: miktarlar toplandı.');
  });

  it('finds a code with I, İ, ı or Ş typed in the other case, the Turkish way', async () => {
    const [other] = await pick(sql`is_active and stock_qty >= 50 and id > ${agreed.id}`, 1);
    const code = `KIŞ-İ${other!.id}`;
    await ctx.query(sql`update products set code = ${code} where id = ${other!.id}`);
    const answer = await preview(dealer, `kış-i${other!.id};1\nKIS-I${other!.id};2`);
    expect(answer.satirlar.map(summary)).toEqual([{ satir: 1, kod: code, miktar: 3, durum: 'uygun' }]);
  });

  it('refuses 501 lines, an empty list and a control character with a Turkish 400 naming metin', async () => {
    const [a] = products as [Product];
    const lines = Array.from({ length: 501 }, () => `${a.code};1`).join('\n');
    const over = await dealer.post('/basket/quickorder', { metin: lines });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      hasError: true,
      errorMessage: 'Tek seferde en fazla 500 satır gönderilebilir; listede 501 satır var. Listeyi bölerek gönderin.',
      errors: { metin: expect.stringContaining('500 satır') },
    });
    // 500 lines (with a header row and blank lines beside them) are fine.
    const ok = await preview(
      dealer,
      `Ürün Kodu;Miktar\n\n${Array.from({ length: 500 }, () => `${a.code};1`).join('\n')}`,
    );
    expect(ok.satirlar).toHaveLength(1);
    expect(ok.satirlar[0]!.miktar).toBe(500);

    const empty = await dealer.post('/basket/quickorder', { metin: ' \n\r\n' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessage).toMatch(/^Listede ürün satırı yok/);
    const nul = await dealer.post('/basket/quickorder', { metin: `${a.code}\u0000;1` });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errorMessage).toMatch(/kontrol karakteri/);
    expect((await dealer.post('/basket/quickorder', { metin: 5 })).statusCode).toBe(400);
  });
});

describe('prices, dealers and access', () => {
  it("shows the dealer's own price, the same the basket then records", async () => {
    const picked = products.slice(0, 5);
    const buyer = await signedIn(ctx, demoUser(5));
    const answer = await preview(buyer, picked.map((p, i) => `${p.code};${i + 1}`).join('\n'));
    const res = await buyer.post(
      '/basket/addproducts/',
      answer.satirlar.map((l) => ({ productId: l.stokId, adet: l.miktar })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const basket: BasketResponse = await basketOf(buyer);
    expect(basket.products.map((l) => [l.kod, l.birimFiyatF, l.miktarF, l.tutarF])).toEqual(
      answer.satirlar.map((l) => [l.kod, l.birimFiyatF, l.miktarF, l.tutarF]),
    );
    expect(basket.sums).toEqual(answer.sums);
  });

  it("never shows one dealer's contract price to another", async () => {
    const mine = (await preview(dealer, `${agreed.code};2`)).satirlar[0]!;
    const theirs = (await preview(dealer2, `${agreed.code};2`)).satirlar[0]!;
    expect(mine.birimFiyatF).toBe('12,35 TL');
    expect(mine.tutarF).toBe('24,69 TL');
    expect(theirs.birimFiyatF).not.toBe('12,35 TL');
    expect(theirs.durum).toBe('uygun');
  });

  it('answers a visitor 401 and staff on their own 401; staff shopping for a dealer get that dealer’s prices', async () => {
    const [a] = products as [Product];
    const visitor = client(ctx, undefined);
    const refused = await visitor.post('/basket/quickorder', { metin: a.code });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorMessage).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    expect((await upload(visitor, { name: 'a.csv', type: 'text/csv', bytes: Buffer.from(a.code) })).statusCode).toBe(
      401,
    );
    expect((await visitor.get('/basket/quickorder/template')).statusCode).toBe(401);

    const admin = await staffSignedIn(ctx, 'satis', 'admin');
    expect((await admin.post('/basket/quickorder', { metin: a.code })).statusCode).toBe(401);
    const dealerId = Number((await ctx.query(sql`select id from dealers where code = '120.01.001'`)).rows[0]!.id);
    expect((await admin.post(`/admin/dealers/${dealerId}/shop`)).statusCode).toBe(200);
    const shopping = (await preview(admin, `${agreed.code};2`)).satirlar[0]!;
    expect(shopping.birimFiyatF).toBe('12,35 TL');
  });
});

describe('files', () => {
  it('reads a CSV with a BOM, a header and semicolons, and one in Windows-1254 with commas', async () => {
    const [a, b] = products as [Product, Product];
    const utf8 = Buffer.from(`\uFEFFÜrün Kodu veya Barkod;Miktar\r\n${a.code};4\r\n\r\n${b.barcode};"2"\r\n`, 'utf8');
    const res = await upload(dealer, { name: 'sipariş.csv', type: 'text/csv', bytes: utf8 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as QuickOrderResponse).satirlar.map(summary)).toEqual([
      { satir: 2, kod: a.code, miktar: 4, durum: 'uygun' },
      { satir: 4, kod: b.code, miktar: 2, durum: 'uygun' },
    ]);

    // "Ürün Kodu,Miktar" as Excel in Turkish saves a CSV: Windows-1254 (Ü = 0xDC).
    const cp1254 = Buffer.concat([
      Buffer.from([0xdc]),
      Buffer.from(`rün Kodu,Miktar\n${a.code},1\nYOK-KOD,1\n`, 'latin1'),
    ]);
    const old = await upload(dealer, { name: 'liste.csv', type: 'text/csv', bytes: cp1254 });
    expect(old.statusCode, old.body).toBe(200);
    expect((old.json() as QuickOrderResponse).satirlar.map((l) => [l.satirNo, l.durum])).toEqual([
      [2, 'uygun'],
      [3, 'bulunamadi'],
    ]);
  });

  it('reads the first sheet of an XLSX: numbers, texts, a header row and a decimal quantity', async () => {
    const [a, b, c] = products as [Product, Product, Product];
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sipariş');
    sheet.addRow(['Ürün Kodu', 'Miktar']);
    sheet.addRow([a.code, 6]);
    sheet.addRow([Number(b.barcode), 1]);
    sheet.addRow([c.code, 1.5]);
    sheet.addRow([]);
    sheet.addRow([a.code, { formula: '1+1', result: 2 }]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const res = await upload(dealer, { name: 'siparis.xlsx', type, bytes });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as QuickOrderResponse;
    expect(answer.satirlar.map(summary)).toEqual([
      { satir: 2, kod: a.code, miktar: 8, durum: 'uygun' },
      { satir: 3, kod: b.code, miktar: 1, durum: 'uygun' },
      { satir: 4, kod: c.code, miktar: 1.5, durum: 'miktarHatali' },
    ]);
    expect(answer.satirlar[0]!.satirNolari).toEqual([2, 6]);
  });

  it('refuses a missing, empty, too large or old-Excel file, and 501 rows, in Turkish naming file', async () => {
    const csv = 'text/csv';
    const cases = [
      { file: { name: 'a.csv', type: csv, bytes: Buffer.alloc(0) }, message: /^Dosya seçilmedi/ },
      { file: { name: 'a.csv', type: csv, bytes: Buffer.alloc(1024 * 1024 + 10, 0x41) }, message: /en fazla 1 MB/ },
      {
        file: { name: 'a.xls', type: 'application/vnd.ms-excel', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]) },
        message: /CSV \(\.csv, \.txt\) veya Excel \(\.xlsx\)/,
      },
      { file: { name: 'a.xlsx', type: csv, bytes: Buffer.from([0x50, 0x4b, 3, 4, 9, 9, 9]) }, message: /okunamadı/ },
      {
        file: {
          name: 'a.csv',
          type: csv,
          bytes: Buffer.from(Array.from({ length: 501 }, (_, i) => `K${i};1`).join('\n')),
        },
        message: /en fazla 500 satır/,
      },
    ];
    for (const { file, message } of cases) {
      const res = await upload(dealer, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
      expect(res.json().errors).toHaveProperty('file');
    }
    const wrongField = await upload(dealer, { name: 'a.csv', type: csv, bytes: Buffer.from('X;1') }, 'dosya');
    expect(wrongField.statusCode).toBe(400);
    const json = await dealer.post('/basket/quickorder/file', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorMessage).toMatch(/multipart\/form-data/);
  });

  it('offers the template as UTF-8 CSV with a BOM and Turkish headers', async () => {
    const res = await dealer.get('/basket/quickorder/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="hizli-siparis-sablonu\.csv"/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8')).toBe('Ürün Kodu veya Barkod;Miktar\r\n');
  });
});

describe('adding all valid lines: one call, safe to repeat', () => {
  const quantityOf = async (c: Client, productId: number) =>
    (await basketOf(c)).products.find((l) => l.stokId === productId)?.miktar ?? 0;
  const add = (c: Client, key: string | undefined, lines: { productId: number; adet: number }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/basket/addproducts/',
      headers: { cookie: c.cookie!, ...(key ? { 'idempotency-key': key } : {}) },
      payload: lines,
    });

  it('a double click (the same Idempotency-Key twice, at once and again later) adds once', async () => {
    const buyer = await signedIn(ctx, demoUser(7));
    const [a, b] = products as [Product, Product];
    const lines = [
      { productId: a.id, adet: 2 },
      { productId: b.id, adet: 3 },
    ];
    const key = '6f1c2a7e-2b1d-4c7e-9a51-0d3f2b9c1e11';
    const [first, second] = await Promise.all([add(buyer, key, lines), add(buyer, key, lines)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ hasError: false, errorMessage: null, basketProductCount: 2 });
    expect((await add(buyer, key, lines)).json().basketProductCount).toBe(2);
    expect(await quantityOf(buyer, a.id)).toBe(2);
    expect(await quantityOf(buyer, b.id)).toBe(3);

    // A new press (a new key) adds again; another user's identical key is theirs alone.
    expect((await add(buyer, '9d0b7b52-7a4e-4a43-8e0e-6d5d1a1f2c33', lines)).statusCode).toBe(200);
    expect(await quantityOf(buyer, a.id)).toBe(4);
    const other = await signedIn(ctx, demoUser(8));
    expect((await add(other, key, lines)).statusCode).toBe(200);
    expect(await quantityOf(other, a.id)).toBe(2);
  });

  it('a refused add records no key, so the same press may be tried again; a malformed key is a 400', async () => {
    const buyer = await signedIn(ctx, demoUser(9));
    const key = 'c1d2e3f4-a5b6-4c7d-8e9f-000000000001';
    const refused = await add(buyer, key, [
      { productId: products[0]!.id, adet: 1 },
      { productId: outOfStock.id, adet: 1 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect((await add(buyer, key, [{ productId: products[0]!.id, adet: 1 }])).json().basketProductCount).toBe(1);
    const bad = await add(buyer, 'kısa', [{ productId: products[0]!.id, adet: 1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/Idempotency-Key/);
  });
});
