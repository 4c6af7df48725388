import { sql, type SQL } from 'drizzle-orm';
import type { PaymentState } from '@bayi/common';
import type { Db } from '../../db/client';
import { isoInstant, likeContains, queryRows } from '../../db/query';

export interface PaymentFilter {
  status?: PaymentState;
  dealer?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export interface PaymentRow {
  id: number;
  reference: string;
  created_at: string;
  dealer_id: number;
  dealer_code: string;
  dealer_name: string;
  purpose: string;
  status: PaymentState;
  amount: string;
  charge_amount: string;
  installment: number;
  bank_name: string;
  masked_card_number: string;
  provider: string;
  error_message: string | null;
  receipt_no: string | null;
  order_no: string | null;
}

function whereOf(f: PaymentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`a.status = ${f.status}`);
  if (f.from) parts.push(sql`a.created_at >= ${f.from}`);
  if (f.to) parts.push(sql`a.created_at < ${f.to}`);
  if (f.dealer) {
    const like = likeContains(f.dealer);
    parts.push(sql`a.dealer_id in (select id from dealers where code ilike ${like} or name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export function createAdminPaymentsRepository(db: Db) {
  return {
    /** A page of attempts, newest first. */
    async page(f: PaymentFilter, limit: number, offset: number): Promise<PaymentRow[]> {
      return queryRows<PaymentRow>(
        db,
        sql`select a.id, a.reference, ${isoInstant(sql`a.created_at`)} as created_at, d.id as dealer_id,
              d.code as dealer_code, d.name as dealer_name, a.purpose, a.status, a.amount::text as amount,
              a.charge_amount::text as charge_amount, a.installment, a.bank_name, a.masked_card_number, a.provider,
              a.error_message, p.document_no as receipt_no, o.document_no as order_no
            from payment_attempts a join dealers d on d.id = a.dealer_id
              left join payments p on p.id = a.payment_id left join orders o on o.id = a.order_id
            where ${whereOf(f)} order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
      );
    },

    async count(f: PaymentFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from payment_attempts a where ${whereOf(f)}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type AdminPaymentsRepository = ReturnType<typeof createAdminPaymentsRepository>;
