import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderStage } from '@bayi/common';
import { isoInstant, preparedRows, queryRows } from '../../db/query';

/**
 * The SQL of the reports and documents. Every statement names the session's dealer: another
 * dealer's document or receipt is simply not found. Ranges are instants [from, to); each list is read
 * from its (dealer, date) index (docs/architecture.md "Reports and account"). A document's statements
 * (looked up by its unique number, then its lines) are prepared: each runs in well under a millisecond,
 * less than parsing and planning it again would take. The range statements are not: one plan for a
 * dealer with a hundred movements and one with fifty thousand would fit one of them badly.
 */

/** An instant as ISO 8601 in UTC, as the answers carry it. */
const iso = isoInstant;

export interface OrderListLineRow {
  order_id: number;
  document_no: string | null;
  /** ISO 8601, UTC. */
  placed_at: string;
  order_type: string;
  stage: OrderStage;
  note: string | null;
  /** The ERP's number for the order once it acknowledged it. */
  erp_document_no: string | null;
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

/**
 * A ledger movement, its amounts rounded by PostgreSQL (numeric, exact) so that the rows of a year
 * need no decimal arithmetic in the process: the sides to kuruş, the rate to 4 decimals, each side in
 * TL at the movement's own rate rounded to kuruş.
 */
export interface MovementDbRow {
  id: number;
  document_no: string;
  date: string;
  type: string;
  debit: string;
  credit: string;
  /** debit − credit, to kuruş: the row's B/A. */
  net: string;
  currency_code: string;
  exchange_rate: string;
  due_date: string | null;
  description: string | null;
  payment_id: number | null;
  debit_tl: string;
  credit_tl: string;
}

/** A statement row: the movement and the running balance in TL after it (Devir included). */
export interface StatementDbRow extends MovementDbRow {
  balance: string;
}

export interface DeliveryNoteListRow {
  id: number;
  document_no: string;
  date: string;
  type: string;
  currency_code: string;
  exchange_rate: string;
  grand_total: string;
}

export interface InvoiceListDbRow {
  id: number;
  document_no: string;
  date: string;
  type: string;
  due_date: string | null;
  currency_code: string;
  exchange_rate: string;
  subtotal: string;
  vat_total: string;
  grand_total: string;
}

/** An invoice or delivery note: its head and stored totals. */
export interface DocumentHead {
  id: number;
  document_no: string;
  date: string;
  type: string;
  currency_code: string;
  exchange_rate: string;
  subtotal: string;
  vat_total: string;
  grand_total: string;
  /** Invoices: the order it bills, if any. */
  order_id?: number | null;
}

/** A stored line of an invoice or delivery note (spec §3 "Detail lines"). */
export interface DocumentLineRow {
  id: number;
  product_id: number | null;
  product_code: string;
  product_name: string;
  barcode: string | null;
  serial_no: string | null;
  quantity: string;
  unit: string;
  vat_rate: string;
  discount_rate: string;
  unit_price: string;
  net_price: string;
  line_total: string;
  vat_amount: string;
}

export interface OrderHead {
  id: number;
  document_no: string;
  placed_at: string;
  order_type: string;
  note: string | null;
}

/** An order line with the product's catalogue facts and what reordering it needs. */
export interface OrderDetailLineRow {
  id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  barcode: string | null;
  unit: string;
  quantity: string;
  unit_price: string;
  currency_code: string;
  exchange_rate: string;
  discount_rate: string;
  vat_rate: string;
}

export interface DealerHeaderRow {
  code: string;
  name: string;
  tax_office: string | null;
  tax_number: string | null;
}

export interface ReceiptRow {
  id: number;
  document_no: string;
  amount: string;
  charged_amount: string;
  currency_code: string;
  installment: number;
  commission_rate: string;
  bank_name: string | null;
  card_holder: string | null;
  masked_card_number: string | null;
  provider_reference: string | null;
  auth_code: string | null;
  /** When the charge went through (completed_at, else created_at), ISO 8601 UTC. */
  paid_at: string;
  order_document_no: string | null;
  dealer_code: string;
  dealer_name: string;
  dealer_tax_office: string | null;
  dealer_tax_number: string | null;
  user_name: string | null;
}

/** A movement's TL value, debit − credit: each side at its rate, rounded to kuruş (checkout's ledger rule). */
const movementTl = sql`round(m.debit * m.exchange_rate, 2) - round(m.credit * m.exchange_rate, 2)`;

const movementColumns = sql`m.id, m.document_no, ${iso(sql`m.date`)} as date, m.type,
  round(m.debit, 2)::text as debit, round(m.credit, 2)::text as credit, round(m.debit - m.credit, 2)::text as net,
  m.currency_code, round(m.exchange_rate, 4)::text as exchange_rate,
  ${iso(sql`m.due_date`)} as due_date, m.description, m.payment_id,
  round(m.debit * m.exchange_rate, 2)::text as debit_tl, round(m.credit * m.exchange_rate, 2)::text as credit_tl`;

const documentHeadColumns = sql`id, document_no, ${iso(sql`date`)} as date, type, currency_code,
  exchange_rate::text as exchange_rate, subtotal::text as subtotal, vat_total::text as vat_total,
  grand_total::text as grand_total`;

/** A document's head as columns beside its line's (documentWithLines). */
const documentHeadInline = sql`h.id as h_id, h.document_no as h_document_no, ${iso(sql`h.date`)} as h_date,
  h.type as h_type, h.currency_code as h_currency_code, h.exchange_rate::text as h_exchange_rate,
  h.subtotal::text as h_subtotal, h.vat_total::text as h_vat_total, h.grand_total::text as h_grand_total`;

const documentLineInline = sql`l.id, l.product_id, l.product_code, l.product_name, l.barcode, l.serial_no,
  l.quantity::text as quantity, l.unit, l.vat_rate::text as vat_rate, l.discount_rate::text as discount_rate,
  l.unit_price::text as unit_price, l.net_price::text as net_price, l.line_total::text as line_total,
  l.vat_amount::text as vat_amount`;

/** One row of documentWithLines: the head (h_…) and a line, or nulls for a document without lines. */
type DocumentRow = DocumentLineRow & {
  h_id: number;
  h_document_no: string;
  h_date: string;
  h_type: string;
  h_currency_code: string;
  h_exchange_rate: string;
  h_subtotal: string;
  h_vat_total: string;
  h_grand_total: string;
  h_order_id: number | null;
};

export function createReportsRepository(db: Db) {
  return {
    /**
     * Lines of the dealer's placed and completed orders placed in [from, to), newest order first:
     * one statement for the whole list (orders_dealer_status covers dealer, status and date).
     */
    async orderLines(dealerId: number, from: Date, to: Date): Promise<OrderListLineRow[]> {
      return queryRows(
        db,
        sql`select o.id as order_id, o.document_no, o.order_type, o.stage, o.note, o.erp_document_no,
              ${iso(sql`o.placed_at`)} as placed_at,
              l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
              l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate
            from orders o join order_lines l on l.order_id = o.id
            where o.dealer_id = ${dealerId} and o.status in ('placed', 'completed')
              and o.placed_at >= ${from.toISOString()} and o.placed_at < ${to.toISOString()}
            order by o.placed_at desc, o.id desc, l.id`,
      );
    },

    /** The dealer's ledger movements in [from, to), newest first. */
    async movements(dealerId: number, from: Date, to: Date): Promise<MovementDbRow[]> {
      return queryRows(
        db,
        sql`select ${movementColumns} from account_movements m
            where m.dealer_id = ${dealerId} and m.date >= ${from.toISOString()} and m.date < ${to.toISOString()}
            order by m.date desc, m.id desc`,
      );
    },

    /**
     * The statement's Devir: the TL balance of every movement before `before`, each side at its
     * movement's rate and rounded to kuruş (the ledger-balance rule of checkout).
     */
    async balanceBefore(dealerId: number, before: Date): Promise<string> {
      const [row] = await queryRows<{ balance: string }>(
        db,
        sql`select coalesce(sum(${movementTl}), 0)::text as balance
            from account_movements m where m.dealer_id = ${dealerId} and m.date < ${before.toISOString()}`,
      );
      return row?.balance ?? '0';
    },

    /** The movements of [from, to), oldest first, each with the running TL balance after it from `opening`. */
    async statementRows(dealerId: number, from: Date, to: Date, opening: string): Promise<StatementDbRow[]> {
      return queryRows(
        db,
        sql`select ${movementColumns},
              (${opening}::numeric + sum(${movementTl}) over (order by m.date, m.id))::text as balance
            from account_movements m
            where m.dealer_id = ${dealerId} and m.date >= ${from.toISOString()} and m.date < ${to.toISOString()}
            order by m.date, m.id`,
      );
    },

    /** The dealer's delivery notes dated in [from, to), newest first. */
    async deliveryNotes(dealerId: number, from: Date, to: Date): Promise<DeliveryNoteListRow[]> {
      return queryRows(
        db,
        sql`select n.id, n.document_no, ${iso(sql`n.date`)} as date, n.type, n.currency_code,
              n.exchange_rate::text as exchange_rate, n.grand_total::text as grand_total
            from delivery_notes n
            where n.dealer_id = ${dealerId} and n.date >= ${from.toISOString()} and n.date < ${to.toISOString()}
            order by n.date desc, n.id desc`,
      );
    },

    /** The dealer's invoices dated in [from, to), newest first. */
    async invoices(dealerId: number, from: Date, to: Date): Promise<InvoiceListDbRow[]> {
      return queryRows(
        db,
        sql`select ${documentHeadColumns}, ${iso(sql`due_date`)} as due_date from invoices x
            where x.dealer_id = ${dealerId} and x.date >= ${from.toISOString()} and x.date < ${to.toISOString()}
            order by x.date desc, x.id desc`,
      );
    },

    /**
     * An invoice or delivery note of the dealer with its stored lines, in one prepared statement (the
     * head's columns repeated on each line; a document without lines is one row with null lines).
     */
    async documentWithLines(
      kind: 'invoice' | 'deliveryNote',
      dealerId: number,
      documentNo: string,
    ): Promise<{ head: DocumentHead; lines: DocumentLineRow[] } | undefined> {
      const query =
        kind === 'invoice'
          ? sql`select ${documentHeadInline}, h.order_id as h_order_id, ${documentLineInline}
                from invoices h left join invoice_lines l on l.invoice_id = h.id
                where h.document_no = ${documentNo} and h.dealer_id = ${dealerId} order by l.sort, l.id`
          : sql`select ${documentHeadInline}, null::int as h_order_id, ${documentLineInline}
                from delivery_notes h left join delivery_note_lines l on l.delivery_note_id = h.id
                where h.document_no = ${documentNo} and h.dealer_id = ${dealerId} order by l.sort, l.id`;
      const rows = await preparedRows<DocumentRow>(db, query);
      const first = rows[0];
      if (!first) return undefined;
      const head: DocumentHead = {
        id: first.h_id,
        document_no: first.h_document_no,
        date: first.h_date,
        type: first.h_type,
        currency_code: first.h_currency_code,
        exchange_rate: first.h_exchange_rate,
        subtotal: first.h_subtotal,
        vat_total: first.h_vat_total,
        grand_total: first.h_grand_total,
        order_id: first.h_order_id,
      };
      const lines = rows
        .filter((r) => r.id !== null)
        .map(
          ({
            h_id: _i,
            h_document_no: _n,
            h_date: _d,
            h_type: _t,
            h_currency_code: _c,
            h_exchange_rate: _e,
            h_subtotal: _s,
            h_vat_total: _v,
            h_grand_total: _g,
            h_order_id: _o,
            ...line
          }) => line as DocumentLineRow,
        );
      return { head, lines };
    },

    /** The dealer's placed, completed or cancelled order by its number (or id); a basket has no number. */
    async order(dealerId: number, by: { documentNo: string } | { id: number }): Promise<OrderHead | undefined> {
      const match = 'id' in by ? sql`o.id = ${by.id}` : sql`o.document_no = ${by.documentNo}`;
      const [row] = await preparedRows<OrderHead>(
        db,
        sql`select o.id, o.document_no, ${iso(sql`coalesce(o.placed_at, o.created_at)`)} as placed_at,
              o.order_type, o.note
            from orders o
            where ${match} and o.dealer_id = ${dealerId} and o.status <> 'basket' and o.document_no is not null`,
      );
      return row;
    },

    async orderDetailLines(orderId: number): Promise<OrderDetailLineRow[]> {
      return preparedRows(
        db,
        sql`select l.id, l.product_id, p.code as product_code, p.name as product_name, p.barcode, p.unit,
              l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
              l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate,
              l.vat_rate::text as vat_rate
            from order_lines l join products p on p.id = l.product_id
            where l.order_id = ${orderId} order by l.id`,
      );
    },

    /** The dealer's report data versions (report_versions; '0' before the first change since migration 0008). */
    async reportVersions(dealerId: number): Promise<{ ledger: string; invoices: string; orders: string }> {
      const [row] = await preparedRows<{ ledger: string; invoices: string; orders: string }>(
        db,
        sql`select ledger::text as ledger, invoices::text as invoices, orders::text as orders
            from report_versions where dealer_id = ${dealerId}`,
      );
      return row ?? { ledger: '0', invoices: '0', orders: '0' };
    },

    async dealerHeader(dealerId: number): Promise<DealerHeaderRow | undefined> {
      const [row] = await preparedRows<DealerHeaderRow>(
        db,
        sql`select code, name, tax_office, tax_number from dealers where id = ${dealerId}`,
      );
      return row;
    },

    /** A card collection of the dealer that went through, with what its receipt prints. */
    async receipt(dealerId: number, paymentId: number): Promise<ReceiptRow | undefined> {
      const [row] = await preparedRows<ReceiptRow>(
        db,
        sql`select p.id, p.document_no, p.amount::text as amount, p.charged_amount::text as charged_amount,
              p.currency_code, p.installment, p.commission_rate::text as commission_rate, p.bank_name,
              p.card_holder, p.masked_card_number, p.provider_reference, p.auth_code,
              ${iso(sql`coalesce(p.completed_at, p.created_at)`)} as paid_at,
              o.document_no as order_document_no,
              d.code as dealer_code, d.name as dealer_name, d.tax_office as dealer_tax_office,
              d.tax_number as dealer_tax_number, u.display_name as user_name
            from payments p
            join dealers d on d.id = p.dealer_id
            left join orders o on o.id = p.order_id
            left join users u on u.id = p.user_id
            where p.id = ${paymentId} and p.dealer_id = ${dealerId} and p.status = 'succeeded'`,
      );
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
