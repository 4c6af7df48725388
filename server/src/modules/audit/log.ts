import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditEntity } from '@bayi/common';

/** The staff member making a change, as the audit log names them; or an integration API key (userId null). */
export interface Actor {
  userId: number | null;
  displayName: string;
}

/** An integration API key as the audit log names it: "API anahtarı: <name>". */
export const keyActor = (key: { id: number; name: string }): Actor => ({
  userId: null,
  displayName: `API anahtarı: ${key.name} (#${key.id})`,
});

export interface AuditEntry {
  action: string;
  /** One of the kinds staff filter the log by: a kind not in the list could be written but never found. */
  entity: AuditEntity;
  entityId: string | number;
  /** One Turkish sentence for the log's reader. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one entry; pass the transaction of the change, so the change and its entry commit together. */
export async function recordAudit(tx: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: actor.userId,
    userName: actor.displayName,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
