import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  autocompleteQuerySchema,
  brandListQuerySchema,
  brandSchema,
  listQuerySchema,
  productDetailResponseSchema,
  productListResponseSchema,
  productSchema,
  productSliderQuerySchema,
  productSliderResponseSchema,
  searchQuerySchema,
  type Product,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import type { Viewer } from '../pricing/service';
import type { CatalogService } from './service';
import { pageBody, type BoxPage } from './product-json';

const tags = ['Katalog'];
const priced =
  'Ziyaretçiye fiyat, miktar ve stok gönderilmez (null); bayiye kendi fiyat listeleri, iskontosu ve anlaşma fiyatı.';

/** The list answers are sent as bytes already serialised (the kept answer); the schema documents them. */
const sendJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json as never);

export function registerCatalogRoutes(app: Api, deps: { catalog: CatalogService }): void {
  const { catalog } = deps;
  const viewer = (request: FastifyRequest) => request.viewer() as Promise<Viewer>;
  /** A page of boxes as bytes, remembered per viewer and address while its boxes would be the same. */
  const sendList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: (v: Viewer) => Promise<BoxPage<{ stoks: Product[] }>>,
  ) => {
    const v = (request.knownViewer() as Viewer | undefined) ?? (await viewer(request));
    return sendJson(reply, pageBody(`${v.key}|${request.url}`, await answer(v)));
  };
  const list = { 200: productListResponseSchema, ...refusals(400, 404) };

  app.get(
    '/category/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kategorideki ürünler (alt kategorilerle)',
        description: priced,
        params: idParam,
        querystring: listQuerySchema,
        response: list,
      },
    },
    async (request, reply) =>
      sendList(request, reply, (v) => catalog.categoryList(v, request.params.id, request.query)),
  );

  app.get(
    '/brand/all',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Bütün markalar', response: { 200: z.array(brandSchema) } },
    },
    async () => catalog.brands(),
  );

  app.get(
    '/brand/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Markanın ürünleri (category ile daraltılabilir)',
        description: priced,
        params: idParam,
        querystring: brandListQuerySchema,
        response: list,
      },
    },
    async (request, reply) =>
      sendList(request, reply, (v) => catalog.brandList(v, request.params.id, request.query.category, request.query)),
  );

  app.get(
    '/product/all/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Bütün ürünler', description: priced, querystring: listQuerySchema, response: list },
    },
    async (request, reply) => sendList(request, reply, (v) => catalog.allProducts(v, request.query)),
  );

  app.get(
    '/product/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ürün detayı',
        description: priced,
        params: idParam,
        response: { 200: productDetailResponseSchema, ...refusals(400, 404) },
      },
    },
    async (request) => catalog.product(await viewer(request), request.params.id),
  );

  app.get(
    '/search/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Arama: kod, barkod, ad; Türkçe harf katlama ve tek harf hatası toleransı',
        description: priced,
        querystring: searchQuerySchema,
        response: list,
      },
    },
    async (request, reply) => sendList(request, reply, (v) => catalog.search(v, request.query.q, request.query)),
  );

  app.get(
    '/search/autocompletev2',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Yazarken öneri: en fazla 10 ürün',
        description: priced,
        querystring: autocompleteQuerySchema,
        response: { 200: z.array(productSchema), ...refusals(400) },
      },
    },
    async (request, reply) =>
      sendList(request, reply, (v) => catalog.autocomplete(v, request.query.q, request.query.stok === 'true')),
  );

  app.get(
    '/promotion/GetProductSlider',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ürün vitrini (ana sayfa seviyeleri, alternatif ve birlikte satılan ürünler)',
        description: priced,
        querystring: productSliderQuerySchema,
        response: { 200: productSliderResponseSchema, ...refusals(400, 404) },
      },
    },
    async (request, reply) =>
      sendList(request, reply, (v) => catalog.slider(v, request.query.key, request.query.itemCount)),
  );
}
