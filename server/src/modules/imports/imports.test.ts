import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { ImportErrors, ImportJob, ProductListResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, signedIn, type Client, staffSignedIn } from '../../test/orders';
import { createImportsRepository } from './repository';
import { createImportRunner, type ImportRunner } from './runner';

/**
 * Imports: staff upload a CSV or XLSX file, the job runs outside the request and reports what it
 * read, created, updated, left unchanged and refused — each refused row with its column and a Turkish reason.
 * The same file twice changes nothing; a bad row never stops the good ones; the catalogue follows at once.
 */
let ctx: TestContext;
let admin: Client;
let dealer: Client;
let runner: ImportRunner;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, DEMO.dealer);
  runner = createImportRunner(ctx.database.db, createImportsRepository(ctx.database.db), { pollMs: 0 });
});
afterAll(() => ctx.close());

/** POST /admin/imports?kind= as the back office's form sends it. */
function upload(
  kind: string,
  file: { name: string; bytes: Buffer | string },
  cookie: string | undefined = admin.cookie,
  field = 'file',
  base = '/admin/imports',
  extraHeaders: Record<string, string> = {},
) {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `${base}?kind=${kind}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...extraHeaders,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

/** Uploads, runs the queue and answers the finished job. */
async function importFile(kind: string, name: string, bytes: Buffer | string): Promise<ImportJob> {
  const res = await upload(kind, { name, bytes });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: number };
  expect(res.headers.location).toBe(`/admin/imports/${id}`);
  expect((await admin.get(`/admin/imports/${id}`)).json().status).toBe('queued');
  await runner.runOnce();
  return (await admin.get(`/admin/imports/${id}`)).json() as ImportJob;
}

const errorsOf = async (id: number) => (await admin.get(`/admin/imports/${id}/errors`)).json() as ImportErrors;
const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];

const PRODUCTS_CSV = [
  'Ürün Kodu;Ürün Adı;Barkod;Kategori;Marka;KDV Oranı;Birim;Stok;Temin Süresi;Aktif;Fiyat: Bayi Fiyatı;Fiyat: Liste Fiyatı USD',
  'AKT-0001;Aktarım Kablosu Kırmızı;8690000000011;Aktarım Deneme > Kablolar;Aktarım Markası;20;Metre;1.250,5;;Evet;12,50;0.35',
  'AKT-0002;Aktarım Sigortası 16A;;Aktarım Deneme > Sigortalar;aktarım markası;10;Adet;40;2-3 İş Günü;;99,9;',
  'AKT-0003;;;;;;;;;;;',
  'AKT-0004;Hatalı KDV;;;;yüzde yirmi;;;;;;',
  'AKT-0001;Aynı kod yine;;;;;;;;;;',
  'AKT-0005;Hatalı fiyat;;;;;;-3;;Belki;abc;',
].join('\r\n');

describe('products from a CSV file', () => {
  let job: ImportJob;
  beforeAll(async () => {
    job = await importFile('products', 'ürünler.csv', PRODUCTS_CSV);
  });

  it('answers 202 at once, then reports what it read, wrote and refused', () => {
    expect(job).toMatchObject({ status: 'finished', progress: 100, read: 6, created: 2, updated: 0, failed: 4 });
    expect(job.fileName).toBe('ürünler.csv');
    expect(job.createdBy).toBe('Sistem Yöneticisi');
  });

  it('writes products with their category path, brand, stock, delivery text and prices per list', async () => {
    const [a, b] = await rows<Record<string, string | null>>(
      sql`select p.code, p.name, p.barcode, p.unit, p.vat_rate::text as vat, p.stock_qty::text as stock,
            p.delivery_text as delivery, b.name as brand, c.name as category, parent.name as parent
          from products p left join brands b on b.id = p.brand_id left join categories c on c.id = p.category_id
          left join categories parent on parent.id = c.parent_id
          where p.code in ('AKT-0001', 'AKT-0002') order by p.code`,
    );
    expect(a).toMatchObject({ barcode: '8690000000011', unit: 'Metre', vat: '20.00', stock: '1250.500' });
    expect(a).toMatchObject({ brand: 'Aktarım Markası', category: 'Kablolar', parent: 'Aktarım Deneme' });
    // The brand is found again whatever its case; the second category sits under the same new parent.
    expect(b).toMatchObject({ brand: 'Aktarım Markası', category: 'Sigortalar', parent: 'Aktarım Deneme' });
    expect(b).toMatchObject({ delivery: '2-3 İş Günü', vat: '10.00', stock: '40.000' });
    const prices = await rows<{ code: string; list: string; price: string }>(
      sql`select p.code, l.name as list, pp.price::text as price from product_prices pp
          join products p on p.id = pp.product_id join price_lists l on l.id = pp.price_list_id
          where p.code like 'AKT-%' order by p.code, l.id`,
    );
    expect(prices).toEqual([
      { code: 'AKT-0001', list: 'Bayi Fiyatı', price: '12.5000' },
      { code: 'AKT-0001', list: 'Liste Fiyatı USD', price: '0.3500' },
      { code: 'AKT-0002', list: 'Bayi Fiyatı', price: '99.9000' },
    ]);
  });

  it('adds the new products’ words to the typo dictionary, as a whole rebuild would', async () => {
    const dictionary = await rows<{ word: string }>(sql`select word from search_words order by word`);
    const rebuilt = await rows<{ word: string }>(
      sql`select distinct w as word from products, regexp_split_to_table(search_text, '[^a-z0-9]+') as w
          where is_active and length(w) >= 3 and w !~ '[0-9]' order by 1`,
    );
    expect(dictionary.map((r) => r.word)).toContain('kirmizi');
    expect(dictionary).toEqual(rebuilt);
  });

  it('reports each refused row with its row number, column and a Turkish reason', async () => {
    const report = await errorsOf(job.id);
    const byRow = report.errors.map((e) => [e.row, e.column, e.code]);
    expect(byRow).toEqual(
      expect.arrayContaining([
        [4, 'Ürün Adı', 'required'],
        [5, 'KDV Oranı', 'invalid_number'],
        [6, 'Ürün Kodu', 'duplicate'],
        [7, 'Stok', 'out_of_range'],
        [7, 'Aktif', 'invalid_choice'],
        [7, 'Fiyat: Bayi Fiyatı', 'invalid_number'],
      ]),
    );
    expect(report.errors.find((e) => e.code === 'duplicate')!.message).toBe(
      'Bu kayıt dosyada 2. satırda da var; yalnız ilki yazıldı.',
    );
    for (const e of report.errors) expect(e.message).toMatch(/[çğıöşüİ]|olmalı|olamaz/);
  });

  it('gives the error report as a CSV Excel opens', async () => {
    const res = await admin.get(`/admin/imports/${job.id}/errors.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFSatır;Sütun;Kod;Açıklama\r\n4;Ürün Adı;required;')).toBe(true);
    expect(res.body.split('\r\n').length).toBe(report6Lines());
  });

  it('lets a dealer find the new product at once, with its price', async () => {
    const res = await dealer.get(`/search/?q=${encodeURIComponent('aktarım kablosu')}`);
    const list = res.json() as ProductListResponse;
    const product = list.stoks.find((p) => p.kod === 'AKT-0001');
    expect(product, res.body).toBeDefined();
    expect(product!.fiyats?.map((f) => f.fiyatF)).toContain('12,50');
  });

  it('changes nothing when the same file comes again', async () => {
    const again = await importFile('products', 'ürünler.csv', PRODUCTS_CSV);
    expect(again).toMatchObject({ status: 'finished', read: 6, created: 0, updated: 0, unchanged: 2, failed: 4 });
  });

  it('updates what changed, and an empty cell keeps the stock while an empty barcode clears it', async () => {
    const csv = 'Ürün Kodu;Ürün Adı;Barkod;Stok;Fiyat: Bayi Fiyatı\nAKT-0001;Aktarım Kablosu Kırmızı;;;13,75\n';
    const changed = await importFile('products', 'fiyat.csv', csv);
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0, failed: 0 });
    const [p] = await rows<{ barcode: string | null; stock: string; price: string }>(
      sql`select p.barcode, p.stock_qty::text as stock, pp.price::text as price from products p
          join product_prices pp on pp.product_id = p.id and pp.price_list_id = 1 where p.code = 'AKT-0001'`,
    );
    expect(p).toEqual({ barcode: null, stock: '1250.500', price: '13.7500' });
  });

  it('keeps a product findable by its barcode when a file without the Barkod column changes it', async () => {
    await importFile(
      'products',
      'barkodlu.csv',
      'Ürün Kodu;Ürün Adı;Barkod\nAKT-0010;Aktarım Barkodlu;8690000777103\n',
    );
    const stock = await importFile(
      'products',
      'stok.csv',
      'Ürün Kodu;Ürün Adı;Stok\nAKT-0010;Aktarım Barkodlu Ürün;5\n',
    );
    expect(stock).toMatchObject({ updated: 1, failed: 0 });
    // A part of the barcode finds it, as before the change (the search text holds name, code and barcode).
    const list = (await dealer.get('/search/?q=0000777103')).json() as ProductListResponse;
    expect(list.stoks.map((p) => [p.kod, p.ad])).toEqual([['AKT-0010', 'Aktarım Barkodlu Ürün']]);
  });

  it('keeps a product passive when its Aktif cell is empty, and a new product with an empty Aktif is active', async () => {
    await importFile('products', 'pasif.csv', 'Ürün Kodu;Ürün Adı;Aktif\nAKT-0002;Aktarım Sigortası 16A;Hayır\n');
    const again = await importFile(
      'products',
      'bos-aktif.csv',
      'Ürün Kodu;Ürün Adı;Aktif\nAKT-0002;Aktarım Sigortası 16A;\nAKT-0009;Aktarım Yeni Ürün;\n',
    );
    expect(again).toMatchObject({ created: 1, updated: 0, unchanged: 1, failed: 0 });
    const active = await rows<{ code: string; is_active: boolean }>(
      sql`select code, is_active from products where code in ('AKT-0002', 'AKT-0009') order by code`,
    );
    expect(active).toEqual([
      { code: 'AKT-0002', is_active: false },
      { code: 'AKT-0009', is_active: true },
    ]);
    await importFile('products', 'aktif.csv', 'Ürün Kodu;Ürün Adı;Aktif\nAKT-0002;Aktarım Sigortası 16A;Evet\n');
  });
});

/** The header and the errors of PRODUCTS_CSV, plus the final empty line. */
const report6Lines = () => 1 + 6 + 1;

describe('a file that cannot be imported as its kind', () => {
  it('fails whole, naming the missing and the unknown columns', async () => {
    const job = await importFile('products', 'yanlis.csv', 'Ürün Kodu;Stock;Fiyat: Olmayan Liste\nX;1;2\n');
    expect(job.status).toBe('failed');
    expect(job.message).toMatch(/Zorunlu sütun eksik: "Ürün Adı"/);
    expect(job.message).toMatch(/Tanınmayan sütun: "Stock"/);
  });

  it('names a price column whose list does not exist', async () => {
    const job = await importFile('products', 'liste.csv', 'Ürün Kodu;Ürün Adı;Fiyat: Perakende\nX;Y;2\n');
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(/"Perakende" adında bir fiyat listesi yok/);
  });

  it('refuses an old .xls file at the upload, and an empty one', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const res = await upload('products', { name: 'eski.xls', bytes: xls });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toMatch(/Eski Excel \(\.xls\)/);
    const empty = await upload('products', { name: 'bos.csv', bytes: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toBe('Dosya boş.');
  });
});

describe('other encodings and formats', () => {
  it('reads a Windows-1254 CSV with tabs, as Turkish Excel saves it', async () => {
    const text = 'Ürün Kodu\tÜrün Adı\nAKT-1254\tŞalter Işıklı Göstergeli\n';
    const bytes = Buffer.from(
      [...text].map(
        (ch) => ({ Ü: 0xdc, ü: 0xfc, Ş: 0xde, ş: 0xfe, I: 0x49, ı: 0xfd, ğ: 0xf0, ö: 0xf6 })[ch] ?? ch.charCodeAt(0),
      ),
    );
    const job = await importFile('products', 'ansi.csv', bytes);
    expect(job).toMatchObject({ status: 'finished', created: 1, failed: 0 });
    const [p] = await rows<{ name: string }>(sql`select name from products where code = 'AKT-1254'`);
    expect(p!.name).toBe('Şalter Işıklı Göstergeli');
  });

  it('reads the first sheet of an XLSX file, numbers and all', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stok');
    sheet.addRow(['Ürün Kodu', 'Stok', 'Temin Süresi']);
    sheet.addRow(['AKT-0001', 77.5, 'Stokta']);
    sheet.addRow(['YOK-9999', 3, null]);
    const job = await importFile('stock', 'stok.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(job).toMatchObject({ status: 'finished', read: 2, updated: 1, failed: 1 });
    expect((await errorsOf(job.id)).errors).toEqual([
      { row: 3, column: 'Ürün Kodu', code: 'unknown_product', message: '"YOK-9999" kodlu ürün bulunamadı.' },
    ]);
    const [p] = await rows<{ stock: string; delivery: string }>(
      sql`select stock_qty::text as stock, delivery_text as delivery from products where code = 'AKT-0001'`,
    );
    expect(p).toEqual({ stock: '77.500', delivery: 'Stokta' });
  });
});

describe('prices and account movements', () => {
  it('upserts one price per row by product and list', async () => {
    const csv =
      'Ürün Kodu;Fiyat Listesi;Fiyat\nAKT-0002;Liste Fiyatı EUR;2,40\nAKT-0002;Bayi Fiyatı;99,90\nAKT-0002;Yok;1\n';
    const job = await importFile('prices', 'fiyatlar.csv', csv);
    expect(job).toMatchObject({ status: 'finished', read: 3, created: 1, updated: 0, unchanged: 1, failed: 1 });
    expect((await errorsOf(job.id)).errors[0]).toMatchObject({
      row: 4,
      column: 'Fiyat Listesi',
      code: 'unknown_price_list',
    });
  });

  it('writes a dealer’s movements, and the same file again changes nothing', async () => {
    const csv = [
      'Cari No;Belge No;Tarih;İşlem Türü;Borç;Alacak;Döviz;Vade Tarihi;Açıklama',
      `${DEMO.dealer.cariNo};AKT2026000001;24.11.2026 10:30;Satış faturası;1.250,00;;TL;24.12.2026;Kasım faturası`,
      `${DEMO.dealer.cariNo};AKT2026000002;25.11.2026;Havale/EFT;;500;TL;;`,
      `999.99.999;AKT2026000003;25.11.2026;Havale/EFT;;500;TL;;`,
      `${DEMO.dealer.cariNo};AKT2026000004;31.02.2026;Havale/EFT;;500;TRY;;`,
    ].join('\n');
    const job = await importFile('movements', 'hareketler.csv', csv);
    expect(job).toMatchObject({ status: 'finished', read: 4, created: 2, failed: 2 });
    const report = (await errorsOf(job.id)).errors.map((e) => [e.row, e.column, e.code]);
    expect(report).toEqual([
      [4, 'Cari No', 'unknown_dealer'],
      [5, 'Döviz', 'unknown_currency'],
      [5, 'Tarih', 'invalid_date'],
    ]);
    const [m] = await rows<{ debit: string; at: string; due: string }>(
      sql`select debit::text as debit, to_char(date at time zone 'Europe/Istanbul', 'DD.MM.YYYY HH24:MI') as at,
            to_char(due_date at time zone 'Europe/Istanbul', 'DD.MM.YYYY') as due
          from account_movements where document_no = 'AKT2026000001'`,
    );
    expect(m).toEqual({ debit: '1250.0000', at: '24.11.2026 10:30', due: '24.12.2026' });
    const again = await importFile('movements', 'hareketler.csv', csv);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 2 });
  });
});

describe('a large file, written as a bulk load', () => {
  it('shows its products in lists and search once it ends', async () => {
    const bulkRunner = createImportRunner(ctx.database.db, createImportsRepository(ctx.database.db), {
      pollMs: 0,
      bulkCatalogBytes: 1,
    });
    const res = await upload('products', {
      name: 'buyuk.csv',
      bytes:
        'Ürün Kodu;Ürün Adı;Stok;Fiyat: Bayi Fiyatı\nAKT-B1;Toplu Yükleme Vanası;5;7,5\nAKT-B2;Toplu Yükleme Musluğu;3;4,25\n',
    });
    expect(res.statusCode).toBe(202);
    await bulkRunner.runOnce();
    const job = (await admin.get(`/admin/imports/${res.json().id}`)).json() as ImportJob;
    expect(job).toMatchObject({ status: 'finished', created: 2, failed: 0 });
    const list = (
      await dealer.get(`/search/?q=${encodeURIComponent('toplu yükleme vanası')}`)
    ).json() as ProductListResponse;
    expect(list.stoks.map((p) => p.kod)).toContain('AKT-B1');
  });
});

describe('a row the database refuses', () => {
  it('is rolled back alone: the good rows of its batch are written, the bad one reported', async () => {
    await ctx.query(sql`create function refuse_patla() returns trigger language plpgsql as $$
      begin if new.name = 'PATLA' then raise exception 'patladı'; end if; return new; end $$`);
    await ctx.query(
      sql`create trigger refuse_patla before insert on products for each row execute function refuse_patla()`,
    );
    try {
      const csv = 'Ürün Kodu;Ürün Adı\nAKT-R1;İyi bir\nAKT-R2;PATLA\nAKT-R3;İyi iki\n';
      const job = await importFile('products', 'patla.csv', csv);
      expect(job).toMatchObject({ status: 'finished', created: 2, failed: 1 });
      expect((await errorsOf(job.id)).errors).toEqual([
        {
          row: 3,
          column: '',
          code: 'write_failed',
          message: 'Satır veritabanına yazılamadı; değerlerini kontrol edin.',
        },
      ]);
      const written = await rows<{ code: string }>(
        sql`select code from products where code like 'AKT-R%' order by code`,
      );
      expect(written.map((r) => r.code)).toEqual(['AKT-R1', 'AKT-R3']);
    } finally {
      await ctx.query(sql`drop trigger refuse_patla on products`);
    }
  });
});

describe('the import.finished webhook', () => {
  it('is queued with the summary when a job ends', async () => {
    await ctx.query(sql`insert into webhook_endpoints (url, events, secret)
      values ('http://127.0.0.1:9/hook', array['import.finished'], 'whsec_test')`);
    const job = await importFile('stock', 'stok.csv', 'Ürün Kodu;Stok\nAKT-0002;41\nYOK-1;1\n');
    const [event] = await rows<{ body: string }>(
      sql`select body from webhook_events where type = 'import.finished' order by created_at desc limit 1`,
    );
    expect(JSON.parse(event!.body).data).toEqual({
      importId: job.id,
      kind: 'stock',
      status: 'finished',
      message: null,
      read: 2,
      created: 0,
      updated: 1,
      unchanged: 0,
      failed: 1,
    });
  });
});

describe('the integration API', () => {
  const keyWith = async (scopes: string[]) => {
    const res = await admin.post('/admin/api-keys', { name: `aktarım ${scopes.join(',')}`, scopes });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  };

  it('takes a catalogue file with a catalogue key, and shows it only under its scope', async () => {
    const catalogue = await keyWith(['catalogue']);
    const res = await upload(
      'stock',
      { name: 'erp-stok.csv', bytes: 'Ürün Kodu;Stok\nAKT-0002;12\n' },
      '',
      'file',
      '/api/v1/catalogue/imports',
      catalogue,
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers.location).toBe(`/api/v1/catalogue/imports/${res.json().id}`);
    await runner.runOnce();
    const job = await ctx.app.inject({ url: `/api/v1/catalogue/imports/${res.json().id}`, headers: catalogue });
    expect(job.json()).toMatchObject({
      status: 'finished',
      updated: 1,
      createdBy: expect.stringMatching(/^API anahtarı: aktarım catalogue/),
    });
    // A movements file is a document: not a catalogue key's, and its jobs are not listed there.
    const movements = await upload(
      'movements',
      { name: 'm.csv', bytes: 'x' },
      '',
      'file',
      '/api/v1/catalogue/imports',
      catalogue,
    );
    expect(movements.statusCode).toBe(400);
    const documentsRoute = await upload(
      'movements',
      { name: 'm.csv', bytes: 'x' },
      '',
      'file',
      '/api/v1/documents/imports',
      catalogue,
    );
    expect(documentsRoute.statusCode).toBe(403);
    const list = await ctx.app.inject({ url: '/api/v1/catalogue/imports', headers: catalogue });
    expect((list.json() as { imports: ImportJob[] }).imports.every((i) => i.kind !== 'movements')).toBe(true);
    const movementJob = (await admin.get('/admin/imports'))
      .json()
      .imports.find((i: ImportJob) => i.kind === 'movements');
    const hidden = await ctx.app.inject({ url: `/api/v1/catalogue/imports/${movementJob.id}`, headers: catalogue });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a session on /api/v1 and a key on the back office', async () => {
    const documents = await keyWith(['documents']);
    expect(
      (await upload('movements', { name: 'm.csv', bytes: 'x' }, admin.cookie, 'file', '/api/v1/documents/imports'))
        .statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ url: '/admin/imports', headers: documents })).statusCode).toBe(401);
  });
});

describe('templates, the list and who may', () => {
  it('gives a template per kind with Turkish headers, as CSV and XLSX', async () => {
    const csv = await admin.get('/admin/imports/templates/products');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFÜrün Kodu;Ürün Adı;Barkod;Kategori;Marka;KDV Oranı;Birim;Açıklama;Stok;Temin Süresi;Aktif;Fiyat: Bayi Fiyatı',
    );
    const xlsx = await admin.get('/admin/imports/templates/movements?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Cari No');
    expect((await admin.get('/admin/imports/templates/musteriler')).statusCode).toBe(400);
  });

  it('lists the latest imports first', async () => {
    const { imports } = (await admin.get('/admin/imports')).json() as { imports: ImportJob[] };
    expect(imports.length).toBeGreaterThan(5);
    expect(imports[0]!.id).toBeGreaterThan(imports[1]!.id);
  });

  it('refuses a form without the file, an unknown kind and an unknown id, in Turkish', async () => {
    const wrongField = await upload('products', { name: 'a.csv', bytes: 'x' }, admin.cookie, 'dosya');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors.file).toMatch(/file alanında/);
    const json = await admin.post('/admin/imports?kind=products', { a: 1 });
    expect(json.statusCode).toBe(400);
    const kind = await upload('musteriler', { name: 'a.csv', bytes: 'x' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errorMessage).toMatch(/Aktarım türü/);
    const missing = await admin.get('/admin/imports/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('Aktarım bulunamadı.');
  });

  it('is for admins only', async () => {
    const editor = await staffSignedIn(ctx, 'icerik', 'editor');
    expect((await upload('products', { name: 'a.csv', bytes: PRODUCTS_CSV }, editor.cookie)).statusCode).toBe(403);
    expect((await upload('products', { name: 'a.csv', bytes: PRODUCTS_CSV }, dealer.cookie)).statusCode).toBe(403);
    expect((await upload('products', { name: 'a.csv', bytes: PRODUCTS_CSV }, '')).statusCode).toBe(401);
    expect((await client(ctx, undefined).get('/admin/imports')).statusCode).toBe(401);
  });
});
