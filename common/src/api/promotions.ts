import { z } from 'zod';
import { intParam, optionalText, requiredText } from '../validation';
import { siteLinkSchema } from './menus';

/**
 * The storefront's promotions as staff keep them: the home carousel (type 10), the modal banner shown
 * once on load (type 40) and the three tiles (type 50) of spec §7 GetPromotion. The storefront shows the first
 * active promotion of a type, by order. Each item has a title, a text, an image (an uploaded file or an address),
 * a link and a button text.
 */

export const PROMOTION_TYPES = [10, 40, 50] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_TYPE_NAMES: Record<PromotionType, string> = {
  10: 'Ana sayfa vitrini (kayan)',
  40: 'Açılır pencere (modal)',
  50: 'Üçlü afiş',
};

/** How many items a type shows: the modal one, the tiles three; the carousel up to twelve. */
export const PROMOTION_MAX_ITEMS: Record<PromotionType, number> = { 10: 12, 40: 1, 50: 3 };

/** Promotions keep an empty text, not null. */
const textOrEmpty = (field: string, max: number) => optionalText(field, max).transform((s) => s ?? '');

/** A stored file's name (the media table; folders allowed, never ".."), a path of this site or an https:// address. */
export const imageRefSchema = requiredText('Resim', 500).regex(
  /^((?!.*\.\.)[\w-][\w\-./]*|\/[^\s]*|https:\/\/[^\s]+)$/,
  {
    error: 'Resim yüklenen bir dosya, / ile başlayan bir yol ya da https:// adresi olmalı.',
  },
);

export const adminPromotionItemSchema = z.object({
  title: requiredText('Başlık', 150),
  text: textOrEmpty('Metin', 500),
  imageUrl: imageRefSchema,
  url: z
    .string({ error: 'Bağlantı metin olmalı.' })
    .trim()
    .nullish()
    .transform((s) => s ?? '')
    .pipe(z.union([z.literal(''), siteLinkSchema])),
  actionButtonText: textOrEmpty('Düğme metni', 40),
});
export type AdminPromotionItem = z.infer<typeof adminPromotionItemSchema>;

export const adminPromotionBodySchema = z
  .object({
    type: z.union(
      PROMOTION_TYPES.map((t) => z.literal(t)),
      { error: 'Tür 10 (vitrin), 40 (açılır pencere) veya 50 (üçlü afiş) olmalı.' },
    ),
    displayName: requiredText('Ad', 100),
    isActive: z.boolean({ error: 'Yayında alanı true veya false olmalı.' }),
    sort: intParam('Sıra', 0, 9999).default(0),
    items: z
      .array(adminPromotionItemSchema, { error: 'Öğeler bir liste olmalı.' })
      .min(1, { error: 'En az bir öğe ekleyin.' })
      .max(12, { error: 'En fazla 12 öğe olabilir.' }),
  })
  .superRefine((body, ctx) => {
    const max = PROMOTION_MAX_ITEMS[body.type];
    if (body.items.length > max)
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: `${PROMOTION_TYPE_NAMES[body.type]} en fazla ${max} öğe gösterir.`,
      });
  });
export type AdminPromotionBody = z.input<typeof adminPromotionBodySchema>;

export const adminPromotionSchema = z.object({
  id: z.number(),
  type: z.number(),
  displayName: z.string(),
  isActive: z.boolean(),
  sort: z.number(),
  items: z.array(
    adminPromotionItemSchema.extend({
      /** The address the storefront shows the image at. */
      previewUrl: z.string(),
    }),
  ),
  /** Whether the storefront shows it now: active and first of its type by order. */
  shown: z.boolean(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionListSchema = z.object({
  items: z.array(adminPromotionSchema.omit({ items: true }).extend({ itemCount: z.number() })),
});
export type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;
