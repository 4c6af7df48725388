import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray } from '../../db/query';

export interface MailJobRow {
  id: number;
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export interface OrderMailRow {
  id: number;
  document_no: string | null;
  placed_at: string | null;
  dealer_id: number;
  dealer_code: string;
  dealer_name: string;
  placed_by: string | null;
  lines: { quantity: string; unit_price: string; currency_code: string; discount_rate: string; vat_rate: string }[];
}

export interface PaymentMailRow {
  dealer_id: number;
  dealer_name: string;
  receipt_no: string | null;
  amount: string;
  completed_at: string | null;
  bank_name: string;
  masked_card_number: string;
  installment: number;
}

export function createMailRepository(db: Db) {
  return {
    /**
     * Who hears about a dealer's order or payment: its active users with an address, and its representative
     * while active (a deactivated one keeps its dealers on record but has left the work).
     */
    async recipients(dealerId: number): Promise<string[]> {
      const rows = await queryRows<{ email: string }>(
        db,
        sql`select distinct lower(email) as email from (
              select u.email from users u where u.dealer_id = ${dealerId} and u.is_active and u.email is not null
              union all
              select r.email from dealers d join representatives r on r.id = d.representative_id
              where d.id = ${dealerId} and r.is_active and r.email is not null) e
            where email like '%@%' order by 1`,
      );
      return rows.map((r) => r.email);
    },

    async order(id: number): Promise<OrderMailRow | undefined> {
      const [row] = await queryRows<OrderMailRow>(
        db,
        sql`select o.id, o.document_no, ${isoInstant(sql`o.placed_at`)} as placed_at, d.id as dealer_id,
              d.code as dealer_code, d.name as dealer_name, u.display_name as placed_by,
              coalesce((select json_agg(json_build_object('quantity', l.quantity::text, 'unit_price', l.unit_price::text,
                'currency_code', l.currency_code, 'discount_rate', l.discount_rate::text, 'vat_rate', l.vat_rate::text)
                order by l.id) from order_lines l where l.order_id = o.id), '[]') as lines
            from orders o join dealers d on d.id = o.dealer_id left join users u on u.id = o.user_id
            where o.id = ${id} and o.status <> 'basket'`,
      );
      return row;
    },

    async payment(attemptId: number): Promise<PaymentMailRow | undefined> {
      const [row] = await queryRows<PaymentMailRow>(
        db,
        sql`select a.dealer_id, d.name as dealer_name, p.document_no as receipt_no, a.amount::text as amount,
              ${isoInstant(sql`a.completed_at`)} as completed_at, a.bank_name, a.masked_card_number, a.installment
            from payment_attempts a join dealers d on d.id = a.dealer_id left join payments p on p.id = a.payment_id
            where a.id = ${attemptId} and a.status = 'paid'`,
      );
      return row;
    },

    /**
     * One message per recipient, each its own job: nobody sees the others' addresses (a dealer's users and the
     * representative are different companies' people), and a recipient whose server refuses is retried alone.
     */
    async enqueue(job: { kind: string; recipients: string[]; subject: string; text: string; html: string }) {
      await queryRows(
        db,
        sql`insert into mail_jobs (kind, recipients, subject, text, html)
            select ${job.kind}, array[r], ${job.subject}, ${job.text}, ${job.html}
            from unnest(${valueArray(job.recipients, 'text')}) with ordinality as t(r, n) order by n`,
      );
    },

    /**
     * Takes up to `limit` due messages and leases them for `leaseSeconds` (their next attempt moves ahead and
     * the attempt is counted), in one statement: another process skips them, and a process that dies while
     * sending leaves them due again when the lease ends.
     */
    async claim(limit: number, leaseSeconds: number): Promise<MailJobRow[]> {
      return queryRows<MailJobRow>(
        db,
        sql`update mail_jobs set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
            where id in (select id from mail_jobs where status = 'pending' and next_attempt_at <= now()
                         order by next_attempt_at, id limit ${limit} for update skip locked)
            returning id, recipients, subject, text, html, attempts`,
      );
    },

    async sent(id: number): Promise<void> {
      await queryRows(
        db,
        sql`update mail_jobs set status = 'sent', sent_at = now(), last_error = null where id = ${id}`,
      );
    },

    /** A failed try: again after `retrySeconds`, or given up (status failed) when that is null. */
    async failed(id: number, error: string, retrySeconds: number | null): Promise<void> {
      await queryRows(
        db,
        retrySeconds === null
          ? sql`update mail_jobs set status = 'failed', last_error = ${error} where id = ${id}`
          : sql`update mail_jobs set last_error = ${error},
                  next_attempt_at = now() + make_interval(secs => ${retrySeconds}) where id = ${id}`,
      );
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
