import { useQuery } from '@tanstack/react-query';
import type {
  CategoryIconResponse,
  ThemeHistoryResponse,
  ThemeSaveResponse,
  ThemeSettings,
  UpdateCategoryIconRequest,
} from '@bayi/common';
import { deleteJson, getJson, postForm, postJson } from '../../lib/http';

/**
 * The theme editor's calls (spec §7; the contract is common/src/api/theme-editor.ts): the admin
 * routes under /admin/theme. Refusals come as HTTP errors with a Turkish errorMessage; an answer that
 * still says hasError is treated the same way.
 */
type Answer<T> = T | { hasError: true; errorMessage: string };

export class ThemeRefused extends Error {
  override readonly name = 'ThemeRefused';
}

function accepted<T extends { hasError: false }>(answer: Answer<T>): T {
  if (answer.hasError) throw new ThemeRefused(answer.errorMessage || 'İşlem tamamlanamadı.');
  return answer;
}

/** POST /admin/theme/updatelayout: the whole theme as the multipart field `properties`. */
export async function saveTheme(theme: ThemeSettings): Promise<ThemeSettings> {
  const form = new FormData();
  form.append('properties', JSON.stringify(theme));
  return accepted(await postForm<Answer<ThemeSaveResponse>>('/admin/theme/updatelayout', form)).themeSettings;
}

/** DELETE /admin/theme/resetLayout: back to the shipped theme. */
export async function resetTheme(): Promise<void> {
  accepted(await deleteJson<Answer<ThemeSaveResponse>>('/admin/theme/resetLayout'));
}

/** POST /admin/theme/history/{id}/restore: a saved version becomes the theme again. */
export async function restoreTheme(id: number): Promise<ThemeSettings> {
  return accepted(await postJson<Answer<ThemeSaveResponse>>(`/admin/theme/history/${id}/restore`)).themeSettings;
}

/** POST /admin/theme/updateCategoryIcon with the category id and the icon's classes. */
export async function updateCategoryIcon(id: number, icon: string): Promise<void> {
  const body: UpdateCategoryIconRequest = { id, icon };
  accepted(await postJson<Answer<CategoryIconResponse>>('/admin/theme/updateCategoryIcon', body));
}

export const themeHistoryKey = ['admin', 'theme-history'] as const;

/** GET /admin/theme/history: the last 20 saves, newest first. */
export function useThemeHistory(enabled: boolean) {
  return useQuery({
    queryKey: themeHistoryKey,
    queryFn: ({ signal }) => getJson<ThemeHistoryResponse>('/admin/theme/history', { signal }),
    select: (answer) => answer.items,
    enabled,
  });
}
