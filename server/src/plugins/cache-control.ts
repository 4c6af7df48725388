import type { FastifyInstance } from 'fastify';

const JSON_TYPE = /^application\/json\b/i;

/**
 * A JSON answer is someone's data (a basket, a price, a back-office list) and is never kept by a browser or a
 * proxy unless its route says otherwise: every application/json answer without a Cache-Control of its own gets
 * `no-store`, errors included. Routes that may be kept (the catalogue's shared answers, the built files) set
 * their own header, which is left alone.
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type') ?? reply.raw.getHeader('content-type');
    if (
      typeof type === 'string' &&
      JSON_TYPE.test(type) &&
      !reply.hasHeader('cache-control') &&
      !reply.raw.hasHeader('cache-control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
