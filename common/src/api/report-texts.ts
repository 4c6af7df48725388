import { formatMoney } from '../format';

/** Report types, titles and texts shared by server and screens (spec §2 "Reports"); no zod here. */

export const REPORT_TITLES = {
  genelhareket: 'Genel Hareketler',
  hesapekstresi: 'Hesap Ekstresi',
  siparislistesi: 'Sipariş Listesi',
  faturalistesi: 'Fatura Listesi',
} as const;
export type ReportType = keyof typeof REPORT_TITLES;
export const REPORT_TYPES = Object.keys(REPORT_TITLES) as ReportType[];
export const isReportType = (value: string | undefined): value is ReportType =>
  value !== undefined && Object.hasOwn(REPORT_TITLES, value);

/** The documents a detail panel shows (spec §2 "Detail side panels", §7 /Report/{doc}/{belgeNo}). */
export const DOCUMENT_TITLES = {
  faturadetay: 'Fatura Detayı',
  siparisdetay: 'Sipariş Detayı',
  irsaliyedetay: 'İrsaliye Detayı',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_TITLES;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_TITLES) as DocumentKind[];

/** Transaction types a row's detail button opens (spec §2 "Row actions"), and the one with a printable receipt. */
export const INVOICE_TYPE = 'Satış faturası';
export const DELIVERY_NOTE_TYPE = 'Satış irsaliyesi';
export const CARD_COLLECTION_TYPE = 'Pos kartı ile tahsilat';
/** The statement's first row: the balance carried over from before the period. */
export const OPENING_BALANCE_TYPE = 'Devir';

/** The most a report may span (a wider question is refused, not answered slowly). */
export const MAX_REPORT_YEARS = 5;

export const reportMessages = {
  rangeReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  rangeTooLong: `Tarih aralığı en fazla ${MAX_REPORT_YEARS} yıl olabilir.`,
  unknownReport: 'Rapor bulunamadı.',
  documentNotFound: 'Belge bulunamadı.',
  receiptNotFound: 'Dekont bulunamadı.',
  empty: 'Kayıt Bulunamadı.',
  tooManyRowsForPdf: (max: number) =>
    `PDF en fazla ${max.toLocaleString('tr-TR')} satır olabilir; tarih aralığını daraltın ya da Excel olarak indirin.`,
  nothingToReorder: 'Siparişteki ürünlerin hiçbiri şu anda sepete eklenemiyor.',
  notSold: 'Ürün artık satışta değil.',
  noPrice: 'Bu ürün için tanımlı bir fiyatınız yok.',
  outOfStock: 'Ürün şu anda stokta yok.',
} as const;

/** B (borçlu) or A (alacaklı). */
export type BalanceLetter = 'B' | 'A' | '';

/**
 * The letter of a balance, debit − credit (spec §4 "Statement balance"): B (borçlu, the dealer
 * owes) when it is positive, A (alacaklı) when negative, none when it rounds to 0,00. Decided on the
 * amount rounded half-up to kuruş, from the decimal's digits when given as a string.
 */
export function balanceLetter(value: number | string): BalanceLetter {
  const shown = formatMoney(value);
  if (shown.replace('-', '') === '0,00') return '';
  return shown.startsWith('-') ? 'A' : 'B';
}
