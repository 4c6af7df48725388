import { z } from 'zod';
import { flagParam, intParam, MAX_LINE_QUANTITY } from '../validation';

/**
 * Catalogue contract (spec §3 "Product", "List response", "Promotion", "Brand"; §7 calls).
 * Fields ending in F are tr-TR strings with exactly two decimals ("1.234,56"); the raw number
 * travels beside them where the client computes. For visitors every price, quantity and stock
 * field is null or absent: the server does not send them (spec §1: prices are hidden from visitors).
 */

export const currencyCodeSchema = z.enum(['TL', 'USD', 'EUR']);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export const productImageSchema = z.object({
  id: z.number(),
  name: z.string(),
  smallUrl: z.string(),
  mediumUrl: z.string(),
  largeUrl: z.string().meta({ description: 'Large size for the detail gallery (extra to the spec).' }),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** One price line per visible price list. */
export const productPriceSchema = z.object({
  id: z.number().meta({ description: 'Price list id.' }),
  ad: z.string().meta({ description: 'Price list name ("Bayi Fiyatı").' }),
  paraBirimi: currencyCodeSchema,
  fiyat: z.number().meta({ description: 'List price, without VAT.' }),
  fiyatF: z.string(),
  fiyatFK: z.string().meta({ description: 'List price with VAT (KDV dahil).' }),
  netFiyat: z.number().meta({ description: "After the dealer's discount, without VAT." }),
  netFiyatF: z.string(),
  netFiyatFK: z.string().meta({ description: "After the dealer's discount, with VAT." }),
  CssClass: z
    .string()
    .meta({ description: "'selected' on the list chosen with ctrl+1/2/3 (priceName cookie), else ''." }),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const agreementPriceSchema = z.object({
  paraBirimi: currencyCodeSchema,
  fiyat: z.number(),
  fiyatF: z.string(),
  fiyatFK: z.string(),
  iskonto: z.number().meta({ description: 'Discount % on the agreement price.' }),
});
export type AgreementPrice = z.infer<typeof agreementPriceSchema>;

export const productSchema = z.object({
  id: z.number(),
  ad: z.string(),
  kod: z.string(),
  barkod: z.string().nullable(),
  showBarkod: z.boolean(),
  aciklama: z.string().meta({ description: 'Sanitised HTML; only in the product detail response (empty in lists).' }),
  stokBirim: z.string(),
  marka: z.string().nullable(),
  markaId: z.number().nullable(),
  images: z.array(productImageSchema),
  fiyats: z.array(productPriceSchema).nullable().meta({ description: 'Null for visitors.' }),
  multiPrice: z.boolean(),
  iskonto: z.number().nullable().meta({ description: "The dealer's discount %, null for visitors." }),
  showIskonto: z.boolean(),
  showTeskFiyat: z.boolean(),
  teskFiyatFTL: z
    .string()
    .nullable()
    .meta({ description: 'Net price with VAT converted to TL ("1.234,56"), when showTeskFiyat.' }),
  stokAnlasmaFiyat: agreementPriceSchema.nullable(),
  showAddBasketButton: z.boolean(),
  miktarDisplayName: z
    .string()
    .nullable()
    .meta({ description: 'Stock status for dealers ("Stokta", "Son 3 Adet", "Stokta Yok"); null for visitors.' }),
  miktar: z.number().nullable().meta({ description: 'Stock quantity for dealers; null for visitors.' }),
  teminDisplayName: z.string().nullable().meta({ description: 'Delivery text or badge ("2-3 İş Günü").' }),
  temin: z.boolean(),
  stokNotId: z.number().nullable().meta({ description: 'Category id (for the icon editor).' }),
});
export type Product = z.infer<typeof productSchema>;

export const categoryRefSchema = z.object({ id: z.number(), displayName: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** GET /product/{id} */
export const productDetailResponseSchema = z.object({
  stok: productSchema,
  category: categoryRefSchema.nullable(),
  categoryPath: z
    .array(categoryRefSchema)
    .meta({ description: 'Parent categories from the top, for the breadcrumb (extra to the spec).' }),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

export const brandOptionSchema = z.object({
  id: z.number(),
  ad: z.string(),
  category: z.number().meta({ description: 'Category the brand link keeps (0 = all).' }),
});
export type BrandOption = z.infer<typeof brandOptionSchema>;

export const pagerInfoSchema = z.object({ totalRecords: z.number(), pageNo: z.number(), pageSize: z.number() });
export type PagerInfo = z.infer<typeof pagerInfoSchema>;

export const sortFieldSchema = z.enum(['fiyat', 'ad']);
export type SortField = z.infer<typeof sortFieldSchema>;
export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** GET /category/{id}, /brand/{id}, /product/all/, /search/ */
export const productListResponseSchema = z.object({
  stoks: z.array(productSchema),
  multiPrice: z.boolean(),
  fiyatAds: z
    .array(z.string())
    .meta({ description: 'Price list names, in the order the client reverses before use (spec §3).' }),
  showTemin: z.boolean(),
  showIskonto: z.boolean(),
  noRecord: z.boolean(),
  showAnlasmaFiyat: z.boolean(),
  markas: z.array(brandOptionSchema),
  title: z.string(),
  marka: z.object({ id: z.number(), ad: z.string() }).nullable(),
  category: categoryRefSchema.nullable(),
  pagerInfo: pagerInfoSchema,
  sort: z
    .object({ f: sortFieldSchema, d: sortDirectionSchema, instock: z.boolean() })
    .meta({ description: 'Sort and filter as applied (defaults from settings when not given).' }),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Query of every list call (spec §7 "GET list path"). */
export const listQuerySchema = z.object({
  page: intParam('Sayfa (page)', 1, 100000).optional().default(1),
  d: z.enum(['asc', 'desc'], { error: "Sıralama yönü (d) 'asc' veya 'desc' olmalı." }).optional(),
  f: z.enum(['fiyat', 'ad'], { error: "Sıralama alanı (f) 'fiyat' veya 'ad' olmalı." }).optional(),
  instock: flagParam('Stok filtresi (instock)').optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const searchQuerySchema = listQuerySchema.extend({
  q: z
    .string({ error: 'Arama metni (q) gerekli.' })
    .trim()
    .min(1, { error: 'Arama metni (q) gerekli.' })
    .max(100, { error: 'Arama metni en fazla 100 karakter olabilir.' })
    .meta({ title: 'Arama metni' }),
});

export const brandListQuerySchema = listQuerySchema.extend({
  category: intParam('Kategori (category)', 0, 2147483647).optional().default(0),
});

export const autocompleteQuerySchema = z.object({
  q: z
    .string({ error: 'Arama metni (q) gerekli.' })
    .trim()
    .max(100, { error: 'Arama metni en fazla 100 karakter olabilir.' })
    .meta({ title: 'Arama metni' }),
  stok: flagParam('Stok filtresi (stok)').optional().default('false'),
});

/** GET /brand/all */
export const brandSchema = z.object({ id: z.number(), ad: z.string(), logo: z.string().nullable() });
export type Brand = z.infer<typeof brandSchema>;

/** GET /promotion/GetPromotion items (spec §3 "Promotion"). */
export const promotionItemSchema = z.object({
  url: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  text: z.string(),
  actionButtonText: z.string(),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;

export const promotionResponseSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  activeItems: z.array(promotionItemSchema),
});
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;

/** GET /promotion/GetPromotion?type=&viewType= (10: slider, 40: modal banner, 50: banner). */
export const promotionQuerySchema = z.object({
  type: z.enum(['10', '40', '50'], { error: 'Kampanya tipi (type) 10, 40 veya 50 olmalı.' }).transform(Number),
  viewType: intParam('Görünüm tipi (viewType)', 0, 1000).optional(),
});

/** GET /promotion/GetProductSlider */
export const productSliderResponseSchema = z.object({
  title: z.string(),
  stoks: z.array(productSchema),
  chosenByRule: z.boolean().meta({
    description:
      'Extra to the spec: true when the distributor set no list for this product and the server chose it by rule ' +
      '(alternatives: same category, same brand first, in stock first; sold together: most often on the same orders and invoices).',
  }),
});
export type ProductSliderResponse = z.infer<typeof productSliderResponseSchema>;

/** GET /promotion/GetProductSlider?key=&itemCount= */
export const productSliderQuerySchema = z.object({
  key: z
    .string({ error: 'Liste anahtarı (key) gerekli.' })
    .regex(/^(home\.produtcs\.level[1-4]|sys\.(alternatifstoklar|birliktesatilanlar):[1-9]\d{0,9})$/, {
      error: 'Geçersiz liste anahtarı (key).',
    })
    .meta({ title: 'Liste anahtarı' }),
  itemCount: intParam('Ürün sayısı (itemCount)', 0, 1000).optional().default(0),
});

/** POST /basket/addproducts/ body (spec §3 "Basket line to send"). */
export const basketLineSchema = z.object({
  productId: intParam('Ürün (productId)', 1, 2147483647),
  adet: intParam('Adet', 1, MAX_LINE_QUANTITY),
});
export const addProductsSchema = z
  .array(basketLineSchema, { error: 'Ürün listesi gerekli.' })
  .min(1, { error: 'En az bir ürün seçin.' })
  .max(500, { error: 'Tek seferde en fazla 500 ürün eklenebilir.' });
export type BasketLineInput = z.infer<typeof basketLineSchema>;

/** Answer of the add-to-basket calls. */
export const addToBasketResponseSchema = z.object({
  hasError: z.boolean(),
  errorMessage: z.string().nullable(),
  basketProductCount: z
    .number()
    .meta({ description: 'Different products in the basket afterwards (the header count).' }),
});
export type AddToBasketResponse = z.infer<typeof addToBasketResponseSchema>;

/** POST /basket/add/{productId}?amount=&redirectBasket= */
export const addOneQuerySchema = z.object({
  amount: intParam('Adet (amount)', 1, MAX_LINE_QUANTITY).optional().default(1),
  redirectBasket: flagParam('Sepete git (redirectBasket)').optional(),
});
