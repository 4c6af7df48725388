import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ImportBatchResult, ProductListResponse } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { signedIn, type Client } from '../../test/orders';

/**
 * Batch upserts through the integration API: the ERP sends up to 5,000 items of a kind as JSON and gets
 * the counts and a result per item at once — the same checks and Turkish messages as a file, fields named the
 * JSON way; a bad item never stops the good ones, the same call twice changes nothing, and dealers see the result.
 */
let ctx: TestContext;
let admin: Client;
let dealer: Client;
let catalogue: Record<string, string>;
let documents: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, DEMO.dealer);
  catalogue = await keyWith(['catalogue']);
  documents = await keyWith(['documents']);
});
afterAll(() => ctx.close());

async function keyWith(scopes: string[]) {
  const res = await admin.post('/admin/api-keys', { name: `toplu ${scopes.join(',')}`, scopes });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const send = (url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function upsert(url: string, headers: Record<string, string>, items: unknown[]): Promise<ImportBatchResult> {
  const res = await send(url, headers, { items });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportBatchResult;
}

const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];

describe('products as JSON', () => {
  const items = [
    {
      code: 'JSN-0001',
      name: 'JSON Kablosu 3x1,5',
      barcode: '8690000001001',
      category: 'Toplu Deneme > Kablolar',
      brand: 'Toplu Marka',
      vatRate: 20,
      unit: 'Metre',
      stock: '120.5',
      active: true,
      prices: { 'Bayi Fiyatı': '14.25' },
    },
    { code: 'JSN-0002', name: 'JSON Sigortası', stock: 8, prices: { 'Bayi Fiyatı': 7.5 } },
    { code: 'JSN-0003', name: '' },
    { code: 'JSN-0004', name: 'Hatalı fiyat', prices: { 'Bayi Fiyatı': '12,5,0' } },
    { code: 'JSN-0001', name: 'İkinci kez' },
    { code: 'JSN-0005', name: 'Bilinmeyen alan', colour: 'kırmızı' },
    { name: 'Kodsuz ürün' },
    { code: 1e21, name: 'Sayı olarak kod' },
  ];

  it('writes the good items and answers each one, fields named the JSON way', async () => {
    const result = await upsert('/api/v1/catalogue/products', catalogue, items);
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, failed: 6 });
    expect(result.results.map((r) => r.status)).toEqual([
      'ok',
      'ok',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    const errors = result.results.flatMap((r) => r.errors.map((e) => [r.index, e.field, e.code]));
    expect(errors).toEqual([
      [2, 'name', 'required'],
      [3, 'prices.Bayi Fiyatı', 'invalid_number'],
      [4, 'code', 'duplicate'],
      [5, 'colour', 'unknown_field'],
      [6, 'code', 'required'],
      [7, 'code', 'inexact_number'],
    ]);
    expect(result.results[4]!.errors[0]!.message).toBe('Bu kayıt çağrıda 0. sırada da var; yalnız ilki yazıldı.');
    expect(result.results[5]!.errors[0]!.message).toContain(
      "'colour' tanınmayan bir alan. Beklenen alanlar: code, name,",
    );
    expect(result.results[6]!.errors[0]!.message).toBe("'code' (Ürün Kodu) gerekli.");
    const [product] = await rows<{ stock: string; unit: string; vat: string }>(
      sql`select p.stock_qty::text as stock, p.unit, p.vat_rate::text as vat from products p where p.code = 'JSN-0001'`,
    );
    expect(product).toMatchObject({ unit: 'Metre' });
    expect(Number(product!.stock)).toBe(120.5);
    expect(Number(product!.vat)).toBe(20);
  });

  it('lets a dealer find the new product at once, at the price sent', async () => {
    const res = await dealer.get(`/search/?q=${encodeURIComponent('json kablosu')}`);
    const product = (res.json() as ProductListResponse).stoks.find((p) => p.kod === 'JSN-0001');
    expect(product, res.body).toBeDefined();
    expect(product!.fiyats?.map((f) => f.fiyatF)).toContain('14,25');
  });

  it('changes nothing when the same call comes again, and updates only what an item carries', async () => {
    const again = await upsert('/api/v1/catalogue/products', catalogue, items.slice(0, 2));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    // Only the stock: the name, the barcode and the prices stay as they are (a file without those columns).
    const stock = await upsert('/api/v1/catalogue/stock', catalogue, [
      { code: 'JSN-0001', stock: 3 },
      { code: 'YOK-999', stock: 1 },
    ]);
    expect(stock).toMatchObject({ updated: 1, failed: 1 });
    expect(stock.results[1]!.errors[0]).toMatchObject({ field: 'code', code: 'unknown_product' });
    const [product] = await rows<{ stock: string; name: string; barcode: string }>(
      sql`select stock_qty::text as stock, name, barcode from products where code = 'JSN-0001'`,
    );
    expect(Number(product!.stock)).toBe(3);
    expect(product).toMatchObject({ name: 'JSON Kablosu 3x1,5', barcode: '8690000001001' });
  });

  it('writes prices item by item with their list', async () => {
    const result = await upsert('/api/v1/catalogue/prices', catalogue, [
      { code: 'JSN-0002', priceList: 'Bayi Fiyatı', price: '8.10' },
      { code: 'JSN-0002', priceList: 'Olmayan Liste', price: '1' },
    ]);
    expect(result).toMatchObject({ updated: 1, failed: 1 });
    expect(result.results[1]!.errors[0]!.field).toBe('priceList');
    const res = await dealer.get(`/search/?q=${encodeURIComponent('json sigortası')}`);
    const product = (res.json() as ProductListResponse).stoks.find((p) => p.kod === 'JSN-0002');
    expect(product!.fiyats?.map((f) => f.fiyatF)).toContain('8,10');
  });
});

describe('account movements as JSON', () => {
  it('upserts movements by Cari No, document number and type; an unknown dealer is that item’s error', async () => {
    const items = [
      {
        dealerCode: '120.01.001',
        documentNo: 'JSN-FTR-1',
        date: '2026-11-20',
        type: 'Satış faturası',
        debit: '1250.00',
      },
      { dealerCode: '120.01.001', documentNo: 'JSN-HVL-1', date: '21.11.2026', type: 'Havale/EFT', credit: 500 },
      { dealerCode: '999.99.999', documentNo: 'JSN-FTR-2', date: '2026-11-20', type: 'Satış faturası', debit: '1' },
      { dealerCode: '120.01.001', documentNo: 'JSN-FTR-3', date: '31.02.2026', type: 'Satış faturası' },
    ];
    const first = await upsert('/api/v1/documents/movements', documents, items);
    expect(first).toMatchObject({ created: 2, failed: 2 });
    expect(first.results[2]!.errors[0]).toMatchObject({ field: 'dealerCode', code: 'unknown_dealer' });
    expect(first.results[3]!.errors[0]).toMatchObject({ field: 'date', code: 'invalid_date' });
    const again = await upsert('/api/v1/documents/movements', documents, items.slice(0, 2));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const [movement] = await rows<{ debit: string }>(
      sql`select debit::text as debit from account_movements where document_no = 'JSN-FTR-1'`,
    );
    expect(Number(movement!.debit)).toBe(1250);
  });
});

describe('invoices as JSON, one item per line', () => {
  const head = { dealerCode: '120.01.001', date: '2026-11-20', type: 'Satış faturası' };
  const line = (
    documentNo: string,
    productCode: string,
    quantity: string | number,
    unitPrice: string,
    vatRate = 20,
  ) => ({
    ...head,
    documentNo,
    productCode,
    productName: `Hizmet ${productCode}`,
    quantity,
    unitPrice,
    vatRate,
  });

  it('writes each document whole, with its totals computed, or refuses it whole', async () => {
    const result = await upsert('/api/v1/documents/invoices', documents, [
      line('JSN-FAT-A', 'HZM-1', 2, '10.00'),
      line('JSN-FAT-A', 'HZM-2', '1', '5.50', 10),
      line('JSN-FAT-B', 'HZM-1', 'abc', '1.00'),
      line('JSN-FAT-B', 'HZM-2', 1, '1.00'),
      line('JSN-FAT-C', 'HZM-3', 3, '2.00'),
      line('JSN-FAT-A', 'HZM-4', 1, '1.00'),
    ]);
    expect(result).toMatchObject({ created: 2, updated: 0, failed: 3 });
    expect(result.results.map((r) => r.status)).toEqual(['ok', 'ok', 'failed', 'failed', 'ok', 'failed']);
    expect(result.results[2]!.errors[0]).toMatchObject({ field: 'quantity', code: 'invalid_number' });
    expect(result.results[3]!.errors[0]).toMatchObject({ field: null, code: 'document_refused' });
    expect(result.results[5]!.errors[0]).toMatchObject({ field: 'documentNo', code: 'not_consecutive' });
    const invoices = await rows<{ document_no: string; grand_total: string; lines: number }>(
      sql`select i.document_no, i.grand_total::text as grand_total,
                 (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines
          from invoices i where i.document_no like 'JSN-FAT-%' order by i.document_no`,
    );
    expect(invoices.map((i) => [i.document_no, Number(i.grand_total), i.lines])).toEqual([
      ['JSN-FAT-A', 30.05, 2],
      ['JSN-FAT-C', 7.2, 1],
    ]);
    const again = await upsert('/api/v1/documents/invoices', documents, [
      line('JSN-FAT-A', 'HZM-1', 2, '10.00'),
      line('JSN-FAT-A', 'HZM-2', '1', '5.50', 10),
    ]);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: 0 });
  });
});

describe('dealers and their users as JSON', () => {
  it('opens a dealer with its price lists and a user who can sign in with the password sent', async () => {
    const dealers = await keyWith(['dealers']);
    const dealer = await upsert('/api/v1/dealers/dealers', dealers, [
      { code: '120.09.901', name: 'JSON Elektrik Ltd. Şti.', priceLists: 'Bayi Fiyatı', riskLimit: '25000.00' },
    ]);
    expect(dealer).toMatchObject({ created: 1, failed: 0 });
    const users = await upsert('/api/v1/dealers/users', dealers, [
      { dealerCode: '120.09.901', userCode: 'ali', displayName: 'Ali Yılmaz', password: 'Gizli-Sifre-42' },
      { dealerCode: '120.09.901', userCode: 'veli', displayName: 'Veli Kaya' },
    ]);
    expect(users).toMatchObject({ created: 1, failed: 1 });
    expect(users.results[1]!.errors[0]!.field).toBe('password');
    const cookie = await signIn(ctx.app, { cariNo: '120.09.901', userName: 'ali', password: 'Gizli-Sifre-42' });
    expect(cookie).toBeTruthy();
    // The key of another scope is refused.
    expect((await send('/api/v1/dealers/users', catalogue, { items: [{}] })).statusCode).toBe(403);
  });
});

describe('the call itself', () => {
  it('refuses a key without the kind’s scope, and no key at all', async () => {
    const wrong = await send('/api/v1/catalogue/products', documents, { items: [{ code: 'X', name: 'Y' }] });
    expect(wrong.statusCode).toBe(403);
    const none = await send('/api/v1/documents/movements', {}, { items: [] });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ hasError: true });
  });

  it('answers a malformed body in Turkish, writing nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, "'items'"],
      [{ items: [] }, "'items' en az bir kayıt içermeli."],
      [{ items: 'x' }, "'items' bir dizi olmalı."],
      [{ items: [42] }, 'Her kayıt bir JSON nesnesi olmalı.'],
      [{ items: [{ code: { nested: true }, name: 'x' }] }, "'code' metin, sayı, true/false ya da null olmalı."],
      [{ items: Array.from({ length: 5001 }, (_, i) => ({ code: `C${i}`, name: 'x' })) }, 'en fazla 5000 kayıt'],
    ];
    for (const [body, message] of cases) {
      const res = await send('/api/v1/catalogue/products', catalogue, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errorMessage, res.body).toContain(message);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/catalogue/products',
      headers: { ...catalogue, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('takes 5,000 items in one call', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      code: `JSN-B${String(i).padStart(5, '0')}`,
      name: `Toplu Ürün ${i}`,
      stock: i % 7,
      prices: { 'Bayi Fiyatı': `${(i % 90) + 1}.25` },
    }));
    const result = await upsert('/api/v1/catalogue/products', catalogue, items);
    expect(result).toMatchObject({ created: 5000, failed: 0 });
    expect(result.results).toHaveLength(5000);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products where code like 'JSN-B%'`);
    expect(count!.n).toBe(5000);
  });
});
