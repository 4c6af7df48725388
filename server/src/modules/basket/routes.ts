import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addOneQuerySchema,
  addProductsSchema,
  addToBasketResponseSchema,
  basketResponseSchema,
  idempotencyHeadersSchema,
  placeOrderResponseSchema,
  placeOrderSchema,
  removeProductQuerySchema,
  updateBasketSchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import { idSchema } from '../../lib/params';
import type { Viewer } from '../pricing/service';
import type { BasketService } from './service';

const tags = ['Sepet ve sipariş'];

/** The basket answers are sent as bytes already serialised (the kept answer); the schema documents them. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A line edit of an order that has left the basket (placed meanwhile, in another tab): nothing is changed. */
const notEditable = {
  409: refusals(409)[409].meta({
    description: 'Sipariş verildi, artık düzenlenemez: "Bu sipariş artık düzenlenemez."',
  }),
};

export function registerBasketRoutes(app: Api, deps: { basket: BasketService }): void {
  const { basket } = deps;
  const viewer = (request: FastifyRequest) => request.viewer() as Promise<Viewer>;
  const dealer = { access: 'dealer' } as const;

  // Under /application for the spec's client (§7), owned here: it counts the basket's lines.
  app.get(
    '/application/getBasketProductCount',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sepetteki farklı ürün sayısı (ziyaretçi ve personel için 0)',
        response: { 200: z.number().int() },
      },
    },
    async (request) => {
      return request.owner ? basket.productCount(request.owner) : 0;
    },
  );

  app.post(
    '/basket/add/:productId',
    {
      config: dealer,
      schema: {
        tags,
        summary: 'Sepete bir ürün ekler (aynı ürün varsa adet eklenir)',
        params: z.object({ productId: idSchema }),
        querystring: addOneQuerySchema,
        response: { 200: addToBasketResponseSchema, ...refusals(400, 401, 404) },
      },
    },
    async (request) =>
      basket.add(ownerOf(request), await viewer(request), [
        { productId: request.params.productId, adet: request.query.amount },
      ]),
  );

  app.post(
    '/basket/addproducts/',
    {
      config: dealer,
      schema: {
        tags,
        summary:
          'Sepete birden çok ürün ekler (en fazla 500 satır); biri reddedilirse hiçbiri eklenmez. ' +
          'Idempotency-Key başlığıyla aynı anahtarlı ikinci çağrı (çift tıklama, yeniden deneme) bir şey eklemez.',
        headers: idempotencyHeadersSchema,
        body: addProductsSchema,
        response: { 200: addToBasketResponseSchema, ...refusals(400, 401, 404) },
      },
    },
    async (request) =>
      basket.add(ownerOf(request), await viewer(request), request.body, request.headers['idempotency-key'] ?? null),
  );

  app.get(
    '/basket/',
    {
      config: dealer,
      schema: { tags, summary: 'Sepet', response: { 200: basketResponseSchema, ...refusals(401) } },
    },
    async (request, reply) => {
      reply.type(JSON_TYPE);
      return reply.send((await basket.viewBody(ownerOf(request))) as never);
    },
  );

  app.post(
    '/basket/updatebasket/',
    {
      config: dealer,
      schema: {
        tags,
        summary: 'Bir sepet satırının adedini değiştirir',
        body: updateBasketSchema,
        response: { 200: basketResponseSchema, ...refusals(400, 401, 404), ...notEditable },
      },
    },
    async (request, reply) => {
      reply.type(JSON_TYPE);
      return reply.send((await basket.updateLine(ownerOf(request), request.body)) as never);
    },
  );

  app.delete(
    '/basket/removeProduct/:rowId',
    {
      config: dealer,
      schema: {
        tags,
        summary: 'Bir sepet satırını siler (zaten silinmişse hata değildir)',
        params: z.object({ rowId: idSchema }),
        querystring: removeProductQuerySchema,
        response: { 200: basketResponseSchema, ...refusals(400, 401, 404), ...notEditable },
      },
    },
    async (request, reply) => {
      reply.type(JSON_TYPE);
      const body = await basket.removeLine(ownerOf(request), request.query.siparisId, request.params.rowId);
      return reply.send(body as never);
    },
  );

  app.post(
    '/basket/order2',
    {
      config: dealer,
      schema: {
        tags,
        summary: 'Sepeti sipariş olarak verir (tekrar gönderim aynı siparişi döndürür)',
        body: placeOrderSchema,
        response: {
          200: placeOrderResponseSchema,
          ...refusals(400, 401, 404),
          409: refusals(400)[400].meta({ description: 'Sipariş bu sırada değişti ya da artık düzenlenemez.' }),
        },
      },
    },
    async (request) => basket.placeOrder(ownerOf(request), await viewer(request), request.body),
  );
}
