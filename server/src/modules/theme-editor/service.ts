import {
  DEFAULT_THEME,
  THEME_HISTORY_KEEP,
  themeSettingsInputSchema,
  type CategoryIconResponse,
  type ThemeAuditAction,
  type ThemeHistoryResponse,
  type ThemeSaveResponse,
  type ThemeSettings,
} from '@bayi/common';
import { HttpError, notFound } from '../../plugins/errors';
import type { ApplicationService } from '../application/service';
import { catalogDataWrites } from '../catalog/service';
import type { Db } from '../../db/client';
import type { ContentService } from '../content/service';
import type { SettingsService } from '../settings/service';
import type { ThemeEditorRepository, ThemeStore } from './repository';
import { themeDiff } from './diff';

/** The admin making a change (the session of an admin route). */
export interface Editor {
  userId: number;
  displayName: string;
}

/** The theme as served before a change: the stored one (or the shipped default) with the master layout setting. */
function servedTheme(current: { stored: unknown | null; master: string | undefined }): unknown {
  const stored = current.stored as ThemeSettings | null;
  const base = stored && typeof stored === 'object' && typeof stored.blocks === 'object' ? stored : DEFAULT_THEME;
  const master = current.master === 'default' || current.master === 'sidebar' ? current.master : base.layouts?.master;
  return { ...base, layouts: { ...base.layouts, master } };
}

const saved = (themeSettings: ThemeSettings): ThemeSaveResponse => ({
  hasError: false,
  errorMessage: null,
  themeSettings,
});

/**
 * The theme editor (spec §2 "Theme editor (admin)"): saves, resets and restores the theme and
 * changes category icons. Each change and its audit row are one transaction; the history keeps the last
 * THEME_HISTORY_KEEP saves. This process serves the change at once (the caches are emptied); other
 * processes within SHARED_CACHE_SECONDS (docs/architecture.md "Theme editor").
 */
export function createThemeEditorService(
  repo: ThemeEditorRepository,
  application: ApplicationService,
  content: ContentService,
  settings: SettingsService,
) {
  /** `layout.master` is the one source of themeSettings.layouts.master (application service), kept with the theme. */
  const setMaster = (tx: Db, master: string) => settings.saveValue(tx, 'layout.master', master);

  async function label(store: ThemeStore, editor: Editor): Promise<string> {
    return (await store.userLabel(editor.userId)) ?? editor.displayName;
  }

  /** Makes `next` the current theme: stored, put in the history, audited. */
  async function apply(
    store: ThemeStore,
    tx: Db,
    editor: Editor,
    next: ThemeSettings,
    action: ThemeAuditAction,
    extra: Record<string, unknown> = {},
  ): Promise<ThemeSettings> {
    const before = servedTheme(await store.current());
    const actor = await label(store, editor);
    await store.store(next);
    await setMaster(tx, next.layouts.master);
    const historyId = await store.addHistory(next, editor.userId, actor);
    await store.trimHistory(THEME_HISTORY_KEEP);
    await store.audit({
      userId: editor.userId,
      actor,
      action,
      detail: { ...extra, historyId, ...themeDiff(before, next) },
    });
    return next;
  }

  /** Serve the change from the next request on (this process; others within the cache time). */
  function changed<T>(value: T): T {
    application.invalidate();
    return value;
  }

  return {
    /** POST /admin/theme/updatelayout: `theme` is already checked and sanitised by the route's schema. */
    async save(editor: Editor, theme: ThemeSettings): Promise<ThemeSaveResponse> {
      const stored = await repo.inTransaction((store, tx) => apply(store, tx, editor, theme, 'save'));
      return saved(changed(stored));
    },

    /** DELETE /admin/theme/resetLayout: back to the shipped theme (the stored one is removed). */
    async reset(editor: Editor): Promise<ThemeSaveResponse> {
      const theme = await repo.inTransaction(async (store, tx) => {
        const before = servedTheme(await store.current());
        await store.clear();
        await setMaster(tx, DEFAULT_THEME.layouts.master);
        await store.audit({
          userId: editor.userId,
          actor: await label(store, editor),
          action: 'reset',
          detail: themeDiff(before, DEFAULT_THEME),
        });
        return DEFAULT_THEME;
      });
      return saved(changed(theme));
    },

    /** POST /admin/theme/history/{id}/restore: that saved theme becomes current, itself a save. */
    async restore(editor: Editor, historyId: number): Promise<ThemeSaveResponse> {
      const theme = await repo.inTransaction(async (store, tx) => {
        const entry = await store.historyEntry(historyId);
        if (!entry) throw notFound('Kayıtlı tema bulunamadı.');
        // Checked again: a theme saved by an older version is completed (or refused) as a new save would be.
        const parsed = themeSettingsInputSchema.safeParse(entry.settings);
        if (!parsed.success) throw new HttpError(400, 'Bu kayıtlı tema artık geçerli değil; geri yüklenemez.');
        return apply(store, tx, editor, parsed.data, 'restore', { restoredFrom: historyId });
      });
      return saved(changed(theme));
    },

    /** GET /admin/theme/history */
    async history(): Promise<ThemeHistoryResponse> {
      const rows = await repo.history(THEME_HISTORY_KEEP);
      return { items: rows.map((r) => ({ id: r.id, savedAt: r.savedAt.toISOString(), savedBy: r.savedBy })) };
    },

    /** POST /admin/theme/updateCategoryIcon: the side menu shows the new icon from the next request on. */
    async updateCategoryIcon(editor: Editor, id: number, icon: string): Promise<CategoryIconResponse> {
      await repo.inTransaction(async (store, tx) => {
        const category = await store.category(id);
        if (!category) throw notFound('Kategori bulunamadı.');
        // The category is the catalogue's: its module writes the icon, in this transaction with the audit entry.
        await catalogDataWrites(tx).setCategoryIcon(id, icon);
        await store.audit({
          userId: editor.userId,
          actor: await label(store, editor),
          action: 'icon',
          detail: { categoryId: id, category: category.name, before: category.icon, after: icon },
        });
      });
      content.invalidateCategories();
      return { hasError: false, errorMessage: null, id, icon };
    },
  };
}

export type ThemeEditorService = ReturnType<typeof createThemeEditorService>;
