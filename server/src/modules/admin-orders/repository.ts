import { sql, type SQL } from 'drizzle-orm';
import type { OrderStage } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, isoInstant, queryRows } from '../../db/query';

const iso = isoInstant;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Which placed orders a list shows; `representativeId` limits a sales representative to their dealers. */
export interface OrderFilter {
  stage?: OrderStage;
  from?: Date;
  to?: Date;
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
  line_count: number;
}

export interface OrderDetailRow extends OrderHeadRow {
  order_type: string;
  note: string | null;
  placed_by: string | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address: string | null;
}

export interface OrderLineRow {
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
  if (f.from) parts.push(sql`o.placed_at >= ${f.from.toISOString()}`);
  if (f.to) parts.push(sql`o.placed_at < ${f.to.toISOString()}`);
  if (f.dealer) {
    const like = `%${likeEscape(f.dealer)}%`;
    parts.push(sql`(d.code ilike ${like} or d.name ilike ${like})`);
  }
  if (f.documentNo) parts.push(sql`o.document_no ilike ${`%${likeEscape(f.documentNo)}%`}`);
  if (f.representativeId !== null) parts.push(sql`d.representative_id = ${f.representativeId}`);
  return sql.join(parts, sql` and `);
}

const headColumns = sql`o.id, o.document_no, ${iso(sql`o.placed_at`)} as placed_at, o.stage, o.status,
  o.payment_method, d.id as dealer_id, d.code as dealer_code, d.name as dealer_name,
  (select count(*)::int from order_lines l where l.order_id = o.id) as line_count`;

export function createAdminOrdersRepository(db: Db) {
  return {
    /** A page of the matching orders, newest first (orders_placed_at), and how many match. */
    async page(f: OrderFilter, limit: number, offset: number): Promise<{ rows: OrderHeadRow[]; total: number }> {
      const where = whereOf(f);
      const [rows, [count]] = await Promise.all([
        queryRows<OrderHeadRow>(
          db,
          sql`select ${headColumns} from orders o join dealers d on d.id = o.dealer_id
              where ${where} order by o.placed_at desc, o.id desc limit ${limit} offset ${offset}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders o join dealers d on d.id = o.dealer_id where ${where}`,
        ),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** A placed order, if the representative (null: anyone) may see it. */
    async order(id: number, representativeId: number | null): Promise<OrderDetailRow | undefined> {
      const [row] = await queryRows<OrderDetailRow>(
        db,
        sql`select ${headColumns}, o.order_type, o.note, u.display_name as placed_by,
              o.delivery_method, o.delivery_slot,
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
