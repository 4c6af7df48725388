import {
  CARD_COLLECTION_TYPE,
  DELIVERY_NOTE_TYPE,
  formatMoney,
  INVOICE_TYPE,
  OPENING_BALANCE_TYPE,
  type DocumentKind,
  type InvoiceListRow,
  type MovementRow,
  type OrderListRow,
  type ReportType,
  type StatementRow,
} from '@bayi/common';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { receiptPrintUrl } from '../../lib/urls';
import type { ReportRows } from './api';
import { formatInstantDay } from './dates';
import {
  DATE_COLUMN,
  dateSort,
  numberSort,
  reportColumnHelper,
  textSort,
  type ReportColumn,
  type ReportFeatures,
} from './ReportTable';
import { balanceText, sum, sumsByCurrency } from './totals';
import { reportTexts } from './texts';
import type { RowData, Table } from '@tanstack/react-table';

/** A document a row's detail button opens in the side panel. */
export interface DocumentRef {
  kind: DocumentKind;
  belgeNo: string;
  /** An order's number in the distributor's ERP, once acknowledged: shown in the panel too. */
  erpBelgeNo?: string;
}

export type OpenDocument = (document: DocumentRef) => void;

const rateFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const formatRate = (rate: number) => rateFormat.format(rate);

const rowsOf = <Row extends RowData>(table: Table<ReportFeatures, Row>): readonly Row[] => table.options.data;

/** Totals per currency, one line each: a TL and a USD are never added together. */
function CurrencyTotals<Row extends RowData>({
  table,
  currency,
  amount,
}: {
  table: Table<ReportFeatures, Row>;
  currency: (row: Row) => string;
  amount: (row: Row) => number;
}) {
  return (
    <span className="flex flex-col gap-1">
      {sumsByCurrency(rowsOf(table), currency, amount).map((line) => (
        <span key={line.currency}>
          {formatMoney(line.total)} {line.currency}
        </span>
      ))}
    </span>
  );
}

/** The balance letter: B borçlu, A alacaklı (spec §4 "Statement balance"), spelled out for screen readers. */
function Letter({ letter }: { letter: string }) {
  if (!letter) return null;
  return (
    <abbr
      title={letter === 'B' ? 'Borçlu' : 'Alacaklı'}
      className={cn(
        'inline-flex min-w-6 justify-center rounded px-1.5 py-0.5 text-xs font-bold no-underline',
        letter === 'B' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {letter}
    </abbr>
  );
}

/** Names a row's detail button, so focus can find it again after the table was drawn anew. */
export const documentKey = (document: DocumentRef) => `${document.kind}/${document.belgeNo}`;

function DetailButton({ document, onOpen }: { document: DocumentRef; onOpen: OpenDocument }) {
  const { belgeNo } = document;
  return (
    <button
      type="button"
      data-document={documentKey(document)}
      onClick={() => onOpen(document)}
      className={buttonClasses('secondary', 'sm', 'lg:h-8 lg:px-2.5')}
    >
      <Icon name="fa-solid fa-magnifying-glass" className="text-xs" />
      {reportTexts.detail}
      <span className="sr-only"> {belgeNo}</span>
    </button>
  );
}

/** spec §2 "Row actions": a card collection's receipt, a server page, in a new tab. */
function ReceiptLink({ id, belgeNo }: { id: number; belgeNo: string }) {
  return (
    <a
      href={receiptPrintUrl(id)}
      target="_blank"
      rel="noopener"
      className={buttonClasses('secondary', 'sm', 'lg:h-8 lg:px-2.5')}
    >
      <Icon name="fa-solid fa-print" className="text-xs" />
      {reportTexts.receipt}
      <span className="sr-only">
        {' '}
        {belgeNo} {reportTexts.newTab}
      </span>
    </a>
  );
}

/**
 * spec §2 "Row actions": the detail button only for 'Satış faturası' and 'Satış irsaliyesi'; the
 * receipt only for 'Pos kartı ile tahsilat', by the row's ID in movements and FINANS in the statement.
 */
function MovementActions({
  row,
  receiptId,
  onOpen,
}: {
  row: MovementRow;
  receiptId: number | null;
  onOpen: OpenDocument;
}) {
  const kind: DocumentKind | null =
    row.FINANS_ISLEM_TURU === INVOICE_TYPE
      ? 'faturadetay'
      : row.FINANS_ISLEM_TURU === DELIVERY_NOTE_TYPE
        ? 'irsaliyedetay'
        : null;
  if (kind && row.BELGENO) return <DetailButton document={{ kind, belgeNo: row.BELGENO }} onOpen={onOpen} />;
  if (row.FINANS_ISLEM_TURU === CARD_COLLECTION_TYPE && receiptId !== null) {
    return <ReceiptLink id={receiptId} belgeNo={row.BELGENO} />;
  }
  return null;
}

/** The movement's type, and under it what the ERP wrote about it (bank, card, the note's total). */
function TypeWithNote({ type, note }: { type: string; note: string }) {
  return (
    <>
      {type}
      {note && <span className="block text-xs font-normal text-slate-600">{note}</span>}
    </>
  );
}

const money = (value: number) => formatMoney(value);
const actionsHeader = () => <span className="sr-only">{reportTexts.actions}</span>;

/** A foreign-currency amount with its TL value under it, as the TRY totals count it. */
function AmountWithTl({ amount, amountTl, currency }: { amount: number; amountTl: number; currency: string }) {
  return (
    <>
      {formatMoney(amount)}
      {currency !== 'TL' && amount !== 0 && (
        <span className="block text-xs font-normal text-slate-600">{formatMoney(amountTl)} TL</span>
      )}
    </>
  );
}

function movementColumns(onOpen: OpenDocument): ReportColumn<MovementRow>[] {
  const c = reportColumnHelper<MovementRow>();
  return c.columns([
    c.accessor('BELGENO', {
      header: 'BELGE NO',
      sortFn: textSort,
      footer: () => reportTexts.total,
      meta: { label: 'Belge No', card: 'title', footerTitle: true },
    }),
    c.accessor('TARIH', {
      id: DATE_COLUMN,
      header: 'TARİH',
      sortFn: dateSort,
      cell: (ctx) => formatInstantDay(ctx.getValue()),
      meta: { label: 'Tarih', card: 'aside' },
    }),
    c.accessor('FINANS_ISLEM_TURU', {
      header: 'BELGE TİPİ',
      sortFn: textSort,
      cell: (ctx) => <TypeWithNote type={ctx.getValue()} note={ctx.row.original.ACIKLAMA} />,
      meta: { label: 'Belge Tipi', wide: true },
    }),
    c.accessor('BORC', {
      header: 'BORÇ',
      sortFn: numberSort,
      cell: (ctx) => money(ctx.getValue()),
      footer: ({ table }) => <CurrencyTotals table={table} currency={(r) => r.DOVIZ_AD} amount={(r) => r.BORC} />,
      meta: { label: 'Borç', numeric: true },
    }),
    // spec §2 writes 'ALCAK' here, a slip for ALACAK (and 'alçak' is an insult): the statement's spelling.
    c.accessor('ALACAK', {
      header: 'ALACAK',
      sortFn: numberSort,
      cell: (ctx) => money(ctx.getValue()),
      footer: ({ table }) => <CurrencyTotals table={table} currency={(r) => r.DOVIZ_AD} amount={(r) => r.ALACAK} />,
      meta: { label: 'Alacak', numeric: true },
    }),
    c.accessor('DOVIZ_AD', { header: 'DOVIZ', sortFn: textSort, meta: { label: 'Döviz' } }),
    c.display({
      id: 'actions',
      header: actionsHeader,
      cell: ({ row }) => <MovementActions row={row.original} receiptId={row.original.ID} onOpen={onOpen} />,
      meta: { card: 'actions' },
    }),
  ]);
}

function StatementFooterBalance({ table }: { table: Table<ReportFeatures, StatementRow> }) {
  const rows = rowsOf(table);
  const balance = sum(rows, (r) => r.BORC_TL) - sum(rows, (r) => r.ALACAK_TL);
  const shown = balanceText(balance);
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="statement-balance">
      {shown.amount} TL <Letter letter={shown.letter} />
    </span>
  );
}

/**
 * Hesap Ekstresi (spec §2): the columns of the spec, plus the running balance (BAKİYE) an accountant
 * reads a cari hesap ekstresi by. The footer 'TRY Hesap Toplamı' adds every row in TL, Devir
 * included, so its balance is the closing balance.
 */
function statementColumns(onOpen: OpenDocument): ReportColumn<StatementRow>[] {
  const c = reportColumnHelper<StatementRow>();
  return c.columns([
    c.accessor('BA', {
      // One short header that must not break at its spaces when the others wrap.
      header: () => <span className="whitespace-nowrap">B / A</span>,
      sortFn: textSort,
      cell: (ctx) => <Letter letter={ctx.getValue()} />,
      // Below 1280 px the letter sits under the document number: the statement's eleven columns need the room.
      meta: { label: 'B / A', underBelowXl: 'BELGENO' },
    }),
    c.accessor('BELGENO', {
      header: 'BELGE NO',
      sortFn: textSort,
      cell: (ctx) => ctx.getValue() || (ctx.row.original.DEVIR ? OPENING_BALANCE_TYPE : ''),
      meta: { label: 'Belge No', card: 'title' },
    }),
    c.accessor('TARIH', {
      id: DATE_COLUMN,
      header: 'TARİH',
      sortFn: dateSort,
      cell: (ctx) => formatInstantDay(ctx.getValue()),
      meta: { label: 'Tarih', card: 'aside' },
    }),
    c.accessor('FINANS_ISLEM_TURU', {
      header: 'BELGE TİPİ',
      sortFn: textSort,
      cell: (ctx) => <TypeWithNote type={ctx.getValue()} note={ctx.row.original.ACIKLAMA} />,
      footer: () => reportTexts.statementTotal,
      meta: { label: 'Belge Tipi', wide: true, footerTitle: true },
    }),
    c.accessor('BORC', {
      header: 'BORÇ',
      sortFn: numberSort,
      cell: (ctx) => (
        <AmountWithTl
          amount={ctx.getValue()}
          amountTl={ctx.row.original.BORC_TL}
          currency={ctx.row.original.DOVIZ_AD}
        />
      ),
      footer: ({ table }) => `${formatMoney(sum(rowsOf(table), (r) => r.BORC_TL))} TL`,
      meta: { label: 'Borç', numeric: true },
    }),
    c.accessor('ALACAK', {
      header: 'ALACAK',
      sortFn: numberSort,
      cell: (ctx) => (
        <AmountWithTl
          amount={ctx.getValue()}
          amountTl={ctx.row.original.ALACAK_TL}
          currency={ctx.row.original.DOVIZ_AD}
        />
      ),
      footer: ({ table }) => `${formatMoney(sum(rowsOf(table), (r) => r.ALACAK_TL))} TL`,
      meta: { label: 'Alacak', numeric: true },
    }),
    c.accessor('DOVIZ_AD', { header: 'DOVIZ', sortFn: textSort, meta: { label: 'Döviz' } }),
    c.accessor('DOVIZ_KURU', {
      header: 'KUR',
      sortFn: numberSort,
      cell: (ctx) => formatRate(ctx.getValue()),
      // Below 1280 px the rate is a line under the currency it belongs to.
      meta: { label: 'Kur', numeric: true, underBelowXl: 'DOVIZ_AD' },
    }),
    c.accessor('BAKIYE', {
      header: 'BAKİYE',
      sortFn: numberSort,
      cell: (ctx) => (
        <span className="inline-flex items-center gap-1.5">
          {formatMoney(Math.abs(ctx.getValue()))} <Letter letter={ctx.row.original.BAKIYE_BA} />
        </span>
      ),
      footer: ({ table }) => <StatementFooterBalance table={table} />,
      meta: { label: 'Bakiye', numeric: true },
    }),
    c.display({
      id: 'actions',
      header: actionsHeader,
      cell: ({ row }) => <MovementActions row={row.original} receiptId={row.original.FINANS} onOpen={onOpen} />,
      meta: { card: 'actions' },
    }),
  ]);
}

/** A list row with a document's totals in its currency (Sipariş Listesi, Fatura Listesi). */
interface DocumentTotalsRow {
  SATIR_TOPLAM: number;
  KDV_TOPLAM: number;
  GENELTOPLAM: number;
  DOVIZ_AD: string;
}

/** TOPLAM, KDV and GENEL TOPLAM: money cells, and each currency's total in the footer. */
function documentTotalColumns<Row extends DocumentTotalsRow>(): ReportColumn<Row>[] {
  const c = reportColumnHelper<Row>();
  const column = (key: keyof Omit<DocumentTotalsRow, 'DOVIZ_AD'>, header: string, label: string) =>
    c.accessor((r) => r[key], {
      id: key,
      header,
      sortFn: numberSort,
      cell: (ctx) => money(ctx.getValue()),
      footer: ({ table }) => <CurrencyTotals table={table} currency={(r) => r.DOVIZ_AD} amount={(r) => r[key]} />,
      meta: { label, numeric: true },
    });
  return c.columns([
    column('SATIR_TOPLAM', 'TOPLAM', 'Toplam'),
    column('KDV_TOPLAM', 'KDV', 'KDV'),
    column('GENELTOPLAM', 'GENEL TOPLAM', 'Genel Toplam'),
  ]);
}

/** The order's number and, once the distributor's ERP has taken it in, the ERP's own number under it. */
function OrderNumbers({ belgeNo, erpBelgeNo }: { belgeNo: string; erpBelgeNo: string }) {
  return (
    <>
      {belgeNo}
      {erpBelgeNo && (
        <span className="block text-xs font-normal text-slate-600">
          {reportTexts.erpDocumentNo}: {erpBelgeNo}
        </span>
      )}
    </>
  );
}

function orderColumns(onOpen: OpenDocument): ReportColumn<OrderListRow>[] {
  const c = reportColumnHelper<OrderListRow>();
  return c.columns([
    c.accessor('BELGENO', {
      header: 'BELGE NO',
      sortFn: textSort,
      cell: (ctx) => <OrderNumbers belgeNo={ctx.getValue()} erpBelgeNo={ctx.row.original.ERP_BELGENO} />,
      footer: () => reportTexts.total,
      meta: { label: 'Belge No', card: 'title', footerTitle: true },
    }),
    c.accessor('SIPARIS_TARIHI', {
      id: DATE_COLUMN,
      header: 'SİPARİŞ TARİHİ',
      sortFn: dateSort,
      cell: (ctx) => formatInstantDay(ctx.getValue()),
      meta: { label: 'Sipariş Tarihi', card: 'aside' },
    }),
    c.accessor('SIPARIS_TURU', { header: 'SİPARİŞ TÜRÜ', sortFn: textSort, meta: { label: 'Sipariş Türü' } }),
    ...documentTotalColumns<OrderListRow>(),
    c.accessor('DOVIZ_AD', { header: 'DOVIZ', sortFn: textSort, meta: { label: 'Döviz' } }),
    // Beyond the spec's columns: the stage the distributor's staff set for the order in the back office; below
    // 1280 px a line under the order's type, so that the amounts keep their room.
    c.accessor('DURUM', {
      header: 'DURUM',
      sortFn: textSort,
      meta: { label: 'Durum', underBelowXl: 'SIPARIS_TURU' },
    }),
    // The note is free text of any length: below 1280 px it is a line under the order's type (no room for a column).
    c.accessor('ACIKLAMA', {
      header: 'AÇIKLAMA',
      sortFn: textSort,
      meta: { label: 'Açıklama', wide: true, underBelowXl: 'SIPARIS_TURU' },
    }),
    c.display({
      id: 'actions',
      header: actionsHeader,
      cell: ({ row }) => (
        <DetailButton
          document={{ kind: 'siparisdetay', belgeNo: row.original.BELGENO, erpBelgeNo: row.original.ERP_BELGENO }}
          onOpen={onOpen}
        />
      ),
      meta: { card: 'actions' },
    }),
  ]);
}

function invoiceColumns(onOpen: OpenDocument): ReportColumn<InvoiceListRow>[] {
  const c = reportColumnHelper<InvoiceListRow>();
  return c.columns([
    c.accessor('BELGENO', {
      header: 'BELGE NO',
      sortFn: textSort,
      footer: () => reportTexts.total,
      meta: { label: 'Belge No', card: 'title', footerTitle: true },
    }),
    c.accessor('FIS_TARIHI', {
      id: DATE_COLUMN,
      header: 'TARİH',
      sortFn: dateSort,
      cell: (ctx) => formatInstantDay(ctx.getValue()),
      meta: { label: 'Tarih', card: 'aside' },
    }),
    c.accessor('FIS_TURU', { header: 'TÜR', sortFn: textSort, meta: { label: 'Tür' } }),
    c.accessor('VADE', {
      header: 'VADE',
      sortFn: dateSort,
      cell: (ctx) => formatInstantDay(ctx.getValue()),
      meta: { label: 'Vade' },
    }),
    ...documentTotalColumns<InvoiceListRow>(),
    c.accessor('DOVIZ_AD', { header: 'DOVİZ', sortFn: textSort, meta: { label: 'Döviz' } }),
    c.accessor('DOVIZ_KUR', {
      header: 'KUR',
      sortFn: numberSort,
      cell: (ctx) => formatRate(ctx.getValue()),
      // Below 1280 px the rate is a line under the currency it belongs to.
      meta: { label: 'Kur', numeric: true, underBelowXl: 'DOVIZ_AD' },
    }),
    c.display({
      id: 'actions',
      header: actionsHeader,
      cell: ({ row }) => (
        <DetailButton document={{ kind: 'faturadetay', belgeNo: row.original.BELGENO }} onOpen={onOpen} />
      ),
      meta: { card: 'actions' },
    }),
  ]);
}

/** The columns of spec §2 for each report. */
export const REPORT_COLUMNS: { [T in ReportType]: (onOpen: OpenDocument) => ReportColumn<ReportRows[T]>[] } = {
  genelhareket: movementColumns,
  hesapekstresi: statementColumns,
  siparislistesi: orderColumns,
  faturalistesi: invoiceColumns,
};
