import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors';

/**
 * The built SPA under /spa (DESIGN §3): hashed assets cached for a year, index.html never
 * cached and served for every client route. "/" goes to the storefront.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  let served = false;
  // Everything here is the public storefront shell: declared public once for the scope.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    served = await registerSpaRoutes(scope, distDir);
  });
  return served;
}

async function registerSpaRoutes(app: FastifyInstance, distDir: string | null): Promise<boolean> {
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
  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    const html = currentIndex();
    if (!html)
      return reply
        .status(503)
        .header('Retry-After', '5')
        .type('text/plain; charset=utf-8')
        .send('Mağaza güncelleniyor, lütfen birkaç saniye sonra yenileyin.');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
