import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ThemeEditingContext, type IconEditTarget } from '../lib/themeEditing';

// The editor and the icon picker are chunks of their own, fetched only for the admin (themeEditorActive):
// the home page's JavaScript budget (docs/performance.md) has no room for them.
const ThemeEditor = lazy(async () => ({ default: (await import('../features/theme-editor/ThemeEditor')).ThemeEditor }));
const IconPickerDialog = lazy(async () => ({
  default: (await import('../features/theme-editor/icon-picker/IconPickerDialog')).IconPickerDialog,
}));

/**
 * Theme-editor mode around the storefront (spec §2 "Theme editor", "Category side menu"): for the admin
 * the editor panel, and the category menu's icons open the icon picker. For everybody else: nothing.
 */
export function ThemeEditing({ active, children }: { active: boolean; children: ReactNode }) {
  const [iconTarget, setIconTarget] = useState<IconEditTarget | null>(null);
  const editing = useMemo(() => (active ? { editCategoryIcon: setIconTarget } : null), [active]);
  return (
    <ThemeEditingContext value={editing}>
      {children}
      {active && (
        <Suspense fallback={null}>
          <ThemeEditor />
          {iconTarget && <IconPickerDialog category={iconTarget} onClose={() => setIconTarget(null)} />}
        </Suspense>
      )}
    </ThemeEditingContext>
  );
}
