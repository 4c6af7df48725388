import type { FastifyInstance } from 'fastify';

/**
 * Counts requests between arrival and the end of their handler, whether or not the client is
 * still there, so shutdown can wait for database work to finish before closing the pool.
 */
export function trackInFlight(app: FastifyInstance) {
  let active = 0;
  app.addHook('onRequest', async () => {
    active++;
  });
  // onSend runs once per request when its handler (or the error handler) has answered, even if
  // the client has gone; by then the request's database work is over.
  app.addHook('onSend', async () => {
    active--;
  });
  return {
    get active() {
      return active;
    },
    async drained(timeoutMs: number): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (active > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
