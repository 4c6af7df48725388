/** Report types and their titles (spec §2 "Reports"). */
export const REPORT_TITLES = {
  genelhareket: 'Genel Hareketler',
  hesapekstresi: 'Hesap Ekstresi',
  siparislistesi: 'Sipariş Listesi',
  faturalistesi: 'Fatura Listesi',
} as const;

export type ReportType = keyof typeof REPORT_TITLES;

export function isReportType(value: string | undefined): value is ReportType {
  return value !== undefined && Object.hasOwn(REPORT_TITLES, value);
}
