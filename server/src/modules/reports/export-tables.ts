import Decimal from 'decimal.js';
import {
  DOCUMENT_TITLES,
  REPORT_TITLES,
  reportMessages,
  type DetailLine,
  type DocumentKind,
  type InvoiceListRow,
  type MovementRow,
  type OrderListRow,
  type StatementRow,
} from '@bayi/common';
import { compareCurrencies } from '../pricing/line-money';
import type { Cell, ExportColumn, ExportCompany, ExportDocument, ExportRow } from './export-model';
import { formatDay, formatInstant, formatInstantDay, queryDay, type Period } from './range';
import type { DealerHeaderRow } from './repository';

/**
 * Each report and document as an export (export-model.ts): Turkish headers, the rows the API answers,
 * and the totals a Turkish accountant expects under them. Sums are exact (decimal.js over the rows'
 * 2-decimal amounts).
 */

export interface ExportContext {
  company: ExportCompany;
  dealer: DealerHeaderRow;
  generatedAt: Date;
}

const col = (header: string, kind: ExportColumn['kind'], width: number): ExportColumn => ({ header, kind, width });

/** The file name's dealer part: the Cari No, safe in any file system. */
const safe = (text: string) => text.replace(/[^A-Za-z0-9.-]+/g, '-');

function dealerDetails(ctx: ExportContext): [string, string][] {
  const { dealer } = ctx;
  const tax = [dealer.tax_office, dealer.tax_number].filter(Boolean).join(' / ');
  return [
    ['Cari', `${dealer.code} · ${dealer.name}`],
    ...(tax ? ([['Vergi Dairesi / No', tax]] as [string, string][]) : []),
  ];
}

function reportDocument(
  ctx: ExportContext,
  slug: string,
  title: string,
  period: Period,
  columns: ExportColumn[],
  rows: ExportRow[],
  totals: ExportRow[],
): ExportDocument {
  return {
    title,
    fileName: `${slug}_${safe(ctx.dealer.code)}_${queryDay(period.begin)}-${queryDay(period.end)}`,
    company: ctx.company,
    details: [...dealerDetails(ctx), ['Dönem', `${formatDay(period.begin)} – ${formatDay(period.end)}`]],
    columns,
    rows,
    totals,
    emptyText: reportMessages.empty,
    generatedAt: ctx.generatedAt,
  };
}

const sum = (values: number[]) => values.reduce((total, v) => total.plus(v), new Decimal(0));
const exact = (value: Decimal) => Number(value.toFixed(2));

/** One totals row per currency, the label first and the sums in the given columns. */
function totalsPerCurrency<T>(
  rows: T[],
  width: number,
  currencyOf: (row: T) => string,
  label: (currency: string) => string,
  amounts: [number, (row: T) => number][],
): ExportRow[] {
  const currencies = [...new Set(rows.map(currencyOf))].sort(compareCurrencies);
  return currencies.map((currency) => {
    const own = rows.filter((r) => currencyOf(r) === currency);
    const cells: Cell[] = Array.from({ length: width }, () => null);
    cells[0] = label(currency);
    for (const [index, amountOf] of amounts) cells[index] = exact(sum(own.map(amountOf)));
    return { cells };
  });
}

/** Genel Hareketler: the movements as listed (newest first), totals in TL. */
export function movementsExport(ctx: ExportContext, period: Period, rows: MovementRow[]): ExportDocument {
  const columns = [
    col('TARİH', 'date', 11),
    col('BELGE NO', 'text', 16),
    col('BELGE TİPİ', 'text', 20),
    col('AÇIKLAMA', 'text', 34),
    col('BORÇ', 'money', 13),
    col('ALACAK', 'money', 13),
    col('DÖVİZ', 'text', 7),
    col('KUR', 'rate', 9),
    col('BORÇ (TL)', 'money', 14),
    col('ALACAK (TL)', 'money', 14),
  ];
  const data = rows.map((r) => ({
    cells: [
      r.TARIH,
      r.BELGENO,
      r.FINANS_ISLEM_TURU,
      r.ACIKLAMA,
      r.BORC,
      r.ALACAK,
      r.DOVIZ_AD,
      r.DOVIZ_KURU,
      r.BORC_TL,
      r.ALACAK_TL,
    ],
  }));
  const totals: ExportRow[] = rows.length
    ? [
        {
          cells: [
            'TRY Toplam',
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            exact(sum(rows.map((r) => r.BORC_TL))),
            exact(sum(rows.map((r) => r.ALACAK_TL))),
          ],
        },
      ]
    : [];
  return reportDocument(ctx, 'genel-hareketler', REPORT_TITLES.genelhareket, period, columns, data, totals);
}

/** Hesap Ekstresi: Devir, the movements oldest first with the running balance, and TRY Hesap Toplamı. */
export function statementExport(ctx: ExportContext, period: Period, rows: StatementRow[]): ExportDocument {
  const columns = [
    col('TARİH', 'date', 11),
    col('BELGE NO', 'text', 16),
    col('BELGE TİPİ', 'text', 19),
    col('AÇIKLAMA', 'text', 30),
    col('BORÇ', 'money', 13),
    col('ALACAK', 'money', 13),
    col('DÖVİZ', 'text', 7),
    col('KUR', 'rate', 9),
    col('BORÇ (TL)', 'money', 14),
    col('ALACAK (TL)', 'money', 14),
    col('BAKİYE (TL)', 'money', 14),
    col('B/A', 'text', 5),
  ];
  const data = rows.map((r) => ({
    cells: [
      r.TARIH,
      r.BELGENO,
      r.FINANS_ISLEM_TURU,
      r.ACIKLAMA,
      r.BORC,
      r.ALACAK,
      r.DOVIZ_AD,
      r.DOVIZ_KURU,
      r.BORC_TL,
      r.ALACAK_TL,
      Math.abs(r.BAKIYE),
      r.BAKIYE_BA,
    ],
    strong: r.DEVIR,
  }));
  // Σ TL debit − Σ TL credit, Devir included, is the closing balance: the last row's.
  const last = rows.at(-1);
  const closing: ExportRow[] = last
    ? [
        {
          cells: [
            'TRY Hesap Toplamı',
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            exact(sum(rows.map((r) => r.BORC_TL))),
            exact(sum(rows.map((r) => r.ALACAK_TL))),
            Math.abs(last.BAKIYE),
            last.BAKIYE_BA,
          ],
        },
      ]
    : [];
  return reportDocument(ctx, 'hesap-ekstresi', REPORT_TITLES.hesapekstresi, period, columns, data, closing);
}

/** Sipariş Listesi: one row per order and currency, totals per currency. */
export function orderListExport(ctx: ExportContext, period: Period, rows: OrderListRow[]): ExportDocument {
  const columns = [
    col('BELGE NO', 'text', 16),
    col('SİPARİŞ TARİHİ', 'datetime', 16),
    col('SİPARİŞ TÜRÜ', 'text', 14),
    col('TOPLAM', 'money', 14),
    col('KDV', 'money', 12),
    col('GENEL TOPLAM', 'money', 14),
    col('DÖVİZ', 'text', 7),
    col('DURUM', 'text', 13),
    col('AÇIKLAMA', 'text', 30),
    col('ERP BELGE NO', 'text', 16),
  ];
  const data = rows.map((r) => ({
    cells: [
      r.BELGENO,
      r.SIPARIS_TARIHI,
      r.SIPARIS_TURU,
      r.SATIR_TOPLAM,
      r.KDV_TOPLAM,
      r.GENELTOPLAM,
      r.DOVIZ_AD,
      r.DURUM,
      r.ACIKLAMA,
      r.ERP_BELGENO,
    ],
  }));
  const totals = totalsPerCurrency(
    rows,
    columns.length,
    (r) => r.DOVIZ_AD,
    (c) => `Toplam (${c})`,
    [
      [3, (r) => r.SATIR_TOPLAM],
      [4, (r) => r.KDV_TOPLAM],
      [5, (r) => r.GENELTOPLAM],
    ],
  );
  return reportDocument(ctx, 'siparis-listesi', REPORT_TITLES.siparislistesi, period, columns, data, totals);
}

/** Fatura Listesi, totals per currency. */
export function invoiceListExport(ctx: ExportContext, period: Period, rows: InvoiceListRow[]): ExportDocument {
  const columns = [
    col('BELGE NO', 'text', 16),
    col('TARİH', 'date', 11),
    col('TÜR', 'text', 16),
    col('VADE', 'date', 11),
    col('TOPLAM', 'money', 14),
    col('KDV', 'money', 12),
    col('GENEL TOPLAM', 'money', 14),
    col('DÖVİZ', 'text', 7),
    col('KUR', 'rate', 9),
  ];
  const data = rows.map((r) => ({
    cells: [
      r.BELGENO,
      r.FIS_TARIHI,
      r.FIS_TURU,
      r.VADE,
      r.SATIR_TOPLAM,
      r.KDV_TOPLAM,
      r.GENELTOPLAM,
      r.DOVIZ_AD,
      r.DOVIZ_KUR,
    ],
  }));
  const totals = totalsPerCurrency(
    rows,
    columns.length,
    (r) => r.DOVIZ_AD,
    (c) => `Toplam (${c})`,
    [
      [4, (r) => r.SATIR_TOPLAM],
      [5, (r) => r.KDV_TOPLAM],
      [6, (r) => r.GENELTOPLAM],
    ],
  );
  return reportDocument(ctx, 'fatura-listesi', REPORT_TITLES.faturalistesi, period, columns, data, totals);
}

const DOCUMENT_SLUGS: Record<DocumentKind, string> = {
  faturadetay: 'fatura',
  siparisdetay: 'siparis',
  irsaliyedetay: 'irsaliye',
};

/** A document's lines (invoice, order, delivery note) with its totals per currency. */
export function documentExport(
  ctx: ExportContext,
  kind: DocumentKind,
  belgeNo: string,
  lines: DetailLine[],
): ExportDocument {
  const first = lines[0];
  const barcode = !!first && first.BARKOD !== undefined;
  const serial = !!first && first.SERI_NO !== undefined;
  const columns = [
    col('STOK KODU', 'text', 14),
    col('STOK ADI', 'text', 40),
    ...(barcode ? [col('BARKOD', 'text', 15)] : []),
    ...(serial ? [col('SERİ NO', 'text', 12)] : []),
    col('MİKTAR', 'quantity', 9),
    col('BİRİM', 'text', 7),
    col('KDV %', 'percent', 7),
    col('İSKONTO %', 'percent', 9),
    col('FİYAT', 'rate', 12),
    col('NET FİYAT', 'rate', 12),
    col('TUTAR', 'money', 13),
    col('TOPLAM (KDV DAHİL)', 'money', 15),
    col('DÖVİZ', 'text', 7),
  ];
  const data = lines.map((l) => ({
    cells: [
      l.STOK_KOD,
      l.STOK_AD,
      ...(barcode ? [l.BARKOD ?? ''] : []),
      ...(serial ? [l.SERI_NO ?? ''] : []),
      l.MIKTAR_FIS,
      l.STOK_BIRIM,
      l.KDV_TOPTAN,
      l.ISKONTO,
      l.FIYAT,
      l.NET_FIYAT,
      l.SATIR_TUTAR,
      l.SATIR_GENEL_TOPLAM,
      l.DOVIZ_AD,
    ],
  }));
  const last = columns.length - 2;
  const totals: ExportRow[] = [];
  for (const currency of [...new Set(lines.map((l) => l.DOVIZ_AD))].sort(compareCurrencies)) {
    const head = lines.find((l) => l.DOVIZ_AD === currency)!;
    for (const [label, value] of [
      ['Ara Toplam', head.SATIR_TOPLAM],
      ['KDV', head.KDV_TOPLAM],
      ['Genel Toplam', head.GENELTOPLAM],
    ] as const) {
      const cells: Cell[] = Array.from({ length: columns.length }, () => null);
      cells[0] = `${label} (${currency})`;
      cells[last] = value;
      cells[last + 1] = currency;
      totals.push({ cells });
    }
  }
  const date = first ? (first.FIS_TARIHI ?? first.ISLEM_TARIHI) : undefined;
  return {
    title: DOCUMENT_TITLES[kind],
    fileName: `${DOCUMENT_SLUGS[kind]}_${safe(belgeNo)}`,
    company: ctx.company,
    details: [
      ...dealerDetails(ctx),
      ['Belge No', belgeNo],
      ...(first ? ([['Belge Tipi', first.FIS_TURU]] as [string, string][]) : []),
      ...(date
        ? ([
            [
              first?.ISLEM_TARIHI ? 'Sipariş Tarihi' : 'Tarih',
              first?.ISLEM_TARIHI ? formatInstant(date) : formatInstantDay(date),
            ],
          ] as [string, string][])
        : []),
    ],
    columns,
    rows: data,
    totals,
    emptyText: reportMessages.empty,
    generatedAt: ctx.generatedAt,
  };
}
