import { z } from 'zod';
import { DEFAULT_THEME, HEIGHT_MAX, HEIGHT_MIN, HEIGHT_STEP, type ThemeItem, type ThemeSettings } from '../theme';
import { PALETTE } from '../palette';
import { CUSTOM_CSS_MAX, sanitizeCustomCss } from '../css-sanitize';
import { fieldName, intParam } from '../validation';
import { themeSettingsSchema } from './application';

/**
 * The theme editor's calls (spec §2 "Theme editor (admin)", §7), all under /admin/* for the
 * admin role only:
 * - POST /admin/theme/updatelayout — multipart field `properties` = the whole theme JSON (a JSON body
 *   `{ properties }` with the JSON text or the object itself is accepted too) → ThemeSaveResponse
 * - DELETE /admin/theme/resetLayout — back to DEFAULT_THEME → ThemeSaveResponse
 * - POST /admin/theme/updateCategoryIcon — `id`, `icon` (JSON, multipart or form) → CategoryIconResponse
 * - GET /admin/theme/history — the last THEME_HISTORY_KEEP saved themes → ThemeHistoryResponse
 * - POST /admin/theme/history/{id}/restore — makes that theme current (a save itself) → ThemeSaveResponse
 */

/** How many saved themes the history keeps (beyond the spec). */
export const THEME_HISTORY_KEEP = 20;
/** Longest theme JSON `properties` may carry. */
export const THEME_JSON_MAX = 100_000;
const TITLE_MAX = 100;

// Control characters never belong in a theme (and PostgreSQL refuses NUL in jsonb); tab and line breaks may
// stand in customCss only.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const noControl = (pattern: RegExp) =>
  z.string().refine((v) => !pattern.test(v), {
    error: (iss) => `${fieldName(iss.path ?? [])} izin verilmeyen bir kontrol karakteri içeriyor.`,
  });

const title = noControl(CONTROL).pipe(z.string().trim().min(1).max(TITLE_MAX));

/** An element id or class the item styles: a plain CSS identifier. */
const selectorName = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, {
  error: (iss) =>
    `${fieldName(iss.path ?? [])} bir CSS kimliği veya sınıfı olmalı: harfle başlar; harf, rakam, - ve _ (en fazla 64).`,
});

/** A colour of the fixed palette (spec §5): black, white or <family>-<50…950>. */
const paletteColour = z.string().refine((v) => Object.hasOwn(PALETTE, v), {
  error: (iss) => `${fieldName(iss.path ?? [])} paletteki bir renk olmalı (ör. slate-800, blue-900, white, black).`,
});

/** Heights of the slider (spec §5): HEIGHT_MIN to HEIGHT_MAX in steps of HEIGHT_STEP. */
const height = z
  .number()
  .int()
  .min(HEIGHT_MIN)
  .max(HEIGHT_MAX)
  .refine((v) => (v - HEIGHT_MIN) % HEIGHT_STEP === 0, {
    error: (iss) =>
      `${fieldName(iss.path ?? [])} ${HEIGHT_MIN} ile ${HEIGHT_MAX} arasında ${HEIGHT_STEP}'şer artan bir değer olmalı.`,
  });

/** customCss as the editor typed it; what is stored is the sanitised declarations (css-sanitize.ts). */
const customCss = noControl(CONTROL_BUT_LINES).pipe(z.string().max(CUSTOM_CSS_MAX).transform(sanitizeCustomCss));

/** One item of a known block; its type is the one the shipped theme gives it. */
const itemSchema = (type: ThemeItem['type']) =>
  z.strictObject({
    title,
    class: selectorName.optional(),
    selector_id: selectorName.optional(),
    selector_class: selectorName.optional(),
    type: z.literal(type),
    bg_color: paletteColour.optional(),
    text_color: paletteColour.optional(),
    customCss: customCss.optional(),
    height: height.optional(),
  });

/** Only the blocks and items of the shipped theme (DEFAULT_THEME) are known; each may be left out. */
const blocksSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(DEFAULT_THEME.blocks).map(([blockKey, block]) => [
      blockKey,
      z
        .strictObject({
          title,
          item: z.strictObject(
            Object.fromEntries(
              Object.entries(block.item).map(([itemKey, item]) => [itemKey, itemSchema(item.type).optional()]),
            ),
          ),
        })
        .optional(),
    ]),
  ),
);

/** Blocks and items left out are the shipped theme's, so a stored theme is always whole. */
function completeTheme(input: { layouts: ThemeSettings['layouts']; blocks: Record<string, unknown> }): ThemeSettings {
  const blocks: ThemeSettings['blocks'] = {};
  for (const [blockKey, shipped] of Object.entries(DEFAULT_THEME.blocks)) {
    const given = input.blocks[blockKey] as { title: string; item: Record<string, ThemeItem | undefined> } | undefined;
    const item: Record<string, ThemeItem> = {};
    for (const [itemKey, shippedItem] of Object.entries(shipped.item)) {
      const value = given?.item[itemKey] ?? shippedItem;
      // Leave optional fields out rather than undefined: the stored JSON is what was meant.
      item[itemKey] = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as ThemeItem;
    }
    blocks[blockKey] = { title: given?.title ?? shipped.title, item };
  }
  return { layouts: { master: input.layouts.master }, blocks };
}

/**
 * The whole theme as the editor saves it: only palette colours, heights 4–30 in steps of 2, known blocks,
 * items and item types, bounded texts; customCss comes out sanitised. The output is what is stored.
 */
export const themeSettingsInputSchema = z
  .strictObject({
    layouts: z.strictObject({ master: z.enum(['default', 'sidebar']) }),
    blocks: blocksSchema,
  })
  .transform((theme) => completeTheme(theme));

/** `properties`: the theme as JSON text (multipart, the spec's client) or as an object (JSON clients). */
const themeProperties = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.length > THEME_JSON_MAX) {
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: `'properties' alanı en fazla ${THEME_JSON_MAX} karakter olabilir.`,
    });
    return z.NEVER;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', input: value, message: "'properties' alanı geçerli bir JSON değil." });
    return z.NEVER;
  }
}, themeSettingsInputSchema);

/** POST /admin/theme/updatelayout */
export const updateLayoutBodySchema = z.object({
  properties: themeProperties.meta({
    description: 'Temanın tamamı (ThemeSettings) JSON metni olarak; multipart/form-data alanı.',
  }),
});

/** Font Awesome Free classes: a style prefix and an icon name ("fa-solid fa-house", "fa-brands fa-github"). */
export const FA_STYLES = ['fa-solid', 'fa-regular', 'fa-brands'] as const;
export type FaStyle = (typeof FA_STYLES)[number];
export const FA_ICON_PATTERN = /^(fa-solid|fa-regular|fa-brands) fa-([a-z0-9][a-z0-9-]{0,59})$/;

export const faIconSchema = z
  .string({ error: 'İkon (icon) gerekli.' })
  .trim()
  .max(80, { error: 'İkon (icon) en fazla 80 karakter olabilir.' })
  .regex(FA_ICON_PATTERN, {
    error:
      'İkon (icon) "fa-solid fa-house" biçiminde olmalı: fa-solid, fa-regular veya fa-brands, ardından fa- ile başlayan ikon adı (küçük harf, rakam, tire).',
  })
  .meta({ title: 'İkon' });

/** POST /admin/theme/updateCategoryIcon */
export const updateCategoryIconBodySchema = z.object({
  id: intParam('Kategori (id)', 1, 2_147_483_647),
  icon: faIconSchema,
});
export type UpdateCategoryIconRequest = z.input<typeof updateCategoryIconBodySchema>;

/** Answer of a save, a reset and a restore: the theme as now stored and served. */
export const themeSaveResponseSchema = z.object({
  hasError: z.literal(false),
  errorMessage: z.null(),
  themeSettings: themeSettingsSchema,
});
export interface ThemeSaveResponse {
  hasError: false;
  errorMessage: null;
  themeSettings: ThemeSettings;
}

export const categoryIconResponseSchema = z.object({
  hasError: z.literal(false),
  errorMessage: z.null(),
  id: z.number(),
  icon: z.string(),
});
export type CategoryIconResponse = z.infer<typeof categoryIconResponseSchema>;

/** GET /admin/theme/history: newest first. */
export const themeHistoryItemSchema = z.object({
  id: z.number(),
  savedAt: z.string().meta({ description: 'ISO 8601' }),
  savedBy: z.string(),
});
export const themeHistoryResponseSchema = z.object({ items: z.array(themeHistoryItemSchema) });
export type ThemeHistoryItem = z.infer<typeof themeHistoryItemSchema>;
export type ThemeHistoryResponse = z.infer<typeof themeHistoryResponseSchema>;

/** POST /admin/theme/history/{id}/restore */
export const themeHistoryParamsSchema = z.object({ id: intParam('Kayıt (id)', 1, 2_147_483_647) });

/** The theme editor's changes in the audit log (audit_log.action `theme.<action>`). */
export const THEME_AUDIT_ACTIONS = ['save', 'reset', 'icon', 'restore'] as const;
export type ThemeAuditAction = (typeof THEME_AUDIT_ACTIONS)[number];
