import { sql, type SQL } from 'drizzle-orm';
import type { OrderStage, UserRole } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, isoInstant, likeContains, likeEscape, preparedRows, queryRows } from '../../db/query';

const iso = isoInstant;

/** Which placed orders a list shows; `representativeId` limits a sales representative to their dealers. */
export interface OrderFilter {
  stage?: OrderStage;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  dealer?: string;
  documentNo?: string;
  representativeId: number | null;
}

export interface OrderHeadRow {
  id: number;
  document_no: string | null;
  placed_at: string;
  stage: OrderStage;
  status: 'placed' | 'completed' | 'cancelled';
  payment_method: string | null;
  dealer_id: number;
  dealer_code: string;
  dealer_name: string;
}

export interface OrderPageRow extends OrderHeadRow {
  lines: Omit<OrderLineMoneyRow, 'order_id'>[] | null;
}

export interface OrderDetailRow extends OrderHeadRow {
  order_type: string;
  note: string | null;
  placed_by: string | null;
  /** Who placed it: the dealer's user, or staff shopping for the dealer (a representative). */
  placed_by_role: UserRole | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address: string | null;
  /** The ERP's number for the order and when it was given; null until then. */
  erp_document_no: string | null;
  erp_acknowledged_at: string | null;
}

export interface OrderLineMoneyRow {
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

export interface OrderLineRow extends OrderLineMoneyRow {
  order_id: number;
  product_id: number;
  code: string;
  name: string;
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

export interface StageChangeRow {
  at: string;
  by: string;
  before: { stage: OrderStage } | null;
  after: { stage: OrderStage; reason: string } | null;
}

function whereOf(f: OrderFilter): SQL {
  const parts: SQL[] = [sql`o.status <> 'basket'`];
  if (f.stage) parts.push(sql`o.stage = ${f.stage}`);
  if (f.from) parts.push(sql`o.placed_at >= ${f.from}`);
  if (f.to) parts.push(sql`o.placed_at < ${f.to}`);
  // The dealers' conditions as a set of dealer ids: the orders are then read from their own indexes alone.
  if (f.dealer) {
    const like = likeContains(f.dealer);
    parts.push(sql`o.dealer_id in (select id from dealers where code ilike ${like} or name ilike ${like})`);
  }
  // Document numbers are upper case; a prefix walks orders_document_no_prefix.
  if (f.documentNo) parts.push(sql`o.document_no like ${`${likeEscape(f.documentNo.toUpperCase())}%`}`);
  if (f.representativeId !== null) {
    parts.push(sql`o.dealer_id in (select id from dealers where representative_id = ${f.representativeId})`);
  }
  return sql.join(parts, sql` and `);
}

const headColumns = sql`o.id, o.document_no, ${iso(sql`o.placed_at`)} as placed_at, o.stage, o.status,
  o.payment_method, d.id as dealer_id, d.code as dealer_code, d.name as dealer_name`;

export function createAdminOrdersRepository(db: Db) {
  return {
    /**
     * A page of the matching orders, newest first (the order of orders_placed_at: an index walk), each with
     * its lines' money: one statement, one round trip (on two shared cores the trips, not the rows, cost).
     */
    async page(f: OrderFilter, limit: number, offset: number): Promise<OrderPageRow[]> {
      return preparedRows<OrderPageRow>(
        db,
        // The page's ids first (an index walk that skips the offset's rows cheaply), then their columns.
        sql`with page as (
              select o.id, o.placed_at from orders o
              where ${whereOf(f)} order by o.placed_at desc nulls last, o.id desc nulls last limit ${limit} offset ${offset})
            select ${headColumns},
              (select json_agg(json_build_object('quantity', l.quantity::text, 'unit_price', l.unit_price::text,
                        'currency_code', l.currency_code, 'discount_rate', l.discount_rate::text,
                        'vat_rate', l.vat_rate::text) order by l.id)
                 from order_lines l where l.order_id = o.id) as lines
            from page p join orders o on o.id = p.id join dealers d on d.id = o.dealer_id
            order by p.placed_at desc nulls last, p.id desc nulls last`,
      );
    },

    /**
     * A page's orders without their lines, each with its lines' version: the list keeps each order's totals by
     * that version and reads lines only for orders it has not seen. (`id desc nulls last` as the index has it,
     * or PostgreSQL sorts the walk again.)
     */
    async pageHeads(
      f: OrderFilter,
      limit: number,
      offset: number,
    ): Promise<(OrderHeadRow & { lines_version: number })[]> {
      return preparedRows(
        db,
        sql`with page as (
              select o.id, o.placed_at from orders o
              where ${whereOf(f)} order by o.placed_at desc nulls last, o.id desc nulls last limit ${limit} offset ${offset})
            select ${headColumns}, o.lines_version
            from page p join orders o on o.id = p.id join dealers d on d.id = o.dealer_id
            order by p.placed_at desc nulls last, p.id desc nulls last`,
      );
    },

    /** How many orders match. */
    /**
     * A number that moves with every committed change the list shows: placed orders, their lines and their dealers'
     * code, name and representative (triggers of migrations 0008 and 0019). Each change writes a new, unique number
     * from one sequence to its dealer's row, so count and sum together differ after any commit.
     */
    async listVersion(): Promise<string> {
      const [row] = await preparedRows<{ v: string }>(
        db,
        sql`select count(*) || ':' || coalesce(sum(orders), 0) as v from report_versions`,
      );
      return row!.v;
    },

    async count(f: OrderFilter): Promise<number> {
      const [row] = await preparedRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders o where ${whereOf(f)}`,
      );
      return row?.n ?? 0;
    },

    /** A placed order, if the representative (null: anyone) may see it. */
    async order(id: number, representativeId: number | null): Promise<OrderDetailRow | undefined> {
      const [row] = await queryRows<OrderDetailRow>(
        db,
        sql`select ${headColumns}, o.order_type, o.note, u.display_name as placed_by, u.role as placed_by_role,
              o.delivery_method, o.delivery_slot, o.erp_document_no,
              ${iso(sql`o.erp_acknowledged_at`)} as erp_acknowledged_at,
              nullif(concat_ws(', ', a.title, a.address, a.district, a.city), '') as address
            from orders o join dealers d on d.id = o.dealer_id
              left join users u on u.id = o.user_id
              left join dealer_addresses a on a.id = o.delivery_address_id
            where o.id = ${id} and ${whereOf({ representativeId })}`,
      );
      return row;
    },

    async lines(orderIds: number[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return queryRows<OrderLineRow>(
        db,
        sql`select l.order_id, l.product_id, p.code, p.name, l.quantity::text as quantity,
              l.unit_price::text as unit_price, l.currency_code, l.discount_rate::text as discount_rate,
              l.vat_rate::text as vat_rate
            from order_lines l join products p on p.id = l.product_id
            where l.order_id = any(${intArray(orderIds)}) order by l.order_id, l.id`,
      );
    },

    async stageChanges(orderId: number): Promise<StageChangeRow[]> {
      return queryRows<StageChangeRow>(
        db,
        sql`select ${iso(sql`at`)} as at, user_name as by, before, after from audit_log
            where entity = 'order' and entity_id = ${String(orderId)} and action = 'order.stage'
            order by at, id`,
      );
    },

    /**
     * Moves the order from `from` to `to` if it is still at `from` (a second click, or another staff member
     * first, changes nothing): cancelling also takes it out of the open account's risk (status 'cancelled').
     */
    async moveStage(tx: Db, id: number, from: OrderStage, to: OrderStage): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update orders set stage = ${to},
              status = case when ${to} = 'cancelled' then 'cancelled' else status end, updated_at = now()
            where id = ${id} and stage = ${from} and status <> 'basket' returning id`,
      );
      return rows.length === 1;
    },

    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),
  };
}

export type AdminOrdersRepository = ReturnType<typeof createAdminOrdersRepository>;
