/**
 * Calendar days and years as a Turkish distributor counts them. Türkiye keeps UTC+3 all year
 * (no daylight saving since 2016), so a fixed offset is exact and needs no time-zone data
 * (which PGlite and slim containers may lack).
 */
const OFFSET_MS = 3 * 3_600_000;

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The Turkish calendar day of an instant. */
export function turkishDay(at: Date): CalendarDay {
  const shifted = new Date(at.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export const turkishYear = (at: Date) => turkishDay(at).year;

/** The instant a Turkish calendar day starts (00:00 in Türkiye). Out-of-range parts roll over like Date.UTC. */
export function startOfTurkishDay(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) - OFFSET_MS);
}

/**
 * The Turkish wall-clock time of an instant as a Date whose UTC fields read it (14:30 in Türkiye →
 * 14:30Z): for formats and spreadsheet cells, which carry no time zone.
 */
export const turkishWallClock = (at: Date): Date => new Date(at.getTime() + OFFSET_MS);

/** The first instant of a yyyy-mm-dd Turkish calendar day, or with `next` of the day after (an exclusive end). */
export function startOfTurkishIsoDay(day: string, next = false): Date {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return startOfTurkishDay({ year, month, day: d + (next ? 1 : 0) });
}
