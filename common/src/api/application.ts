import { z } from 'zod';
import type { ThemeSettings } from '../theme';
import { intParam } from '../validation';
import { STAFF_ROLES } from '../roles';

/**
 * Setting keys the storefront reads from GET /application (spec §3 "Application settings").
 * Values travel as strings, the way the distributor's ERP stores them.
 */
export const SETTING_KEYS = [
  'firmaadi',
  'favicon',
  'siteLogo',
  'home.vitrin.tipi',
  'home.vitrin.productlist.type',
  'kisayol.fiyat.1',
  'kisayol.fiyat.2',
  'kisayol.fiyat.3',
  'footer.center',
  'footer.adres',
  'footer.phone',
  'footer.email',
  'footer.whatsapp.phone',
  'footer.whatsapp.text',
  'stok.listele.stoktakiler',
  'stok.default.sort.field',
  'stok.default.sort.order',
  'showReportBarcode',
  'showReportSerino',
  'showPaymentKomisyon',
  'layout.master',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type PublicSettings = Partial<Record<SettingKey, string>>;

export const currencyRateSchema = z.object({
  kod: z.string(),
  ad: z.string(),
  alis: z.number(),
  satis: z.number(),
  tarih: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

const themeItemSchema = z.object({
  title: z.string(),
  class: z.string().optional(),
  selector_id: z.string().optional(),
  selector_class: z.string().optional(),
  type: z.enum(['colorPicker', 'heightPicker']),
  bg_color: z.string().optional(),
  text_color: z.string().optional(),
  customCss: z.string().optional(),
  height: z.number().optional(),
});
/** The theme as stored and sent (spec §3 themeSettings). */
export const themeSettingsSchema = z.object({
  layouts: z.object({ master: z.enum(['default', 'sidebar']) }),
  blocks: z.record(z.string(), z.object({ title: z.string(), item: z.record(z.string(), themeItemSchema) })),
});

/** GET /application */
export const applicationResponseSchema = z.object({
  settings: z.partialRecord(z.enum(SETTING_KEYS), z.string()),
  themeSettings: themeSettingsSchema,
  dovizs: z.array(currencyRateSchema),
  autoComplete: z.boolean(),
  memberDisplayName: z.string().nullable(),
  themeEditorActive: z.boolean(),
  staffRole: z.enum(STAFF_ROLES).nullable().meta({
    description: 'Extra: the signed-in staff member’s role, for the back office link; null otherwise.',
  }),
  priceName: z
    .string()
    .nullable()
    .meta({ description: 'The price-list name chosen with ctrl+1/2/3, echoed from the priceName cookie.' }),
  isLoggedIn: z.boolean(),
  shoppingFor: z.object({ code: z.string(), name: z.string(), staffName: z.string() }).nullable().meta({
    description:
      'Extra: the dealer a sales representative (or an admin) shops for now — its prices, basket and orders; null otherwise.',
  }),
});
export interface ApplicationResponse extends Omit<z.infer<typeof applicationResponseSchema>, 'themeSettings'> {
  themeSettings: ThemeSettings;
}

/** GET /menu/?id= (spec §3 "Menu entry"). */
export interface MenuEntry {
  id: number;
  displayName: string;
  url: string;
  cssClass: string | null;
  childs: MenuEntry[];
}
export const menuEntrySchema: z.ZodType<MenuEntry> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      displayName: z.string(),
      url: z.string(),
      cssClass: z.string().nullable(),
      childs: z.array(menuEntrySchema),
    }),
  )
  .meta({ id: 'MenuEntry' });
export const MENU_IDS = ['menu.header', 'menu.footer', 'menu.logon'] as const;
export type MenuId = (typeof MENU_IDS)[number];
export const menuQuerySchema = z.object({
  id: z.enum(MENU_IDS, { error: 'Menü kimliği (id) menu.header, menu.footer veya menu.logon olmalı.' }),
});

/** GET /categorymenu/get → { items } (spec §3 "Category"). */
export interface CategoryNode {
  id: number;
  name: string;
  icon: string | null;
  childs: CategoryNode[];
  current: boolean;
  show: boolean;
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      name: z.string(),
      icon: z.string().nullable(),
      childs: z.array(categoryNodeSchema),
      current: z.boolean(),
      show: z.boolean(),
    }),
  )
  .meta({ id: 'CategoryNode' });
export const categoryMenuResponseSchema = z.object({ items: z.array(categoryNodeSchema) });
export type CategoryMenuResponse = z.infer<typeof categoryMenuResponseSchema>;
/** GET /categorymenu/get?current= : an unusable id only means "nothing is current". */
export const categoryMenuQuerySchema = z.object({
  current: intParam('Kategori (current)', 1, 2147483647).optional(),
});

/** GET /page/{id} */
export const contentPageSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * Error body of every refused call: one Turkish sentence; a 400 for wrong input also names each wrong field
 * (field → message).
 */
export const apiErrorSchema = z.object({
  hasError: z.literal(true),
  errorMessage: z.string(),
  statusCode: z.number(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
