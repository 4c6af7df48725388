import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** A debit of the dealer's ledger (net TL > 0), oldest first, with its invoice's head when it books one. */
export interface DebitRow {
  movement_id: number;
  invoice_id: number | null;
  /** TL, to kuruş: each side at the movement's rate, rounded, debit − credit (the statement's rule). */
  net: string;
  /** Σ of the credits (net TL < 0) of the whole ledger, kuruş text; the same on every row. */
  credits: string;
  /** What paid card payments of chosen invoices allocated to this row's invoice, TL. */
  allocated: string;
  document_no: string | null;
  date: string | null;
  due_date: string | null;
  currency_code: string | null;
  grand_total: string | null;
}

const iso = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The ledger as the open-amount rule reads it. One statement, so the credits, the allocations and the
 * debits are one snapshot (a payment's movement and its allocations are written in one transaction).
 * Every statement names the session's dealer: another dealer's data is simply not found.
 */
export function createReceivablesRepository(db: Db) {
  return {
    async debits(dealerId: number): Promise<DebitRow[]> {
      return queryRows<DebitRow>(
        db,
        sql`with l as (
              select m.id, m.invoice_id, m.date,
                round(m.debit * m.exchange_rate, 2) - round(m.credit * m.exchange_rate, 2) as net
              from account_movements m where m.dealer_id = ${dealerId}
            ), a as (
              select pi.invoice_id, sum(round(pi.amount, 2)) as amount
              from payment_invoices pi join payment_attempts pa on pa.id = pi.attempt_id
              where pa.dealer_id = ${dealerId} and pa.status = 'paid'
              group by pi.invoice_id
            ), c as (select coalesce(sum(-net), 0) as credits from l where net < 0)
            select l.id as movement_id, l.invoice_id, l.net::text as net, c.credits::text as credits,
              coalesce(a.amount, 0)::text as allocated,
              i.document_no, ${iso(sql`i.date`)} as date, ${iso(sql`i.due_date`)} as due_date, i.currency_code,
              round(i.grand_total, 2)::text as grand_total
            from l cross join c
            left join invoices i on i.id = l.invoice_id and i.dealer_id = ${dealerId}
            left join a on a.invoice_id = l.invoice_id
            where l.net > 0
            order by l.date, l.id`,
      );
    },

    /** Which of these ids are the dealer's invoices (another dealer's are simply not there). */
    async dealerInvoiceIds(dealerId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from invoices where dealer_id = ${dealerId} and id = any(${`{${ids.join(',')}}`}::int[])`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type ReceivablesRepository = ReturnType<typeof createReceivablesRepository>;
