import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

export interface OrderListLineRow {
  order_id: number;
  document_no: string | null;
  /** ISO 8601, UTC. */
  placed_at: string;
  order_type: string;
  note: string | null;
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

export function createReportsRepository(db: Db) {
  return {
    /**
     * Lines of the dealer's placed and completed orders placed in [from, to), newest order first:
     * one statement for the whole list (orders_dealer_status covers dealer, status and date).
     */
    async orderLines(dealerId: number, from: Date, to: Date): Promise<OrderListLineRow[]> {
      return queryRows(
        db,
        sql`select o.id as order_id, o.document_no, o.order_type, o.note,
              to_char(o.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as placed_at,
              l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
              l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate
            from orders o join order_lines l on l.order_id = o.id
            where o.dealer_id = ${dealerId} and o.status in ('placed', 'completed')
              and o.placed_at >= ${from.toISOString()} and o.placed_at < ${to.toISOString()}
            order by o.placed_at desc, o.id desc, l.id`,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
