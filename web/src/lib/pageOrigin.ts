/** The origin of the page being drawn: the browser's own, or the one the server draws a page for. */
let serverOrigin = '';

/** Set by the server for the page it draws (server-entry.tsx). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
