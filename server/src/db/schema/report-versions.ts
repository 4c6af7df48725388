import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { dealers } from './dealers';

/**
 * A dealer's report data versions: triggers of migration 0008 give a column a new number
 * from `report_version_seq` whenever a statement changes what its reports read — `ledger` for
 * account_movements and delivery_notes, `invoices` for invoices, `orders` for placed orders and their
 * lines (a basket moves nothing). The reports' in-process caches are valid while the number stands,
 * in every process and whoever wrote the change (the app, the ERP, a script).
 */
export const reportVersions = pgTable('report_versions', {
  dealerId: integer('dealer_id')
    .primaryKey()
    .references(() => dealers.id, { onDelete: 'cascade' }),
  ledger: bigint('ledger', { mode: 'number' }).notNull().default(0),
  invoices: bigint('invoices', { mode: 'number' }).notNull().default(0),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
});
