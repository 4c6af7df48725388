/**
 * A report's range (spec §2 "Reports", §7 GET /report/{type}?begin=&end=): yyyy.MM.dd Turkish calendar days, both
 * included; without a range, one month back. Shared by the server's checks and the storefront's pages.
 */

const REPORT_DATE = /^(\d{4})\.(\d{2})\.(\d{2})$/;

/** A calendar day (month 1–12). */
export interface ReportDay {
  year: number;
  month: number;
  day: number;
}

/** "2026.11.21" as year, month, day when it is a real calendar day. */
export function parseReportDate(value: string): ReportDay | null {
  const m = REPORT_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 1900
    ? { year, month, day }
    : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** yyyy.MM.dd, the report calls' and the storefront address's form of a day (spec §7). */
export const formatReportDate = (d: ReportDay) => `${d.year}.${pad2(d.month)}.${pad2(d.day)}`;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Where a report's range starts when only its end is known (spec §2 "Reports": one month back): the same day a
 * month earlier, or that month's last day (31 March → 28/29 February).
 */
export function monthBefore(day: ReportDay): ReportDay {
  const year = day.month === 1 ? day.year - 1 : day.year;
  const month = day.month === 1 ? 12 : day.month - 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/** `begin=…&end=…` of the report calls (spec §7). */
export const reportRangeQuery = (begin: string, end: string) =>
  `begin=${encodeURIComponent(begin)}&end=${encodeURIComponent(end)}`;

/**
 * GET /report/{type}?begin=&end= as the storefront asks it: the server spells the call a report page carries the
 * same way (server/src/plugins/spa.ts).
 */
export const reportPath = (type: string, begin: string, end: string) =>
  `/report/${type}?${reportRangeQuery(begin, end)}`;

/** The range a report shows without one chosen: a month back to `today` (yyyy.MM.dd); null for no real day. */
export function defaultReportRange(today: string): { begin: string; end: string } | null {
  const end = parseReportDate(today);
  return end ? { begin: formatReportDate(monthBefore(end)), end: today } : null;
}
