import { desc, eq, lt, sql } from 'drizzle-orm';
import type { ThemeAuditAction } from '@bayi/common';
import type { Db } from '../../db/client';
import { categories, settings, theme, themeHistory, users } from '../../db/schema';
import { recordAudit } from '../audit/log';

/** Advisory lock (two-key form) every theme editor change takes: one change at a time, in any process. */
const THEME_LOCK_CLASS = 10_501;

export interface AuditEntry {
  userId: number;
  actor: string;
  action: ThemeAuditAction;
  detail: unknown;
}

const AUDIT_SUMMARIES: Record<ThemeAuditAction, string> = {
  save: 'Tema kaydedildi.',
  reset: 'Tema varsayılana döndürüldü.',
  restore: 'Tema kayıtlı bir sürüme döndürüldü.',
  icon: 'Kategori ikonu değişti.',
};

export function createThemeEditorRepository(db: Db) {
  return {
    /**
     * Runs `fn` in one transaction holding the theme editor's lock, so reading the theme before a change,
     * changing it and auditing it cannot interleave with another admin's change.
     */
    async inTransaction<T>(fn: (store: ThemeStore, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${THEME_LOCK_CLASS}, 1)`);
        return fn(themeStore(tx as unknown as Db), tx as unknown as Db);
      });
    },

    /** The newest saved themes, newest first. */
    async history(limit: number) {
      return await db
        .select({ id: themeHistory.id, savedAt: themeHistory.savedAt, savedBy: themeHistory.savedBy })
        .from(themeHistory)
        .orderBy(desc(themeHistory.id))
        .limit(limit);
    },
  };
}

export type ThemeStore = ReturnType<typeof themeStore>;

function themeStore(db: Db) {
  return {
    /** The stored theme (absent: the shipped default) and the master layout setting. */
    async current(): Promise<{ stored: unknown | null; master: string | undefined }> {
      const [row] = await db.select({ settings: theme.settings }).from(theme).where(eq(theme.id, 1));
      const [master] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'layout.master'));
      return { stored: row?.settings ?? null, master: master?.value };
    },

    async store(value: unknown): Promise<void> {
      await db
        .insert(theme)
        .values({ id: 1, settings: value })
        .onConflictDoUpdate({ target: theme.id, set: { settings: value, updatedAt: sql`now()` } });
    },

    async clear(): Promise<void> {
      await db.delete(theme).where(eq(theme.id, 1));
    },

    /** "Display name (user code)" of a staff user, as the history shows who saved. */
    async userLabel(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ displayName: users.displayName, userCode: users.userCode })
        .from(users)
        .where(eq(users.id, userId));
      return row ? `${row.displayName} (${row.userCode})` : null;
    },

    async addHistory(value: unknown, userId: number, savedBy: string): Promise<number> {
      const [row] = await db
        .insert(themeHistory)
        .values({ settings: value, savedByUserId: userId, savedBy })
        .returning({ id: themeHistory.id });
      return row!.id;
    },

    /** Keeps the newest `keep` saved themes. */
    async trimHistory(keep: number): Promise<void> {
      const [edge] = await db
        .select({ id: themeHistory.id })
        .from(themeHistory)
        .orderBy(desc(themeHistory.id))
        .offset(keep - 1)
        .limit(1);
      if (edge) await db.delete(themeHistory).where(lt(themeHistory.id, edge.id));
    },

    async historyEntry(id: number) {
      const [row] = await db
        .select({ id: themeHistory.id, settings: themeHistory.settings })
        .from(themeHistory)
        .where(eq(themeHistory.id, id));
      return row ?? null;
    },

    async category(id: number) {
      const [row] = await db
        .select({ id: categories.id, name: categories.name, icon: categories.icon })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return row ?? null;
    },

    /** The change in the back office's audit log, searchable with every other staff change. */
    async audit(entry: AuditEntry): Promise<void> {
      const detail = entry.detail as { categoryId?: number; category?: string };
      const icon = entry.action === 'icon';
      await recordAudit(
        db,
        { userId: entry.userId, displayName: entry.actor },
        {
          action: `theme.${entry.action}`,
          entity: icon ? 'category' : 'theme',
          entityId: icon ? (detail.categoryId ?? 0) : 'theme',
          summary: icon
            ? `${detail.category ?? 'Kategori'} kategorisinin ikonu değişti.`
            : AUDIT_SUMMARIES[entry.action],
          after: entry.detail,
        },
      );
    },
  };
}
export type ThemeEditorRepository = ReturnType<typeof createThemeEditorRepository>;
