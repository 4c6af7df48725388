import { z } from 'zod';
import { intParam, labelled, MAX_LINE_QUANTITY, msg } from '../validation';
import { currencyCodeSchema } from './catalog';

// Texts and constants live apart from the schemas, so screens that only show them do not load zod.
export * from './basket-texts';

/**
 * Basket, order placement and checkout contract (spec §3 "Basket response", "Checkout data",
 * "Checkout submission"; §7 basket calls). Amounts ending in F are tr-TR strings with exactly two
 * decimals followed by the currency ("1.234,56 TL", "12,30 USD").
 */

/** One basket line (spec §3 "Basket response" products). */
export const basketLineResponseSchema = z.object({
  id: z.number().meta({ description: 'The line id (same as rowId).' }),
  rowId: z.number().meta({ description: 'The line id sent back by updatebasket and removeProduct.' }),
  stokId: z.number().meta({ description: 'The product id.' }),
  ad: z.string(),
  kod: z.string(),
  image: z.object({ smallUrl: z.string() }).nullable(),
  birimFiyatF: z.string().meta({ description: 'Unit price before discount and VAT, with currency.' }),
  miktarF: z.string().meta({ description: 'Quantity as shown ("5", "2,5").' }),
  miktar: z.number().meta({ description: 'Quantity as a number, for the quantity input.' }),
  tutarF: z.string().meta({ description: 'Line amount after discount, before VAT, with currency.' }),
  iskontoOrani: z.number().meta({ description: 'Discount rate in percent (0 when none).' }),
  iskontoTutarKdvDahilF: z.string().meta({ description: 'The discount this line gets, VAT included, with currency.' }),
  stokMiktarUygun: z.boolean().meta({ description: 'False when the quantity is above the stock.' }),
  stokMiktarUygunClass: z
    .string()
    .meta({ description: "CSS class of the quantity cell: '' or 'stok-uyarisi' when over stock." }),
  StokMiktar: z.number().meta({
    description: "Stock the dealer may order (whole units), used in 'Bu üründen en fazla {StokMiktar} adet…'.",
  }),
});
export type BasketLine = z.infer<typeof basketLineResponseSchema>;

/** Totals of the lines in one currency. */
export const basketSumSchema = z.object({
  satirToplamWCF: z.string(),
  kdvToplamWCF: z.string(),
  genelToplamWCF: z.string(),
  paraBirimi: currencyCodeSchema,
});
export type BasketSum = z.infer<typeof basketSumSchema>;

/** GET /basket/ and the answer of updatebasket / removeProduct. */
export const basketResponseSchema = z.object({
  id: z.number().meta({ description: "The basket's order id (siparisId); 0 when the dealer has no basket yet." }),
  showIskonto: z.boolean(),
  hideOrderButton: z.boolean().meta({ description: 'A line is over stock: ordering is blocked.' }),
  products: z.array(basketLineResponseSchema),
  sums: z.array(basketSumSchema),
});
export type BasketResponse = z.infer<typeof basketResponseSchema>;

const ID_MAX = 2147483647;

/** POST /basket/updatebasket/ */
export const updateBasketSchema = z.object({
  productId: intParam('Ürün (productId)', 1, ID_MAX),
  rowId: intParam('Satır (rowId)', 1, ID_MAX),
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
  adet: intParam('Adet', 1, MAX_LINE_QUANTITY),
});
export type UpdateBasketRequest = z.infer<typeof updateBasketSchema>;

/** DELETE /basket/removeProduct/{rowId}?siparisId= */
export const removeProductQuerySchema = z.object({
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
});

/** POST /basket/order2 */
export const placeOrderSchema = z.object({
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
  aciklama: labelled(
    z
      .string({ error: 'Açıklama metin olmalı.' })
      .trim()
      .max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir.' }),
    'Açıklama',
  )
    .optional()
    .default(''),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** Answer of order2: the placed order, ready for checkout. */
export const placeOrderResponseSchema = z.object({
  hasError: z.boolean(),
  errorMessage: z.string().nullable(),
  siparisId: z.number().meta({ description: 'The order id to open /spa/checkout/{siparisId}.' }),
  belgeNo: z.string().meta({ description: 'The document number given at placement (BELGENO).' }),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const bankAccountOptionSchema = z.object({
  id: z.number(),
  bankaAdi: z.string(),
  doviz: z.string(),
  hesapNo: z.string(),
  iban: z.string(),
});
export type BankAccountOption = z.infer<typeof bankAccountOptionSchema>;

const optionList = z.array(z.object({ value: z.string(), text: z.string() }));

/** The delivery and payment an order was completed with, in the submission's field names. */
export const checkoutChoiceSchema = z.object({
  teslimSekli: z.enum(['depo', 'kargo', 'arac', 'kurye']),
  teslimAdres: z.number().nullable(),
  teslimAracSaat: z.string().nullable(),
  teslimKuryeSaat: z.string().nullable(),
  odemeSekli: z.string(),
  odemeHavaleBanka: z.number().nullable(),
});
export type CheckoutChoice = z.infer<typeof checkoutChoiceSchema>;

/** GET /basket/checkout/{id} (spec §3 "Checkout data"). */
export const checkoutDataSchema = z.object({
  notFound: z.boolean(),
  toplamTutarF: z
    .string()
    .meta({ description: "The total per currency, each with its currency: '1.250,50 TL + 100,00 USD'." }),
  toplamTutarTLF: z
    .string()
    .meta({ description: "The total in TL with its currency already written: '2.754,24 TL' (add no 'TL')." }),
  showToplamTL: z.boolean(),
  toplamTutarTL: z.number(),
  teslimatAracActive: z.boolean(),
  teslimatKuryeActive: z.boolean(),
  odemeSekilleri: z
    .array(z.string())
    .meta({ description: "Payment method ids other than the card, in order ('havale', 'acikhesap', …)." }),
  varsayilanOdemeSekli: z.string(),
  creditCardEnable: z.boolean(),
  payProvider: z.string().nullable(),
  adreses: z.array(z.object({ id: z.number(), yetkili: z.string(), adres: z.string().optional() })),
  teslimatAracSaats: z.array(z.string()),
  teslimatKuryeSaats: z.array(z.string()),
  cardMonthList: optionList,
  cardYearList: optionList,
  bankaHesaps: z.array(bankAccountOptionSchema),
  acikHesapMessage: z.string().meta({ description: 'Sanitised HTML.' }),
  secim: checkoutChoiceSchema.nullable().meta({
    description:
      'Extra to the spec: for a completed order, the delivery and payment it was completed with (shown read-only); ' +
      'null before completion.',
  }),
  depoMessage: z.string().optional().meta({ description: 'Depo pick-up notice (setting depo.teslim.mesaj).' }),
  disableFinish: z.boolean(),
  hasError: z.boolean(),
  errorMessage: z.string().nullable(),
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

const optionalText = (max: number, label: string) =>
  labelled(z.string({ error: `${label} metin olmalı.` }).max(max, { error: msg.tooLong(label, max) }), label)
    .optional()
    .nullable();
const optionalInt = (field: string) => intParam(field, 0, ID_MAX).optional().nullable();

/** POST /basket/checkout2/{id} (spec §3 "Checkout submission"). Field rules live in the server's checks. */
export const checkoutSubmissionSchema = z.object({
  teslimSekli: z.enum(['depo', 'kargo', 'arac', 'kurye'], {
    error: 'Teslimat şekli depo, kargo, arac veya kurye olmalı.',
  }),
  odemeSekli: labelled(
    z
      .string({ error: 'Ödeme şekli gerekli.' })
      .trim()
      .min(1, { error: 'Ödeme şekli gerekli.' })
      .max(40, { error: 'Ödeme şekli geçersiz.' }),
    'Ödeme şekli',
  ),
  teslimAdres: optionalInt('Teslimat adresi'),
  teslimAracSaat: optionalText(100, 'Araç teslim saati'),
  teslimKuryeSaat: optionalText(100, 'Kurye teslim saati'),
  cardName: optionalText(100, 'Kart Sahibi'),
  cardNumber: optionalText(40, 'Kart Numarası'),
  cardMonth: optionalText(4, 'Ay'),
  cardYear: optionalText(6, 'Yıl'),
  cardCVC: optionalText(6, 'CVC'),
  addcomissionToAmount: z.boolean({ error: 'Komisyon seçimi true veya false olmalı.' }).optional().nullable(),
  installment: optionalInt('Taksit'),
  installmentId: optionalText(100, 'Taksit seçimi'),
  odemeHavaleBanka: optionalInt('Banka hesabı'),
});
export type CheckoutSubmission = z.input<typeof checkoutSubmissionSchema>;

/** Answer of checkout2: field (or 'genel') → Turkish message. */
export const checkoutResultSchema = z.object({
  hasError: z.boolean(),
  errors: z.record(z.string(), z.string()),
  // Card payment: the order completes only after the verified charge, so a valid card submission
  // answers the 3-D Secure window to open instead; GET /payment2/attempt/{attemptId} tells the outcome.
  openThreedsPagePopUp: z.boolean().optional(),
  threedsHtmlContent: z.string().optional().meta({ description: "The bank's page, base64 HTML." }),
  threedsUrl: z.string().optional().meta({ description: 'The same page from our address, for the frame’s src.' }),
  attemptId: z.number().optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
