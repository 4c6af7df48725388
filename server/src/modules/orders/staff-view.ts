import { ORDER_STAGE_NAMES, type AdminOrderListQuery, type AdminOrderRow } from '@bayi/common';
import type { ExportColumn } from '../reports/export-model';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { OrderHeadRow, OrderLineMoneyRow } from './repository';

/** How the back office shows orders: a list row, its lines' summary and the Excel export's columns. */

const col = (header: string, kind: ExportColumn['kind'], width: number): ExportColumn => ({ header, kind, width });
export const EXPORT_COLUMNS: ExportColumn[] = [
  col('BELGE NO', 'text', 16),
  col('SİPARİŞ TARİHİ', 'datetime', 16),
  col('CARİ NO', 'text', 12),
  col('BAYİ', 'text', 34),
  col('DURUM', 'text', 13),
  col('ÖDEME', 'text', 13),
  col('SATIR', 'quantity', 7),
  col('TOPLAM', 'money', 14),
  col('KDV', 'money', 12),
  col('GENEL TOPLAM', 'money', 14),
  col('DÖVİZ', 'text', 7),
];

/** The filters under the export's title, as staff chose them. */
export function filterDetails(q: Omit<AdminOrderListQuery, 'page'>): [string, string][] {
  const day = (s: string) => s.split('-').reverse().join('.');
  const out: [string, string][] = [];
  if (q.stage) out.push(['Durum', ORDER_STAGE_NAMES[q.stage]]);
  if (q.from || q.to) out.push(['Tarih', `${q.from ? day(q.from) : '…'} – ${q.to ? day(q.to) : '…'}`]);
  if (q.dealer) out.push(['Bayi', q.dealer]);
  if (q.documentNo) out.push(['Belge no', q.documentNo]);
  if (!out.length) out.push(['Filtre', 'Tüm siparişler']);
  return out;
}

/** What a list row shows of an order's lines: how many, and the grand total per currency. */
export type LineSummary = Pick<AdminOrderRow, 'lineCount' | 'totals'>;

export function lineSummary(lines: readonly OrderLineMoneyRow[]): LineSummary {
  return {
    lineCount: lines.length,
    totals: totalsByCurrency(lines.map(storedLineMoney)).map((t) => ({
      currency: t.currency,
      grandTotal: t.grandTotal.toFixed(2),
    })),
  };
}

export function staffRow(head: OrderHeadRow, lines: LineSummary): AdminOrderRow {
  return {
    id: head.id,
    documentNo: head.document_no ?? '',
    placedAt: head.placed_at,
    dealer: { id: head.dealer_id, code: head.dealer_code, name: head.dealer_name },
    stage: head.stage,
    paymentMethod: head.payment_method,
    ...lines,
  };
}
