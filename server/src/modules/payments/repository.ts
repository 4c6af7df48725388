import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foldedContains, isoInstant, queryRows, withTransactions } from '../../db/query';
import type { PaymentPurpose, PaymentState } from '@bayi/common';
import { enqueuePaymentEvent } from '../webhooks/events';

/**
 * SQL of card payments. Every state change is a conditional update naming the state it leaves,
 * so a repeated callback, a refresh, two tabs or the reconciliation job racing the callback can move an
 * attempt at most once; the paid move writes the payment and the ledger movement in the same transaction
 * as the orders service completes the order it paid. Every dealer-facing read names the session's dealer.
 */

export interface AttemptRow {
  id: number;
  reference: string;
  dealer_id: number;
  user_id: number | null;
  purpose: PaymentPurpose;
  order_id: number | null;
  order_choice: OrderChoice | null;
  provider: string;
  status: 'initiated' | 'authorising' | 'paid' | 'failed';
  amount: string;
  charge_amount: string;
  installment: number;
  commission_rate: string;
  add_commission: boolean;
  bank_id: string;
  bank_name: string;
  pos_id: string;
  option_id: string;
  card_holder: string;
  masked_card_number: string;
  site_origin: string;
  provider_reference: string | null;
  auth_code: string | null;
  error_code: string | null;
  error_message: string | null;
  payment_id: number | null;
  payment_document_no: string | null;
  callback_claimed: boolean;
  created_at: string;
  authorising_at: string | null;
}

/** How a card-paid order is delivered (checkout2's choice, kept until the charge is verified). */
export interface OrderChoice {
  deliveryMethod: string;
  deliveryAddressId: number | null;
  deliverySlot: string | null;
}

export interface NewAttempt {
  reference: string;
  dealerId: number;
  userId: number;
  purpose: PaymentPurpose;
  orderId: number | null;
  orderChoice: OrderChoice | null;
  provider: string;
  amount: string;
  chargeAmount: string;
  installment: number;
  commissionRate: string;
  addCommission: boolean;
  bankId: string;
  bankName: string;
  posId: string;
  optionId: string;
  cardHolder: string;
  maskedCardNumber: string;
  siteOrigin: string;
}

export interface PayerRow {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  tax_number: string | null;
}

/** What booking a paid attempt needs of it (markPaid's answer). */
export type PaidAttempt = Pick<
  AttemptRow,
  | 'id'
  | 'dealer_id'
  | 'user_id'
  | 'purpose'
  | 'order_id'
  | 'order_choice'
  | 'amount'
  | 'charge_amount'
  | 'installment'
  | 'commission_rate'
  | 'bank_name'
  | 'card_holder'
  | 'masked_card_number'
  | 'provider_reference'
>;

export interface PaidFacts {
  providerReference: string | null;
  authCode: string | null;
  at: Date;
}

/** The back office's filter of card payment attempts. */
export interface PaymentFilter {
  status?: PaymentState;
  dealer?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** An attempt as support reads it, with its dealer and the receipt or order it made. */
export interface StaffPaymentRow {
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

function staffWhere(f: PaymentFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`a.status = ${f.status}`);
  if (f.from) parts.push(sql`a.created_at >= ${f.from}`);
  if (f.to) parts.push(sql`a.created_at < ${f.to}`);
  if (f.dealer) {
    const [code, name] = [foldedContains(sql`code`, f.dealer), foldedContains(sql`name`, f.dealer)];
    parts.push(sql`a.dealer_id in (select id from dealers where ${code} or ${name})`);
  }
  return sql.join(parts, sql` and `);
}

const attemptColumns = sql`a.id, a.reference, a.dealer_id, a.user_id, a.purpose, a.order_id, a.order_choice,
  a.provider, a.status, a.amount::text as amount, a.charge_amount::text as charge_amount, a.installment,
  a.commission_rate::text as commission_rate, a.add_commission, a.bank_id, a.bank_name, a.pos_id, a.option_id,
  a.card_holder, a.masked_card_number, a.site_origin, a.provider_reference, a.auth_code, a.error_code,
  a.error_message, a.payment_id, p.document_no as payment_document_no,
  a.callback_claimed_at is not null as callback_claimed,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(a.authorising_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as authorising_at`;

const PAYMENT_PREFIX = 'TAH';

function paymentStatements(db: Db) {
  const one = async (where: ReturnType<typeof sql>) => {
    const [row] = await queryRows<AttemptRow>(
      db,
      sql`select ${attemptColumns} from payment_attempts a left join payments p on p.id = a.payment_id where ${where}`,
    );
    return row;
  };

  return {
    async insertAttempt(a: NewAttempt): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into payment_attempts (reference, dealer_id, user_id, purpose, order_id, order_choice, provider,
              status, amount, charge_amount, installment, commission_rate, add_commission, bank_id, bank_name,
              pos_id, option_id, card_holder, masked_card_number, site_origin)
            values (${a.reference}, ${a.dealerId}, ${a.userId}, ${a.purpose}, ${a.orderId},
              ${a.orderChoice ? JSON.stringify(a.orderChoice) : null}::jsonb, ${a.provider}, 'initiated', ${a.amount},
              ${a.chargeAmount}, ${a.installment}, ${a.commissionRate}, ${a.addCommission}, ${a.bankId},
              ${a.bankName}, ${a.posId}, ${a.optionId}, ${a.cardHolder}, ${a.maskedCardNumber}, ${a.siteOrigin})
            returning id`,
      );
      return row!.id;
    },

    /** What a payment of chosen invoices pays of each (purpose 'invoices'), written with the attempt. */
    async insertAllocations(attemptId: number, rows: { invoiceId: number; amount: string }[]): Promise<void> {
      if (!rows.length) return;
      await db.execute(
        sql`insert into payment_invoices (attempt_id, invoice_id, amount)
            select ${attemptId}, x.invoice_id, x.amount
            from unnest(${`{${rows.map((r) => r.invoiceId).join(',')}}`}::int[],
                        ${`{${rows.map((r) => r.amount).join(',')}}`}::numeric[]) as x(invoice_id, amount)`,
      );
    },

    /**
     * Fails the dealer's open payments of the balance or of invoices whose bank return never came (a new try
     * replaces them, as for an order); one whose return is being handled stays, and the new one is refused.
     */
    async supersedeOpenDebtAttempts(dealerId: number): Promise<void> {
      await db.execute(
        sql`update payment_attempts set status = 'failed', error_code = 'superseded',
              error_message = 'Yerine yeni bir ödeme denemesi başlatıldı.', completed_at = now(), updated_at = now()
            where dealer_id = ${dealerId} and purpose in ('balance', 'invoices')
              and status in ('initiated', 'authorising') and callback_claimed_at is null`,
      );
    },

    attempt: (id: number) => one(sql`a.id = ${id}`),

    /** The dealer's attempt; another dealer's is simply not found. */
    dealerAttempt: (id: number, dealerId: number) => one(sql`a.id = ${id} and a.dealer_id = ${dealerId}`),

    /** initiated → authorising, once the provider has taken the card and answered its bank page. */
    async markAuthorising(id: number, providerReference: string | null): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update payment_attempts set status = 'authorising', provider_reference = ${providerReference},
              authorising_at = now(), updated_at = now()
            where id = ${id} and status = 'initiated' returning id`,
      );
      return rows.length === 1;
    },

    /** → failed, only from the states given (a paid attempt never fails). */
    async markFailed(
      id: number,
      from: ('initiated' | 'authorising')[],
      code: string,
      message: string,
    ): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update payment_attempts set status = 'failed', error_code = ${code}, error_message = ${message},
              completed_at = now(), updated_at = now()
            where id = ${id} and status = any(${`{${from.join(',')}}`}::text[]) returning id`,
      );
      return rows.length === 1;
    },

    /** Fails the order's open attempts whose bank return never came (a new try replaces them). */
    async supersedeOpenOrderAttempts(orderId: number, dealerId: number): Promise<void> {
      await db.execute(
        sql`update payment_attempts set status = 'failed', error_code = 'superseded',
              error_message = 'Yerine yeni bir ödeme denemesi başlatıldı.', completed_at = now(), updated_at = now()
            where order_id = ${orderId} and dealer_id = ${dealerId} and status in ('initiated', 'authorising')
              and callback_claimed_at is null`,
      );
    },

    /**
     * The one callback that may complete an attempt: it takes the claim; the others (a repeated post, a
     * second tab) find it taken and only read the outcome. Reconciliation settles an attempt whose claimer
     * never finished.
     */
    async claimCallback(id: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`update payment_attempts set callback_claimed_at = now(), updated_at = now()
            where id = ${id} and status = 'authorising' and callback_claimed_at is null returning id`,
      );
      return rows.length === 1;
    },

    /** Gives a claim back when the callback was not the provider's (a forged or broken post). */
    async releaseClaim(id: number): Promise<void> {
      await db.execute(
        sql`update payment_attempts set callback_claimed_at = null, updated_at = now()
            where id = ${id} and status = 'authorising'`,
      );
    },

    /**
     * authorising → paid: the first step of booking a charge, in one transaction (run it in `transaction`) with
     * the receipt's number, the order's completion (the orders service) and `book`. null when the attempt was
     * no longer authorising (settled by another callback or the job): nothing is written.
     */
    async markPaid(id: number, facts: PaidFacts): Promise<PaidAttempt | null> {
      const [row] = await queryRows<PaidAttempt>(
        db,
        sql`update payment_attempts set status = 'paid',
              provider_reference = coalesce(${facts.providerReference}, provider_reference),
              auth_code = ${facts.authCode}, completed_at = ${facts.at.toISOString()}, updated_at = now()
            where id = ${id} and status = 'authorising'
            returning id, dealer_id, user_id, purpose, order_id, order_choice, amount::text as amount,
              charge_amount::text as charge_amount, installment, commission_rate::text as commission_rate,
              bank_name, card_holder, masked_card_number, provider_reference`,
      );
      return row ?? null;
    },

    /**
     * The next receipt number TAH<year><6 digits>, after the highest of the year (demo or ERP history); payments
     * take turns on the number only, for the length of this transaction.
     */
    async nextReceiptNo(year: number): Promise<string> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('payments.document_no'))`);
      const prefix = `${PAYMENT_PREFIX}${year}`;
      const [last] = await queryRows<{ n: number | null }>(
        db,
        sql`select max(substr(document_no, ${prefix.length + 1})::int) as n from payments
            where document_no like ${`${prefix}%`} and substr(document_no, ${prefix.length + 1}) ~ '^[0-9]{6}$'`,
      );
      return `${prefix}${String((last?.n ?? 0) + 1).padStart(6, '0')}`;
    },

    /**
     * The payment row and the account movement 'Pos kartı ile tahsilat' (credit) of an attempt `markPaid` moved,
     * in its transaction; `orderNo` names the order it paid in the movement's description. Answers the payment's id.
     */
    async book(row: PaidAttempt, documentNo: string, orderNo: string | null, facts: PaidFacts): Promise<number> {
      const [payment] = await queryRows<{ id: number }>(
        db,
        sql`insert into payments (dealer_id, user_id, order_id, document_no, status, amount, charged_amount,
              currency_code, installment, commission_rate, bank_name, card_holder, masked_card_number,
              provider_reference, auth_code, created_at, completed_at)
            values (${row.dealer_id}, ${row.user_id}, ${row.order_id}, ${documentNo}, 'succeeded', ${row.amount},
              ${row.charge_amount}, 'TL', ${row.installment}, round(${row.commission_rate}::numeric, 2), ${row.bank_name},
              ${row.card_holder}, ${row.masked_card_number}, ${row.provider_reference}, ${facts.authCode},
              ${facts.at.toISOString()}, ${facts.at.toISOString()})
            returning id`,
      );
      const paymentId = payment!.id;
      const plan = row.installment > 1 ? `${row.installment} taksit` : 'tek çekim';
      let paid = orderNo ? ` (${orderNo})` : '';
      if (row.purpose === 'balance') paid = ' (bakiye ödemesi)';
      if (row.purpose === 'invoices') {
        const invoices = await queryRows<{ document_no: string }>(
          db,
          sql`select i.document_no from payment_invoices pi join invoices i on i.id = pi.invoice_id
              where pi.attempt_id = ${row.id} order by i.date, i.id`,
        );
        const numbers = invoices.map((i) => i.document_no);
        const shown = numbers.slice(0, 20).join(', ');
        paid = ` (${numbers.length === 1 ? 'Fatura' : 'Faturalar'}: ${shown}${numbers.length > 20 ? ` ve ${numbers.length - 20} fatura daha` : ''})`;
      }
      const description = `${row.bank_name} ${row.masked_card_number} ${plan}${paid}`;
      await db.execute(
        sql`insert into account_movements (dealer_id, document_no, date, type, debit, credit, currency_code,
              exchange_rate, description, payment_id)
            values (${row.dealer_id}, ${documentNo}, ${facts.at.toISOString()}, 'Pos kartı ile tahsilat', 0,
              ${row.amount}, 'TL', 1, ${description}, ${paymentId})`,
      );
      await db.execute(sql`update payment_attempts set payment_id = ${paymentId} where id = ${row.id}`);
      return paymentId;
    },

    /** The webhook event payment.succeeded of a booked card payment, in its transaction. */
    paymentEvent: (paymentId: number) => enqueuePaymentEvent(db, paymentId),

    /**
     * Attempts still open (initiated or authorising) for at least `olderThanMs`, not asked for `recheckMs`: what
     * the reconciliation job asks the provider about, oldest first, each with its age. The ages are measured on the
     * database's clock, the one that wrote those times (created_at, authorising_at, checked_at).
     */
    async openAttempts(
      olderThanMs: number,
      recheckMs: number,
      limit: number,
    ): Promise<(AttemptRow & { age_ms: number })[]> {
      return queryRows<AttemptRow & { age_ms: number }>(
        db,
        sql`select ${attemptColumns},
              (extract(epoch from now() - coalesce(a.authorising_at, a.created_at)) * 1000)::float8 as age_ms
            from payment_attempts a left join payments p on p.id = a.payment_id
            where a.status in ('initiated', 'authorising')
              and coalesce(a.authorising_at, a.created_at) <= now() - make_interval(secs => ${olderThanMs / 1000})
              and (a.checked_at is null or a.checked_at < now() - make_interval(secs => ${recheckMs / 1000}))
            order by coalesce(a.authorising_at, a.created_at) limit ${limit}`,
      );
    },

    async markChecked(id: number): Promise<void> {
      await db.execute(
        sql`update payment_attempts set checked_at = now(), check_count = check_count + 1 where id = ${id}`,
      );
    },

    /** What a payment of invoices planned to pay of each, as invoice id → TL text. */
    async allocations(attemptId: number): Promise<{ invoice_id: number; amount: string }[]> {
      return queryRows(
        db,
        sql`select invoice_id, round(amount, 2)::text as amount from payment_invoices where attempt_id = ${attemptId}`,
      );
    },

    /** The payer as the provider's anti-fraud wants it (iyzico's buyer). */
    async payer(dealerId: number): Promise<PayerRow | undefined> {
      const [row] = await queryRows<PayerRow>(
        db,
        sql`select code, name, email, phone, tax_number from dealers where id = ${dealerId}`,
      );
      return row;
    },

    /** The back office: a page of attempts, newest first. */
    async staffPage(f: PaymentFilter, limit: number, offset: number): Promise<StaffPaymentRow[]> {
      return queryRows<StaffPaymentRow>(
        db,
        sql`select a.id, a.reference, ${isoInstant(sql`a.created_at`)} as created_at, d.id as dealer_id,
              d.code as dealer_code, d.name as dealer_name, a.purpose, a.status, a.amount::text as amount,
              a.charge_amount::text as charge_amount, a.installment, a.bank_name, a.masked_card_number, a.provider,
              a.error_message, p.document_no as receipt_no, o.document_no as order_no
            from payment_attempts a join dealers d on d.id = a.dealer_id
              left join payments p on p.id = a.payment_id left join orders o on o.id = a.order_id
            where ${staffWhere(f)} order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
      );
    },

    async staffCount(f: PaymentFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from payment_attempts a where ${staffWhere(f)}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type PaymentStatements = ReturnType<typeof paymentStatements>;

export const createPaymentsRepository = (db: Db) => withTransactions(db, paymentStatements);

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
