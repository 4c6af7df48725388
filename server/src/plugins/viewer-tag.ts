import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The answer header naming whose answer it is (the service worker's cache partition, docs/architecture.md). */
export const VIEWER_TAG_HEADER = 'X-Bayi-Viewer';

/**
 * Who an answer was made for, as an opaque tag: 'visitor' without a session; otherwise a digest of the session,
 * the dealer it acts for and the chosen price list — everything a catalogue answer depends on. A new sign-in,
 * another dealer to shop for or another list gives another tag. It names no one: the session's id is stored
 * hashed already and is hashed again with the rest.
 */
export function viewerTagOf(request: FastifyRequest): string {
  const session = request.session;
  if (!session) return 'visitor';
  return createHash('sha256')
    .update(
      `${session.idHash}|${session.userId}|${session.dealerId ?? ''}|${session.staffName ?? ''}|${request.priceName ?? ''}`,
    )
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Every GET answer but the build's files says whose it is. The storefront's service worker keeps the catalogue
 * answers of one viewer at a time and drops them all when an answer for someone else arrives, so a dealer's
 * prices are never shown to the next person on the same browser.
 */
export function registerViewerTag(app: FastifyInstance): void {
  // A callback hook like the other onSend hooks (security-headers.ts): the answer is written as it is sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Integration clients read no cookies (their key is who they are). The build's files are the same for all;
    // the storefront's pages are not (they carry the session's first answers: plugins/spa.ts).
    const integration = !request.is404 && request.routeOptions.config.access === 'integration';
    const buildFile = /^\/spa\/[^?]*\.[a-z0-9]+(\?|$)/i.test(request.url);
    if (request.method === 'GET' && !integration && !buildFile) {
      reply.header(VIEWER_TAG_HEADER, viewerTagOf(request));
    }
    done(null, payload);
  });
}
