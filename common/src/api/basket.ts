import { z } from 'zod';
import { intParam } from '../validation';
import type { CurrencyCode } from './catalog';

// Texts and constants live apart from the schemas, so screens that only show them do not load zod.
export * from './basket-texts';

/**
 * Basket, order placement and checkout contract (spec §3 "Basket response", "Checkout data",
 * "Checkout submission"; §7 basket calls). Amounts ending in F are tr-TR strings with exactly two
 * decimals followed by the currency ("1.234,56 TL", "12,30 USD").
 */

/** One basket line (spec §3 "Basket response" products). */
export interface BasketLine {
  /** The line id (same as rowId). */
  id: number;
  /** The line id sent back by updatebasket and removeProduct. */
  rowId: number;
  /** The product id. */
  stokId: number;
  ad: string;
  kod: string;
  image: { smallUrl: string } | null;
  /** Unit price before discount and VAT, with currency. */
  birimFiyatF: string;
  /** Quantity as shown ("5", "2,5"). */
  miktarF: string;
  /** Quantity as a number, for the quantity input. */
  miktar: number;
  /** Line amount after discount, before VAT, with currency. */
  tutarF: string;
  /** Discount rate in percent (0 when none). */
  iskontoOrani: number;
  /** The discount this line gets, VAT included, with currency. */
  iskontoTutarKdvDahilF: string;
  /** False when the quantity is above the stock. */
  stokMiktarUygun: boolean;
  /** CSS class of the quantity cell: '' or 'stok-uyarisi' when over stock. */
  stokMiktarUygunClass: string;
  /** Stock the dealer may order (whole units), used in 'Bu üründen en fazla {StokMiktar} adet…'. */
  StokMiktar: number;
}

/** Totals of the lines in one currency. */
export interface BasketSum {
  satirToplamWCF: string;
  kdvToplamWCF: string;
  genelToplamWCF: string;
  paraBirimi: CurrencyCode;
}

/** GET /basket/ and the answer of updatebasket / removeProduct. */
export interface BasketResponse {
  /** The basket's order id (siparisId); 0 when the dealer has no basket yet. */
  id: number;
  showIskonto: boolean;
  /** A line is over stock: ordering is blocked. */
  hideOrderButton: boolean;
  products: BasketLine[];
  sums: BasketSum[];
}

const ID_MAX = 2147483647;

/** POST /basket/updatebasket/ */
export const updateBasketSchema = z.object({
  productId: intParam('Ürün (productId)', 1, ID_MAX),
  rowId: intParam('Satır (rowId)', 1, ID_MAX),
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
  adet: intParam('Adet', 1, 1000000),
});
export type UpdateBasketRequest = z.infer<typeof updateBasketSchema>;

/** DELETE /basket/removeProduct/{rowId}?siparisId= */
export const removeProductQuerySchema = z.object({
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
});

/** POST /basket/order2 */
export const placeOrderSchema = z.object({
  siparisId: intParam('Sipariş (siparisId)', 1, ID_MAX),
  aciklama: z
    .string({ error: 'Açıklama metin olmalı.' })
    .trim()
    .max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir.' })
    .optional()
    .default(''),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** Answer of order2: the placed order, ready for checkout. */
export interface PlaceOrderResponse {
  hasError: boolean;
  errorMessage: string | null;
  /** The order id to open /spa/checkout/{siparisId}. */
  siparisId: number;
  /** The document number given at placement (BELGENO). */
  belgeNo: string;
}

export interface BankAccountOption {
  id: number;
  bankaAdi: string;
  doviz: string;
  hesapNo: string;
  iban: string;
}

/** GET /basket/checkout/{id} (spec §3 "Checkout data"). */
export interface CheckoutData {
  notFound: boolean;
  toplamTutarF: string;
  toplamTutarTLF: string;
  showToplamTL: boolean;
  toplamTutarTL: number;
  teslimatAracActive: boolean;
  teslimatKuryeActive: boolean;
  /** Payment method ids other than the card, in order ('havale', 'acikhesap', …). */
  odemeSekilleri: string[];
  varsayilanOdemeSekli: string;
  creditCardEnable: boolean;
  payProvider: string | null;
  adreses: { id: number; yetkili: string; adres?: string }[];
  teslimatAracSaats: string[];
  teslimatKuryeSaats: string[];
  cardMonthList: { value: string; text: string }[];
  cardYearList: { value: string; text: string }[];
  bankaHesaps: BankAccountOption[];
  /** Sanitised HTML. */
  acikHesapMessage: string;
  /** Depo pick-up notice (setting depo.teslim.mesaj). */
  depoMessage?: string;
  disableFinish: boolean;
  hasError: boolean;
  errorMessage: string | null;
}

const optionalText = (max: number) =>
  z
    .string({ error: 'Metin olmalı.' })
    .max(max, { error: `En fazla ${max} karakter olabilir.` })
    .optional()
    .nullable();
const optionalInt = (field: string) => intParam(field, 0, ID_MAX).optional().nullable();

/** POST /basket/checkout2/{id} (spec §3 "Checkout submission"). Field rules live in the server's checks. */
export const checkoutSubmissionSchema = z.object({
  teslimSekli: z.enum(['depo', 'kargo', 'arac', 'kurye'], {
    error: 'Teslimat şekli depo, kargo, arac veya kurye olmalı.',
  }),
  odemeSekli: z
    .string({ error: 'Ödeme şekli gerekli.' })
    .trim()
    .min(1, { error: 'Ödeme şekli gerekli.' })
    .max(40, { error: 'Ödeme şekli geçersiz.' }),
  teslimAdres: optionalInt('Teslimat adresi'),
  teslimAracSaat: optionalText(100),
  teslimKuryeSaat: optionalText(100),
  cardName: optionalText(100),
  cardNumber: optionalText(40),
  cardMonth: optionalText(4),
  cardYear: optionalText(6),
  cardCVC: optionalText(6),
  addcomissionToAmount: z.boolean({ error: 'Komisyon seçimi true veya false olmalı.' }).optional().nullable(),
  installment: optionalInt('Taksit'),
  installmentId: optionalText(100),
  odemeHavaleBanka: optionalInt('Banka hesabı'),
});
export type CheckoutSubmission = z.input<typeof checkoutSubmissionSchema>;

/** Answer of checkout2: field (or 'genel') → Turkish message. */
export interface CheckoutResult {
  hasError: boolean;
  errors: Record<string, string>;
}
