import { PALETTE } from './palette';
import { sanitizeCustomCss } from './css-sanitize';

/**
 * Theme settings (spec §2 "Theme editor", §3 themeSettings). Blocks group the editable
 * parts of the page; each item targets one element by id or class and carries colours
 * from the fixed palette (spec §5) or a height (4–30, step 2).
 */
export type ThemeItemType = 'colorPicker' | 'heightPicker';

export interface ThemeItem {
  title: string;
  class?: string;
  selector_id?: string;
  selector_class?: string;
  type: ThemeItemType;
  bg_color?: string;
  text_color?: string;
  customCss?: string;
  height?: number;
}

export interface ThemeBlock {
  title: string;
  item: Record<string, ThemeItem>;
}

export type MasterLayout = 'default' | 'sidebar';

export interface ThemeSettings {
  layouts: { master: MasterLayout };
  blocks: Record<string, ThemeBlock>;
}

export const HEIGHT_MIN = 4;
export const HEIGHT_MAX = 30;
export const HEIGHT_STEP = 2;

/** The storefront as it ships: a calm navy header with an amber accent. */
export const DEFAULT_THEME: ThemeSettings = {
  layouts: { master: 'sidebar' },
  blocks: {
    header: {
      title: 'Üst Bölüm',
      item: {
        top: {
          title: 'Üst Bar',
          selector_id: 'header-top',
          type: 'colorPicker',
          bg_color: 'slate-900',
          text_color: 'slate-100',
        },
        middle: {
          title: 'Orta Bar',
          selector_id: 'header-middle',
          type: 'colorPicker',
          bg_color: 'white',
          text_color: 'slate-800',
        },
        bottom: {
          title: 'Menü Barı',
          selector_id: 'header-bottom',
          type: 'colorPicker',
          bg_color: 'blue-900',
          text_color: 'white',
        },
        logo: { title: 'Logo Yüksekliği', selector_id: 'site-logo', type: 'heightPicker', height: 10 },
      },
    },
    body: {
      title: 'Sayfa',
      item: {
        background: {
          title: 'Arka Plan',
          selector_id: 'page-body',
          type: 'colorPicker',
          bg_color: 'slate-50',
          text_color: 'slate-800',
        },
        sidebar: {
          title: 'Kategori Menüsü',
          selector_id: 'category-sidebar',
          type: 'colorPicker',
          bg_color: 'white',
          text_color: 'slate-700',
        },
        accent: {
          title: 'Vurgu (Butonlar)',
          selector_class: 'theme-accent',
          type: 'colorPicker',
          bg_color: 'amber-500',
          text_color: 'slate-900',
        },
      },
    },
    footer: {
      title: 'Alt Bölüm',
      item: {
        main: {
          title: 'Alt Bilgi',
          selector_id: 'site-footer',
          type: 'colorPicker',
          bg_color: 'slate-900',
          text_color: 'slate-300',
        },
      },
    },
  },
};

/** Palette token ("slate-800", "white") → CSS colour; unknown tokens give null. */
export function paletteColor(token: string | undefined): string | null {
  if (!token) return null;
  return PALETTE[token] ?? null;
}

function safeSelectorPart(name: string): string | null {
  return /^[A-Za-z][\w-]{0,63}$/.test(name) ? name : null;
}

/**
 * CSS for GET /application/defaultCss. Every item becomes one rule on its element, and
 * custom properties (--theme-<block>-<item>-bg/-text/-height) let components use the
 * same colours without knowing the selectors.
 */
export function themeToCss(theme: ThemeSettings): string {
  const vars: string[] = [];
  const rules: string[] = [];
  for (const [blockKey, block] of Object.entries(theme.blocks)) {
    for (const [itemKey, item] of Object.entries(block.item)) {
      const prefix = `--theme-${blockKey}-${itemKey}`;
      const bg = paletteColor(item.bg_color);
      const text = paletteColor(item.text_color);
      const decl: string[] = [];
      if (bg) {
        vars.push(`${prefix}-bg: ${bg};`);
        decl.push(`background-color: ${bg};`);
      }
      if (text) {
        vars.push(`${prefix}-text: ${text};`);
        decl.push(`color: ${text};`);
      }
      if (item.type === 'heightPicker' && typeof item.height === 'number') {
        const h = Math.min(HEIGHT_MAX, Math.max(HEIGHT_MIN, item.height)) * 0.25;
        vars.push(`${prefix}-height: ${h}rem;`);
        decl.push(`height: ${h}rem;`);
      }
      // Sanitised again on the way out: a theme stored before the editor's checks is served as safely.
      const custom = sanitizeCustomCss(item.customCss);
      if (custom) decl.push(custom);
      const id = item.selector_id && safeSelectorPart(item.selector_id);
      const cls = item.selector_class && safeSelectorPart(item.selector_class);
      const selector = id ? `#${id}` : cls ? `.${cls}` : null;
      if (selector && decl.length) rules.push(`${selector} { ${decl.join(' ')} }`);
    }
  }
  return `:root { ${vars.join(' ')} }\n${rules.join('\n')}\n`;
}
