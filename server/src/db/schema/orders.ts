import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ORDER_STAGES, ORDER_STATUSES } from '@bayi/common';
import { createdAt, money, percent, quantity, rate, updatedAt } from './common';
import { currencies } from './settings';
import { products } from './catalog';
import { dealerAddresses, dealers, users } from './dealers';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    accountNo: text('account_no').notNull(),
    iban: text('iban').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  // One account per IBAN: an account removed and typed in again is the same account (its orders stay with it).
  // The constraint is checked at commit (DEFERRABLE INITIALLY DEFERRED in its migration), so a save that swaps
  // two accounts' IBANs row by row is judged by where it ends.
  (t) => [unique('bank_accounts_iban').on(t.iban)],
);

/** Delivery time slots for vehicle (arac) and courier (kurye) delivery. */
export const deliverySlots = pgTable('delivery_slots', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['arac', 'kurye'] }).notNull(),
  label: text('label').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * The basket is an order in status 'basket' (a draft order). order2 moves it to 'placed' with a
 * document number; checkout completes it with delivery and payment.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('basket'),
    /** The distributor's handling of a placed order; cancelling also sets status 'cancelled'. */
    stage: text('stage', { enum: ORDER_STAGES }).notNull().default('received'),
    documentNo: text('document_no'),
    orderType: text('order_type').notNull().default('Web Siparişi'),
    note: text('note'),
    deliveryMethod: text('delivery_method'),
    deliveryAddressId: integer('delivery_address_id').references(() => dealerAddresses.id),
    deliverySlot: text('delivery_slot'),
    paymentMethod: text('payment_method'),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Raised by every change to the order's lines, in the same transaction: the kept basket answer
     * is served while it is unchanged, and placing writes only if the lines it priced are still the
     * lines (optimistic check, no lock held between reading and writing).
     */
    linesVersion: integer('lines_version').notNull().default(0),
    /**
     * The order's place in the integration feed (`GET /api/v1/orders`): taken from `orders_feed_position_seq` when
     * the order leaves the basket, by a trigger deferred to commit under a lock, so the numbers follow commit order
     * (migration 0021); never changed after.
     */
    feedSeq: bigint('feed_seq', { mode: 'number' }),
    /** The ERP's own document number for the order, written by `POST /api/v1/orders/{id}/ack`; null until then. */
    erpDocumentNo: text('erp_document_no'),
    erpAcknowledgedAt: timestamp('erp_acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_document_no').on(t.documentNo),
    // One open basket per user and dealer (a sales representative keeps one for each dealer they shop for):
    // concurrent first adds cannot create two.
    uniqueIndex('orders_one_basket_per_user_dealer')
      .on(t.userId, t.dealerId)
      .where(sql`${t.status} = 'basket'`),
    index('orders_dealer_status').on(t.dealerId, t.status, t.placedAt),
    // The back office's stage filter, newest first, and its count.
    index('orders_stage_placed_at')
      .on(t.stage, t.placedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'basket'`),
    // The back office's document-number filter, a prefix.
    index('orders_document_no_prefix').on(t.documentNo.op('text_pattern_ops')),
    // The back office's order list, newest first: placed orders only.
    index('orders_placed_at')
      .on(t.placedAt.desc(), t.id.desc())
      .where(sql`${t.status} <> 'basket'`),
    // The integration feed's pages, and its unacknowledged filter.
    uniqueIndex('orders_feed_seq')
      .on(t.feedSeq)
      .where(sql`${t.feedSeq} is not null`),
    index('orders_feed_unacknowledged')
      .on(t.feedSeq)
      .where(sql`${t.feedSeq} is not null and ${t.erpDocumentNo} is null`),
  ],
);

/** A line keeps the unit price, currency, discount and VAT it was priced with. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    exchangeRate: rate('exchange_rate').notNull().default('1'),
    discountRate: percent('discount_rate').notNull().default('0'),
    vatRate: percent('vat_rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_lines_order_product').on(t.orderId, t.productId),
    // Which orders hold a product: the related lists chosen by rule (sold together).
    index('order_lines_product_order').on(t.productId, t.orderId),
  ],
);

/**
 * Bulk adds already applied, by the Idempotency-Key the client sent (quick order): a second call
 * with the same key — a double click, a retry after a lost answer — adds nothing. Written in the add's own
 * transaction; a user's keys older than a day are dropped by their next keyed add.
 */
export const basketAddRequests = pgTable(
  'basket_add_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestKey] })],
);

/** Dealer account ledger: every document that moves the balance (spec §3 movement row). */
export const accountMovements = pgTable(
  'account_movements',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    documentNo: text('document_no').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    /** FINANS_ISLEM_TURU: 'Satış faturası', 'Satış irsaliyesi', 'Pos kartı ile tahsilat', 'Havale/EFT'… */
    type: text('type').notNull(),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    exchangeRate: rate('exchange_rate').notNull().default('1'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    description: text('description'),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    deliveryNoteId: integer('delivery_note_id').references((): AnyPgColumn => deliveryNotes.id),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id),
  },
  (t) => [
    index('account_movements_dealer_date').on(t.dealerId, t.date),
    // The natural key an ERP import upserts a movement by.
    uniqueIndex('account_movements_dealer_document').on(t.dealerId, t.documentNo, t.type),
    // Deleting an invoice, a delivery note or a payment checks its movements through these.
    index('account_movements_invoice')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index('account_movements_delivery_note')
      .on(t.deliveryNoteId)
      .where(sql`${t.deliveryNoteId} is not null`),
    index('account_movements_payment')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    documentNo: text('document_no').notNull().unique(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    type: text('type').notNull().default('Satış faturası'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    exchangeRate: rate('exchange_rate').notNull().default('1'),
    subtotal: money('subtotal').notNull(),
    vatTotal: money('vat_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    orderId: integer('order_id').references(() => orders.id),
  },
  (t) => [
    index('invoices_dealer_date').on(t.dealerId, t.date),
    // Orders not invoiced yet (the risk rule, the account page) look their invoice up by order.
    index('invoices_order').on(t.orderId),
  ],
);

/** Lines of invoices and delivery notes share one shape (spec §3 "Detail lines"). */
const documentLineColumns = () => ({
  id: serial('id').primaryKey(),
  productId: integer('product_id').references(() => products.id),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  barcode: text('barcode'),
  serialNo: text('serial_no'),
  quantity: quantity('quantity').notNull(),
  unit: text('unit').notNull(),
  vatRate: percent('vat_rate').notNull(),
  discountRate: percent('discount_rate').notNull().default('0'),
  unitPrice: money('unit_price').notNull(),
  netPrice: money('net_price').notNull(),
  /** Amount before VAT: round2(quantity × unit price × (1 − discount)). */
  lineTotal: money('line_total').notNull(),
  /** VAT of the line, round2(lineTotal × rate); lineTotal + vatAmount is SATIR_GENEL_TOPLAM. */
  vatAmount: money('vat_amount').notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...documentLineColumns(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('invoice_lines_invoice').on(t.invoiceId, t.sort),
    index('invoice_lines_product_invoice').on(t.productId, t.invoiceId),
  ],
);

export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    documentNo: text('document_no').notNull().unique(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    type: text('type').notNull().default('Satış irsaliyesi'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    exchangeRate: rate('exchange_rate').notNull().default('1'),
    subtotal: money('subtotal').notNull(),
    vatTotal: money('vat_total').notNull(),
    grandTotal: money('grand_total').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
  },
  (t) => [
    index('delivery_notes_dealer_date').on(t.dealerId, t.date),
    index('delivery_notes_invoice')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

export const deliveryNoteLines = pgTable(
  'delivery_note_lines',
  {
    ...documentLineColumns(),
    deliveryNoteId: integer('delivery_note_id')
      .notNull()
      .references(() => deliveryNotes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('delivery_note_lines_note').on(t.deliveryNoteId, t.sort),
    // Deleting a product checks or cascades here: without this index each deleted product scans the table.
    index('delivery_note_lines_product')
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
  ],
);

/** Card collections and order card payments. Only the masked card number (first 6, last 4) is kept. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    documentNo: text('document_no').notNull().unique(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    amount: money('amount').notNull(),
    chargedAmount: money('charged_amount').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    installment: integer('installment').notNull().default(0),
    commissionRate: percent('commission_rate').notNull().default('0'),
    bankName: text('bank_name'),
    cardHolder: text('card_holder'),
    maskedCardNumber: text('masked_card_number'),
    providerReference: text('provider_reference'),
    /** The issuing bank's authorisation code (provizyon/onay kodu), printed on the receipt. */
    authCode: text('auth_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_dealer_date').on(t.dealerId, t.createdAt),
    index('payments_order')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
