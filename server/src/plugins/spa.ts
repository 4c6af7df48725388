import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/** What the server writes into the storefront's HTML for one request (modules/application/page.ts). */
export interface ShellValues {
  /** The document title, HTML-escaped. */
  title: string;
  /** The theme stylesheet's versioned address. */
  themeCss: string;
  /** HTML for the header's logo place. */
  brand: string;
  /** The asking session's /application answer, JSON safe inside <script>. */
  application: string;
}
export type ShellSource = (request: FastifyRequest) => Promise<ShellValues>;

/** Client routes drawn in a frame of their own: the storefront's header and page frame are left out there. */
const OWN_FRAME = /^\/spa\/(login|apage|admin|qrmenu)(\/|$)/i;

/**
 * The built SPA under /spa (DESIGN §3): hashed assets cached for a year, index.html never
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
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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
    const page = fillShell(html.toString('utf8'), await shell(request), OWN_FRAME.test(request.url));
    // The page carries the asking session's /application answer: the browser's own copy only, asked again each time.
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
 * The build's index.html with what only the server knows written in: the firm's name as title, the theme
 * stylesheet's current version, the header's logo place, and /application for the asking session, which the app
 * reads instead of asking for it (web/src/app/boot.ts). Pages in a frame of their own lose the storefront frame.
 */
export function fillShell(html: string, values: ShellValues, ownFrame: boolean): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${values.title}</title>`)
    .replace('href="/application/defaultCss"', () => `href="${values.themeCss}"`)
    .replace(/<!--shell-->[\s\S]*<!--\/shell-->/, (frame) => (ownFrame ? '' : frame))
    .replace(/<!--brand-->[\s\S]*<!--\/brand-->/, () => values.brand)
    .replace(
      '<!--boot-->',
      () => `<script id="bayi-application" type="application/json">${values.application}</script>`,
    );
}
