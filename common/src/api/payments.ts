import { z } from 'zod';
import { labelled, msg } from '../validation';

/**
 * Card payments (spec §2 "Payment page", §3 "Payment form", "Ratio response items", §5 payment form rules,
 * §7 GET /payment2/PaynetRatio, POST /payment2). The server computes every amount; the browser
 * shows them and sends the chosen row back (BankId, Installment, ChargePrice, BankPosId), and the server
 * refuses a ChargePrice that is not its own figure. Amounts are numbers with at most 2 decimals, computed
 * with decimals on the server and written once (as in the reports); `…F` fields are the tr-TR text.
 */

/** Field labels of the payment form, as the messages name them (spec §5 '{Field} gerekli.'). */
export const PAYMENT_FIELD_LABELS = {
  CardName: 'Kart Sahibi',
  CardNumber: 'Kart Numarası',
  CardMonth: 'Ay',
  CardYear: 'Yıl',
  CardCVC: 'CVC',
  Price: 'Tutar',
} as const;
export type PaymentField = keyof typeof PAYMENT_FIELD_LABELS;

/** The Turkish messages of the payment form (spec §5), shared by the page and the server. */
export const paymentMessages = {
  required: (field: PaymentField) => `${PAYMENT_FIELD_LABELS[field]} gerekli.`,
  number: (field: PaymentField) => `${PAYMENT_FIELD_LABELS[field]} sayı olmalı.`,
  exactLength: (field: PaymentField, length: number) =>
    `${PAYMENT_FIELD_LABELS[field]} ${length} karakter uzunluğunda olmalıdır.`,
  invalid: (field: PaymentField) => `${PAYMENT_FIELD_LABELS[field]} geçersiz.`,
  incomplete: 'Maalesef, tüm alanlar doğru doldurulmadı.',
  pricePositive: 'Tutar sıfırdan büyük olmalı.',
  priceTooHigh: 'Tutar en fazla 1.000.000,00 TL olabilir.',
  expired: 'Kartın son kullanma tarihi geçmiş.',
  binOnly: 'Taksit sorgusu için kartın yalnızca ilk 6–8 hanesi gönderilir.',
  binShort: 'Taksit seçenekleri için kart numarasının ilk 6 hanesi gerekli.',
  noRates: 'Bu kart için taksit seçeneği bulunamadı.',
  optionUnknown: 'Seçilen banka veya taksit bu kart için geçerli değil. Lütfen Hesapla ile tabloyu yenileyin.',
  chargeMismatch:
    'Ödenecek tutar güncel taksit tablosundaki tutarla uyuşmuyor. Lütfen Hesapla ile tabloyu yenileyip tekrar deneyin.',
  providerDown: 'Banka ile bağlantı kurulamadı. Kartınızdan çekim yapılmadı; lütfen biraz sonra tekrar deneyin.',
  attemptNotFound: 'Ödeme bulunamadı.',
  orderPaymentOpen: 'Bu sipariş için başlatılmış bir kart ödemesi sürüyor; lütfen sonucunu bekleyin.',
  expiredAttempt: 'Ödeme zaman aşımına uğradı; kartınızdan çekim yapılmadı.',
  paid: 'Ödemeniz Başarıyla Alınmıştır.',
  // Paying the open balance or chosen open invoices (beyond the spec).
  noBalance: 'Ödenecek bir borç bakiyeniz bulunmuyor.',
  invoicesRequired: 'Ödenecek faturaları seçin.',
  invoiceIdsInvalid: 'Fatura seçimi geçersiz.',
  invoicesTooMany: 'Bir ödemede en fazla 100 fatura seçilebilir.',
  invoiceNotFound: 'Fatura bulunamadı.',
  invoiceClosed: (documentNo: string) => `${documentNo} numaralı faturanın ödenecek tutarı kalmadı.`,
  dueChanged: 'Ödenecek tutar değişti (bu arada bir ödeme işlendi). Lütfen sayfayı yenileyip tutarı kontrol edin.',
  debtPaymentOpen:
    'Cari hesabınız için başlatılmış bir kart ödemesinin sonucu bekleniyor; lütfen birkaç dakika sonra tekrar deneyin.',
  paidMeanwhile: 'Ödemek istediğiniz tutar bu arada kapandı; kartınızdan çekim yapılmadı.',
  pending: 'Ödemenizin sonucu bankadan bekleniyor.',
} as const;

/**
 * How many digits a card number has: American Express (34, 37) 15, in its 4-6-5 mask; every other card the
 * forms take 16 (spec §4, §9). The page and the server count by this one rule, so an Amex card can pass both.
 */
export const cardNumberLength = (digits: string): 15 | 16 => (/^3[47]/.test(digits) ? 15 : 16);

/** Luhn (ISO/IEC 7812) check digit: a mistyped digit or two swapped ones give a number no bank issued. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a card number (spaces already taken out), in the payment form's words (spec §5), or null:
 * required, digits only, 15 digits for Amex and 16 for the rest, and a valid check digit, so a mistyped number
 * is caught on the form rather than by the bank.
 */
export function cardNumberError(number: string): string | null {
  if (!number) return paymentMessages.required('CardNumber');
  if (!/^\d+$/.test(number)) return paymentMessages.number('CardNumber');
  const length = cardNumberLength(number);
  if (number.length !== length) return paymentMessages.exactLength('CardNumber', length);
  if (!luhnValid(number)) return paymentMessages.invalid('CardNumber');
  return null;
}

/** What a card payment pays: a typed amount, an order, the open balance or chosen open invoices. */
export const PAYMENT_PURPOSES = ['collection', 'order', 'balance', 'invoices'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** The purposes whose amount the server reads from the ledger (the browser never decides it). */
export const DEBT_PURPOSES = ['balance', 'invoices'] as const;
export type DebtPurpose = (typeof DEBT_PURPOSES)[number];
/** Most invoices one card payment may pay. */
export const MAX_INVOICES_PER_PAYMENT = 100;

/** The payment page's year list: this year and the 15 after it (spec §5, §9). */
export const CARD_YEARS_AHEAD = 15;
/** Largest amount one card payment may collect. */
export const PAYMENT_MAX_AMOUNT = '1000000.00';

const bool = z.enum(['true', 'false', 'True', 'False', 'on', '1', '0'], {
  error: 'true veya false olmalı.',
});
const text = (max: number, label: string) =>
  labelled(z.string({ error: `${label} metin olmalı.` }).max(max, { error: msg.tooLong(label, max) }), label);

/**
 * GET /payment2/PaynetRatio?price=&addcomissionToAmount=&cardNumber= (spec §7). `cardNumber` carries the
 * card's first 6 to 8 digits only: a longer number is refused (it would sit in address logs).
 */
export const ratioQuerySchema = z.object({
  price: text(30, 'Tutar').optional(),
  addcomissionToAmount: bool.optional(),
  cardNumber: text(30, 'Kart numarasının ilk haneleri').optional(),
});

/** One instalment choice of a bank (spec §3 "Ratio response items"); instalment 0 is the single payment. */
export const ratioItemSchema = z.object({
  id: z.string().meta({ description: "The provider's key of this choice (installmentId at checkout)." }),
  instalment: z.number().meta({ description: '0 = Tek Çekim, else the number of instalments (2–12).' }),
  desc: z.string(),
  ratioNew: z.number().meta({ description: 'Commission rate in percent.' }),
  total_amount: z.number().meta({ description: 'What the card is charged (TL): the ChargePrice to send back.' }),
  instalment_amount: z.number().meta({ description: 'One instalment (TL), rounded; the bank splits the total.' }),
  total_net_amount: z.number().meta({ description: "What the dealer's account is credited (TL)." }),
  total_amountF: z.string(),
  instalment_amountF: z.string(),
  total_net_amountF: z.string(),
});
export type RatioItem = z.infer<typeof ratioItemSchema>;

export const ratioBankSchema = z.object({
  bank_id: z.string(),
  bank_logo: z.string().nullable(),
  bank_name: z.string(),
  bank_pos_id: z.string().meta({ description: 'Sent back as BankPosId.' }),
  commercial: z.boolean().meta({ description: 'Business-card rates.' }),
  ratio: z.array(ratioItemSchema),
});
export type RatioBank = z.infer<typeof ratioBankSchema>;

/** Answer of PaynetRatio: `data` is the banks (the client reads data.data). */
export const ratioResponseSchema = z.object({
  hasError: z.literal(false),
  provider: z.string().meta({ description: "The configured provider: 'testpos', 'paynet' or 'iyzico'." }),
  data: z.array(ratioBankSchema),
});
export type RatioResponse = z.infer<typeof ratioResponseSchema>;

/**
 * POST /payment2, multipart/form-data (spec §3 "Payment form" + the chosen row). Every field is text as a
 * form sends it; the rules and their Turkish messages (spec §5) are the server's, answered all at once.
 */
export const paymentFormSchema = z.object({
  CardName: text(100, 'Kart Sahibi').optional(),
  CardNumber: text(40, 'Kart Numarası').optional(),
  CardMonth: text(4, 'Ay').optional(),
  CardYear: text(6, 'Yıl').optional(),
  CardCVC: text(6, 'CVC').optional(),
  Price: text(30, 'Tutar').optional(),
  AddcomissionToAmount: bool.optional(),
  BankId: text(40, 'Banka').optional(),
  Installment: text(4, 'Taksit').optional(),
  ChargePrice: text(30, 'Çekilecek tutar').optional(),
  BankPosId: text(40, 'Sanal POS').optional(),
  Purpose: z
    .enum(['collection', ...DEBT_PURPOSES], { error: "Ödeme amacı 'collection', 'balance' veya 'invoices' olmalı." })
    .optional()
    .meta({
      description:
        "Beyond the spec: 'balance' pays the open balance, 'invoices' the open amounts of InvoiceIds — the server computes Price for both (a different Price is refused); default 'collection' (the typed Price).",
    }),
  InvoiceIds: text(1_200, 'Faturalar')
    .optional()
    .meta({ description: "With Purpose 'invoices': the invoice ids (Id of /report/acikfaturalar), comma-separated." }),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/** Answer of POST /payment2 (and of checkout2 by card): the 3-D Secure window to open. */
export const paymentStartSchema = z.object({
  hasError: z.literal(false),
  openThreedsPagePopUp: z.literal(true),
  threedsHtmlContent: z.string().meta({ description: "The bank's page, base64 HTML, for the sandboxed frame." }),
  threedsUrl: z.string().optional().meta({
    description:
      "The same page from this server's address (/payment2/threeds/{attemptId}.{HMAC}, kept 10 minutes) under its own CSP, where a provider's inline auto-submit runs: the frame's src. threedsHtmlContent stays for older clients.",
  }),
  attemptId: z.number().meta({ description: 'Poll GET /payment2/attempt/{attemptId} for the outcome.' }),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const ATTEMPT_STATUSES = ['initiated', 'authorising', 'paid', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** GET /payment2/attempt/{id}: where a payment stands (the page polls it, and reads it after postMessage). */
export const attemptStatusSchema = z.object({
  id: z.number(),
  status: z.enum(ATTEMPT_STATUSES),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  chargeAmount: z.number(),
  amountF: z.string(),
  chargeAmountF: z.string(),
  installment: z.number(),
  bankName: z.string(),
  maskedCardNumber: z.string().meta({ description: 'First 6 and last 4 digits only.' }),
  paymentId: z.number().nullable().meta({ description: 'The receipt to print: /payment2/print/{paymentId}.' }),
  documentNo: z.string().nullable(),
  orderId: z.number().nullable(),
  message: z.string().nullable().meta({ description: "Why it failed, in Turkish (the bank's reason)." }),
});
export type AttemptStatusAnswer = z.infer<typeof attemptStatusSchema>;

/** The message the 3-D Secure return page posts to the opener / parent frame (to the site's exact origin). */
export interface ThreeDsMessage {
  type: 'bayi:3ds-result';
  attemptId: number;
  status: AttemptStatus;
}

/**
 * GET /report/acikfaturalar (beyond the spec): the dealer's invoices still open, oldest first. The open amount
 * is the cari hesap's rule (server receivables/fifo.ts): card payments of chosen invoices close those
 * invoices; every other credit closes the oldest debits first (FIFO), in TL.
 */
export const openInvoiceRowSchema = z.object({
  Id: z.number().meta({ description: 'The invoice id (InvoiceIds of POST /payment2).' }),
  BELGENO: z.string(),
  FIS_TARIHI: z.string().meta({ description: 'The invoice date, ISO 8601 (UTC).' }),
  VADE: z.string().nullable().meta({ description: 'The due date, ISO 8601 (UTC), or null.' }),
  GENELTOPLAM: z.number().meta({ description: "The invoice's total in TL (at its own rate, to kuruş)." }),
  ACIK_TUTAR: z.number().meta({ description: 'What is still owed of it, TL.' }),
  DOVIZ_AD: z.string(),
  GENELTOPLAM_DOVIZ: z.number().meta({ description: "The invoice's total in its own currency (DOVIZ_AD)." }),
});
export type OpenInvoiceRow = z.infer<typeof openInvoiceRowSchema>;

/** GET /payment2/due?purpose=balance|invoices&invoiceIds=1,2: what the payment page is to collect. */
export const paymentDueQuerySchema = z.object({
  purpose: z.enum(DEBT_PURPOSES, { error: "Ödeme amacı 'balance' veya 'invoices' olmalı." }),
  invoiceIds: text(1_200, 'Faturalar').optional(),
});

export const paymentDueSchema = z.object({
  hasError: z.literal(false),
  purpose: z.enum(DEBT_PURPOSES),
  amount: z.number().meta({ description: 'TL, computed by the server: the Price of Hesapla and Ödeme Yap.' }),
  amountF: z.string(),
  description: z.string().meta({ description: 'What is being paid, in Turkish (the page shows it).' }),
  invoices: z.array(openInvoiceRowSchema).meta({ description: "With 'invoices': the chosen invoices, oldest first." }),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;
