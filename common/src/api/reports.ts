import { z } from 'zod';
import { parseReportDate } from './report-range';

// Texts, constants and the range's days live apart from the schemas, so screens that only use them neither load
// zod nor build the schemas as they start.
export * from './report-texts';
export * from './report-range';

/**
 * Report data (spec §2 "Reports", §3 row shapes, §7 GET /report/{type}?begin=&end=). Dates in the
 * query are yyyy.MM.dd Turkish calendar days; the range includes both days. Amounts are numbers with
 * at most 2 decimals (rates and unit prices 4), exact: the server computes them with decimals and writes
 * the result once. Instants are ISO 8601 in UTC; the distributor's calendar is Türkiye's (UTC+3).
 */

const amount = (description?: string) => (description ? z.number().meta({ description }) : z.number());
const instant = (description: string) => z.string().meta({ description: `${description} ISO 8601 (UTC).` });
const letter = z.enum(['B', 'A', '']);

/** One row of the order list (spec §3 "Order list row"): one per order and currency. */
export const orderListRowSchema = z.object({
  Id: z.number().meta({ description: 'The order id.' }),
  BELGENO: z.string(),
  SIPARIS_TARIHI: instant('When the order was placed,'),
  SIPARIS_TURU: z.string(),
  SATIR_TOPLAM: amount("Amounts of the order's lines in DOVIZ_AD, 2 decimals: before VAT."),
  KDV_TOPLAM: z.number(),
  GENELTOPLAM: z.number(),
  DOVIZ_AD: z.string(),
  ACIKLAMA: z.string(),
  DURUM: z.string().meta({
    description:
      "Extra: where the distributor is with the order — 'Alındı', 'Onaylandı', 'Hazırlanıyor', 'Sevk edildi'.",
  }),
  ERP_BELGENO: z.string().meta({
    description:
      "Extra: the distributor's ERP document number for the order, once its ERP has taken it in; '' until then.",
  }),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/**
 * One row of Genel Hareketler (spec §3 "Movement or statement row"): a ledger movement, or a delivery
 * note (which moves no balance: BORC and ALACAK are 0 and ACIKLAMA says its total).
 */
export const movementRowSchema = z.object({
  ID: z.number().meta({
    description:
      "The row's id: for 'Pos kartı ile tahsilat' the card collection's id, which /payment2/print/{ID} prints; " +
      "else the movement's (or delivery note's) own id.",
  }),
  BA: letter.meta({ description: "B when the row's debit − credit is above 0, A when below, '' at 0,00." }),
  BELGENO: z.string(),
  TARIH: instant('When the document was issued,'),
  FINANS_ISLEM_TURU: z.string().meta({
    description: "'Satış faturası', 'Satış irsaliyesi', 'Pos kartı ile tahsilat', 'Havale/EFT', … (and 'Devir').",
  }),
  BORC: amount('Debit in DOVIZ_AD.'),
  ALACAK: amount('Credit in DOVIZ_AD.'),
  DOVIZ_AD: z.string(),
  DOVIZ_KURU: amount('The exchange rate the movement was booked at (1 for TL), 4 decimals.'),
  FINANS: z.number().nullable().meta({ description: 'The card collection (payment) id, or null.' }),
  BORC_TL: amount('Extra to the spec: BORC in TL at DOVIZ_KURU, rounded to kuruş (what the TRY totals add).'),
  ALACAK_TL: amount('Extra to the spec: ALACAK in TL at DOVIZ_KURU, rounded to kuruş.'),
  VADE: z.string().nullable().meta({ description: 'Extra: the due date of an invoice, ISO 8601 (UTC), or null.' }),
  ACIKLAMA: z.string().meta({ description: 'Extra: the description the ERP gave the movement.' }),
});
export type MovementRow = z.infer<typeof movementRowSchema>;

/**
 * One row of Hesap Ekstresi: the first row is the opening balance (FINANS_ISLEM_TURU 'Devir', DEVIR
 * true) — the net of every movement before `begin`, in TL, in BORC when the dealer owed, else in
 * ALACAK — then the movements in date order, each with the running balance after it.
 */
export const statementRowSchema = movementRowSchema.extend({
  BAKIYE: amount(
    'Extra: the running balance after this row in TL, debit − credit: above 0 the dealer owes (B), below 0 it is owed (A).',
  ),
  BAKIYE_BA: letter.meta({ description: "The running balance's letter: B, A, or '' at 0,00." }),
  DEVIR: z.boolean().meta({ description: 'True on the opening-balance row.' }),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** One row of Fatura Listesi (spec §3 "Invoice list row"). */
export const invoiceListRowSchema = z.object({
  Id: z.number().meta({ description: 'The invoice id.' }),
  BELGENO: z.string(),
  FIS_TARIHI: instant('The invoice date,'),
  FIS_TURU: z.string(),
  VADE: z.string().nullable().meta({ description: 'The due date, ISO 8601 (UTC), or null.' }),
  SATIR_TOPLAM: amount('Before VAT, in DOVIZ_AD.'),
  KDV_TOPLAM: z.number(),
  GENELTOPLAM: z.number(),
  DOVIZ_AD: z.string(),
  DOVIZ_KUR: amount('The exchange rate of the invoice (1 for TL), 4 decimals.'),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

/**
 * One line of an invoice, order or delivery note (spec §3 "Detail lines"). The document's totals
 * (SATIR_TOPLAM, KDV_TOPLAM, GENELTOPLAM, in the line's currency) are on every line; the client reads
 * them from the first. BARKOD and SERI_NO are sent only while the settings showReportBarcode and
 * showReportSerino are on.
 */
export const detailLineSchema = z.object({
  ID: z.number().meta({ description: 'The line id.' }),
  BELGENO: z.string(),
  FIS_TARIHI: instant('The document date (invoices and delivery notes),').optional(),
  ISLEM_TARIHI: instant('When the order was placed (orders),').optional(),
  FIS_TURU: z.string(),
  STOK_ID: z.number().nullable().meta({ description: 'Extra: the product id, when the product is in the catalogue.' }),
  STOK_KOD: z.string(),
  STOK_AD: z.string(),
  BARKOD: z.string().optional(),
  SERI_NO: z.string().optional(),
  MIKTAR_FIS: z.number(),
  STOK_BIRIM: z.string(),
  KDV_TOPTAN: amount('VAT rate, percent.'),
  ISKONTO: amount('Discount rate, percent.'),
  FIYAT: amount('Unit price before discount and VAT, 4 decimals.'),
  NET_FIYAT: amount('Unit price after discount, before VAT, 4 decimals.'),
  SATIR_TUTAR: amount('Extra: the line amount after discount, before VAT.'),
  SATIR_GENEL_TOPLAM: amount('The line total with VAT.'),
  SATIR_TOPLAM: amount("The document's total before VAT (in this line's currency)."),
  KDV_TOPLAM: amount("The document's VAT."),
  GENELTOPLAM: amount("The document's grand total."),
  DOVIZ_AD: z.string(),
  DOVIZ_KURU: amount('Exchange rate (1 for TL), 4 decimals.'),
});
export type DetailLine = z.infer<typeof detailLineSchema>;

const reportDate = (field: string) =>
  z
    .string({ error: `${field} yyyy.MM.dd biçiminde olmalı.` })
    .refine((v) => parseReportDate(v) !== null, { error: `${field} yyyy.MM.dd biçiminde geçerli bir tarih olmalı.` })
    .meta({ title: field });

/**
 * Query of the report calls. A date left out takes its default: `end` today, `begin` the same day a
 * month before `end` (spec §2: "one month back") — the storefront and links without a range rely on it.
 * A date given must be a real yyyy.MM.dd day; `end` before `begin` and a range over 5 years are refused.
 */
export const reportRangeSchema = z.object({
  begin: reportDate('Başlangıç tarihi (begin)').optional(),
  end: reportDate('Bitiş tarihi (end)').optional(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** A document number in a path (BELGENO). */
export const documentNoParam = z.object({
  belgeNo: z
    .string({ error: 'Belge numarası (belgeNo) gerekli.' })
    .trim()
    .min(1, { error: 'Belge numarası (belgeNo) gerekli.' })
    .max(50, { error: 'Belge numarası (belgeNo) en fazla 50 karakter olabilir.' })
    .meta({ title: 'Belge numarası' }),
});

/** A line of a past order, as Tekrar Sipariş Ver reports it. */
export const reorderLineSchema = z.object({
  stokId: z.number().nullable(),
  STOK_KOD: z.string(),
  STOK_AD: z.string(),
  MIKTAR: z.number(),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

/**
 * POST /Report/siparisdetay/{belgeNo}/reorder (Tekrar Sipariş Ver): the order's lines added to the
 * basket at today's prices. A line that cannot be added (no longer sold, no price for the dealer, out
 * of stock, the line limit) is listed in `atlananlar` with the reason — never dropped silently.
 */
export const reorderResponseSchema = z.object({
  hasError: z.boolean().meta({ description: 'True when no line could be added.' }),
  errorMessage: z.string().nullable(),
  basketProductCount: z.number(),
  eklenenler: z.array(reorderLineSchema),
  atlananlar: z.array(reorderLineSchema.extend({ neden: z.string() })),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
