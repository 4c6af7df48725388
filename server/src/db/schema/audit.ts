import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './dealers';

/**
 * Every change staff make: who, when, what, and the record before and after. Written in the
 * transaction of the change itself, so a change is never without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name then (kept if the user is removed). */
    userName: text('user_name').notNull(),
    /** What was done, e.g. 'order.stage'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** One Turkish sentence for the log's reader. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /**
     * Who and the sentence, folded the Turkish way (fold_turkish), kept by the database for the log's search: folding
     * each entry at every search took seconds on a long log, and a trigram index answers this column instead.
     */
    searchFolded: text('search_folded').generatedAlwaysAs(sql`fold_turkish(user_name || chr(10) || summary)`),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc()),
    index('audit_log_entity').on(t.entity, t.entityId, t.at),
    // The log's search box (who, the sentence, or the record's id as typed): its alternatives combine as one bitmap.
    index('audit_log_search_trgm').using('gin', sql`${t.searchFolded} gin_trgm_ops`),
    index('audit_log_entity_id').on(t.entityId),
  ],
);
