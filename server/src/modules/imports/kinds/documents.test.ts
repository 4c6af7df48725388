import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DetailLine, ImportErrors, ImportJob, InvoiceListRow, MovementRow } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../../test/app';
import { listPricedProducts, placedOrder, signedIn, type Client } from '../../../test/orders';
import { createImportsRepository } from '../repository';
import { createImportRunner, type ImportRunner, type ImportRunnerOptions } from '../runner';

/**
 * Invoices and delivery notes from the ERP: one row per line, the document's columns repeated. The
 * dealer then reads them in the account reports — Fatura Listesi, the detail panel — with totals the server
 * computed; a document is written whole or not at all, counted once, and never moves between dealers.
 */
let ctx: TestContext;
let admin: Client;
let dealer: Client;
let dealer2: Client;
let runner: ImportRunner;

interface Product {
  code: string;
  name: string;
  unit: string;
  vat: string;
  barcode: string | null;
}
let A: Product;
let B: Product;
let C: Product;
/** A placed order of each demo dealer: what an invoice's Sipariş No names. */
let myOrderNo: string;
let otherOrderNo: string;
/** An invoice of the second demo dealer (demo history). */
let otherInvoiceNo: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  runner = runnerWith({});
  const ids = await listPricedProducts(ctx, DEMO.dealer.cariNo, 3);
  const { rows } = await ctx.query(
    sql`select code, name, unit, vat_rate::text as vat, barcode from products where id = any(${`{${ids.join(',')}}`}::int[])
        order by id`,
  );
  [A, B, C] = rows as unknown as [Product, Product, Product];
  myOrderNo = (await placedOrder(dealer, [ids[0]!])).belgeNo!;
  otherOrderNo = (await placedOrder(dealer2, [ids[0]!])).belgeNo!;
  const other = await ctx.query(sql`select i.document_no from invoices i join dealers d on d.id = i.dealer_id
    where d.code = ${DEMO.dealer2.cariNo} limit 1`);
  otherInvoiceNo = String(other.rows[0]!.document_no);
});
afterAll(() => ctx.close());

const runnerWith = (options: Partial<ImportRunnerOptions>) =>
  createImportRunner(ctx.database.db, createImportsRepository(ctx.database.db), { pollMs: 0, ...options });

/** Uploads as the back office does, runs the queue, answers the finished job. */
async function importFile(kind: string, csv: string, run: ImportRunner = runner): Promise<ImportJob> {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/admin/imports?kind=${kind}`,
    headers: { cookie: admin.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="belgeler.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
  expect(res.statusCode, res.body).toBe(202);
  await run.runOnce();
  return (await admin.get(`/admin/imports/${(res.json() as { id: number }).id}`)).json() as ImportJob;
}

const errorsOf = async (id: number) =>
  ((await admin.get(`/admin/imports/${id}/errors`)).json() as ImportErrors).errors.map((e) => [
    e.row,
    e.column,
    e.code,
  ]);

async function detail(c: Client, kind: 'faturadetay' | 'irsaliyedetay', belgeNo: string): Promise<DetailLine[]> {
  const res = await c.get(`/Report/${kind}/${belgeNo}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DetailLine[];
}

const RANGE = 'begin=2025.03.01&end=2025.03.31';
async function invoiceList(): Promise<InvoiceListRow[]> {
  const res = await dealer.get(`/report/faturalistesi?${RANGE}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InvoiceListRow[]).filter((r) => r.BELGENO.startsWith('IMP-'));
}

const INVOICE_HEADER =
  'Cari No;Belge No;Tarih;Belge Türü;Vade Tarihi;Döviz;Kur;Sipariş No;Ürün Kodu;Ürün Adı;Barkod;Seri No;Miktar;Birim;KDV Oranı;İskonto Oranı;Birim Fiyat';

/** An invoice line row; the document's columns default to the first demo dealer's TL invoice of 10.03.2025. */
function invoiceRow(v: {
  no: string;
  code: string;
  qty: string;
  price: string;
  cari?: string;
  date?: string;
  due?: string;
  currency?: string;
  rate?: string;
  order?: string;
  name?: string;
  barcode?: string;
  serial?: string;
  unit?: string;
  vat?: string;
  discount?: string;
}): string {
  return [
    v.cari ?? DEMO.dealer.cariNo,
    v.no,
    v.date ?? '10.03.2025',
    '',
    v.due ?? '',
    v.currency ?? '',
    v.rate ?? '',
    v.order ?? '',
    v.code,
    v.name ?? '',
    v.barcode ?? '',
    v.serial ?? '',
    v.qty,
    v.unit ?? '',
    v.vat ?? '',
    v.discount ?? '',
    v.price,
  ].join(';');
}

const goodFile = () =>
  [
    INVOICE_HEADER,
    invoiceRow({ no: 'IMP-F1', due: '24.04.2025', code: A.code, qty: '10', price: '12,50', vat: '20' }),
    invoiceRow({ no: 'IMP-F1', due: '24.04.2025', code: B.code, qty: '3', price: '99,90', vat: '20' }),
    invoiceRow({
      no: 'IMP-F1',
      due: '24.04.2025',
      code: 'ERP-NAKLIYE',
      name: 'Nakliye Bedeli',
      unit: 'Hizmet',
      qty: '1',
      price: '150',
      vat: '20',
    }),
    invoiceRow({
      no: 'IMP-F2',
      date: '11.03.2025',
      code: A.code,
      qty: '2,5',
      price: '12,3456',
      discount: '10',
      vat: '20',
    }),
    invoiceRow({ no: 'IMP-F2', date: '11.03.2025', code: C.code, qty: '1', price: '0,05', discount: '50', vat: '10' }),
    invoiceRow({
      no: 'IMP-F3',
      date: '12.03.2025',
      currency: 'USD',
      rate: '32,5',
      order: myOrderNo,
      code: B.code,
      qty: '4',
      price: '2,75',
    }),
    invoiceRow({
      no: 'IMP-F3',
      date: '12.03.2025',
      currency: 'USD',
      rate: '32,5',
      order: myOrderNo,
      code: A.code,
      serial: 'SN-001',
      barcode: '8690000000999',
      qty: '1',
      price: '10',
      vat: '20',
    }),
  ].join('\n');

describe('an invoices file', () => {
  let job: ImportJob;
  beforeAll(async () => {
    job = await importFile('invoices', goodFile());
  });

  it('counts documents, not lines: seven rows make three invoices', () => {
    expect(job).toMatchObject({ status: 'finished', read: 7, created: 3, updated: 0, unchanged: 0, failed: 0 });
  });

  it('shows the dealer each invoice’s lines with the amounts and totals the server computed', async () => {
    const f1 = await detail(dealer, 'faturadetay', 'IMP-F1');
    expect(
      f1.map((l) => [l.STOK_KOD, l.STOK_AD, l.STOK_BIRIM, l.MIKTAR_FIS, l.SATIR_TUTAR, l.SATIR_GENEL_TOPLAM]),
    ).toEqual([
      // A name and unit left empty are the catalogue's; a code the catalogue lacks carries its own.
      [A.code, A.name, A.unit, 10, 125, 150],
      [B.code, B.name, B.unit, 3, 299.7, 359.64],
      ['ERP-NAKLIYE', 'Nakliye Bedeli', 'Hizmet', 1, 150, 180],
    ]);
    expect(f1[2]!.STOK_ID).toBeNull();
    for (const line of f1) {
      expect(line).toMatchObject({
        BELGENO: 'IMP-F1',
        FIS_TURU: 'Satış faturası',
        FIS_TARIHI: '2025-03-09T21:00:00.000Z',
        SATIR_TOPLAM: 574.7,
        KDV_TOPLAM: 114.94,
        GENELTOPLAM: 689.64,
        DOVIZ_AD: 'TL',
      });
    }

    // Discount to the net unit price (4 decimals), then the line rounded half-up: 2,5 × 11,1110 = 27,7775 → 27,78.
    const f2 = await detail(dealer, 'faturadetay', 'IMP-F2');
    expect(f2.map((l) => [l.ISKONTO, l.FIYAT, l.NET_FIYAT, l.SATIR_TUTAR, l.SATIR_GENEL_TOPLAM])).toEqual([
      [10, 12.3456, 11.111, 27.78, 33.34],
      [50, 0.05, 0.025, 0.03, 0.03],
    ]);
    expect(f2[0]).toMatchObject({ SATIR_TOPLAM: 27.81, KDV_TOPLAM: 5.56, GENELTOPLAM: 33.37 });

    // An empty KDV Oranı is the product's; serial number and barcode as the file gave them (the serial number
    // column shows when the distributor turns it on).
    const serial = await ctx.query(sql`select value from settings where key = 'showReportSerino'`);
    await ctx.query(sql`update settings set value = 'True' where key = 'showReportSerino'`);
    const f3 = await detail(dealer, 'faturadetay', 'IMP-F3');
    await ctx.query(sql`update settings set value = ${String(serial.rows[0]!.value)} where key = 'showReportSerino'`);
    const vat = new Decimal(11).times(B.vat).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(f3[0]).toMatchObject({ KDV_TOPTAN: Number(B.vat), SATIR_TUTAR: 11, DOVIZ_AD: 'USD', DOVIZ_KURU: 32.5 });
    expect(f3[1]).toMatchObject({ SERI_NO: 'SN-001', BARKOD: '8690000000999' });
    expect(f3[0]).toMatchObject({ SATIR_TOPLAM: 21, KDV_TOPLAM: vat.plus(2).toNumber() });
  });

  it('lists them in Fatura Listesi with due date and totals, and links the invoice to its order', async () => {
    const list = await invoiceList();
    expect(list.find((r) => r.BELGENO === 'IMP-F1')).toMatchObject({
      FIS_TURU: 'Satış faturası',
      VADE: '2025-04-23T21:00:00.000Z',
      SATIR_TOPLAM: 574.7,
      KDV_TOPLAM: 114.94,
      GENELTOPLAM: 689.64,
      DOVIZ_AD: 'TL',
    });
    const { rows } = await ctx.query(sql`select o.document_no from invoices i join orders o on o.id = i.order_id
      where i.document_no = 'IMP-F3'`);
    expect(rows[0]?.document_no).toBe(myOrderNo);
  });

  it('is the dealer’s own: another dealer gets 404', async () => {
    expect((await dealer2.get('/Report/faturadetay/IMP-F1')).statusCode).toBe(404);
  });

  it('changes nothing when the same file comes again', async () => {
    const again = await importFile('invoices', goodFile());
    expect(again).toMatchObject({ status: 'finished', read: 7, created: 0, updated: 0, unchanged: 3, failed: 0 });
  });

  it('replaces the lines of a changed invoice, and Fatura Listesi follows at once', async () => {
    expect((await invoiceList()).find((r) => r.BELGENO === 'IMP-F2')?.GENELTOPLAM).toBe(33.37);
    const changed = goodFile()
      .split('\n')
      .filter((line) => !line.includes(`IMP-F2;11.03.2025;;;;;;${C.code}`))
      .map((line) => (line.includes('IMP-F2') ? line.replace(';2,5;', ';3;') : line))
      .join('\n');
    const job = await importFile('invoices', changed);
    expect(job).toMatchObject({ read: 6, created: 0, updated: 1, unchanged: 2, failed: 0 });
    const lines = await detail(dealer, 'faturadetay', 'IMP-F2');
    // 3 × 11,1110 = 33,333 → 33,33; VAT 6,6666 → 6,67.
    expect(lines.map((l) => [l.STOK_KOD, l.MIKTAR_FIS, l.SATIR_TUTAR])).toEqual([[A.code, 3, 33.33]]);
    expect(lines[0]).toMatchObject({ SATIR_TOPLAM: 33.33, KDV_TOPLAM: 6.67, GENELTOPLAM: 40 });
    expect((await invoiceList()).find((r) => r.BELGENO === 'IMP-F2')?.GENELTOPLAM).toBe(40);
  });
});

describe('bad rows', () => {
  let job: ImportJob;
  beforeAll(async () => {
    const csv = [
      INVOICE_HEADER,
      invoiceRow({ no: 'IMP-B1', cari: '999.99.999', code: A.code, qty: '1', price: '1' }), // 2
      invoiceRow({ no: 'IMP-B1', cari: '999.99.999', code: B.code, qty: '1', price: '1' }), // 3
      invoiceRow({ no: 'IMP-B2', code: A.code, qty: '1', price: '1' }), // 4
      invoiceRow({ no: 'IMP-B2', code: B.code, qty: 'abc', price: '1' }), // 5
      invoiceRow({ no: 'IMP-B3', code: A.code, qty: '1', price: '1' }), // 6
      invoiceRow({ no: 'IMP-B3', date: '11.03.2025', code: B.code, qty: '1', price: '1' }), // 7
      invoiceRow({ no: 'IMP-B4', code: A.code, qty: '1', price: '1' }), // 8
      invoiceRow({ no: 'IMP-G1', code: A.code, qty: '2', price: '5' }), // 9
      invoiceRow({ no: 'IMP-B4', code: B.code, qty: '1', price: '1' }), // 10
      invoiceRow({ no: otherInvoiceNo, code: A.code, qty: '1', price: '1' }), // 11
      invoiceRow({ no: 'IMP-B5', code: 'ERP-YOK', qty: '1', price: '1', vat: '20' }), // 12
      invoiceRow({ no: 'IMP-B6', order: otherOrderNo, code: A.code, qty: '1', price: '1' }), // 13
    ].join('\n');
    job = await importFile('invoices', csv);
  });

  it('are reported with row, column and code; each bad document is one failure', async () => {
    expect(job).toMatchObject({ status: 'finished', read: 12, created: 2, updated: 0, failed: 7 });
    expect(await errorsOf(job.id)).toEqual([
      [2, 'Cari No', 'unknown_dealer'],
      [4, 'Belge No', 'document_refused'],
      [5, 'Miktar', 'invalid_number'],
      [6, 'Belge No', 'document_refused'],
      [7, 'Tarih', 'document_mismatch'],
      [10, 'Belge No', 'not_consecutive'],
      [11, 'Belge No', 'other_dealer'],
      [12, 'Belge No', 'document_refused'],
      [12, 'Ürün Adı', 'required'],
      [13, 'Sipariş No', 'unknown_order'],
    ]);
  });

  it('say in Turkish why, and that a document is written whole', async () => {
    const { errors } = (await admin.get(`/admin/imports/${job.id}/errors`)).json() as ImportErrors;
    const message = (row: number, code: string) => errors.find((e) => e.row === row && e.code === code)!.message;
    expect(message(4, 'document_refused')).toBe(
      '"IMP-B2" belgesi yazılmadı: 5. satırı hatalı; bir belge bütün olarak yazılır.',
    );
    expect(message(7, 'document_mismatch')).toBe(
      'Tarih belgenin 6. satırındakinden farklı; bir belgenin bilgileri her satırında aynı olmalı.',
    );
    expect(message(10, 'not_consecutive')).toMatch(
      /^"IMP-B4" belgesinin satırları art arda değil \(ilk satırları 8\. satırda\)/,
    );
    expect(message(11, 'other_dealer')).toMatch(/başka bir bayinin/);
    expect(message(12, 'required')).toBe('Ürün Adı boş olamaz: "ERP-YOK" kodlu ürün katalogda yok.');
  });

  it('leave the good documents written, the bad ones not at all, another dealer’s untouched', async () => {
    const { rows } = await ctx.query(sql`select i.document_no, count(l.id)::int as lines from invoices i
      left join invoice_lines l on l.invoice_id = i.id where i.document_no like 'IMP-B%' or i.document_no = 'IMP-G1'
      group by i.document_no order by i.document_no`);
    // IMP-B4's first part was whole as far as the file had said; its later line is refused.
    expect(rows).toEqual([
      { document_no: 'IMP-B4', lines: 1 },
      { document_no: 'IMP-G1', lines: 1 },
    ]);
    const other = await ctx.query(sql`select d.code from invoices i join dealers d on d.id = i.dealer_id
      where i.document_no = ${otherInvoiceNo}`);
    expect(other.rows[0]!.code).toBe(DEMO.dealer2.cariNo);
  });
});

describe('batches', () => {
  it('never end inside a document', async () => {
    const small = runnerWith({ batchRows: 2 });
    const csv = [
      INVOICE_HEADER,
      invoiceRow({ no: 'IMP-K1', code: A.code, qty: '1', price: '1' }),
      invoiceRow({ no: 'IMP-K1', code: B.code, qty: '2', price: '1' }),
      invoiceRow({ no: 'IMP-K1', code: C.code, qty: '3', price: '1' }),
      invoiceRow({ no: 'IMP-K2', code: A.code, qty: '1', price: '1' }),
      invoiceRow({ no: 'IMP-K3', code: A.code, qty: '1', price: '1' }),
      invoiceRow({ no: 'IMP-K3', code: B.code, qty: '1', price: '1' }),
    ].join('\n');
    const job = await importFile('invoices', csv, small);
    expect(job).toMatchObject({ read: 6, created: 3, updated: 0, failed: 0 });
    const lines = await detail(dealer, 'faturadetay', 'IMP-K1');
    expect(lines.map((l) => l.MIKTAR_FIS)).toEqual([1, 2, 3]);
    expect(lines[0]!.SATIR_TOPLAM).toBe(6);
  });

  it('the database refuses are written again document by document', async () => {
    await ctx.query(sql`create function refuse_patla_line() returns trigger language plpgsql as $$
      begin if new.product_name = 'PATLA' then raise exception 'patladı'; end if; return new; end $$`);
    await ctx.query(sql`create trigger refuse_patla_line before insert on invoice_lines
      for each row execute function refuse_patla_line()`);
    try {
      const csv = [
        INVOICE_HEADER,
        invoiceRow({ no: 'IMP-P1', code: A.code, qty: '1', price: '1' }),
        invoiceRow({ no: 'IMP-P1', code: B.code, qty: '1', price: '1' }),
        invoiceRow({ no: 'IMP-P2', code: A.code, qty: '1', price: '1' }),
        invoiceRow({ no: 'IMP-P2', code: 'ERP-P', name: 'PATLA', vat: '20', qty: '1', price: '1' }),
        invoiceRow({ no: 'IMP-P3', code: A.code, qty: '1', price: '1' }),
      ].join('\n');
      const job = await importFile('invoices', csv);
      expect(job).toMatchObject({ read: 5, created: 2, failed: 1 });
      const { errors } = (await admin.get(`/admin/imports/${job.id}/errors`)).json() as ImportErrors;
      expect(errors).toEqual([
        {
          row: 4,
          column: '',
          code: 'write_failed',
          message: 'Belge veritabanına yazılamadı; satırlarının değerlerini kontrol edin.',
        },
      ]);
      const { rows } = await ctx.query(sql`select i.document_no, count(l.id)::int as lines from invoices i
        left join invoice_lines l on l.invoice_id = i.id where i.document_no like 'IMP-P%'
        group by i.document_no order by i.document_no`);
      expect(rows).toEqual([
        { document_no: 'IMP-P1', lines: 2 },
        { document_no: 'IMP-P3', lines: 1 },
      ]);
    } finally {
      await ctx.query(sql`drop trigger refuse_patla_line on invoice_lines`);
    }
  });
});

describe('a delivery notes file', () => {
  const HEADER = 'Cari No;Belge No;Tarih;Fatura No;Ürün Kodu;Miktar;Birim Fiyat;KDV Oranı';
  const row = (no: string, invoice: string, code: string, qty: string) =>
    [DEMO.dealer.cariNo, no, '15.03.2025', invoice, code, qty, '10', '20'].join(';');

  it('links a note to its invoice by Fatura No, and the dealer sees it in Genel Hareketler and its panel', async () => {
    const movements = async () => {
      const res = await dealer.get(`/report/genelhareket?${RANGE}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MovementRow[]).map((r) => r.BELGENO);
    };
    expect(await movements()).not.toContain('IMP-I1');
    const csv = [
      HEADER,
      row('IMP-I1', 'IMP-F1', A.code, '10'),
      row('IMP-I1', 'IMP-F1', B.code, '3'),
      row('IMP-I2', 'YOK-1', A.code, '1'),
      row('IMP-I3', otherInvoiceNo, A.code, '1'),
    ].join('\n');
    const job = await importFile('delivery-notes', csv);
    expect(job).toMatchObject({ status: 'finished', read: 4, created: 1, failed: 2 });
    expect(await errorsOf(job.id)).toEqual([
      [4, 'Fatura No', 'unknown_invoice'],
      [5, 'Fatura No', 'unknown_invoice'],
    ]);
    const { rows } =
      await ctx.query(sql`select i.document_no from delivery_notes n join invoices i on i.id = n.invoice_id
      where n.document_no = 'IMP-I1'`);
    expect(rows[0]?.document_no).toBe('IMP-F1');
    const lines = await detail(dealer, 'irsaliyedetay', 'IMP-I1');
    expect(lines.map((l) => [l.STOK_KOD, l.MIKTAR_FIS, l.SATIR_TUTAR])).toEqual([
      [A.code, 10, 100],
      [B.code, 3, 30],
    ]);
    expect(lines[0]).toMatchObject({
      FIS_TURU: 'Satış irsaliyesi',
      SATIR_TOPLAM: 130,
      KDV_TOPLAM: 26,
      GENELTOPLAM: 156,
    });
    expect(await movements()).toContain('IMP-I1');
  });

  it('has a template with its own columns', async () => {
    const template = await admin.get('/admin/imports/templates/delivery-notes');
    expect(template.statusCode).toBe(200);
    expect(template.body.split('\r\n')[0]).toBe(
      '\uFEFFCari No;Belge No;Tarih;Belge Türü;Döviz;Kur;Fatura No;Ürün Kodu;Ürün Adı;Barkod;Seri No;Miktar;Birim;KDV Oranı;İskonto Oranı;Birim Fiyat',
    );
  });
});
