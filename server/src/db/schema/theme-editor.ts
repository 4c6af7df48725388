import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './dealers';

/**
 * The theme editor. The current theme stays in `theme` (one row); every save and restore also
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
