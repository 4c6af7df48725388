import { sql } from 'drizzle-orm';
import {
  bigserial,
  timestamp,
  integer,
  jsonb,
  pgTable,
  text,
  serial,
  boolean,
  date,
  uniqueIndex,
  index,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, rate, updatedAt } from './common';

/** Distributor settings as key/value strings, the shape ERPs and spec §3 use. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: updatedAt(),
});

/** One row (id 1): the theme as saved by the editor; absent means the shipped default. */
export const theme = pgTable('theme', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(), // TL, USD, EUR
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    rateDate: date('rate_date').notNull(),
    buy: rate('buy').notNull(),
    sell: rate('sell').notNull(),
    /** 'tcmb' (the Central Bank's daily file), 'manual' (staff, audited) or 'demo'. */
    source: text('source').notNull().default('tcmb'),
    /** Who set a manual rate. */
    setBy: text('set_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exchange_rates_currency_date').on(t.currencyCode, t.rateDate)],
);

/** Every attempt to read the TCMB rates file: 'ok', 'no-file' (a holiday: nothing published) or 'failed'. */
export const exchangeRateFetches = pgTable(
  'exchange_rate_fetches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
    message: text('message').notNull().default(''),
    rateDate: date('rate_date'),
  },
  (t) => [index('exchange_rate_fetches_at').on(sql`${t.at} desc`)],
);

/** Header, footer and logon menus (spec §3 "Menu entry"); children point at their parent. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuKey: text('menu_key').notNull(), // menu.header | menu.footer | menu.logon
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    url: text('url').notNull(),
    cssClass: text('css_class'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_items_menu_key').on(t.menuKey, t.sort)],
);

/** Uploaded and generated images; /image/show resizes them (kept in the database so N servers share them). */
export const media = pgTable('media', {
  fileName: text('file_name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  updatedAt: updatedAt(),
});
