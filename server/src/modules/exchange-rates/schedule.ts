import { turkishWallClock } from '../../lib/turkey-time';

/** The Central Bank publishes the day's indicative rates at 15:30 Türkiye time on business days. */
const PUBLISHED_AT_MINUTES = 15 * 60 + 30;

/** The Turkish calendar day of an instant, yyyy-mm-dd. */
export const turkishIsoDay = (at: Date) => turkishWallClock(at).toISOString().slice(0, 10);

/**
 * Whether to read the file now: a weekday in Türkiye from 15:30 on, today's rates not yet stored, and the last
 * attempt at least `retryMs` ago (a holiday publishes nothing: asked again after the pause, not every minute).
 */
export function fetchDue(now: Date, lastRateDate: string | null, lastAttemptAt: Date | null, retryMs: number): boolean {
  const wall = turkishWallClock(now);
  const weekday = wall.getUTCDay() >= 1 && wall.getUTCDay() <= 5;
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  if (!weekday || minutes < PUBLISHED_AT_MINUTES) return false;
  if (lastRateDate === turkishIsoDay(now)) return false;
  return lastAttemptAt === null || now.getTime() - lastAttemptAt.getTime() >= retryMs;
}
