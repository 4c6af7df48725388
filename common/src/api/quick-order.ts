import { z } from 'zod';
import { basketSumSchema } from './basket';
import { currencyCodeSchema } from './catalog';
import { QUICK_ORDER_MAX_TEXT } from './quick-order-text';

// Texts, limits and the line reader live apart from the schemas (no zod there).
export * from './quick-order-text';

/**
 * Quick order (Hızlı Sipariş): a dealer pastes or uploads lines of "code or barcode; quantity",
 * the server resolves them all at once at the dealer's prices (POST /basket/quickorder, /basket/quickorder/file),
 * and the valid lines go into the basket in one POST /basket/addproducts/ with an Idempotency-Key.
 */

/** POST /basket/quickorder */
export const quickOrderTextSchema = z.object({
  metin: z
    .string({ error: 'Liste (metin) gerekli.' })
    .max(QUICK_ORDER_MAX_TEXT, {
      error: `Liste en fazla ${QUICK_ORDER_MAX_TEXT.toLocaleString('tr-TR')} karakter olabilir; listeyi bölerek gönderin.`,
    })
    .meta({ title: 'Liste' }),
});
export type QuickOrderTextRequest = z.infer<typeof quickOrderTextSchema>;

/** What became of a line: uygun (can be added) or why not. */
export const QUICK_ORDER_STATUSES = [
  'uygun',
  'kodBos',
  'bulunamadi',
  'belirsiz',
  'pasif',
  'fiyatYok',
  'stokYok',
  'stokYetersiz',
  'miktarHatali',
] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];

/** The short label of each status in the preview table. */
export const QUICK_ORDER_STATUS_LABELS: Record<QuickOrderStatus, string> = {
  uygun: 'Uygun',
  kodBos: 'Kod yok',
  bulunamadi: 'Bulunamadı',
  belirsiz: 'Belirsiz barkod',
  pasif: 'Satışta değil',
  fiyatYok: 'Fiyat yok',
  stokYok: 'Stokta yok',
  stokYetersiz: 'Stok yetersiz',
  miktarHatali: 'Miktar hatalı',
};

export const quickOrderLineSchema = z.object({
  satirNo: z.number().meta({ description: 'The line of the list (or file row) this preview line comes from.' }),
  satirNolari: z
    .array(z.number())
    .meta({ description: 'Every line merged into this one (the same product written on several lines).' }),
  girdi: z.string().meta({ description: 'The code or barcode as written.' }),
  miktarGirdi: z.string().meta({ description: "The quantity as written ('' when none: 1)." }),
  durum: z.enum(QUICK_ORDER_STATUSES),
  uygun: z.boolean().meta({ description: 'True when the line can be added to the basket as it is.' }),
  mesaj: z.string().nullable().meta({ description: 'Why the line cannot be added, or a note (merged lines).' }),
  stokId: z.number().nullable().meta({ description: 'The product id (productId of addproducts); null when unknown.' }),
  kod: z.string().nullable(),
  ad: z.string().nullable(),
  birim: z.string().nullable(),
  miktar: z
    .number()
    .nullable()
    .meta({ description: 'The quantity to add (merged lines summed); null when unreadable.' }),
  miktarF: z.string().nullable(),
  birimFiyatF: z
    .string()
    .nullable()
    .meta({ description: 'Unit price before discount and VAT, with currency (as the basket records it).' }),
  iskontoOrani: z.number().nullable(),
  tutarF: z
    .string()
    .nullable()
    .meta({ description: 'Line amount after discount, before VAT, with currency; only for lines that can be added.' }),
  paraBirimi: currencyCodeSchema.nullable(),
  stokDurumu: z
    .string()
    .nullable()
    .meta({ description: "Stock as the catalogue shows it ('Stokta Var', 'Son 3 Metre', 'Stokta Yok')." }),
  teminDisplayName: z.string().nullable().meta({ description: 'Delivery text, when the product has one.' }),
  stokMiktar: z.number().nullable().meta({ description: 'Orderable stock (whole units).' }),
});
export type QuickOrderLine = z.infer<typeof quickOrderLineSchema>;

export const quickOrderResponseSchema = z.object({
  satirlar: z.array(quickOrderLineSchema),
  uygunSayisi: z.number().meta({ description: 'Lines that can be added.' }),
  hataliSayisi: z.number().meta({ description: 'Lines that cannot be added as they are.' }),
  sums: z
    .array(basketSumSchema)
    .meta({ description: 'Totals of the valid lines per currency, as the basket shows them.' }),
});
export type QuickOrderResponse = z.infer<typeof quickOrderResponseSchema>;

/** The Idempotency-Key header of POST /basket/addproducts/: one key per press of 'Tümünü Sepete Ekle'. */
// Loose: the request keeps every other header (cookies, Accept-Encoding) as it came.
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, {
      error: 'Idempotency-Key 16–64 harf, rakam veya tireden oluşmalı (ör. bir UUID).',
    })
    .optional(),
});
