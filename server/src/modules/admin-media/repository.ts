import { sql } from 'drizzle-orm';
import { MEDIA_PAGE_SIZE } from '@bayi/common';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { isoInstant, queryRows, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface MediaRow {
  file_name: string;
  content_type: string;
  bytes: number;
  created_at: string;
}

function statements(db: Db) {
  return {
    async insert(fileName: string, contentType: string, bytes: Buffer): Promise<MediaRow> {
      // Through drizzle's column type, which turns the Buffer into bytea on both drivers.
      const [row] = await db
        .insert(media)
        .values({ fileName, contentType, bytes })
        .returning({ createdAt: media.createdAt });
      return {
        file_name: fileName,
        content_type: contentType,
        bytes: bytes.length,
        created_at: new Date(row!.createdAt).toISOString(),
      };
    },

    /** Images, newest first: what a picker offers. */
    async images(page: number): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        queryRows<MediaRow>(
          db,
          sql`select file_name, content_type, octet_length(bytes) as bytes, ${isoInstant(sql`created_at`)} as created_at
              from media where content_type like 'image/%'
              order by created_at desc, file_name
              limit ${MEDIA_PAGE_SIZE} offset ${(page - 1) * MEDIA_PAGE_SIZE}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from media where content_type like 'image/%'`,
        ),
      ]);
      return { rows, total: count!.total };
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createAdminMediaRepository = (db: Db) => withTransactions(db, statements);
export type AdminMediaRepository = ReturnType<typeof createAdminMediaRepository>;
