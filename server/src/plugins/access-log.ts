import type { FastifyInstance } from 'fastify';

/**
 * One access line per request, written when the answer is done: method, address (redacted by the request
 * serializer), status and time. Fastify's own request logging writes two lines (incoming and completed),
 * and every line goes through the logger's redaction of card fields; on the document-detail bench that
 * was a quarter of the server's work (2,530 against 3,235 answers a second with no request lines,
 * docs/performance.md "Reports"). The app is built with `disableRequestLogging` for this.
 */
/**
 * The address of the server's own requests while it warms up (app.inject, catalog/warm-up.ts): not logged, a
 * thousand lines at every start saying nothing. No network socket has it (a socket's address is an IP address;
 * X-Forwarded-For sets `request.ip`, never the socket's), so no client can use it to go unlogged.
 */
export const WARM_UP_ADDRESS = 'warm-up';

export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.raw.socket.remoteAddress !== WARM_UP_ADDRESS)
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
