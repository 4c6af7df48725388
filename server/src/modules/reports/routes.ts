import type { FastifyInstance } from 'fastify';
import { reportRangeSchema } from '@bayi/common';
import { parseInput } from '../../plugins/errors';
import { requireDealer } from '../../plugins/session';
import type { ReportsService } from './service';

export function registerReportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }): void {
  const { reports } = deps;

  app.get('/report/siparislistesi', async (request, reply) => {
    requireDealer(request);
    const range = parseInput(reportRangeSchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return reports.orderList(request.session.dealerId, range);
  });
}
