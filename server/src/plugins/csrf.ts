import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'İstek reddedildi: başka bir siteden gönderilen işlem kabul edilmez.';

/**
 * CSRF defence without tokens (OWASP "Fetch Metadata"): an unsafe request is refused
 * when the browser says it is cross-site, or when its Origin is not this host. Requests without
 * either header (server-to-server integrations, curl) carry no ambient browser cookies risk.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'exempt' only where a cross-site POST is the point and no session is used: the bank's 3-D Secure return
     * (a signed address names the payment) and the Test POS's bank form (docs/security.md "Card payments").
     */
    csrf?: 'exempt';
  }
}

export function registerCsrfGuard(app: FastifyInstance): void {
  // A callback hook (see in-flight.ts); a refusal is sent without calling `done`, which ends the request there.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (!request.is404 && request.routeOptions.config.csrf === 'exempt') return done();
    // Integration routes authenticate by a bearer key the caller sends itself, never by a cookie the
    // browser adds: a forged cross-site request has no key, so there is nothing to forge. An ERP's HTTP client may
    // send any Origin or none.
    if (!request.is404 && request.routeOptions.config.access === 'integration') return done();
    if (isCrossSite(request)) {
      reply.status(403).send(errorBody(403, CSRF_MESSAGE));
      return;
    }
    done();
  });
}
