import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { users } from './dealers';

/**
 * Keys of the ERP integration API (`/api/v1`). The token is shown once at creation and kept only as its
 * SHA-256 (docs/architecture.md "Integration API": a 256-bit random token needs no slow hash); `prefix` is its
 * first characters, shown in the back office so a key can be recognised.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The token's visible start ('bayi_AbCd1234'), for staff to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** Any of catalogue, dealers, orders, documents (API_KEY_SCOPES). */
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name then (kept if the user is removed). */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    /** Written at most once a minute per key and process (not on every request). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByName: text('revoked_by_name'),
  },
  (t) => [uniqueIndex('api_keys_token_hash').on(t.tokenHash)],
);
