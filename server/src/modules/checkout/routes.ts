import {
  apiErrorSchema,
  basketMessages,
  checkoutDataSchema,
  checkoutResultSchema,
  checkoutSubmissionSchema,
  type CheckoutResult,
} from '@bayi/common';
import { errorBody, HttpError } from '../../plugins/errors';
import { refusals, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import { idParam } from '../../lib/params';
import { siteOf, type PaymentsService } from '../payments/service';
import type { CheckoutService } from './service';

const tags = ['Sepet ve sipariş'];

export function registerCheckoutRoutes(app: Api, deps: { checkout: CheckoutService; payments: PaymentsService }): void {
  const { checkout, payments } = deps;

  // Not found carries notFound: true beside the usual error body, the flag the checkout screen reads.
  app.get(
    '/basket/checkout/:id',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary: 'Siparişi tamamlama verileri: teslimat, ödeme, adresler, banka hesapları',
        params: idParam,
        response: {
          200: checkoutDataSchema,
          ...refusals(400, 401),
          404: apiErrorSchema
            .extend({ notFound: checkoutDataSchema.shape.notFound })
            .meta({ description: 'Sipariş bulunamadı (başka bir bayinin siparişi de).' }),
        },
      },
    },
    async (request, reply) => {
      try {
        return await checkout.data(ownerOf(request).dealerId, request.params.id);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) {
          return reply.status(404).send({ ...errorBody(404, err.message), notFound: true });
        }
        throw err;
      }
    },
  );

  app.post(
    '/basket/checkout2/:id',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary:
          'Siparişi teslimat ve ödeme seçimiyle tamamlar; alan hataları errors içinde. Kredi kartı (kredikarti): 3-D Secure penceresi döner, sipariş ödeme doğrulanınca tamamlanır.',
        params: idParam,
        body: checkoutSubmissionSchema,
        response: {
          200: checkoutResultSchema,
          ...refusals(400, 401),
          404: checkoutResultSchema.meta({ description: 'Sipariş bulunamadı.' }),
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const result = await checkout.submit(owner.dealerId, request.params.id, request.body);
      if (!result) {
        const body: CheckoutResult = { hasError: true, errors: { genel: basketMessages.orderNotFound } };
        return reply.status(404).send(body);
      }
      // By card: the 3-D Secure window opens; the order completes when the charge is verified.
      if ('card' in result) return payments.startOrderPayment(owner, result.card, request.body, siteOf(request));
      return result;
    },
  );
}
