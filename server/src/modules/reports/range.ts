import { MAX_REPORT_YEARS, monthBefore, parseReportDate, reportMessages, type ReportRange } from '@bayi/common';
import { badRequest } from '../../plugins/errors';
import { startOfTurkishDay, turkishDay, turkishWallClock, type CalendarDay } from '../../lib/turkey-time';

/** A report's period: both days included, and the instants [from, to) they span in Türkiye. */
export interface Period {
  begin: CalendarDay;
  end: CalendarDay;
  from: Date;
  to: Date;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `years` earlier (29 February → 28 February). */
function yearsBefore(day: CalendarDay, years: number): CalendarDay {
  const year = day.year - years;
  return { year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) };
}

const before = (a: CalendarDay, b: CalendarDay) =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

/**
 * The period of a report query (spec §2 "Reports": Turkish calendar days, both included). A date left
 * out takes its default — `end` today, `begin` a month before `end` — because the storefront's links
 * and the order list's callers rely on it; a date given but malformed is refused by the schema. `end`
 * before `begin` and a span over MAX_REPORT_YEARS are refused here, in Turkish.
 */
export function reportPeriod(input: ReportRange, now: Date): Period {
  const end = input.end ? parseReportDate(input.end)! : turkishDay(now);
  const begin = input.begin ? parseReportDate(input.begin)! : monthBefore(end);
  if (before(end, begin)) throw badRequest(reportMessages.rangeReversed);
  if (before(begin, yearsBefore(end, MAX_REPORT_YEARS))) throw badRequest(reportMessages.rangeTooLong);
  return { begin, end, from: startOfTurkishDay(begin), to: startOfTurkishDay({ ...end, day: end.day + 1 }) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy of a calendar day. */
export const formatDay = (d: CalendarDay) => `${pad(d.day)}.${pad(d.month)}.${d.year}`;

/** yyyy.MM.dd of a calendar day (file names, the query's own format). */
export const queryDay = (d: CalendarDay) => `${d.year}.${pad(d.month)}.${pad(d.day)}`;

/** dd.MM.yyyy of an instant, in Türkiye. */
export const formatInstantDay = (isoInstant: string) => formatDay(turkishDay(new Date(isoInstant)));

/** dd.MM.yyyy HH:mm of an instant, in Türkiye. */
export function formatInstant(isoInstant: string): string {
  const shifted = turkishWallClock(new Date(isoInstant));
  return `${formatInstantDay(isoInstant)} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}
