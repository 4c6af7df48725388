import {
  integrationAckBodySchema,
  integrationOrderParamsSchema,
  integrationOrderSchema,
  integrationOrdersQuerySchema,
  integrationOrdersResponseSchema,
} from '@bayi/common';
import { integrationRefusals, type Api } from '../../plugins/contract';
import { apiKeyOf } from '../../plugins/request-context';
import type { OrdersService } from './service';

const tags = ['Entegrasyon (ERP): siparişler'];
/** An API key with the `orders` scope. */
const erp = { access: 'integration', scope: 'orders' } as const;

/** Orders out to the ERP, under /api/v1: the integration's audience of the orders service. */
export function registerIntegrationOrderRoutes(app: Api, deps: { orders: OrdersService }): void {
  const { orders } = deps;

  app.get(
    '/api/v1/orders',
    {
      config: erp,
      schema: {
        tags,
        summary:
          'Sipariş akışı: verilen imleçten (cursor) sonraki siparişler, veritabanına yazılma sırasıyla; her sipariş akışta bir kez yer alır',
        querystring: integrationOrdersQuerySchema,
        response: { 200: integrationOrdersResponseSchema, ...integrationRefusals(400, 401, 403, 429) },
      },
    },
    async (request) => {
      return orders.feedPage(request.query);
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: erp,
      schema: {
        tags,
        summary: 'Bir sipariş, akıştaki biçimiyle (ör. tamamlanıp tamamlanmadığını yeniden okumak için)',
        params: integrationOrderParamsSchema,
        response: { 200: integrationOrderSchema, ...integrationRefusals(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      return orders.integrationOrder(request.params.id);
    },
  );

  app.post(
    '/api/v1/orders/:id/ack',
    {
      config: erp,
      schema: {
        tags,
        summary:
          "Siparişin ERP'ye alındığını ERP belge numarasıyla bildirir; aynı numarayla tekrar: değişiklik yok (200), başka numarayla: 409",
        params: integrationOrderParamsSchema,
        body: integrationAckBodySchema,
        response: { 200: integrationOrderSchema, ...integrationRefusals(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      return orders.acknowledge(apiKeyOf(request), request.params.id, request.body.documentNo);
    },
  );
}
