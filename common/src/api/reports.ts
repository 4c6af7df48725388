import { z } from 'zod';

/**
 * Report data (spec §2 "Reports", §3 row shapes, §7 GET /report/{type}?begin=&end=). Dates in the
 * query are yyyy.MM.dd Turkish calendar days; the range includes both days.
 */

/** One row of the order list (spec §3 "Order list row"): one per order and currency. */
export const orderListRowSchema = z.object({
  Id: z.number().meta({ description: 'The order id.' }),
  BELGENO: z.string(),
  SIPARIS_TARIHI: z.string().meta({ description: 'When the order was placed, ISO 8601 (UTC).' }),
  SIPARIS_TURU: z.string(),
  SATIR_TOPLAM: z.number().meta({ description: "Amounts of the order's lines in DOVIZ_AD, 2 decimals: before VAT." }),
  KDV_TOPLAM: z.number(),
  GENELTOPLAM: z.number(),
  DOVIZ_AD: z.string(),
  ACIKLAMA: z.string(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

const REPORT_DATE = /^(\d{4})\.(\d{2})\.(\d{2})$/;

/** "2026.11.21" as year, month, day when it is a real calendar day. */
export function parseReportDate(value: string): { year: number; month: number; day: number } | null {
  const m = REPORT_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900
    ? { year, month, day }
    : null;
}

const reportDate = (field: string) =>
  z
    .string({ error: `${field} yyyy.MM.dd biçiminde olmalı.` })
    .refine((v) => parseReportDate(v) !== null, { error: `${field} yyyy.MM.dd biçiminde geçerli bir tarih olmalı.` });

/** Query of the report calls; both dates optional (the server defaults to the last month). */
export const reportRangeSchema = z.object({
  begin: reportDate('Başlangıç tarihi (begin)').optional(),
  end: reportDate('Bitiş tarihi (end)').optional(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;
