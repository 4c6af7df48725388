import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addProductsSchema, placeOrderSchema, removeProductQuerySchema, updateBasketSchema } from '@bayi/common';
import { parseInput } from '../../plugins/errors';
import { requireDealer } from '../../plugins/session';
import { idSchema } from '../../lib/params';
import { objectBody } from '../../lib/object-body';
import { priceNameCookie } from '../application/routes';
import type { CatalogService } from '../catalog/service';
import type { BasketService } from './service';

/** The basket answers are sent as bytes already serialised (the kept answer). */
const JSON_TYPE = 'application/json; charset=utf-8';

const addQuery = z.object({
  amount: z.coerce
    .number({ error: 'Adet (amount) bir sayı olmalı.' })
    .int({ error: 'Adet (amount) bir tam sayı olmalı.' })
    .min(1, { error: 'Adet (amount) en az 1 olmalı.' })
    .max(1_000_000, { error: 'Adet (amount) en fazla 1000000 olabilir.' })
    .optional()
    .default(1),
  redirectBasket: z.enum(['true', 'false']).optional(),
});

export function registerBasketRoutes(
  app: FastifyInstance,
  deps: { basket: BasketService; catalog: CatalogService },
): void {
  const { basket, catalog } = deps;
  const owner = (session: { userId: number; dealerId: number }) => ({
    userId: session.userId,
    dealerId: session.dealerId,
  });
  const rowParams = z.object({ rowId: idSchema });

  app.post('/basket/add/:productId', async (request) => {
    requireDealer(request);
    const productId = parseInput(z.object({ productId: idSchema }), request.params).productId;
    const { amount } = parseInput(addQuery, request.query);
    const viewer = await catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
    return basket.add(owner(request.session), viewer, [{ productId, adet: amount }]);
  });

  app.post('/basket/addproducts/', async (request) => {
    requireDealer(request);
    const lines = parseInput(addProductsSchema, request.body);
    const viewer = await catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
    return basket.add(owner(request.session), viewer, lines);
  });

  app.get('/basket/', async (request, reply) => {
    requireDealer(request);
    reply.header('Cache-Control', 'no-store').type(JSON_TYPE);
    return basket.viewBody(owner(request.session));
  });

  app.post('/basket/updatebasket/', async (request, reply) => {
    requireDealer(request);
    const input = parseInput(updateBasketSchema, objectBody(request.body));
    reply.type(JSON_TYPE);
    return basket.updateLine(owner(request.session), input);
  });

  app.delete('/basket/removeProduct/:rowId', async (request, reply) => {
    requireDealer(request);
    const { rowId } = parseInput(rowParams, request.params);
    const { siparisId } = parseInput(removeProductQuerySchema, request.query);
    reply.type(JSON_TYPE);
    return basket.removeLine(owner(request.session), siparisId, rowId);
  });

  app.post('/basket/order2', async (request) => {
    requireDealer(request);
    const input = parseInput(placeOrderSchema, objectBody(request.body));
    const viewer = await catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
    return basket.placeOrder(owner(request.session), viewer, input);
  });
}
