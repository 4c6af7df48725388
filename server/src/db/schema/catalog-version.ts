import { bigint, bigserial, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue's data version: one row whose number triggers of migration 0011 move on from
 * `catalog_version_seq` whenever a statement changes what lists and search read — product_search (which
 * triggers keep following products and categories) and product_prices. The in-process catalogue index of
 * every process is current while the number stands, whoever made the change (the app, an import, a script).
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Which products changed, in order (migration 0012): a row per product and statement that changed what a
 * product box shows — the product, its prices, its images, its brand's name; a null product_id means every
 * product (the end of a bulk load). Each process reads the new rows every CATALOG_INDEX_POLL_MS and drops
 * those products from its row cache, so rows are kept until they change instead of for a few seconds.
 * Rows older than ten minutes are deleted by whichever process reads them.
 */
export const catalogChanges = pgTable('catalog_changes', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  productId: integer('product_id'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
