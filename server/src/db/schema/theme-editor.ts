import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './dealers';

/**
 * The theme editor (issue 14). The current theme stays in `theme` (one row); every save and restore also
 * lands here, newest last, and only the last 20 are kept (THEME_HISTORY_KEEP).
 */
export const themeHistory = pgTable('theme_history', {
  id: serial('id').primaryKey(),
  settings: jsonb('settings').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Who saved it as the history shows it ("Sistem Yöneticisi (admin)"), kept if the user goes. */
  savedBy: text('saved_by').notNull(),
});

/**
 * Who changed the storefront's look, when and what (issue 14): one row per save, reset, restore and
 * category icon change, written in the change's own transaction. Never trimmed by the application.
 */
export const themeAudit = pgTable(
  'theme_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    /** save | reset | restore | icon */
    action: text('action', { enum: ['save', 'reset', 'icon', 'restore'] }).notNull(),
    /** What changed: the changed paths with before and after, or the category's icon before and after. */
    detail: jsonb('detail').notNull(),
  },
  (t) => [index('theme_audit_at').on(t.at)],
);
