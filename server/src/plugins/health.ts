import { z } from 'zod';
import { modulePlugin } from './module';

/**
 * Liveness for load balancers (and the trivial route the benchmarks compare against), and readiness: the
 * catalogue index is built, so lists and search answer at full speed (PostgreSQL answers them until then). A load
 * balancer sends traffic once /health/ready answers 200; the bench waits for it.
 */
export default modulePlugin<{ ready: () => boolean }>('health', (app, { ready }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistem'],
        summary: 'Canlılık denetimi (yük dengeleyici)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistem'],
        summary: 'Hazırlık denetimi: katalog dizini kuruldu mu (yük dengeleyici)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('starting') }),
        },
      },
    },
    async (_request, reply) =>
      ready() ? { status: 'ready' as const } : reply.code(503).send({ status: 'starting' as const }),
  );
});
