/** Instants the server sends (ISO 8601, UTC), shown on the distributor's calendar and clock. */

/** Türkiye: the distributor's calendar and clock. */
export const DISTRIBUTOR_TIME_ZONE = 'Europe/Istanbul';

const instantDay = new Intl.DateTimeFormat('tr-TR', {
  timeZone: DISTRIBUTOR_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const instantTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: DISTRIBUTOR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** dd.MM.yyyy of an instant the server sent (ISO 8601, UTC), on the distributor's calendar. */
export function formatInstantDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : instantDay.format(date);
}

/** dd.MM.yyyy HH:mm of an instant, on the distributor's clock. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${instantDay.format(date)} ${instantTime.format(date)}`;
}
