import type { FastifyInstance } from 'fastify';

/**
 * One access line per request, written when the answer is done: method, address (redacted by the request
 * serializer), status and time. Fastify's own request logging writes two lines (incoming and completed),
 * and every line goes through the logger's redaction of card fields; on the document-detail bench that
 * was a quarter of the server's work (2,530 against 3,235 answers a second with no request lines,
 * docs/performance.md "Reports"). The app is built with `disableRequestLogging` for this.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
