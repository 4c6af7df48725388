import type { ThemeSettings } from '../theme';

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

export interface CurrencyRate {
  kod: string;
  ad: string;
  alis: number;
  satis: number;
  tarih: string;
}

/** GET /application */
export interface ApplicationResponse {
  settings: PublicSettings;
  themeSettings: ThemeSettings;
  dovizs: CurrencyRate[];
  autoComplete: boolean;
  memberDisplayName: string | null;
  themeEditorActive: boolean;
  /** The price-list name chosen with ctrl+1/2/3, echoed from the priceName cookie. */
  priceName: string | null;
  isLoggedIn: boolean;
}

/** GET /menu/?id= (spec §3 "Menu entry"). */
export interface MenuEntry {
  id: number;
  displayName: string;
  url: string;
  cssClass: string | null;
  childs: MenuEntry[];
}
export const MENU_IDS = ['menu.header', 'menu.footer', 'menu.logon'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** GET /categorymenu/get → { items } (spec §3 "Category"). */
export interface CategoryNode {
  id: number;
  name: string;
  icon: string | null;
  childs: CategoryNode[];
  current: boolean;
  show: boolean;
}
export interface CategoryMenuResponse {
  items: CategoryNode[];
}

/** GET /page/{id} */
export interface ContentPage {
  id: number;
  title: string;
  content: string;
}

/** Error body of every refused call: one Turkish sentence. */
export interface ApiError {
  hasError: true;
  errorMessage: string;
  statusCode: number;
}
