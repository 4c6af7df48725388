import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, type DetailLine, type OrderListRow, type StatementRow } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { signedIn, type Client } from '../../test/orders';

/**
 * Excel and PDF exports of the reports and documents, parsed back: exceljs reads the workbook (real
 * numbers and dates, Turkish headers, totals), unpdf extracts the PDF's text (dealer, period, Devir,
 * closing balance with its letter, page numbers).
 */

let ctx: TestContext;
let dealer: Client;
const DEALER_NAME = 'Yıldız Elektrik Ltd. Şti.';

const ymd = (daysFromToday: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000 + daysFromToday * 86_400_000);
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
};
const range = `begin=${ymd(-200)}&end=${ymd(0)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
});
afterAll(() => ctx.close());

async function download(url: string, type: RegExp) {
  const res = await dealer.get(url);
  expect(res.statusCode, `${url}: ${res.statusCode === 200 ? '' : res.body}`).toBe(200);
  expect(res.headers['content-type']).toMatch(type);
  expect(res.headers['cache-control']).toBe('no-store');
  return res;
}

async function workbook(url: string) {
  const res = await download(url, /spreadsheetml\.sheet/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { res, rows, sheet };
}

async function pdfText(url: string) {
  const res = await download(url, /^application\/pdf/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { res, text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('Hesap Ekstresi exports', () => {
  it('Excel: the heading, Turkish headers, real dates and numbers, Devir, the running balance and the totals', async () => {
    const rows = (await dealer.get(`/report/hesapekstresi?${range}`)).json() as StatementRow[];
    const { res, rows: cells, sheet } = await workbook(`/report/hesapekstresi/excel?${range}`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hesap-ekstresi_120.01.001_${ymd(-200)}-${ymd(0)}.xlsx"; filename*=UTF-8''hesap-ekstresi_120.01.001_${ymd(-200)}-${ymd(0)}.xlsx`,
    );
    expect(cells[0]).toEqual(['Hesap Ekstresi']);
    expect(cells.flat()).toContain(`120.01.001 · ${DEALER_NAME}`);
    const headerAt = cells.findIndex((r) => r[0] === 'TARİH');
    expect(cells[headerAt]).toEqual([
      'TARİH',
      'BELGE NO',
      'BELGE TİPİ',
      'AÇIKLAMA',
      'BORÇ',
      'ALACAK',
      'DÖVİZ',
      'KUR',
      'BORÇ (TL)',
      'ALACAK (TL)',
      'BAKİYE (TL)',
      'B/A',
    ]);
    const data = cells.slice(headerAt + 1, headerAt + 1 + rows.length);
    data.forEach((row, i) => {
      const r = rows[i]!;
      expect(row[0]).toBeInstanceOf(Date);
      // The cell holds Türkiye's wall-clock time (cells carry no time zone).
      expect((row[0] as Date).getTime()).toBe(Date.parse(r.TARIH) + 3 * 3_600_000);
      expect(row.slice(4, 6)).toEqual([r.BORC, r.ALACAK]);
      expect(row[8]).toBe(r.BORC_TL);
      expect(row[10]).toBe(Math.abs(r.BAKIYE));
      expect(row[11] ?? '').toBe(r.BAKIYE_BA);
    });
    expect(data[0]![2]).toBe('Devir');
    const totals = cells[headerAt + 1 + rows.length]!;
    const sum = (key: 'BORC_TL' | 'ALACAK_TL') => rows.reduce((s, r) => s.plus(r[key]), new Decimal(0)).toNumber();
    const closing = rows.at(-1)!;
    expect(totals[0]).toBe('TRY Hesap Toplamı');
    expect(totals.slice(8)).toEqual([sum('BORC_TL'), sum('ALACAK_TL'), Math.abs(closing.BAKIYE), closing.BAKIYE_BA]);
    // Formats: money with two decimals, dates as days.
    const first = sheet.getRow(headerAt + 2);
    expect(first.getCell(5).numFmt).toBe('#,##0.00');
    expect(first.getCell(1).numFmt).toBe('dd.mm.yyyy');
  });

  it('PDF: Turkish text with the dealer, its tax number, the period, Devir, the closing balance with its letter and page numbers', async () => {
    const rows = (await dealer.get(`/report/hesapekstresi?${range}`)).json() as StatementRow[];
    const closing = rows.at(-1)!;
    const { text, pages } = await pdfText(`/report/hesapekstresi/pdf?${range}`);
    const { rows: tax } = await ctx.query(sql`select tax_number from dealers where code = ${DEMO.dealer.cariNo}`);
    const day = (q: string) => q.split('.').reverse().join('.');
    for (const expected of [
      'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.',
      'Hesap Ekstresi',
      DEALER_NAME,
      String(tax[0]!.tax_number),
      `${day(ymd(-200))} – ${day(ymd(0))}`,
      'Devir',
      'TRY Hesap Toplamı',
      `${formatMoney(Math.abs(closing.BAKIYE))} ${closing.BAKIYE_BA}`,
      `Sayfa 1 / ${pages}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/BAKİYE \(TL\)/g)?.length).toBe(pages);
  });

  it('an empty period still makes a file that says Kayıt Bulunamadı.', async () => {
    const { rows } = await workbook('/report/hesapekstresi/excel?begin=2001.01.01&end=2001.01.31');
    expect(rows.flat()).toContain('Kayıt Bulunamadı.');
    const { text } = await pdfText('/report/hesapekstresi/pdf?begin=2001.01.01&end=2001.01.31');
    expect(text).toContain('Kayıt Bulunamadı.');
  });
});

describe('the other reports and the documents', () => {
  it('every report type exports to Excel and PDF; lists total per currency', async () => {
    for (const type of ['genelhareket', 'siparislistesi', 'faturalistesi']) {
      const { rows } = await workbook(`/report/${type}/excel?${range}`);
      expect(rows.flat()).toContain(`120.01.001 · ${DEALER_NAME}`);
      const { text } = await pdfText(`/report/${type}/pdf?${range}`);
      expect(text).toContain(DEALER_NAME);
    }
    const orders = (await dealer.get(`/report/siparislistesi?${range}`)).json() as OrderListRow[];
    const { rows } = await workbook(`/report/siparislistesi/excel?${range}`);
    const tl = rows.find((r) => r[0] === 'Toplam (TL)')!;
    const tlOrders = orders.filter((o) => o.DOVIZ_AD === 'TL');
    expect(tl[5]).toBe(tlOrders.reduce((s, o) => s.plus(o.GENELTOPLAM), new Decimal(0)).toNumber());
  });

  it('an invoice exports its lines and totals; another dealer’s is 404; bad dates 400', async () => {
    const { rows: db } = await ctx.query(sql`
      select i.document_no from invoices i join dealers d on d.id = i.dealer_id
      where d.code = ${DEMO.dealer.cariNo} and i.currency_code = 'TL' order by i.date desc limit 1`);
    const no = String(db[0]!.document_no);
    const lines = (await dealer.get(`/Report/faturadetay/${no}`)).json() as DetailLine[];
    const { rows, res } = await workbook(`/Report/faturadetay/${no}/excel`);
    expect(res.headers['content-disposition']).toContain(`filename="fatura_${no}.xlsx"`);
    expect(rows[0]).toEqual(['Fatura Detayı']);
    expect(rows.flat()).toEqual(expect.arrayContaining([lines[0]!.STOK_AD, lines[0]!.BARKOD, 'BARKOD']));
    const grand = rows.find((r) => r[0] === 'Genel Toplam (TL)')!;
    expect(grand.filter((c) => typeof c === 'number')).toEqual([lines[0]!.GENELTOPLAM]);

    const { text } = await pdfText(`/Report/faturadetay/${no}/pdf`);
    for (const expected of [
      'Fatura Detayı',
      no,
      lines[0]!.STOK_AD,
      'Genel Toplam (TL)',
      formatMoney(lines[0]!.GENELTOPLAM),
    ]) {
      expect(text, expected).toContain(expected);
    }
    const other = await signedIn(ctx, DEMO.dealer2);
    expect((await other.get(`/Report/faturadetay/${no}/excel`)).statusCode).toBe(404);
    expect((await dealer.get('/report/hesapekstresi/excel?begin=2026.02.30')).statusCode).toBe(400);
  });
});
