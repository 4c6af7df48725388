import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The catalogue's data version (issue 15): one row whose number triggers of migration 0011 move on from
 * `catalog_version_seq` whenever a statement changes what lists and search read — product_search (which
 * triggers keep following products and categories) and product_prices. The in-process catalogue index of
 * every process is current while the number stands, whoever made the change (the app, an import, a script).
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
