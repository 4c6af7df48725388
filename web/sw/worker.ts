/// <reference lib="webworker" />
import {
  classify,
  isSignIn,
  isVersionedPublic,
  isViewerTag,
  OFFLINE_HEADER,
  OFFLINE_MESSAGE_TYPE,
  OFFLINE_MISSING_MESSAGE,
  PUBLIC_CACHE,
  PUBLIC_CACHE_MAX,
  SHELL_CACHE_PREFIX,
  VIEWER_CACHE_MAX,
  VIEWER_CACHE_PREFIX,
  viewerCacheName,
} from './rules';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build (web/vite.config.ts): this build's version, its hashed files and the script its page runs. */
declare const __BAYI_BUILD__: { version: string; assets: string[]; page: string };

const BUILD = __BAYI_BUILD__;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${BUILD.version}`;
const SHELL_URL = '/spa/';
/** Where the worker remembers the builds it installed, newest first (to keep the one before for open tabs). */
const META_CACHE = 'bayi-meta';
const VERSIONS_URL = '/spa/__sw-versions';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // The page must be this build's: during a deploy the server may already answer the next one, whose
      // assets this worker does not hold. Installing fails then, and the next build's worker installs instead.
      // Asked without cookies: the server writes the asking session's answers into the page (its member, its
      // menus), and this copy is shown offline to whoever is at the browser then.
      // And as the bare frame: a page the server drew for one address could not stand for every other offline.
      const shell = await fetch(
        new Request(SHELL_URL, { cache: 'no-cache', credentials: 'omit', headers: { 'X-Bayi-Frame-Only': '1' } }),
      );
      if (!shell.ok || !(await shell.clone().text()).includes(BUILD.page))
        throw new Error('index.html of another build');
      await cache.put(SHELL_URL, shell);
      // Files the first visit loaded come from the HTTP cache (a year, immutable): only the rest is downloaded.
      await cache.addAll(BUILD.assets.map((file) => `/spa/${file}`));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The build before stays one more round: a tab opened on it may still load its own lazy chunks (the names
      // never collide: every asset is named by its content). Older builds go.
      const meta = await caches.open(META_CACHE);
      const known = ((await (await meta.match(VERSIONS_URL))?.json()) ?? []) as string[];
      const keep = [BUILD.version, ...known.filter((v) => v !== BUILD.version)].slice(0, 2);
      await meta.put(VERSIONS_URL, Response.json(keep));
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && !keep.includes(name.slice(SHELL_CACHE_PREFIX.length))) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

/** One change to the runtime caches at a time: the "one viewer at a time" rule must hold between two answers. */
let cacheWork: Promise<unknown> = Promise.resolve();
function serially(work: () => Promise<unknown>): Promise<unknown> {
  cacheWork = cacheWork.then(work, work).catch(() => undefined);
  return cacheWork;
}

async function viewerCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(VIEWER_CACHE_PREFIX));
}

/** Forget every viewer's answers (a sign-in, or the page signing out). */
function dropViewerCaches(): Promise<unknown> {
  return serially(async () => {
    for (const name of await viewerCaches()) await caches.delete(name);
  });
}

/** Keeps the newest `max` entries: a re-visited page moves to the end, the oldest is dropped. */
async function putBounded(cacheName: string, request: Request, response: Response, max: number) {
  const cache = await caches.open(cacheName);
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

/** A catalogue answer for `tag`: any other viewer's answers are dropped first, so only one viewer's remain. */
function keepViewerAnswer(tag: string, request: Request, response: Response): Promise<unknown> {
  return serially(async () => {
    const name = viewerCacheName(tag);
    for (const other of await viewerCaches()) if (other !== name) await caches.delete(other);
    await putBounded(name, request, response, VIEWER_CACHE_MAX);
  });
}

function tellOffline(event: FetchEvent) {
  event.waitUntil(
    (async () => {
      const client = await self.clients.get(event.clientId || event.resultingClientId);
      client?.postMessage({ type: OFFLINE_MESSAGE_TYPE });
    })(),
  );
}

function markedOffline(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_HEADER, 'cached');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function offlineMissing(): Response {
  return Response.json(
    { hasError: true, errorMessage: OFFLINE_MISSING_MESSAGE },
    { status: 503, headers: { [OFFLINE_HEADER]: 'missing', 'Cache-Control': 'no-store' } },
  );
}

/**
 * The installed page without the answers it carried (a visitor's, written in at install): the app then asks
 * for each, and the viewer's own kept answers come back, the same as the rest of the page shows.
 */
async function withoutCarriedAnswers(page: Response): Promise<Response> {
  const html = (await page.text()).replace(/<script id="bayi-answers"[^>]*>[\s\S]*?<\/script>/, '');
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  headers.set(OFFLINE_HEADER, 'cached');
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

/**
 * The page arrived with the answers to its first calls written in (server/src/plugins/spa.ts), so the app
 * does not ask for them: they are kept as if it had, for the viewer the page was made for.
 */
async function keepCarriedAnswers(tag: string, page: Response): Promise<void> {
  const json = /<script id="bayi-answers"[^>]*>([\s\S]*?)<\/script>/.exec(await page.text())?.[1];
  if (!json) return;
  let answers: Record<string, unknown>;
  try {
    answers = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const [path, answer] of Object.entries(answers)) {
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin || classify('GET', url.pathname, false) !== 'viewer') continue;
    await keepViewerAnswer(tag, new Request(url), Response.json(answer, { headers: { 'X-Bayi-Viewer': tag } }));
  }
}

async function shellPage(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    const tag = response.headers.get('X-Bayi-Viewer');
    if (response.ok && isViewerTag(tag)) event.waitUntil(keepCarriedAnswers(tag, response.clone()));
    return response;
  } catch {
    const cached = (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? (await caches.match(SHELL_URL));
    if (!cached) throw new Error('offline and no app shell installed');
    tellOffline(event);
    return withoutCarriedAnswers(cached);
  }
}

async function asset(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreVary: true })) ?? fetch(request);
}

async function viewerAnswer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    // Only the viewer the server last named has a cache; after someone else's answer there is none to read.
    const [name] = await viewerCaches();
    const cached = name ? await (await caches.open(name)).match(request, { ignoreVary: true }) : undefined;
    tellOffline(event);
    return cached ? markedOffline(cached) : offlineMissing();
  }
  const tag = response.headers.get('X-Bayi-Viewer');
  if (response.ok && isViewerTag(tag)) event.waitUntil(keepViewerAnswer(tag, request, response.clone()));
  else if (tag !== null)
    event.waitUntil(
      serially(async () => {
        // An answer for someone else that is not kept (an error) still ends the last viewer's cache.
        const name = isViewerTag(tag) ? viewerCacheName(tag) : '';
        for (const other of await viewerCaches()) if (other !== name) await caches.delete(other);
      }),
    );
  return response;
}

async function publicAnswer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  if (isVersionedPublic(new URL(request.url).pathname)) {
    const kept = await caches.match(request, { cacheName: PUBLIC_CACHE, ignoreVary: true });
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.ok)
      event.waitUntil(serially(() => putBounded(PUBLIC_CACHE, request, response.clone(), PUBLIC_CACHE_MAX)));
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: PUBLIC_CACHE, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isSignIn(request.method, url.pathname)) {
    event.waitUntil(dropViewerCaches());
    return;
  }
  switch (classify(request.method, url.pathname, request.mode === 'navigate')) {
    case 'shell':
      return event.respondWith(shellPage(event));
    case 'asset':
      return event.respondWith(asset(request));
    case 'viewer':
      return event.respondWith(viewerAnswer(event));
    case 'public':
      return event.respondWith(publicAnswer(event));
    default:
      // The basket, reports, payments, sign-in and every write: straight to the network, never stored.
      return;
  }
});

self.addEventListener('message', (event) => {
  // The page signs out: the dealer's answers go before the sign-out page loads.
  if ((event.data as { type?: string } | null)?.type === 'bayi:sign-out') event.waitUntil(dropViewerCaches());
});
