import type Decimal from 'decimal.js';
import {
  ADMIN_ORDER_PAGE_SIZE,
  basketMessages,
  ORDER_STAGE_NAMES,
  ORDER_STAGE_NEXT,
  PAYMENT_METHOD_NAMES,
  STAFF_ROLE_NAMES,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type CurrencyCode,
  type IntegrationOrder,
  type IntegrationOrdersResponse,
  type OrderStage,
  type PlaceOrderResponse,
} from '@bayi/common';
import type { Db } from '../../db/client';
import { badRequest, HttpError, notFound, RequestValidationError } from '../../plugins/errors';
import type { ApiKeyCaller, StaffMember } from '../../plugins/request-context';
import type { Download } from '../../plugins/download';
import { startOfTurkishIsoDay, turkishYear } from '../../lib/turkey-time';
import { VersionedAnswers } from '../../lib/versioned-answers';
import { BoundedMap } from '../../lib/bounded-map';
import type { ApplicationService } from '../application/service';
import { keyActor, recordAudit } from '../audit/log';
import type { MailService } from '../mail/service';
import { storedLineMoney, storedPriceOf, totalsByCurrency } from '../pricing/line-money';
import type { OrderQuote, PricingService, Viewer } from '../pricing/service';
import { canOrder } from '../pricing/stock';
import type { ExportCompany, ExportDocument } from '../reports/export-model';
import { decodeCursor, encodeCursor } from './cursor';
import { feedOrder } from './feed-view';
import {
  ordersInTransaction,
  type BasketLineRow,
  type BasketOwner,
  type Completion,
  type FeedLineRow,
  type FeedOrderRow,
  type NewBasketLine,
  type OrderFilter,
  type OrderHead,
  type OrdersRepository,
  type OrdersStatements,
  type RepricedLine,
} from './repository';
import { EXPORT_COLUMNS, filterDetails, lineSummary, staffRow, type LineSummary } from './staff-view';

export { LineQuantityLimit } from './repository';
export type {
  BasketLineRow,
  BasketOwner,
  Completion,
  NewBasketLine,
  OrderHead,
  OrderMoneyLine,
  OrderWithChoice,
} from './repository';

/**
 * Orders: the one service with their rules, whoever asks — the dealer's basket (an order in status 'basket')
 * and its placing, checkout's and the card payment's completion (once, by one guard), the back office's list and
 * stage changes (cancelling among them), and the ERP's feed and acknowledgement. The audiences are the route
 * files (routes.staff.ts, routes.integration.ts; the basket, checkout and payments modules for the dealer).
 */

export const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';
export const LINE_NOT_FOUND = 'Sepet satırı bulunamadı.';
export const NOT_EDITABLE = 'Bu sipariş artık düzenlenemez.';
const CHANGED_WHILE_PLACING = 'Sepetiniz bu sırada değişti; lütfen siparişi tekrar verin.';
const DEFAULT_ORDER_PREFIX = 'WEB';
/** Placing rounds before giving up on a basket that keeps changing under it (another tab adding). */
const PLACING_ROUNDS = 10;

/** The most orders one Excel file holds: a year of a busy distributor is narrowed with the filters. */
export const ADMIN_ORDER_EXPORT_MAX = 10_000;

/** Pages and counts kept for the current list version: a few hundred answers of ~20 KB. */
const LIST_ANSWERS_MAX = 500;
/** Line summaries kept by order and lines' version: ~100 bytes each. */
const LINE_SUMMARIES_MAX = 200_000;

const conflict = (message: string) => new HttpError(409, message);
const dayStart = startOfTurkishIsoDay;

/** Who is looking in the back office: a sales representative (representativeId set) sees their own dealers' orders only. */
export type StaffViewer = StaffMember;

/** The document prefix setting (belge.siparis.onek), when it is a plain code; else WEB. */
export function orderPrefix(setting: string | undefined): string {
  const value = setting?.trim() ?? '';
  return /^[A-Za-z0-9]{1,10}$/.test(value) ? value.toUpperCase() : DEFAULT_ORDER_PREFIX;
}

export interface OrdersDeps {
  pricing: PricingService;
  application: ApplicationService;
  now: () => Date;
  /** The e-mails of an order placed and of a new stage, queued in the transaction that writes the change. */
  mail: Pick<MailService, 'forTransaction'>;
  /** The distributor at the head of an export, and a document rendered as a file (reports module). */
  exportCompany(): Promise<ExportCompany>;
  render(doc: ExportDocument, format: 'excel'): Promise<Download>;
}

export function createOrdersService(repo: OrdersRepository, deps: OrdersDeps) {
  const { pricing, application, now } = deps;

  // ——— the basket ——————————————————————————————————————————————————————————————————

  /** The user's order locked for an edit of its lines: 404 when not theirs, 409 once it is placed. */
  async function lockBasket(tx: OrdersStatements, owner: BasketOwner, orderId: number): Promise<OrderHead> {
    const order = await tx.lockOrder(orderId, owner);
    if (!order) throw notFound(basketMessages.orderNotFound);
    if (order.status !== 'basket') throw conflict(NOT_EDITABLE);
    return order;
  }

  const placedAnswer = (order: { id: number; document_no: string | null }): PlaceOrderResponse => ({
    hasError: false,
    errorMessage: null,
    siparisId: order.id,
    belgeNo: order.document_no ?? '',
  });

  // ——— the back office ———————————————————————————————————————————————————————————————

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

  async function staffDetail(viewer: StaffViewer, id: number): Promise<AdminOrderDetail> {
    const head = await repo.staffOrder(id, viewer.representativeId);
    if (!head) throw notFound(ORDER_NOT_FOUND);
    const [lines, changes] = await Promise.all([repo.staffLines([id]), repo.stageChanges(id)]);
    return {
      ...staffRow(head, lineSummary(lines)),
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

  // ——— the ERP feed ————————————————————————————————————————————————————————————————————

  async function withLines(rows: FeedOrderRow[]): Promise<IntegrationOrder[]> {
    const lines = await repo.feedLines(rows.map((r) => r.id));
    const byOrder = new Map<number, FeedLineRow[]>();
    for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    return rows.map((r) => feedOrder(r, byOrder.get(r.id) ?? []));
  }

  async function integrationOrder(id: number): Promise<IntegrationOrder> {
    const row = await repo.feedOrder(id);
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return (await withLines([row]))[0]!;
  }

  return {
    // ——— the basket: the dealer's draft order ———————————————————————————————————————

    /** How many different products are in the user's basket. */
    basketLineCount: (owner: BasketOwner) => repo.lineCount(owner),

    /** The user's basket with its lines and their products, and its version (see basketVersion). */
    basket: (owner: BasketOwner) => repo.basket(owner),

    /** The version of the user's basket: its id and lines version, '' when there is none. */
    basketVersion: (owner: BasketOwner) => repo.basketVersion(owner),

    /**
     * Adds priced lines to the user's basket, creating it on first use; a line over `maxQuantity` writes nothing
     * and throws LineQuantityLimit. With a `requestKey` (Idempotency-Key) a key already used adds nothing (false).
     */
    addToBasket: (owner: BasketOwner, lines: NewBasketLine[], maxQuantity: number, requestKey: string | null) =>
      repo.addLines(owner, lines, maxQuantity, requestKey),

    /** A new quantity for one line of the user's basket: 404 for a line it does not have, 409 once placed. */
    async setBasketLineQuantity(
      owner: BasketOwner,
      line: { orderId: number; rowId: number; productId: number; quantity: string },
    ): Promise<void> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, line.orderId);
        if (!(await tx.setQuantity(line.orderId, line.rowId, line.productId, line.quantity))) {
          throw notFound(LINE_NOT_FOUND);
        }
        await tx.linesChanged(line.orderId);
      });
    },

    /** Removes a line of the user's basket; a line already gone is not an error (emptying sends one call per line). */
    async removeBasketLine(owner: BasketOwner, orderId: number, rowId: number): Promise<void> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, orderId);
        await tx.deleteLine(orderId, rowId);
        await tx.linesChanged(orderId);
      });
    },

    // ——— placing ————————————————————————————————————————————————————————————————————

    /**
     * Places the basket, idempotently and atomically. It reads the order with its lines,
     * re-prices every line with today's pricing (each in the currency it was added in), checks
     * stock, and then writes in one statement that succeeds only if the lines are still the ones
     * priced (their version): the prices, the next document number and the status, whole or not
     * at all. If the basket changed in between (another tab added a product) the round starts
     * again. A call for an order already placed — a double click, a retry, a second tab — answers
     * with the same order and number. Placing does not reserve stock: the ERP owns stock, and it
     * is checked here against the figure the ERP last sent.
     */
    async place(
      owner: BasketOwner,
      viewer: Viewer,
      input: { siparisId: number; aciklama: string },
    ): Promise<PlaceOrderResponse> {
      const prefix = orderPrefix((await application.settings()).get('belge.siparis.onek'));
      const mail = await deps.mail.forTransaction();
      for (let round = 0; round < PLACING_ROUNDS; round++) {
        const order = await repo.orderToPlace(input.siparisId, owner, pricing.orderPricingRead);
        if (!order) throw notFound(basketMessages.orderNotFound);
        const { head, lines } = order;
        if (head.status === 'placed' || head.status === 'completed') return placedAnswer(head);
        if (head.status !== 'basket') throw conflict(NOT_EDITABLE);
        if (!lines.length) throw badRequest(basketMessages.empty);

        const currencyOf = new Map(lines.map((l) => [l.product_id, l.currency_code]));
        const [quotes, rates] = await Promise.all([
          pricing.quote(viewer, order.pricing, (id) => currencyOf.get(id)!),
          pricing.todaysRates(),
        ]);
        const repriced = lines.map((line) => reprice(line, quotes.get(line.product_id), rates));
        if (lines.some((line) => !canOrder(line.quantity, quotes.get(line.product_id)!.stock))) {
          throw badRequest(basketMessages.overStock);
        }

        const placedAt = now();
        const numbering = { prefix, year: turkishYear(placedAt), note: input.aciklama || null, placedAt };
        // The webhook event and the e-mails commit with the placing or not at all; their loops send them.
        const placed = await repo.transaction(async (tx, db) => {
          const result = await tx.place(head, owner, repriced, numbering);
          if (result.documentNo) {
            await tx.orderEvent('order.placed', head.id);
            await mail.orderPlaced(db, head.id);
          }
          return result;
        });
        if (placed.documentNo) {
          return placedAnswer({ id: head.id, document_no: placed.documentNo });
        }
        // Still the basket priced, but the series has no sequence yet: start it and place again.
        if (placed.found) await repo.startSeries(numbering.prefix, numbering.year);
        // Otherwise the lines changed or the order was placed meanwhile: read it again.
      }
      throw conflict(CHANGED_WHILE_PLACING);
    },

    // ——— completing ——————————————————————————————————————————————————————————————————

    /** The dealer's order with the delivery and payment it was completed with (checkout's page). */
    dealerOrder: (orderId: number, dealerId: number) => repo.dealerOrder(orderId, dealerId),

    /** What the money of an order's lines needs, in the order they were added (in the caller's `tx`, if given). */
    moneyLines: (orderId: number, tx?: Db) => (tx ? ordersInTransaction(tx) : repo).moneyLines(orderId),

    /** The dealer's order, locked until the caller's transaction `tx` ends (checkout's checks hold it). */
    lockDealerOrder: (tx: Db, orderId: number, dealerId: number) =>
      ordersInTransaction(tx).lockDealerOrder(orderId, dealerId),

    /**
     * Completes the dealer's placed order with its delivery and payment, in the caller's transaction `tx`
     * (checkout's submission, the card payment's booking), with its webhook event order.completed. The one guard
     * of completion is the statement's: only an order still 'placed' completes, so two completions at once (a
     * double submission, a card callback racing a transfer) complete it once and send one event. `completed`
     * false: it was not placed any more and nothing was written; `documentNo` is the order's number either way.
     */
    async complete(
      tx: Db,
      orderId: number,
      dealerId: number,
      completion: Completion,
    ): Promise<{ completed: boolean; documentNo: string | null }> {
      const statements = ordersInTransaction(tx);
      const done = await statements.complete(orderId, dealerId, completion);
      if (!done) return { completed: false, documentNo: await statements.documentNo(orderId) };
      await statements.orderEvent('order.completed', orderId);
      return { completed: true, documentNo: done.document_no };
    },

    // ——— the back office ————————————————————————————————————————————————————————————

    /**
     * A page of the list. Staff page back and forth through the same lists all day while orders arrive a few a
     * minute: a page is computed once per list version (repo.staffListVersion, one cheap statement) and served from
     * memory until anything it shows changes — in any process, by any writer. The version is read before the
     * rows, so a kept page is never older than the version it is kept under.
     */
    async staffList(viewer: StaffViewer, q: AdminOrderListQuery): Promise<AdminOrderListResponse> {
      const filter = filterOf(viewer, q);
      const version = await repo.staffListVersion();
      const filterKey = JSON.stringify(filter);
      return (await answers.get(version, `${filterKey}|${q.page}`, async () => {
        const [heads, total] = await Promise.all([
          repo.staffPageHeads(filter, ADMIN_ORDER_PAGE_SIZE, (q.page - 1) * ADMIN_ORDER_PAGE_SIZE),
          answers.get(version, filterKey, () => repo.staffCount(filter)) as Promise<number>,
        ]);
        // A placed order's lines hardly ever change: their summary is kept by the lines' version, across list
        // versions, and only orders not seen before cost a second statement and the decimal sums.
        const keyOf = (h: (typeof heads)[number]) => `${h.id}:${h.lines_version}`;
        const unseen = heads.filter((h) => !summaries.get(keyOf(h)));
        if (unseen.length) {
          const lines = await repo.staffLines(unseen.map((h) => h.id));
          for (const h of unseen) summaries.set(keyOf(h), lineSummary(lines.filter((l) => l.order_id === h.id)));
        }
        return {
          rows: heads.map((h) => staffRow(h, summaries.get(keyOf(h)) ?? lineSummary([]))),
          total,
          page: q.page,
          pageSize: ADMIN_ORDER_PAGE_SIZE,
        };
      })) as AdminOrderListResponse;
    },

    staffDetail,

    /** The orders the filters find as an Excel file: one row per order and currency, newest first. */
    async staffExport(viewer: StaffViewer, q: Omit<AdminOrderListQuery, 'page'>): Promise<Download> {
      const filter = filterOf(viewer, q);
      const total = await repo.staffCount(filter);
      if (total > ADMIN_ORDER_EXPORT_MAX) {
        throw badRequest(
          `Bir Excel dosyasına en fazla ${ADMIN_ORDER_EXPORT_MAX.toLocaleString('tr-TR')} sipariş yazılır; bu filtreler ${total.toLocaleString('tr-TR')} sipariş buluyor. Filtreleri daraltın.`,
        );
      }
      const rows = await repo.staffPage(filter, ADMIN_ORDER_EXPORT_MAX, 0);
      const at = now();
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
     * Moves an order to one of its next stages with a reason (cancelling also cancels it), and writes the audit
     * entry and the dealer's e-mails in the same transaction. A stage the order cannot go to is 400; an order changed meanwhile (a second
     * click, or another staff member) is 409 and nothing is written.
     */
    async changeStage(viewer: StaffViewer, id: number, to: OrderStage, reason: string): Promise<AdminOrderDetail> {
      const current = await repo.staffOrder(id, viewer.representativeId);
      if (!current) throw notFound(ORDER_NOT_FOUND);
      const from = current.stage;
      if (!ORDER_STAGE_NEXT[from].includes(to)) {
        const message = `Sipariş "${ORDER_STAGE_NAMES[from]}" durumundan "${ORDER_STAGE_NAMES[to]}" durumuna geçirilemez.`;
        throw new RequestValidationError('body', message, { stage: message });
      }
      const mail = await deps.mail.forTransaction();
      await repo.transaction(async (tx, db) => {
        if (!(await tx.moveStage(id, from, to))) {
          throw new HttpError(409, 'Sipariş bu arada değişti; sayfayı yenileyip yeniden deneyin.');
        }
        await recordAudit(db, viewer, {
          action: 'order.stage',
          entity: 'order',
          entityId: id,
          summary: `${current.document_no ?? id} numaralı sipariş: ${ORDER_STAGE_NAMES[from]} → ${ORDER_STAGE_NAMES[to]}`,
          before: { stage: from },
          after: { stage: to, reason },
        });
        await mail.orderStageChanged(db, id, to, reason);
      });
      return staffDetail(viewer, id);
    },

    // ——— the ERP feed ———————————————————————————————————————————————————————————————

    /** One order as the feed gives it; 404 for a basket or an unknown id. */
    integrationOrder,

    /**
     * The orders after the cursor, in commit order (orders.feed_seq, migration 0021), and the cursor to keep.
     */
    async feedPage(query: {
      cursor?: string;
      limit: number;
      unacknowledged?: 'true' | 'false';
    }): Promise<IntegrationOrdersResponse> {
      const after = decodeCursor(query.cursor);
      const rows = await repo.feedPage(after, query.limit, query.unacknowledged === 'true');
      const hasMore = rows.length > query.limit;
      const given = rows.slice(0, query.limit);
      const last = given.at(-1);
      return {
        orders: await withLines(given),
        nextCursor: encodeCursor(last ? last.feed_seq : after),
        hasMore,
      };
    },

    /**
     * Stores the ERP's document number (idempotent): the same number again changes nothing; another number is a
     * 409, since the order is already booked in the ERP under the first one.
     */
    async acknowledge(key: ApiKeyCaller, id: number, documentNo: string): Promise<IntegrationOrder> {
      await repo.transaction(async (tx, db) => {
        if (await tx.acknowledge(id, documentNo)) {
          const current = await tx.erpNumber(id);
          await recordAudit(db, keyActor(key), {
            action: 'order.erp-ack',
            entity: 'order',
            entityId: id,
            summary: `${current?.document_no ?? id} numaralı sipariş ERP'ye ${documentNo} belge numarasıyla alındı.`,
            before: { erpDocumentNo: null },
            after: { erpDocumentNo: documentNo },
          });
          return;
        }
        const current = await tx.erpNumber(id);
        if (!current) throw notFound(ORDER_NOT_FOUND);
        if (current.erp_document_no !== documentNo) {
          throw new HttpError(
            409,
            `Bu sipariş ERP'ye başka bir belge numarasıyla (${current.erp_document_no}) alınmış; numara değiştirilemez.`,
          );
        }
      });
      return integrationOrder(id);
    },
  };
}

/** A line with today's order price; a product no longer sold or no longer priced for the dealer is refused. */
function reprice(
  line: Omit<BasketLineRow, 'image'>,
  quote: OrderQuote | undefined,
  rates: ReadonlyMap<CurrencyCode, Decimal>,
): RepricedLine {
  if (!quote || !line.is_active) {
    throw badRequest(`${line.code} kodlu ürün artık satışta değil; lütfen sepetinizden çıkarın.`);
  }
  if (!quote.orderPrice) {
    throw badRequest(`${line.code} kodlu ürün için tanımlı bir fiyatınız yok; lütfen sepetinizden çıkarın.`);
  }
  return { rowId: line.row_id, ...storedPriceOf(quote.orderPrice, rates, line.exchange_rate) };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
