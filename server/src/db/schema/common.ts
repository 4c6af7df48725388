import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money and rates are PostgreSQL numeric, read as strings and handled with decimal.js: never a JS float. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 18, scale: 6 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Binary column; PGlite hands back Uint8Array, node-postgres a Buffer: both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
