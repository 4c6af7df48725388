import { adminPaymentListQuerySchema, adminPaymentListSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import type { PaymentsService } from './service';

/** The back office's card payments: admins only, for support. */
export function registerStaffPaymentRoutes(app: Api, deps: { payments: PaymentsService }): void {
  app.get(
    '/admin/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Yönetim: ödemeler'],
        summary:
          'Kartlı ödeme denemeleri (tahsilat, sipariş, bakiye, fatura) ve durumları: ödendi, başarısız, 3-D Secure bekleniyor; kart maskeli',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.payments.staffList(request.query);
    },
  );
}
