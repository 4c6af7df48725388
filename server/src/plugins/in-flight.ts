import type { FastifyInstance } from 'fastify';

/**
 * Counts requests between arrival and the end of their handler, whether or not the client is
 * still there, so shutdown can wait for database work to finish before closing the pool.
 */
export function trackInFlight(app: FastifyInstance) {
  let active = 0;
  // Callback hooks, not async ones: an async hook is a promise and a turn of the microtask queue per
  // request, and an answer not sent by the time its handler resolves is waited for with stream listeners.
  app.addHook('onRequest', (_request, _reply, done) => {
    active++;
    done();
  });
  // onSend runs once per request when its handler (or the error handler) has answered, even if
  // the client has gone; by then the request's database work is over.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    active--;
    done(null, payload);
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
