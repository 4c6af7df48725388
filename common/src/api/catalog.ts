import { z } from 'zod';
import { intParam } from '../validation';

/**
 * Catalogue contract (spec §3 "Product", "List response", "Promotion", "Brand"; §7 calls).
 * Fields ending in F are tr-TR strings with exactly two decimals ("1.234,56"); the raw number
 * travels beside them where the client computes. For visitors every price, quantity and stock
 * field is null or absent: the server does not send them (DESIGN §4).
 */

export type CurrencyCode = 'TL' | 'USD' | 'EUR';

export interface ProductImage {
  id: number;
  name: string;
  smallUrl: string;
  mediumUrl: string;
  /** Large size for the detail gallery (extra to the spec). */
  largeUrl: string;
}

/** One price line per visible price list. */
export interface ProductPrice {
  /** Price list id. */
  id: number;
  /** Price list name ("Bayi Fiyatı"). */
  ad: string;
  paraBirimi: CurrencyCode;
  /** List price, without VAT. */
  fiyat: number;
  fiyatF: string;
  /** List price with VAT (KDV dahil). */
  fiyatFK: string;
  /** After the dealer's discount, without VAT. */
  netFiyat: number;
  netFiyatF: string;
  /** After the dealer's discount, with VAT. */
  netFiyatFK: string;
  /** 'selected' on the list chosen with ctrl+1/2/3 (priceName cookie), else ''. */
  CssClass: string;
}

export interface AgreementPrice {
  paraBirimi: CurrencyCode;
  fiyat: number;
  fiyatF: string;
  fiyatFK: string;
  /** Discount % on the agreement price. */
  iskonto: number;
}

export interface Product {
  id: number;
  ad: string;
  kod: string;
  barkod: string | null;
  showBarkod: boolean;
  /** Sanitised HTML; only in the product detail response (empty in lists). */
  aciklama: string;
  stokBirim: string;
  marka: string | null;
  markaId: number | null;
  images: ProductImage[];
  /** Null for visitors. */
  fiyats: ProductPrice[] | null;
  multiPrice: boolean;
  /** The dealer's discount %, null for visitors. */
  iskonto: number | null;
  showIskonto: boolean;
  showTeskFiyat: boolean;
  /** Net price with VAT converted to TL ("1.234,56"), when showTeskFiyat. */
  teskFiyatFTL: string | null;
  stokAnlasmaFiyat: AgreementPrice | null;
  showAddBasketButton: boolean;
  /** Stock status for dealers ("Stokta", "Son 3 Adet", "Stokta Yok"); null for visitors. */
  miktarDisplayName: string | null;
  /** Stock quantity for dealers; null for visitors. */
  miktar: number | null;
  /** Delivery text or badge ("2-3 İş Günü"). */
  teminDisplayName: string | null;
  temin: boolean;
  /** Category id (for the icon editor). */
  stokNotId: number | null;
}

export interface CategoryRef {
  id: number;
  displayName: string;
}

/** GET /product/{id} */
export interface ProductDetailResponse {
  stok: Product;
  category: CategoryRef | null;
  /** Parent categories from the top, for the breadcrumb (extra to the spec). */
  categoryPath: CategoryRef[];
}

export interface BrandOption {
  id: number;
  ad: string;
  /** Category the brand link keeps (0 = all). */
  category: number;
}

export interface PagerInfo {
  totalRecords: number;
  pageNo: number;
  pageSize: number;
}

/** GET /category/{id}, /brand/{id}, /product/all/, /search/ */
export interface ProductListResponse {
  stoks: Product[];
  multiPrice: boolean;
  /** Price list names, in the order the client reverses before use (spec §3). */
  fiyatAds: string[];
  showTemin: boolean;
  showIskonto: boolean;
  noRecord: boolean;
  showAnlasmaFiyat: boolean;
  markas: BrandOption[];
  title: string;
  marka: { id: number; ad: string } | null;
  category: CategoryRef | null;
  pagerInfo: PagerInfo;
  /** Sort and filter as applied (defaults from settings when not given). */
  sort: { f: SortField; d: SortDirection; instock: boolean };
}

export type SortField = 'fiyat' | 'ad';
export type SortDirection = 'asc' | 'desc';

/** Query of every list call (spec §7 "GET list path"). */
export const listQuerySchema = z.object({
  page: intParam('Sayfa (page)', 1, 100000).optional().default(1),
  d: z.enum(['asc', 'desc'], { error: "Sıralama yönü (d) 'asc' veya 'desc' olmalı." }).optional(),
  f: z.enum(['fiyat', 'ad'], { error: "Sıralama alanı (f) 'fiyat' veya 'ad' olmalı." }).optional(),
  instock: z.enum(['true', 'false'], { error: "Stok filtresi (instock) 'true' veya 'false' olmalı." }).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const searchQuerySchema = listQuerySchema.extend({
  q: z
    .string({ error: 'Arama metni (q) gerekli.' })
    .trim()
    .min(1, { error: 'Arama metni (q) gerekli.' })
    .max(100, { error: 'Arama metni en fazla 100 karakter olabilir.' }),
});

export const brandListQuerySchema = listQuerySchema.extend({
  category: intParam('Kategori (category)', 0, 2147483647).optional().default(0),
});

export const autocompleteQuerySchema = z.object({
  q: z
    .string({ error: 'Arama metni (q) gerekli.' })
    .trim()
    .max(100, { error: 'Arama metni en fazla 100 karakter olabilir.' }),
  stok: z
    .enum(['true', 'false'], { error: "Stok filtresi (stok) 'true' veya 'false' olmalı." })
    .optional()
    .default('false'),
});

/** GET /brand/all */
export interface Brand {
  id: number;
  ad: string;
  logo: string | null;
}

/** GET /promotion/GetPromotion items (spec §3 "Promotion"). */
export interface PromotionItem {
  url: string;
  imageUrl: string;
  title: string;
  text: string;
  actionButtonText: string;
}

export interface PromotionResponse {
  id: number;
  displayName: string;
  activeItems: PromotionItem[];
}

/** GET /promotion/GetProductSlider */
export interface ProductSliderResponse {
  title: string;
  stoks: Product[];
}

/** POST /basket/addproducts/ body (spec §3 "Basket line to send"). */
export const basketLineSchema = z.object({
  productId: intParam('Ürün (productId)', 1, 2147483647),
  adet: intParam('Adet', 1, 1000000),
});
export const addProductsSchema = z
  .array(basketLineSchema, { error: 'Ürün listesi gerekli.' })
  .min(1, { error: 'En az bir ürün seçin.' })
  .max(500, { error: 'Tek seferde en fazla 500 ürün eklenebilir.' });
export type BasketLineInput = z.infer<typeof basketLineSchema>;

/** Answer of the add-to-basket calls. */
export interface AddToBasketResponse {
  hasError: boolean;
  errorMessage: string | null;
  /** Different products in the basket afterwards (the header count). */
  basketProductCount: number;
}
