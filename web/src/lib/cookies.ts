/** Plain document.cookie helpers; every cookie the SPA writes is site-wide (path /). */
export const PRICE_NAME_COOKIE = 'priceName';

/** The cookies of the request the server is drawing a page for (server-entry.tsx); none in the browser. */
let requestCookies: string | null = null;
export function setRequestCookies(cookie: string | null): void {
  requestCookies = cookie;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const cookies = typeof document === 'undefined' ? (requestCookies ?? '') : document.cookie;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, maxAgeDays = 365): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}
