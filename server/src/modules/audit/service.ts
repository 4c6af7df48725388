import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditList, type AdminAuditQuery } from '@bayi/common';
import { startOfTurkishIsoDay } from '../../lib/turkey-time';
import type { AuditRepository } from './repository';

/** The audit log as staff search it: newest first, 50 to a page. */
export function createAuditService(repo: AuditRepository) {
  return {
    async list(q: AdminAuditQuery): Promise<AdminAuditList> {
      const filter = {
        q: q.q || undefined,
        entity: q.entity,
        from: q.from ? startOfTurkishIsoDay(q.from).toISOString() : undefined,
        to: q.to ? startOfTurkishIsoDay(q.to, true).toISOString() : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.page(filter, ADMIN_AUDIT_PAGE_SIZE, (q.page - 1) * ADMIN_AUDIT_PAGE_SIZE),
        repo.count(filter),
      ]);
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          at: r.at,
          by: r.by,
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          summary: r.summary,
          before: r.before ?? null,
          after: r.after ?? null,
        })),
        total,
        page: q.page,
        pageSize: ADMIN_AUDIT_PAGE_SIZE,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
