import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { escapeHtml } from '../lib/html';
import { errorBody } from './errors';

/** What the server writes into the storefront's HTML for one request (modules/application/page.ts). */
export interface ShellValues {
  /** The document title, HTML-escaped. */
  title: string;
  /** The theme's stylesheet (GET /application/defaultCss), written into the page. */
  themeCss: string;
  /** HTML for the header's logo place. */
  brand: string;
  /** The asking session's /application answer. */
  application: { settings: Partial<Record<string, string>> };
}
export type ShellSource = (request: FastifyRequest) => Promise<ShellValues>;

/** Client routes drawn in a frame of their own: the storefront's header and page frame are left out there. */
const OWN_FRAME = /^\/spa\/(login|apage|admin|qrmenu)(\/|$)/i;

/**
 * The calls a page makes before it can show anything, answered into the page itself so the app does not wait a
 * round trip for each (web/src/lib/carried.ts): the storefront frame's menus on every page in it, and on the
 * home its hero and announcement. Addresses exactly as the app asks for them.
 */
const FRAME_CALLS = ['/menu/?id=menu.header', '/menu/?id=menu.footer', '/categorymenu/get'];
function firstCalls(pathname: string, settings: ShellValues['application']['settings']): string[] {
  if (OWN_FRAME.test(pathname)) return [];
  if (!/^\/spa\/?$/.test(pathname)) return FRAME_CALLS;
  // spec §2 "Home": 'slider' shows the three-promotion tiles, anything else the carousel.
  const hero = settings['home.vitrin.tipi']?.trim().toLowerCase() === 'slider' ? 'type=50' : 'type=10&viewType=10';
  return [...FRAME_CALLS, `/promotion/GetPromotion?${hero}`, '/promotion/GetPromotion?type=40'];
}

/** The pictures those answers put on the first screen: fetched while the scripts load, not after. */
function firstImages(answers: Record<string, unknown>): string[] {
  const images: string[] = [];
  for (const [url, answer] of Object.entries(answers)) {
    if (!url.startsWith('/promotion/')) continue;
    const first = (answer as { activeItems?: { imageUrl?: unknown }[] }).activeItems?.[0]?.imageUrl;
    if (typeof first === 'string' && first.startsWith('/')) images.push(first);
  }
  return images;
}

/** JSON inside <script>: a '<' could close the element or open a comment, so it travels escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built SPA under /spa (spec §2): hashed assets cached for a year, index.html never
 * cached and served for every client route. "/" goes to the storefront.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null, shell?: ShellSource): Promise<boolean> {
  let served = false;
  // Everything here is the public storefront shell: declared public once for the scope.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    served = await registerSpaRoutes(scope, distDir, shell);
  });
  return served;
}

async function registerSpaRoutes(
  app: FastifyInstance,
  distDir: string | null,
  shell: ShellSource | undefined,
): Promise<boolean> {
  app.get('/', async (_request, reply) => reply.redirect('/spa/', 302));
  if (!distDir) return false;
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web/dist not built: /spa is not served (run npm run build)');
    return false;
  }
  // Re-read index.html when a rebuild replaced it, so a running server never serves asset names that are gone.
  let index = { mtimeMs: 0, html: Buffer.alloc(0) };
  const currentIndex = (): Buffer | null => {
    try {
      const { mtimeMs } = fs.statSync(indexPath);
      if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexPath) };
      return index.html;
    } catch {
      return null; // a build is replacing dist right now
    }
  };
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/spa/',
    index: false,
    wildcard: false,
    // The header is ours (setHeaders): left on, the static plugin writes its own 'public, max-age=0' over it
    // after setHeaders, and every visit asked again for every hashed asset.
    cacheControl: false,
    // The build wrote brotli and gzip copies beside each text asset (web/vite.config.ts): sent as they are to
    // a browser that takes them, the plain file otherwise. The compression plugin leaves an encoded answer be.
    preCompressed: true,
    // Source maps stay on the server (the bundles do not name them); the copies are reached only through
    // preCompressed, never by their own names.
    allowedPath: (pathName) => !/\.(map|br|gz)$/i.test(pathName),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker names the build's assets: asked again on every visit so a deploy reaches everyone.
      // (filePath is the precompressed copy's when one is sent: sw.js.br, sw.js.gz.)
      const revalidate = /^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath));
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600',
      );
      // Its scope is /spa: the storefront's home is /spa itself as well as /spa/… (default: the folder, /spa/).
      if (revalidate) res.setHeader('Service-Worker-Allowed', '/spa');
      // The same address answers brotli, gzip or plain bytes by the request's Accept-Encoding: caches must know.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = currentIndex();
    if (!html)
      return reply
        .status(503)
        .header('Retry-After', '5')
        .type('text/plain; charset=utf-8')
        .send('Mağaza güncelleniyor, lütfen birkaç saniye sonra yenileyin.');
    if (!shell) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    const values = await shell(request);
    const pathname = request.url.split('?')[0] ?? '';
    const answers: Record<string, unknown> = { '/application': values.application };
    // Asked as the browser would ask, with its cookies: the same answer, the same access rules.
    await Promise.all(
      firstCalls(pathname, values.application.settings).map(async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie: request.headers.cookie ?? '' } });
        if (res.statusCode === 200 && /^application\/json/.test(String(res.headers['content-type']))) {
          answers[url] = res.json();
        }
      }),
    );
    const page = fillShell(html.toString('utf8'), values, answers, OWN_FRAME.test(pathname));
    // The page carries the asking session's answers: the browser's own copy only, asked again each time.
    return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(page);
  };
  app.get('/spa', sendIndex);
  app.get('/spa/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (/\.[a-z0-9]{2,5}$/i.test(file)) {
      // The static plugin registered a route for each file present at start-up; a file a later build wrote
      // (a server left running across `npm run build`) is sent from here, with the same headers.
      if (builtFile(distDir, file)) return reply.sendFile(file);
      // A missing asset is a 404, not the app shell (a stale tab asking for an old bundle must not get HTML).
      return reply.status(404).send(errorBody(404, 'Dosya bulunamadı.'));
    }
    return sendIndex(request, reply);
  });
  return true;
}

/** Whether `file` (a path below /spa/) names a servable file of the build: inside dist, not a map or a copy. */
function builtFile(distDir: string, file: string): boolean {
  if (/\.(map|br|gz)$/i.test(file) || file.includes('\0')) return false;
  const full = path.resolve(distDir, file);
  if (!full.startsWith(path.resolve(distDir) + path.sep)) return false;
  return fs.statSync(full, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * CSS as the text of a style element: no "<" at all (its CSS escape in its place, which means the same in a string,
 * the one place the theme's plain declarations could hold it), so nothing in it can end the element.
 */
function styleText(css: string): string {
  return css.replaceAll('<', '\\3c ');
}

/**
 * The build's index.html with what only the server knows written in: the firm's name as title, the theme's
 * stylesheet, the header's logo place, the first screen's pictures to fetch at once, and the
 * answers the page would ask for first, which the app takes instead of asking (web/src/lib/carried.ts). Pages in
 * a frame of their own lose the storefront frame.
 */
export function fillShell(html: string, values: ShellValues, answers: Record<string, unknown>, ownFrame: boolean) {
  const preloads = firstImages(answers)
    .map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`)
    .join('');
  return (
    html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${values.title}</title>`)
      // In the page, the theme's few rules hold its first paint up no longer than the page itself.
      .replace(/<link id="theme-css"[^>]*>/, () => `<style id="theme-css">${styleText(values.themeCss)}</style>`)
      .replace('</head>', () => `${preloads}</head>`)
      .replace(/<!--shell-->[\s\S]*<!--\/shell-->/, (frame) => (ownFrame ? '' : frame))
      .replace(/<!--brand-->[\s\S]*<!--\/brand-->/, () => values.brand)
      .replace('<!--boot-->', () => `<script id="bayi-answers" type="application/json">${scriptJson(answers)}</script>`)
  );
}
