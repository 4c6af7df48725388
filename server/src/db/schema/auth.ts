import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dealers, users } from './dealers';

/** Server-side sessions (DESIGN §5). The primary key is the SHA-256 of the cookie value, never the value. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['dealer', 'admin'] }).notNull(),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expiry').on(t.absoluteExpiresAt)],
);

/** Sign-in failures per key ("acct:<cari>/<user>" or "ip:<addr>") for throttling and lock-out (ASVS 2.2.1). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
