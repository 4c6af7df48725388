/**
 * What the storefront's service worker does with a request (docs/architecture.md "Installable app and offline
 * use"), as plain functions the unit tests can check without a browser.
 *
 * - shell: a page of the app (a navigation under /spa): the network's index.html, the installed one offline.
 * - asset: a hashed build file: from the installed copy, never asked again.
 * - viewer: a catalogue answer that depends on who is signed in (prices, stock, the member's name): kept in
 *   the cache of the one viewer the server named (X-Bayi-Viewer), served only offline.
 * - public: the same for everyone (images, the theme's stylesheet, the manifest and icons): kept, served offline.
 * - network: everything else — the basket, reports, payments, sign-in, the back office, every write — goes
 *   to the network untouched and is never stored.
 */
export type RequestKind = 'shell' | 'asset' | 'viewer' | 'public' | 'network';

/** Answers about one person's account or money: never stored, whatever else a rule below says. */
const PRIVATE_ROOTS = new Set(['basket', 'report', 'Report', 'payment2', 'admin', 'info', 'checkout', 'file']);

/** Catalogue answers worth showing again offline: the pages a visitor or dealer browses. */
const VIEWER_EXACT = new Set(['/application', '/login/CheckLogin', '/categorymenu/get', '/menu/', '/search/']);
const VIEWER_ROOTS = new Set(['category', 'brand', 'product', 'promotion', 'page']);

const PUBLIC_EXACT = new Set(['/application/defaultCss', '/spa/manifest.webmanifest']);
const PUBLIC_PREFIXES = ['/image/', '/commons/images/', '/spa/pwa/', '/spa/icons/'];

/** Public files whose address names their version (the run-time Font Awesome icons): kept ones need no network. */
export const isVersionedPublic = (pathname: string) => pathname.startsWith('/spa/icons/');

/** A path under /spa that names a file (sw.js, an icon) rather than a page of the app. */
const FILE_LIKE = /\.[a-z0-9]{2,12}$/i;

export function classify(method: string, pathname: string, navigate: boolean): RequestKind {
  if (method !== 'GET') return 'network';
  const root = pathname.split('/')[1] ?? '';
  if (navigate) {
    return (pathname === '/spa' || pathname.startsWith('/spa/')) && !FILE_LIKE.test(pathname) ? 'shell' : 'network';
  }
  if (PRIVATE_ROOTS.has(root)) return 'network';
  if (pathname.startsWith('/spa/assets/')) return 'asset';
  if (PUBLIC_EXACT.has(pathname) || PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'public';
  if (VIEWER_EXACT.has(pathname) || VIEWER_ROOTS.has(root)) return 'viewer';
  return 'network';
}

/** Sign-in changes who the next answers are for: the worker forgets the last viewer's answers at once. */
export function isSignIn(method: string, pathname: string): boolean {
  return method === 'POST' && pathname.startsWith('/login');
}

/** The server's viewer tag: 'visitor' or a digest; anything else is not trusted as a cache name. */
export function isViewerTag(tag: string | null): tag is string {
  return tag !== null && /^(visitor|[A-Za-z0-9_-]{16,64})$/.test(tag);
}

export const SHELL_CACHE_PREFIX = 'bayi-shell-';
export const VIEWER_CACHE_PREFIX = 'bayi-viewer-';
export const PUBLIC_CACHE = 'bayi-public';
export const viewerCacheName = (tag: string) => `${VIEWER_CACHE_PREFIX}${tag}`;

/** How many answers each runtime cache keeps: the last pages visited, oldest dropped first. */
export const VIEWER_CACHE_MAX = 120;
export const PUBLIC_CACHE_MAX = 200;

/** The answer to a catalogue call offline when it was never stored (the page shows it as its error). */
export const OFFLINE_MISSING_MESSAGE =
  'Bu sayfa çevrimdışı kullanılamıyor: daha önce açılmadığı için kaydı yok. İnternet bağlantınız gelince yeniden deneyin.';

/** The header the worker adds to an answer it served from its cache instead of the network. */
export const OFFLINE_HEADER = 'X-Bayi-Offline';
/** The message the worker posts to the page it answered from its cache. */
export const OFFLINE_MESSAGE_TYPE = 'bayi:offline';
