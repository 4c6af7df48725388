import { z } from 'zod';
import {
  adminNewSliderBodySchema,
  adminSliderBodySchema,
  adminSliderListSchema,
  adminSliderQuerySchema,
  adminSliderSchema,
  productLookupQuerySchema,
  productLookupSchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import { staffOf } from '../../plugins/request-context';
import type { AdminSlidersService } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

/** The back office's product sliders and its product picker. */
export function registerAdminSliderRoutes(app: Api, deps: { adminSliders: AdminSlidersService }): void {
  const { adminSliders } = deps;

  app.get(
    '/admin/sliders',
    {
      config: content,
      schema: {
        tags,
        summary:
          'Ürün listeleri (ana sayfa 1–4, ürün başına alternatifler ve birlikte satılanlar); q anahtar veya başlıkta arar',
        querystring: adminSliderQuerySchema,
        response: { 200: adminSliderListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return adminSliders.list(request.query.q, request.query.page);
    },
  );

  app.get(
    '/admin/sliders/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Bir ürün listesi ve sıralı ürünleri',
        params: idParam,
        response: { 200: adminSliderSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return adminSliders.get(request.params.id);
    },
  );

  app.post(
    '/admin/sliders',
    {
      config: content,
      schema: {
        tags,
        summary:
          'Ürün listesi ekler (bir ürünün kendi listesi kuralla seçilenin yerine geçer); anahtar başına bir liste',
        body: adminNewSliderBodySchema,
        response: { 200: adminSliderSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const { key, ...input } = request.body;
      return adminSliders.create(staffOf(request), key, input);
    },
  );

  app.put(
    '/admin/sliders/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Ürün listesini bütünüyle verilen sırayla kaydeder; mağaza bir sonraki istekte gösterir',
        params: idParam,
        body: adminSliderBodySchema,
        response: { 200: adminSliderSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return adminSliders.update(staffOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/sliders/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Ürün listesini siler (bir ürünün listesi silinince kuralla seçilen gösterilir)',
        params: idParam,
        response: { 200: z.object({ id: z.number() }), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return adminSliders.delete(staffOf(request), request.params.id);
    },
  );

  app.get(
    '/admin/products/lookup',
    {
      config: content,
      schema: {
        tags,
        summary: 'Listeye eklenecek ürünü bulur: önce tam kod, sonra kodun başı, sonra adında geçenler (en çok 20)',
        querystring: productLookupQuerySchema,
        response: { 200: productLookupSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return adminSliders.lookup(request.query.q);
    },
  );
}
