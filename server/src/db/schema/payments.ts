import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './common';
import { dealers, users } from './dealers';
import { invoices, orders, payments } from './orders';

/**
 * One row per card-payment try. `reference` is the idempotency key every provider call carries.
 * States move only forward, each by a conditional update (`… where status = <expected>`):
 * initiated → authorising → paid | failed (and initiated → failed when the provider refuses at start).
 * A paid attempt points at the `payments` row written in the same transaction as its account movement.
 * Only the masked card (first 6, last 4) is stored — never the number or the CVC.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    userId: integer('user_id').references(() => users.id),
    /**
     * 'collection' (Ödeme Sayfası, an amount the dealer types), 'order' (checkout by card), 'balance' (the
     * open balance, amount from the ledger) or 'invoices' (chosen open invoices, amounts in payment_invoices).
     */
    purpose: text('purpose', { enum: ['collection', 'order', 'balance', 'invoices'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** The delivery choice a paid order is completed with (checkout2's fields, no card data). */
    orderChoice: jsonb('order_choice'),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['initiated', 'authorising', 'paid', 'failed'] })
      .notNull()
      .default('initiated'),
    /** What the dealer's account is credited. */
    amount: money('amount').notNull(),
    /** What the card is charged: amount, plus the commission when the dealer chose to add it. */
    chargeAmount: money('charge_amount').notNull(),
    currencyCode: text('currency_code').notNull().default('TL'),
    installment: integer('installment').notNull().default(0),
    commissionRate: numeric('commission_rate', { precision: 7, scale: 4 }).notNull().default('0'),
    addCommission: boolean('add_commission').notNull().default(false),
    bankId: text('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    posId: text('pos_id').notNull(),
    optionId: text('option_id').notNull(),
    cardHolder: text('card_holder').notNull(),
    maskedCardNumber: text('masked_card_number').notNull(),
    /** The site the payment was started from: the callback page posts its message to this origin only. */
    siteOrigin: text('site_origin').notNull(),
    providerReference: text('provider_reference'),
    authCode: text('auth_code'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Set by the one callback that may complete the attempt; the others wait for its outcome. */
    callbackClaimedAt: timestamp('callback_claimed_at', { withTimezone: true }),
    authorisingAt: timestamp('authorising_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Reconciliation: when the provider was last asked, and how often. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkCount: integer('check_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference').on(t.reference),
    index('payment_attempts_dealer_date').on(t.dealerId, t.createdAt),
    // One open card payment per order: two tabs cannot both charge the same order.
    uniqueIndex('payment_attempts_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('initiated', 'authorising')`),
    // One open payment of the balance or of invoices per dealer: two tabs cannot both pay the same debt.
    uniqueIndex('payment_attempts_one_open_debt_per_dealer')
      .on(t.dealerId)
      .where(sql`${t.purpose} in ('balance', 'invoices') and ${t.status} in ('initiated', 'authorising')`),
    // The reconciliation job reads only the attempts still open.
    index('payment_attempts_open')
      .on(t.status, t.authorisingAt)
      .where(sql`${t.status} in ('initiated', 'authorising')`),
  ],
);

/**
 * What a card payment of chosen invoices (purpose 'invoices') pays of each: the invoice's open amount when the
 * payment started. Counted by the open-amount rule (receivables/fifo.ts) once the attempt is paid; until
 * then it is only the plan the bank's return is checked against.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** TL, to kuruş. */
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.invoiceId] }), index('payment_invoices_invoice').on(t.invoiceId)],
);
