import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, money, percent, quantity, updatedAt } from './common';
import { currencies } from './settings';

export const vatRates = pgTable('vat_rates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rate: percent('rate').notNull(),
});

/** Category tree, three levels deep in the demo; icon is a Font Awesome class name. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent').on(t.parentId, t.sort)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    barcode: text('barcode'),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('Adet'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id').references(() => categories.id),
    vatRate: percent('vat_rate').notNull().default('20'),
    stockQty: quantity('stock_qty').notNull().default('0'),
    /** Delivery text shown instead of the stock figure ("2-3 İş Günü"), spec §3 temin. */
    deliveryText: text('delivery_text'),
    /** Name, code and barcode folded the Turkish way (common/turkish.ts), for trigram search. */
    searchText: text('search_text').notNull().default(''),
    /** Byte-comparable Turkish alphabet key of the name (common/turkish.ts turkishSortKey). */
    sortName: text('sort_name').notNull().default(''),
    showBarcode: boolean('show_barcode').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code').on(t.code),
    index('products_barcode').on(t.barcode),
    // Whole, not only active products: deleting a category or a brand checks every product that names it (with
    // an index of active products only, each deleted category scanned the table: 17 s for 121 at 200,000).
    index('products_category').on(t.categoryId),
    index('products_brand').on(t.brandId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId, t.sort)],
);

/** Price lists each have one currency (TL, USD, EUR); dealers see the lists granted to them. */
export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  /** Whether prices in this list already include VAT. */
  includesVat: boolean('includes_vat').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.priceListId] }),
    index('product_prices_list_price').on(t.priceListId, t.price),
  ],
);

/** Promotions: type 10 carousel, 40 modal banner, 50 three tiles (spec §7 GetPromotion). */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  viewType: integer('view_type').notNull().default(10),
  displayName: text('display_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const promotionItems = pgTable(
  'promotion_items',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull().default(''),
    actionButtonText: text('action_button_text').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('promotion_items_promotion').on(t.promotionId, t.sort)],
);

/** Product sliders by key: home.produtcs.level1..4, sys.alternatifstoklar:{id}, sys.birliktesatilanlar:{id}. */
export const productSliders = pgTable('product_sliders', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const productSliderItems = pgTable(
  'product_slider_items',
  {
    sliderId: integer('slider_id')
      .notNull()
      .references(() => productSliders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sliderId, t.productId] }),
    // Deleting a product checks or cascades here: without this index each deleted product scans the table.
    index('product_slider_items_product').on(t.productId),
  ],
);

/**
 * Every distinct word of the catalogue's folded search text: the dictionary typo-tolerant search
 * corrects query words against (refreshed after imports).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Brands that have active products in each category, counting everything below it: the brand
 * drop-down of a list (derived-data.ts refreshDerivedCatalogData).
 */
export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/**
 * The narrow copy of every active product that lists, search and counts read, kept by triggers on
 * products and categories (migration 0011) whoever writes them: a few short columns instead of the
 * wide product row, so a scan of a branch or of a broad search touches a fraction of the bytes. category_l1/l2 are the category's
 * ancestors at depth 1 and 2, so a whole branch is one index read in name order.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
    sortName: text('sort_name').notNull(),
    /** The code folded as search folds it (SQL fold_turkish, held to common/turkish.ts foldTurkish). */
    codeLower: text('code_lower').notNull(),
    barcode: text('barcode'),
    inStock: boolean('in_stock').notNull(),
    categoryId: integer('category_id'),
    categoryL1: integer('category_l1'),
    categoryL2: integer('category_l2'),
    brandId: integer('brand_id'),
  },
  (t) => [
    index('product_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('product_search_prefix').on(sql`${t.searchText} text_pattern_ops`),
    index('product_search_code').on(sql`${t.codeLower} text_pattern_ops`),
    index('product_search_barcode').on(t.barcode),
    index('product_search_name').on(sql`${t.sortName} collate "C"`, t.id),
    index('product_search_l1_name').on(t.categoryL1, sql`${t.sortName} collate "C"`, t.id),
    index('product_search_l2_name').on(t.categoryL2, sql`${t.sortName} collate "C"`, t.id),
    index('product_search_category_name').on(t.categoryId, sql`${t.sortName} collate "C"`, t.id),
    index('product_search_brand_name').on(t.brandId, sql`${t.sortName} collate "C"`, t.id),
  ],
);
