import { createContext, useContext } from 'react';

/** The category whose icon the theme editor is about to change (spec §2 "Category side menu"). */
export interface IconEditTarget {
  id: number;
  name: string;
  icon: string | null;
}

/**
 * Theme-editor mode as the storefront's own components see it: null for everybody but the admin
 * (themeEditorActive), so the category menu shows its icon buttons only then. The app shell provides
 * it; the editor's code itself loads lazily behind it.
 */
export const ThemeEditingContext = createContext<{ editCategoryIcon: (target: IconEditTarget) => void } | null>(null);

export const useThemeEditing = () => useContext(ThemeEditingContext);
