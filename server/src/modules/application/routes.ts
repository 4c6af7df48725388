import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApplicationService } from './service';
import type { BasketService } from '../basket/service';

/** The cookie ctrl+1/2/3 set (spec §3 "Price-name preference"); only a plain name is accepted. */
export function priceNameCookie(value: string | undefined): string | null {
  if (!value) return null;
  const name = value.trim();
  return name.length > 0 && name.length <= 100 ? name : null;
}

export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: { application: ApplicationService; basket: BasketService },
): void {
  app.get('/application', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return deps.application.application(request.session, priceNameCookie(request.cookies.priceName));
  });

  app.get('/application/defaultCss', async (request, reply) => {
    const css = await deps.application.css();
    const etag = `"${createHash('sha1').update(css).digest('base64url')}"`;
    reply.header('Content-Type', 'text/css; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return css;
  });

  app.get('/application/getBasketProductCount', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return request.session ? deps.basket.productCount(request.session.userId) : 0;
  });
}
