import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  defaultReportRange,
  listApiQuery,
  listCallUrl,
  parseReportDate,
  readListState,
  reportPath,
} from '@bayi/common';
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
  application: { settings: Partial<Record<string, string>>; isLoggedIn?: boolean };
  /** Today in Türkiye by the server's clock (yyyy.MM.dd): the day a report page without a range is drawn for. */
  today: string;
}
export type ShellSource = (request: FastifyRequest) => Promise<ShellValues>;

/** Client routes drawn in a frame of their own: the storefront's header and page frame are left out there. */
const OWN_FRAME = /^\/spa\/(login|apage|admin|qrmenu)(\/|$)/i;

/** A call the page makes before it can show anything, and the pictures its answer puts on the first screen. */
interface FirstCall {
  /** The address exactly as the app asks for it: the key the app looks its answer up by. */
  url: string;
  pictures?: (answer: unknown) => FirstPicture[];
}
export interface FirstPicture {
  href: string;
  /** The one the page is judged by (its LCP): ahead of the scripts, not only of other pictures. */
  high: boolean;
}

/** A picture of our own (the promotion and product addresses are paths on this server). */
const ownPicture = (src: unknown): src is string => typeof src === 'string' && /^\/(?![/\\])/.test(src);

const promotionPictures = (answer: unknown): FirstPicture[] => {
  const first = (answer as { activeItems?: { imageUrl?: unknown }[] }).activeItems?.[0]?.imageUrl;
  return ownPicture(first) ? [{ href: first, high: true }] : [];
};

/**
 * The list's first cards (web ProductCard: the first image of each, its medium size). Four make the first row on
 * a wide screen; only the first is hurried, so on a phone's slow line it does not share it with three more.
 * A dealer who chose the list view sees small thumbnails instead: the browser's choice the server cannot know.
 */
const FIRST_CARDS = 4;
const listPictures = (answer: unknown): FirstPicture[] =>
  ((answer as { stoks?: { images?: { mediumUrl?: unknown }[] }[] }).stoks ?? [])
    .slice(0, FIRST_CARDS)
    .map((product) => product.images?.[0]?.mediumUrl)
    .filter(ownPicture)
    .map((href, i) => ({ href, high: i === 0 }));

/** The product page's main picture (web ProductGallery: the first image, large, else medium). */
const productPictures = (answer: unknown): FirstPicture[] => {
  const image = (answer as { stok?: { images?: { largeUrl?: unknown; mediumUrl?: unknown }[] } }).stok?.images?.[0];
  const href = image?.largeUrl || image?.mediumUrl;
  return ownPicture(href) ? [{ href, high: true }] : [];
};

/**
 * The calls a page makes before it can show anything, answered into the page itself so the app does not wait a
 * round trip for each (web/src/lib/carried.ts): the storefront frame's menus on every page in it, on the home its
 * hero and announcement, on a list page its first list, on a product page the product.
 */
/** The pages for signed-in dealers only (web/src/app/router.tsx, under RequireDealer). */
const DEALER_PAGE = /^\/spa\/(basket|quick-order|info|report|checkout|payment)(\/|$)/i;
const FRAME_CALLS: FirstCall[] = [
  { url: '/menu/?id=menu.header' },
  { url: '/menu/?id=menu.footer' },
  { url: '/categorymenu/get' },
];
function firstCalls(
  pathname: string,
  search: URLSearchParams,
  { application: { settings, isLoggedIn }, today }: ShellValues,
): FirstCall[] {
  // The sign-in page's card, logo and background, and the links under it (web features/auth).
  if (/^\/spa\/login\/?$/i.test(pathname)) return [{ url: '/login' }, { url: '/menu/?id=menu.logon' }];
  if (OWN_FRAME.test(pathname)) return [];
  // A signed-in dealer's header shows the basket's count (web features/layout).
  const frame = isLoggedIn ? [...FRAME_CALLS, { url: '/application/getBasketProductCount' }] : FRAME_CALLS;
  if (/^\/spa\/?$/.test(pathname)) {
    // spec §2 "Home": 'slider' shows the three-promotion tiles, anything else the carousel.
    const hero = settings['home.vitrin.tipi']?.trim().toLowerCase() === 'slider' ? 'type=50' : 'type=10&viewType=10';
    return [
      ...frame,
      { url: `/promotion/GetPromotion?${hero}`, pictures: promotionPictures },
      { url: '/promotion/GetPromotion?type=40', pictures: promotionPictures },
    ];
  }
  // A dealer's page shows nothing of itself before the session check has answered (web RequireDealer).
  if (DEALER_PAGE.test(pathname))
    return [...frame, { url: '/login/CheckLogin' }, ...reportCalls(pathname, search, today)];
  const own = pageCall(pathname, search);
  return own ? [...frame, own] : frame;
}

/** The reports a dealer reads (web features/reports); the two about invoices show the open ones above the range. */
const REPORT_PAGE = /^\/spa\/report\/(genelhareket|hesapekstresi|siparislistesi|faturalistesi)\/?$/i;

/**
 * A report page's own calls, spelled as the page spells them (`reportPath`): the range in the address, or the one
 * the page starts from without one (spec §2 "Reports": a month back to today, the same rule as the report call's
 * own default). A range the page would not take is left for the app to set and ask.
 */
function reportCalls(pathname: string, search: URLSearchParams, today: string): FirstCall[] {
  const type = REPORT_PAGE.exec(pathname)?.[1]?.toLowerCase();
  if (!type) return [];
  const begin = search.get('begin');
  const end = search.get('end');
  const range =
    begin === null && end === null ? defaultReportRange(today) : begin !== null && end !== null ? { begin, end } : null;
  if (!range || !parseReportDate(range.begin) || !parseReportDate(range.end) || range.begin > range.end) return [];
  const calls: FirstCall[] = [{ url: reportPath(type, range.begin, range.end) }];
  if (type === 'hesapekstresi' || type === 'faturalistesi') calls.push({ url: '/report/acikfaturalar' });
  return calls;
}

/**
 * The list or product call of a storefront page, spelled as its page spells it (web/src/app/router.tsx and
 * features/catalog: CategoryPage, SearchPage, BrandProductsPage, AllProductsPage; features/product). The
 * router matches without regard to case or a trailing slash, and hands the page its path's parts decoded.
 * An address it does not know gets nothing; one the call refuses (an unknown id, a bad page) gets no answer.
 */
function pageCall(pathname: string, search: URLSearchParams): FirstCall | null {
  const parts = routerPath(pathname.replace(/^\/spa\//, '').replace(/\/$/, '')).split('/');
  if (parts.some((part) => part === '')) return null;
  const [page = '', id, categoryId, ...more] = [parts[0]!.toLowerCase(), ...parts.slice(1)];
  if (more.length > 0) return null;
  const list = (path: string, extra: Record<string, string> = {}): FirstCall => ({
    url: listCallUrl(path, listApiQuery(readListState(search), extra)),
    pictures: listPictures,
  });
  if (categoryId === undefined) {
    if (page === 'catalog' && id) return list(`/category/${encodeURIComponent(id)}`);
    if (page === 'product' && id) return { url: `/product/${encodeURIComponent(id)}`, pictures: productPictures };
    if (page === 'productall' && !id) return list('/product/all/');
    if (page === 'search' && !id) {
      const q = search.get('q')?.trim() ?? '';
      return q ? list('/search/', { q }) : null;
    }
    // /brand/all is the brands' own page, not a list of products.
    if (page === 'brand' && id && id.toLowerCase() !== 'all')
      return list(`/brand/${encodeURIComponent(id)}`, { category: '0' });
    return null;
  }
  return page === 'brand' && id ? list(`/brand/${encodeURIComponent(id)}`, { category: categoryId }) : null;
}

/** The path as React Router reads it: each part decoded, a slash inside a part kept encoded; as is if malformed. */
function routerPath(path: string): string {
  try {
    return path
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/**
 * The code of each storefront page the router loads on first visit (web/src/app/router.tsx, the `lazy` of its
 * route and of the layout around it), by the build's name for it. Named in the page (#bayi-page-code), the app's
 * starter fetches it beside the start-up chunk instead of after that has run; without it a phone waited a round
 * trip and the chunk's download before the app could take the page over. A page not listed loads as before.
 */
const PAGE_CODE: [RegExp, string[]][] = [
  [/^\/spa\/login\/?$/i, ['src/app/layouts/LoginLayout.tsx', 'src/features/auth/LoginPage.tsx']],
  [/^\/spa\/product\/[^/]+\/?$/i, ['src/features/product/ProductPage.tsx']],
  [/^\/spa\/catalog\/[^/]+\/?$/i, ['src/features/catalog/CategoryPage.tsx']],
  [/^\/spa\/search\/?$/i, ['src/features/catalog/SearchPage.tsx']],
  [/^\/spa\/brand\/all\/?$/i, ['src/features/catalog/BrandsPage.tsx']],
  [/^\/spa\/brand\/[^/]+(\/[^/]+)?\/?$/i, ['src/features/catalog/BrandProductsPage.tsx']],
  [/^\/spa\/productall\/?$/i, ['src/features/catalog/AllProductsPage.tsx']],
  [/^\/spa\/basket\/?$/i, ['src/features/basket/BasketPage.tsx']],
  [/^\/spa\/quick-order\/?$/i, ['src/features/quick-order/QuickOrderPage.tsx']],
  [/^\/spa\/report\/[^/]+\/?$/i, ['src/features/reports/ReportPage.tsx']],
  [/^\/spa\/checkout\/(?!success\/)[^/]+\/?$/i, ['src/features/checkout/CheckoutPage.tsx']],
  [/^\/spa\/payment\/?$/i, ['src/features/payment/PaymentPage.tsx']],
  [/^\/spa\/info\/me\/?$/i, ['src/features/account/AccountPage.tsx']],
];

/** A page the server drew: its markup and the router's state the app starts from (web/src/main.tsx). */
export interface DrawnPage {
  html: string;
  router: unknown;
}

/** Vite's build manifest (web/vite.config.ts `manifest`): each module's chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The files of the page's own code, without the start-up chunk and what it imports (the page names those
 * already): each page module's chunk and every chunk it imports, once.
 */
export function pageCodeFiles(manifest: BuildManifest, pathname: string): string[] {
  const modules = PAGE_CODE.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const started = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, started);
  const wanted = new Set<string>();
  for (const module of modules) walk(module, wanted);
  return [...wanted].filter((key) => !started.has(key)).map((key) => manifest[key]!.file);
}

/** The storefront's pages as the server draws them (web/src/server-entry.tsx, built into web/dist-ssr). */
interface PageDrawer {
  renderPage(
    url: string,
    answers: Record<string, unknown>,
    cookie: string,
    today: string,
  ): Promise<{ html: string; router: unknown } | null>;
}

/** Asks for the page's frame without the page drawn into it (web/sw/worker.ts). */
const FRAME_ONLY_HEADER = 'x-bayi-frame-only';

/** Pages the app draws alone: the back office and the QR menu are for staff and a shop's own screen. */
const APP_DRAWN = /^\/spa\/(admin|qrmenu)(\/|$)/i;

/** The server build of the pages beside the browser's (`npm run build -w web`); none when it was not built. */
async function loadPageDrawer(distDir: string, log: FastifyInstance['log']): Promise<PageDrawer | null> {
  const file = path.join(path.dirname(distDir), 'dist-ssr', 'server-entry.js');
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageDrawer;
  } catch (error) {
    log.error({ err: error }, 'web/dist-ssr could not be loaded: pages are drawn by the browser alone');
    return null;
  }
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
  // Re-read index.html (and the build's manifest beside it) when a rebuild replaced it, so a running server
  // never serves asset names that are gone.
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  let index = { mtimeMs: 0, html: Buffer.alloc(0), manifest: {} as BuildManifest, stylesheet: null as AppStylesheet };
  const currentIndex = (): typeof index | null => {
    try {
      const { mtimeMs } = fs.statSync(indexPath);
      if (mtimeMs !== index.mtimeMs) {
        const html = fs.readFileSync(indexPath);
        index = { mtimeMs, html, manifest: readManifest(), stylesheet: readStylesheet(distDir, html.toString('utf8')) };
      }
      return index;
    } catch {
      return null; // a build is replacing dist right now
    }
  };
  const readManifest = (): BuildManifest => {
    try {
      return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
    } catch {
      return {}; // a build without one: the pages load their code as the router asks for it
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
    allowedPath: (pathName) => !/\.(map|br|gz)$/i.test(pathName) && !/(^|\/)\.vite\//.test(pathName),
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
  const drawer = await loadPageDrawer(distDir, app.log);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const built = currentIndex();
    if (!built)
      return reply
        .status(503)
        .header('Retry-After', '5')
        .type('text/plain; charset=utf-8')
        .send('Mağaza güncelleniyor, lütfen birkaç saniye sonra yenileyin.');
    if (!shell) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(built.html);
    const values = await shell(request);
    const [pathname = '', query = ''] = request.url.split(/\?(.*)/s);
    const answers: Record<string, unknown> = { '/application': values.application };
    const pictures: FirstPicture[] = [];
    // Asked as the browser would ask, with its cookies: the same answer, the same access rules. A call that
    // does not answer 200 with JSON (an unknown id, a bad page number) is left for the app to ask and show.
    const calls = firstCalls(pathname, new URLSearchParams(query), values);
    const answered = await Promise.all(
      calls.map(async (call) => {
        const res = await app.inject({
          method: 'GET',
          url: call.url,
          headers: { cookie: request.headers.cookie ?? '' },
        });
        if (res.statusCode !== 200 || !/^application\/json/.test(String(res.headers['content-type']))) return null;
        return res.json<unknown>();
      }),
    );
    calls.forEach((call, i) => {
      const answer = answered[i];
      if (answer === null || answer === undefined) return;
      answers[call.url] = answer;
      pictures.push(...(call.pictures?.(answer) ?? []));
    });
    // The service worker keeps the bare frame for its offline copy (web/sw/worker.ts): a page drawn for one
    // address cannot stand for every other.
    const frameOnly = request.headers[FRAME_ONLY_HEADER] !== undefined;
    // A visitor on a dealer's page is sent to sign in by the app (web RequireDealer): nothing to draw first.
    const leaving = answers['/login/CheckLogin'] === false;
    const drawn =
      drawer && !APP_DRAWN.test(pathname) && !frameOnly && !leaving
        ? await drawPage(drawer, request, answers, values.today)
        : null;
    // A browser that has this build's stylesheet (the app said so in a cookie) links it; on a first visit it is
    // written into the page, so the page paints when its HTML arrives rather than a request later.
    const stylesheet = built.stylesheet;
    const inlineCss = drawn && stylesheet && request.cookies[STYLESHEET_COOKIE] !== stylesheet.name ? stylesheet : null;
    const page = fillShell(built.html.toString('utf8'), values, answers, pictures, OWN_FRAME.test(pathname), {
      code: pageCodeFiles(built.manifest, pathname).map((file) => `/spa/${file}`),
      drawn,
      inlineCss,
    });
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

/**
 * The page drawn for this request, or null: a page the router redirects or fails on, or one the drawing threw on,
 * is left for the app to draw in the browser, as every page was before.
 */
async function drawPage(
  drawer: PageDrawer,
  request: FastifyRequest,
  answers: Record<string, unknown>,
  today: string,
): Promise<DrawnPage | null> {
  try {
    return await drawer.renderPage(
      `${request.protocol}://${request.host}${request.url}`,
      answers,
      request.headers.cookie ?? '',
      today,
    );
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'the page could not be drawn on the server');
    return null;
  }
}

/** The app's stylesheet of the build: its file name and its text, to write into a first visit's page. */
type AppStylesheet = { name: string; href: string; css: string } | null;

/** Set by the app to the name of the stylesheet its browser holds (web/src/app/boot.tsx); read here. */
const STYLESHEET_COOKIE = 'bayi_css';

function readStylesheet(distDir: string, html: string): AppStylesheet {
  const href = /<link rel="stylesheet" crossorigin href="\/spa\/(assets\/[\w.-]+\.css)">/.exec(html)?.[1];
  if (!href) return null;
  try {
    return { name: path.basename(href), href: `/spa/${href}`, css: fs.readFileSync(path.join(distDir, href), 'utf8') };
  } catch {
    return null;
  }
}

/** Whether `file` (a path below /spa/) names a servable file of the build: inside dist, not a map or a copy. */
function builtFile(distDir: string, file: string): boolean {
  if (/\.(map|br|gz)$/i.test(file) || /(^|\/)\.vite\//.test(file) || file.includes('\0')) return false;
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
 * stylesheet, the header's logo place, the first screen's pictures and the page's own code to fetch at once, and the
 * answers the page would ask for first, which the app takes instead of asking (web/src/lib/carried.ts). Pages in
 * a frame of their own lose the storefront frame.
 */
export function fillShell(
  html: string,
  values: ShellValues,
  answers: Record<string, unknown>,
  pictures: FirstPicture[],
  ownFrame: boolean,
  page: { code: string[]; drawn?: DrawnPage | null; inlineCss?: AppStylesheet } = { code: [] },
) {
  const drawn = page.drawn;
  const inline = page.inlineCss;
  const preloads =
    pictures
      .map(
        ({ href, high }) =>
          `<link rel="preload" as="image" href="${escapeHtml(href)}"${high ? ' fetchpriority="high"' : ''} />`,
      )
      .join('') +
    // Fetched by the app's starter once the page has painted (web/build/startAfterPaint.ts), not at once.
    (page.code.length > 0
      ? `<script id="bayi-page-code" type="application/json">${scriptJson(page.code)}</script>`
      : '');
  let filled = html;
  if (drawn) {
    // The page itself in place of the frame, styled from the first paint: the app's stylesheet goes back into
    // the head (the build moved it to the end of the body, where only the frame's own rules were needed early),
    // or its rules are written there on a first visit.
    const link = /<link rel="stylesheet" crossorigin href="[^"]+\.css">/.exec(filled)?.[0] ?? '';
    const stylesheet = inline
      ? `<style id="app-css" data-href="${escapeHtml(inline.href)}">${styleText(inline.css)}</style>`
      : link;
    filled = filled
      .replace(link, '')
      .replace(/<style id="frame-css">[\s\S]*?<\/style>/, '')
      .replace('</head>', () => `${stylesheet}</head>`)
      .replace(/<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/, () => `<div id="root">${drawn.html}</div>`)
      .replace(
        '<!--boot-->',
        () => `<script id="bayi-router" type="application/json">${scriptJson(drawn.router)}</script><!--boot-->`,
      );
  }
  return (
    filled
      .replace(/<title>[^<]*<\/title>/, () => `<title>${values.title}</title>`)
      // In the page, the theme's few rules hold its first paint up no longer than the page itself.
      .replace(/<link id="theme-css"[^>]*>/, () => `<style id="theme-css">${styleText(values.themeCss)}</style>`)
      .replace('</head>', () => `${preloads}</head>`)
      .replace(/<!--shell-->[\s\S]*<!--\/shell-->/, (frame) => (ownFrame ? '' : frame))
      .replace(/<!--brand-->[\s\S]*<!--\/brand-->/, () => values.brand)
      .replace('<!--boot-->', () => `<script id="bayi-answers" type="application/json">${scriptJson(answers)}</script>`)
  );
}
