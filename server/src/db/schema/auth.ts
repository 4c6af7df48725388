import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@bayi/common';
import { dealers, users } from './dealers';

/** Server-side sessions. The primary key is the SHA-256 of the cookie value, never the value. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: USER_ROLES }).notNull(),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  // sessions_dealer: deleting a dealer cascades to its sessions.
  (t) => [
    index('sessions_user').on(t.userId),
    index('sessions_expiry').on(t.absoluteExpiresAt),
    index('sessions_dealer').on(t.dealerId),
  ],
);

/**
 * Sign-in attempts counted per key, for throttling (ASVS 4.0.3 V2.2.1; docs/security.md "Sign-in throttling"):
 * "pair:" an account from one address (locked after LOGIN_MAX_FAILURES), "acct:" an account from any
 * address (a growing delay), "ip:" an address across accounts (locked after LOGIN_IP_MAX_FAILURES).
 * A row past expires_at counts as absent and is pruned.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** A lock ("pair:", "ip:") or the earliest next attempt ("acct:"). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_expiry').on(t.expiresAt)],
);
