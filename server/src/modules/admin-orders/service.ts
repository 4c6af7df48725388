import {
  ADMIN_ORDER_PAGE_SIZE,
  ORDER_STAGE_NAMES,
  ORDER_STAGE_NEXT,
  PAYMENT_METHOD_NAMES,
  STAFF_ROLE_NAMES,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminOrderRow,
  type OrderStage,
} from '@bayi/common';
import { badRequest, HttpError, notFound, RequestValidationError } from '../../plugins/errors';
import type { StaffMember } from '../../plugins/request-context';
import type { Download } from '../../plugins/download';
import type { ExportColumn, ExportCompany, ExportDocument } from '../reports/export-model';
import { startOfTurkishIsoDay } from '../../lib/turkey-time';
import { VersionedAnswers } from '../../lib/versioned-answers';
import { BoundedMap } from '../../lib/bounded-map';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import { recordAudit } from '../audit/log';
import type { AdminOrdersRepository, OrderFilter, OrderHeadRow, OrderLineMoneyRow } from './repository';

/** Who is looking: a sales representative (representativeId set) sees their own dealers' orders only. */
export type StaffViewer = StaffMember;

export const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';

const dayStart = startOfTurkishIsoDay;

const col = (header: string, kind: ExportColumn['kind'], width: number): ExportColumn => ({ header, kind, width });
const EXPORT_COLUMNS: ExportColumn[] = [
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
function filterDetails(q: Omit<AdminOrderListQuery, 'page'>): [string, string][] {
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
type LineSummary = Pick<AdminOrderRow, 'lineCount' | 'totals'>;

function lineSummary(lines: readonly OrderLineMoneyRow[]): LineSummary {
  return {
    lineCount: lines.length,
    totals: totalsByCurrency(lines.map(storedLineMoney)).map((t) => ({
      currency: t.currency,
      grandTotal: t.grandTotal.toFixed(2),
    })),
  };
}

function row(head: OrderHeadRow, lines: LineSummary): AdminOrderRow {
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

/** The most orders one Excel file holds: a year of a busy distributor is narrowed with the filters. */
export const ADMIN_ORDER_EXPORT_MAX = 10_000;

export interface AdminOrdersDeps {
  /** The distributor at the head of an export, and a document rendered as a file (reports module). */
  exportCompany(): Promise<ExportCompany>;
  render(doc: ExportDocument, format: 'excel'): Promise<Download>;
  now: () => Date;
  /** Told once an order moved (the e-mail to the dealer's users); never fails the move. */
  onStageChanged?: (orderId: number, stage: OrderStage, reason: string) => Promise<void>;
}

/** Pages and counts kept for the current list version: a few hundred answers of ~20 KB. */
const LIST_ANSWERS_MAX = 500;
/** Line summaries kept by order and lines' version: ~100 bytes each. */
const LINE_SUMMARIES_MAX = 200_000;

export function createAdminOrdersService(repo: AdminOrdersRepository, deps: AdminOrdersDeps) {
  const answers = new VersionedAnswers<AdminOrderListResponse | number>(LIST_ANSWERS_MAX);
  const summaries = new BoundedMap<string, LineSummary>(LINE_SUMMARIES_MAX);
  const filterOf = (viewer: StaffViewer, q: Omit<AdminOrderListQuery, 'page'>): OrderFilter => ({
    stage: q.stage,
    from: q.from ? dayStart(q.from).toISOString() : undefined,
    to: q.to ? dayStart(q.to, true).toISOString() : undefined,
    dealer: q.dealer || undefined,
    documentNo: q.documentNo || undefined,
    representativeId: viewer.representativeId,
  });

  async function detail(viewer: StaffViewer, id: number): Promise<AdminOrderDetail> {
    const head = await repo.order(id, viewer.representativeId);
    if (!head) throw notFound(ORDER_NOT_FOUND);
    const [lines, changes] = await Promise.all([repo.lines([id]), repo.stageChanges(id)]);
    return {
      ...row(head, lineSummary(lines)),
      orderType: head.order_type,
      note: head.note,
      // An order staff placed for the dealer says so: "Ayşe Yılmaz (Plasiyer)".
      placedBy:
        head.placed_by && head.placed_by_role && head.placed_by_role !== 'dealer'
          ? `${head.placed_by} (${STAFF_ROLE_NAMES[head.placed_by_role]})`
          : head.placed_by,
      delivery: { method: head.delivery_method, slot: head.delivery_slot, address: head.address },
      erp: head.erp_document_no ? { documentNo: head.erp_document_no, at: head.erp_acknowledged_at ?? '' } : null,
      nextStages: [...ORDER_STAGE_NEXT[head.stage]],
      lines: lines.map((l) => ({
        productId: l.product_id,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        currency: l.currency_code,
        discountRate: l.discount_rate,
        vatRate: l.vat_rate,
      })),
      history: changes.flatMap((c) =>
        c.before && c.after
          ? [{ at: c.at, by: c.by, from: c.before.stage, to: c.after.stage, reason: c.after.reason }]
          : [],
      ),
    };
  }

  return {
    /**
     * A page of the list. Staff page back and forth through the same lists all day while orders arrive a few a
     * minute: a page is computed once per list version (repo.listVersion, one cheap statement) and served from
     * memory until anything it shows changes — in any process, by any writer. The version is read before the
     * rows, so a kept page is never older than the version it is kept under.
     */
    async list(viewer: StaffViewer, q: AdminOrderListQuery): Promise<AdminOrderListResponse> {
      const filter = filterOf(viewer, q);
      const version = await repo.listVersion();
      const filterKey = JSON.stringify(filter);
      return (await answers.get(version, `${filterKey}|${q.page}`, async () => {
        const [heads, total] = await Promise.all([
          repo.pageHeads(filter, ADMIN_ORDER_PAGE_SIZE, (q.page - 1) * ADMIN_ORDER_PAGE_SIZE),
          answers.get(version, filterKey, () => repo.count(filter)) as Promise<number>,
        ]);
        // A placed order's lines hardly ever change: their summary is kept by the lines' version, across list
        // versions, and only orders not seen before cost a second statement and the decimal sums.
        const keyOf = (h: (typeof heads)[number]) => `${h.id}:${h.lines_version}`;
        const unseen = heads.filter((h) => !summaries.get(keyOf(h)));
        if (unseen.length) {
          const lines = await repo.lines(unseen.map((h) => h.id));
          for (const h of unseen) summaries.set(keyOf(h), lineSummary(lines.filter((l) => l.order_id === h.id)));
        }
        return {
          rows: heads.map((h) => row(h, summaries.get(keyOf(h)) ?? lineSummary([]))),
          total,
          page: q.page,
          pageSize: ADMIN_ORDER_PAGE_SIZE,
        };
      })) as AdminOrderListResponse;
    },

    detail,

    /** The orders the filters find as an Excel file: one row per order and currency, newest first. */
    async exportExcel(viewer: StaffViewer, q: Omit<AdminOrderListQuery, 'page'>): Promise<Download> {
      const filter = filterOf(viewer, q);
      const total = await repo.count(filter);
      if (total > ADMIN_ORDER_EXPORT_MAX) {
        throw badRequest(
          `Bir Excel dosyasına en fazla ${ADMIN_ORDER_EXPORT_MAX.toLocaleString('tr-TR')} sipariş yazılır; bu filtreler ${total.toLocaleString('tr-TR')} sipariş buluyor. Filtreleri daraltın.`,
        );
      }
      const rows = await repo.page(filter, ADMIN_ORDER_EXPORT_MAX, 0);
      const at = deps.now();
      const doc: ExportDocument = {
        title: 'Siparişler',
        fileName: `siparisler-${at.toISOString().slice(0, 10)}`,
        company: await deps.exportCompany(),
        details: filterDetails(q),
        columns: EXPORT_COLUMNS,
        rows: rows.flatMap((head) =>
          totalsByCurrency((head.lines ?? []).map(storedLineMoney)).map((t) => ({
            cells: [
              head.document_no ?? '',
              head.placed_at,
              head.dealer_code,
              head.dealer_name,
              ORDER_STAGE_NAMES[head.stage],
              PAYMENT_METHOD_NAMES[head.payment_method ?? ''] ?? '',
              (head.lines ?? []).length,
              Number(t.subtotal.toFixed(2)),
              Number(t.vat.toFixed(2)),
              Number(t.grandTotal.toFixed(2)),
              t.currency,
            ],
          })),
        ),
        totals: [],
        emptyText: 'Bu filtrelere uyan sipariş yok.',
        generatedAt: at,
      };
      return deps.render(doc, 'excel');
    },

    /**
     * Moves an order to one of its next stages with a reason, and writes the audit entry in the same
     * transaction. A stage the order cannot go to is 400; an order changed meanwhile (a second click, or
     * another staff member) is 409 and nothing is written.
     */
    async changeStage(viewer: StaffViewer, id: number, to: OrderStage, reason: string): Promise<AdminOrderDetail> {
      const current = await repo.order(id, viewer.representativeId);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const from = current.stage;
      if (!ORDER_STAGE_NEXT[from].includes(to)) {
        const message = `Sipariş "${ORDER_STAGE_NAMES[from]}" durumundan "${ORDER_STAGE_NAMES[to]}" durumuna geçirilemez.`;
        throw new RequestValidationError('body', message, { stage: message });
      }
      await repo.transaction(async (tx) => {
        if (!(await repo.moveStage(tx, id, from, to))) {
          throw new HttpError(409, 'Sipariş bu arada değişti; sayfayı yenileyip yeniden deneyin.');
        }
        await recordAudit(tx, viewer, {
          action: 'order.stage',
          entity: 'order',
          entityId: id,
          summary: `${current.document_no ?? id} numaralı sipariş: ${ORDER_STAGE_NAMES[from]} → ${ORDER_STAGE_NAMES[to]}`,
          before: { stage: from },
          after: { stage: to, reason },
        });
      });
      await deps.onStageChanged?.(id, to, reason);
      return detail(viewer, id);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
