import {
  endOfMonth,
  endOfYear,
  isAfter,
  isBefore,
  startOfDay,
  startOfMonth,
  startOfYear,
  subMonths,
  subYears,
} from 'date-fns';
import { MAX_REPORT_YEARS, monthBefore, parseReportDate } from '@bayi/common';

/**
 * Calendar days of the reports. The distributor's calendar is Türkiye's (ranges are days in
 * Europe/Istanbul), so "today" and the day a row was issued are read there, whatever the browser's zone.
 * A day is held as a local-midnight Date, which is what the date picker works with.
 */
import { DISTRIBUTOR_TIME_ZONE } from '../../lib/instants';
import { drawnDay } from '../../lib/pageDay';

export { DISTRIBUTOR_TIME_ZONE };

export interface DayRange {
  from: Date;
  to: Date;
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISTRIBUTOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on the distributor's calendar. */
export function todayInTurkey(now: Date = new Date()): Date {
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((part) => [part.type, part.value]));
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/**
 * Today for a report page: on the server, the day it draws the page for (its clock asked the answers the page
 * carries); in the browser, its own.
 */
export function currentDay(): Date {
  return fromQueryDate(drawnDay() || null) ?? todayInTurkey();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy.MM.dd: the report calls' and the address's form (spec §7). */
export function toQueryDate(day: Date): string {
  return `${day.getFullYear()}.${pad(day.getMonth() + 1)}.${pad(day.getDate())}`;
}

/** A yyyy.MM.dd day from the address, or null when it is not a real day. */
export function fromQueryDate(value: string | null): Date | null {
  const parsed = value === null ? null : parseReportDate(value);
  return parsed ? new Date(parsed.year, parsed.month - 1, parsed.day) : null;
}

/** dd.MM.yyyy of a calendar day (spec §1). */
export function formatDay(day: Date): string {
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;
}

// Instants are shown by lib/instants.ts, which the back office shares.
export { formatInstant, formatInstantDay } from '../../lib/instants';

/** spec §2: one month back to the end of the current period (today, as the server's own default). */
export function defaultRange(today: Date): DayRange {
  const from = monthBefore({ year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() });
  return { from: new Date(from.year, from.month - 1, from.day), to: today };
}

export interface RangePreset {
  label: string;
  range: (today: Date) => DayRange;
}

/** spec §2: the presets Bugün, Bu Ay, Geçen Ay, Bu Yil (the spec's spelling). */
export const RANGE_PRESETS: readonly RangePreset[] = [
  { label: 'Bugün', range: (today) => ({ from: today, to: today }) },
  { label: 'Bu Ay', range: (today) => ({ from: startOfMonth(today), to: startOfDay(endOfMonth(today)) }) },
  {
    label: 'Geçen Ay',
    range: (today) => {
      const last = subMonths(today, 1);
      return { from: startOfMonth(last), to: startOfDay(endOfMonth(last)) };
    },
  },
  { label: 'Bu Yil', range: (today) => ({ from: startOfYear(today), to: startOfDay(endOfYear(today)) }) },
];

/** spec §9: the picker's years. */
export const FIRST_PICKER_MONTH = new Date(1900, 0, 1);
export const LAST_PICKER_MONTH = new Date(2100, 11, 1);

/** Whether the server would refuse the range: end before begin, or begin over five years before end. */
export function rangeProblem(range: DayRange): 'reversed' | 'tooLong' | null {
  if (isAfter(range.from, range.to)) return 'reversed';
  if (isBefore(range.from, subYears(range.to, MAX_REPORT_YEARS))) return 'tooLong';
  return null;
}

export const sameRange = (a: DayRange, b: DayRange) =>
  a.from.getTime() === b.from.getTime() && a.to.getTime() === b.to.getTime();
