import { z } from 'zod';
import { foldTurkish } from '../turkish';
import { intParam, requiredText } from '../validation';

/**
 * The storefront's content pages as editors write them: a title, an address (slug), the HTML a
 * rich-text editor makes, and whether visitors see it at /page/{id}. The server sanitises the HTML when it is
 * saved and again when it is served, so what is stored is what visitors get.
 */

/** The most characters a page's HTML may have: a long terms-of-sale page is about 40 000. */
export const PAGE_CONTENT_MAX = 200_000;
export const PAGE_SLUG_MAX = 100;

export const PAGE_NOT_FOUND = 'Sayfa bulunamadı.';
export const PAGE_SLUG_TAKEN = 'Bu adres (slug) başka bir sayfada kullanılıyor.';

/**
 * Lower-case a–z, digits and single hyphens between them. Turkish letters are refused, not folded on the
 * server: the address stays exactly what the editor typed and saw; the form offers the folded one.
 */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PAGE_SLUG_RULE =
  'Adres (slug) yalnız küçük harf (a–z), rakam ve tireden oluşmalı; Türkçe harfleri karşılıklarıyla yazın (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u), boşluk yerine tire kullanın.';

/** The address a title suggests: Turkish letters folded (ş→s, ı→i…), every other run of characters a hyphen. */
export function pageSlugOf(title: string): string {
  return foldTurkish(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/, '');
}

export const adminPageBodySchema = z.object({
  title: requiredText('Başlık', 200),
  slug: z
    .string({ error: 'Adres (slug) gerekli.' })
    .trim()
    .min(1, { error: 'Adres (slug) gerekli.' })
    .max(PAGE_SLUG_MAX, { error: `Adres (slug) en fazla ${PAGE_SLUG_MAX} karakter olabilir.` })
    .regex(SLUG, { error: PAGE_SLUG_RULE })
    .meta({ title: 'Adres (slug)' }),
  content: z
    .string({ error: (issue) => (issue.input === undefined ? 'İçerik gerekli.' : 'İçerik metin olmalı.') })
    .max(PAGE_CONTENT_MAX, {
      error: `İçerik en fazla ${PAGE_CONTENT_MAX.toLocaleString('tr-TR')} karakter olabilir; sayfayı bölün.`,
    })
    .meta({ title: 'İçerik' }),
  isPublished: z.boolean({
    error: (issue) =>
      issue.input === undefined ? 'Yayın durumu gerekli.' : 'Yayın durumu (isPublished) true veya false olmalı.',
  }),
});
export type AdminPageBody = z.infer<typeof adminPageBodySchema>;

export const adminPageParamsSchema = z.object({ id: intParam('Sayfa', 1, 2_147_483_647) });

export const adminPageSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  isPublished: z.boolean(),
  updatedAt: z.string().meta({ description: 'ISO 8601 (UTC).' }),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

export const adminPageListSchema = z.object({ rows: z.array(adminPageSummarySchema) });
export type AdminPageList = z.infer<typeof adminPageListSchema>;

export const adminPageSchema = adminPageSummarySchema.extend({
  content: z.string().meta({ description: 'Temizlenmiş HTML: mağazada gösterilenin aynısı.' }),
  menuLinks: z
    .array(z.object({ menu: z.string(), name: z.string() }))
    .meta({ description: 'Bu sayfaya bağlanan menü öğeleri (silmeden ya da yayından kaldırmadan önce bakılır).' }),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
