import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@bayi/common';
import { createdAt, money, percent, updatedAt } from './common';
import { currencies } from './settings';
import { priceLists, products } from './catalog';

/**
 * A sales representative (plasiyer) record: dealers are assigned to it, plasiyer staff users are tied to it, and
 * the dealer's account page shows its name, e-mail and phone. Staff keep it in the back office (Plasiyerler); an
 * ERP import refers to it by its code. An inactive one keeps its dealers but takes no new ones.
 */
export const representatives = pgTable(
  'representatives',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The ERP's salesman code, optional; unique in any letter case. */
    code: text('code'),
    email: text('email'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Two records of one name could not be told apart where staff pick one (the dealer form, the staff form); names
    // are compared folded the Turkish way like codes, so "IŞIK" and "Işık" are one name.
    uniqueIndex('representatives_name').on(sql`fold_turkish(${t.name})`),
    // Codes are compared folded the Turkish way (fold_turkish, the SQL form of foldTurkish): "IŞIK" and "ışık" are one.
    uniqueIndex('representatives_code')
      .on(sql`fold_turkish(${t.code})`)
      .where(sql`${t.code} is not null`),
  ],
);

/** A dealer is a customer account (cari) of the distributor; Cari No is its code. */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    taxOffice: text('tax_office'),
    taxNumber: text('tax_number'),
    email: text('email'),
    phone: text('phone'),
    representativeId: integer('representative_id').references(() => representatives.id),
    /** Credit limit in TL for open-account orders. */
    riskLimit: money('risk_limit').notNull().default('0'),
    /** General discount on list prices, percent. */
    discountRate: percent('discount_rate').notNull().default('0'),
    defaultPaymentMethod: text('default_payment_method').notNull().default('havale'),
    /** Days from invoice to due date (vade). */
    paymentTermDays: integer('payment_term_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    /** Raised by every back-office edit: an edit made on an older version is refused (409), never lost. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Cari No compared folded the Turkish way (fold_turkish): sign-in, imports and the back office alike.
    uniqueIndex('dealers_code').on(sql`fold_turkish(${t.code})`),
    // A plasiyer's lists and a representative's dealer count read dealers by their representative.
    index('dealers_representative').on(t.representativeId),
  ],
);

/** Which price lists a dealer may see, in display order. */
export const dealerPriceLists = pgTable(
  'dealer_price_lists',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.priceListId] })],
);

/**
 * People who sign in. Dealer users belong to a dealer; staff (admin, editor, plasiyer) have no dealer and
 * sign in with the Cari No "ADMIN".
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    userCode: text('user_code').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('dealer'),
    /** A plasiyer's representative record: the dealers with this representative are theirs. */
    representativeId: integer('representative_id').references(() => representatives.id),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_dealer_code')
      .on(t.dealerId, sql`fold_turkish(${t.userCode})`)
      .where(sql`${t.dealerId} is not null`),
    uniqueIndex('users_staff_code')
      .on(sql`fold_turkish(${t.userCode})`)
      .where(sql`${t.dealerId} is null`),
  ],
);

export const dealerAddresses = pgTable(
  'dealer_addresses',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    address: text('address').notNull(),
    district: text('district'),
    city: text('city'),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('dealer_addresses_dealer').on(t.dealerId),
    // An import upserts a dealer's addresses by their title: one title once per dealer, folded the Turkish way
    // ("İSTANBUL" and "istanbul" are one title).
    uniqueIndex('dealer_addresses_dealer_title').on(t.dealerId, sql`fold_turkish(${t.title})`),
  ],
);

/** Contract (agreement) prices: for this dealer they beat any list price. */
export const agreementPrices = pgTable(
  'agreement_prices',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    discountRate: percent('discount_rate').notNull().default('0'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [
    uniqueIndex('agreement_prices_dealer_product').on(t.dealerId, t.productId),
    // Deleting a product checks or cascades here: without this index each deleted product scans the table.
    index('agreement_prices_product').on(t.productId),
  ],
);
