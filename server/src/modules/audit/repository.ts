import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foldTurkish } from '@bayi/common';
import { isoInstant, likeContains, queryRows } from '../../db/query';

export interface AuditFilter {
  q?: string;
  entity?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  by: string;
  action: string;
  entity: string;
  entity_id: string;
  summary: string;
  before: unknown;
  after: unknown;
}

function whereOf(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.entity) parts.push(sql`entity = ${f.entity}`);
  if (f.from) parts.push(sql`at >= ${f.from}`);
  if (f.to) parts.push(sql`at < ${f.to}`);
  // Text: who, the sentence (both kept folded in search_folded, under a trigram index), or the record's id (an
  // order, dealer or user number as typed).
  if (f.q) parts.push(sql`(search_folded like ${likeContains(foldTurkish(f.q))} or entity_id = ${f.q})`);
  return sql.join(parts, sql` and `);
}

export function createAuditRepository(db: Db) {
  return {
    /** A page of entries, newest first (audit_log_at). */
    async page(f: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
      return queryRows<AuditRow>(
        db,
        sql`select id, ${isoInstant(sql`at`)} as at, user_name as by, action, entity, entity_id, summary, before, after
            from audit_log where ${whereOf(f)} order by at desc, id desc limit ${limit} offset ${offset}`,
      );
    },

    async count(f: AuditFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from audit_log where ${whereOf(f)}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
