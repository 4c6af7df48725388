import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  autocompleteQuerySchema,
  brandListQuerySchema,
  listQuerySchema,
  searchQuerySchema,
  type ProductListResponse,
  type ProductSliderResponse,
} from '@bayi/common';
import { parseInput } from '../../plugins/errors';
import { idParam } from '../../lib/params';
import { priceNameCookie } from '../application/routes';
import type { Viewer } from '../pricing/service';
import type { CatalogService } from './service';
import { listBody, productsJson } from './product-json';

const sendJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

const promotionQuery = z.object({
  type: z.coerce
    .number()
    .pipe(
      z.union([z.literal(10), z.literal(40), z.literal(50)], { error: 'Kampanya tipi (type) 10, 40 veya 50 olmalı.' }),
    ),
  viewType: z.coerce.number({ error: 'Görünüm tipi (viewType) bir sayı olmalı.' }).int().min(0).max(1000).optional(),
});
const sliderQuery = z.object({
  key: z
    .string({ error: 'Liste anahtarı (key) gerekli.' })
    .regex(/^(home\.produtcs\.level[1-4]|sys\.(alternatifstoklar|birliktesatilanlar):[1-9]\d{0,9})$/, {
      error: 'Geçersiz liste anahtarı (key).',
    }),
  itemCount: z.coerce
    .number({ error: 'Ürün sayısı (itemCount) bir sayı olmalı.' })
    .int({ error: 'Ürün sayısı (itemCount) bir tam sayı olmalı.' })
    .min(0, { error: 'Ürün sayısı (itemCount) 0 veya daha büyük olmalı.' })
    .max(1000, { error: 'Ürün sayısı (itemCount) en fazla 1000 olabilir.' })
    .optional()
    .default(0),
});

export function registerCatalogRoutes(app: FastifyInstance, deps: { catalog: CatalogService }): void {
  const { catalog } = deps;
  const viewer = (request: FastifyRequest) =>
    catalog.viewerFor(request.session, priceNameCookie(request.cookies.priceName));
  /** A list answer as bytes, remembered per viewer and address while its boxes are the same. */
  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: (v: Viewer) => Promise<ProductListResponse | ProductSliderResponse>,
  ) => {
    const v = await viewer(request);
    return sendJson(reply, listBody(`${v.key}|${request.url}`, await answer(v)));
  };

  app.get('/category/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(listQuerySchema, request.query);
    return sendList(request, reply, (v) => catalog.categoryList(v, id, query));
  });

  app.get('/brand/all', async () => catalog.brands());

  app.get('/brand/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(brandListQuerySchema, request.query);
    return sendList(request, reply, (v) => catalog.brandList(v, id, query.category, query));
  });

  app.get('/product/all/', async (request, reply) => {
    const query = parseInput(listQuerySchema, request.query);
    return sendList(request, reply, (v) => catalog.allProducts(v, query));
  });

  app.get('/product/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return catalog.product(await viewer(request), id);
  });

  app.get('/search/', async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    return sendList(request, reply, (v) => catalog.search(v, query.q, query));
  });

  app.get('/search/autocompletev2', async (request, reply) => {
    const query = parseInput(autocompleteQuerySchema, request.query);
    return sendJson(
      reply,
      productsJson(await catalog.autocomplete(await viewer(request), query.q, query.stok === 'true')),
    );
  });

  app.get('/promotion/GetPromotion', async (request) => {
    const query = parseInput(promotionQuery, request.query);
    return catalog.promotion(query.type, query.viewType ?? null);
  });

  app.get('/promotion/GetProductSlider', async (request, reply) => {
    const query = parseInput(sliderQuery, request.query);
    return sendList(request, reply, (v) => catalog.slider(v, query.key, query.itemCount));
  });
}
