import { z } from 'zod';
import { orderListRowSchema, reportRangeSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import type { ReportsService } from './service';

const tags = ['Raporlar'];

export function registerReportsRoutes(app: Api, deps: { reports: ReportsService }): void {
  const { reports } = deps;

  app.get(
    '/report/siparislistesi',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary: 'Sipariş listesi (tarih aralığı yyyy.MM.dd, iki uç dahil)',
        querystring: reportRangeSchema,
        response: { 200: z.array(orderListRowSchema), ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reports.orderList(ownerOf(request).dealerId, request.query);
    },
  );
}
