import { z } from 'zod';
import { intParam, requiredText } from '../validation';

/**
 * Product sliders as staff keep them: the four home lists (keys home.produtcs.level1..4 — the
 * misspelling is the storefront's contract) and, per product, its alternatives and the products sold together
 * with it. A product without its own list gets one chosen by rule; a list made here replaces the rule.
 */

export const ADMIN_SLIDER_PAGE_SIZE = 50;
export const SLIDER_MAX_PRODUCTS = 50;

export const SLIDER_KEY_PATTERN =
  /^(home\.produtcs\.level[1-4]|sys\.(alternatifstoklar|birliktesatilanlar):[1-9]\d{0,9})$/;

/** What a key means, in Turkish, for lists and the audit log. */
export function sliderKeyName(key: string): string {
  const home = /^home\.produtcs\.level([1-4])$/.exec(key);
  if (home) return `Ana sayfa listesi ${home[1]}`;
  const related = /^sys\.(alternatifstoklar|birliktesatilanlar):(\d+)$/.exec(key);
  if (related)
    return `${related[1] === 'alternatifstoklar' ? 'Alternatif ürünler' : 'Birlikte satılanlar'} (ürün ${related[2]})`;
  return key;
}

export const sliderKeySchema = z
  .string({ error: 'Liste anahtarı gerekli.' })
  .trim()
  .regex(SLIDER_KEY_PATTERN, {
    error:
      'Liste anahtarı home.produtcs.level1–4, sys.alternatifstoklar:<ürün no> veya sys.birliktesatilanlar:<ürün no> olmalı.',
  })
  .meta({ title: 'Liste anahtarı' });

const productIds = z
  .array(intParam('Ürün', 1, 2_147_483_647), { error: 'Ürünler bir liste olmalı.' })
  .max(SLIDER_MAX_PRODUCTS, { error: `Bir listede en fazla ${SLIDER_MAX_PRODUCTS} ürün olabilir.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Bir ürün listede bir kez olabilir.' });

export const adminSliderBodySchema = z.object({
  title: requiredText('Başlık', 100),
  isActive: z.boolean({ error: 'Yayında alanı true veya false olmalı.' }),
  productIds,
});
export type AdminSliderBody = z.input<typeof adminSliderBodySchema>;

export const adminNewSliderBodySchema = adminSliderBodySchema.extend({ key: sliderKeySchema });
export type AdminNewSliderBody = z.input<typeof adminNewSliderBodySchema>;

export const adminSliderQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, { error: 'Arama en fazla 100 karakter olabilir.' })
    .meta({ title: 'Arama' })
    .optional()
    .default(''),
  page: intParam('Sayfa', 1, 10_000).optional().default(1),
});

export const sliderProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type SliderProduct = z.infer<typeof sliderProductSchema>;

export const adminSliderSchema = z.object({
  id: z.number(),
  key: z.string(),
  keyName: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  products: z.array(sliderProductSchema),
});
export type AdminSlider = z.infer<typeof adminSliderSchema>;

export const adminSliderListSchema = z.object({
  items: z.array(adminSliderSchema.omit({ products: true }).extend({ productCount: z.number() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminSliderList = z.infer<typeof adminSliderListSchema>;

export const productLookupQuerySchema = z.object({
  q: requiredText('Arama', 100),
});
export const productLookupSchema = z.object({ items: z.array(sliderProductSchema) });
export type ProductLookup = z.infer<typeof productLookupSchema>;
