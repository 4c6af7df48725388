/** Today (yyyy.MM.dd, Türkiye) by the server's clock, while the server draws a page; '' otherwise. */
let serverDay = '';

/** Set by the server for the page it draws (server-entry.tsx). */
export function setServerDay(day: string): void {
  serverDay = day;
}

/**
 * The day a page is drawn for, when the server draws it: its clock is the one the page's carried answers were
 * asked by (a report's default range ends on it). In the browser '' — the app reads the browser's own clock.
 */
export function drawnDay(): string {
  return typeof window === 'undefined' ? serverDay : '';
}
