import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addProductsSchema } from '@bayi/common';
import { parseInput } from '../../plugins/errors';
import { requireDealer } from '../../plugins/session';
import { idSchema } from '../../lib/params';
import { priceNameCookie } from '../application/routes';
import type { CatalogService } from '../catalog/service';
import type { BasketService } from './service';

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

  app.post('/basket/add/:productId', async (request) => {
    requireDealer(request);
    const productId = parseInput(z.object({ productId: idSchema }), request.params).productId;
    const { amount } = parseInput(addQuery, request.query);
    const viewer = await catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
    return basket.add({ userId: request.session.userId, dealerId: request.session.dealerId }, viewer, [
      { productId, adet: amount },
    ]);
  });

  app.post('/basket/addproducts/', async (request) => {
    requireDealer(request);
    const lines = parseInput(addProductsSchema, request.body);
    const viewer = await catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
    return basket.add({ userId: request.session.userId, dealerId: request.session.dealerId }, viewer, lines);
  });
}
