import { z } from 'zod';
import {
  adminMenuBodySchema,
  adminMenuParamsSchema,
  adminMenuSchema,
  adminNewSliderBodySchema,
  adminPageBodySchema,
  adminPageListSchema,
  adminPageParamsSchema,
  adminPageSchema,
  adminSliderBodySchema,
  adminSliderListSchema,
  adminSliderQuerySchema,
  adminSliderSchema,
  intParam,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  mediaFileSchema,
  mediaListSchema,
  productLookupQuerySchema,
  productLookupSchema,
} from '@bayi/common';
import { idParam } from '../../lib/params';
import { refusals, type Api } from '../../plugins/contract';
import { registerSingleFileRoutes, singleFile } from '../../plugins/single-file';
import { staffOf } from '../../plugins/request-context';
import type { Upload } from './media';
import type { ContentService } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

const NOT_MULTIPART = 'Resim multipart/form-data olarak, file alanında gönderilmeli.';

/**
 * The back office's content editors: content pages (the storefront serves a published one at GET /page/{id}),
 * the menus, the image upload and picker, and the product sliders with their product picker.
 */
export function registerStaffContentRoutes(app: Api, deps: { content: ContentService }): void {
  const { pages, menus, media, sliders } = deps.content;

  // Content pages
  app.get(
    '/admin/pages',
    {
      config: content,
      schema: {
        tags,
        summary: 'İçerik sayfaları (taslaklar dahil), başlık sırasıyla; HTML’leri olmadan',
        response: { 200: adminPageListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return pages.list();
    },
  );

  app.post(
    '/admin/pages',
    {
      config: content,
      schema: {
        tags,
        summary:
          'Yeni içerik sayfası; HTML kaydedilmeden önce temizlenir (betik, olay öznitelikleri, stil kalmaz); denetim kaydına yazılır',
        body: adminPageBodySchema,
        response: { 201: adminPageSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await pages.create(staffOf(request), request.body);
      reply.code(201);
      return pages.get(id);
    },
  );

  app.get(
    '/admin/pages/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Bir içerik sayfası: başlık, adres, HTML, yayın durumu ve ona bağlanan menü öğeleri',
        params: adminPageParamsSchema,
        response: { 200: adminPageSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return pages.get(request.params.id);
    },
  );

  app.put(
    '/admin/pages/:id',
    {
      config: content,
      schema: {
        tags,
        summary:
          'İçerik sayfasını düzenler, yayına alır ya da yayından kaldırır; mağaza bir sonraki istekte gösterir; denetim kaydına yazılır',
        params: adminPageParamsSchema,
        body: adminPageBodySchema,
        response: { 200: adminPageSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await pages.update(staffOf(request), request.params.id, request.body);
      return pages.get(request.params.id);
    },
  );

  app.delete(
    '/admin/pages/:id',
    {
      config: content,
      schema: {
        tags,
        summary:
          'İçerik sayfasını siler (ona bağlanan menü öğeleri kalır, “Sayfa bulunamadı” gösterir); denetim kaydına yazılır',
        params: adminPageParamsSchema,
        response: { 200: z.object({ hasError: z.literal(false) }), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await pages.delete(staffOf(request), request.params.id);
      return { hasError: false as const };
    },
  );

  // Menus
  app.get(
    '/admin/menus/:menuKey',
    {
      config: content,
      schema: {
        tags,
        summary: 'Bir menü (üst, alt bilgi, giriş sayfası): sıralı öğeler ve alt öğeleri',
        params: adminMenuParamsSchema,
        response: { 200: adminMenuSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return menus.get(request.params.menuKey);
    },
  );

  app.put(
    '/admin/menus/:menuKey',
    {
      config: content,
      schema: {
        tags,
        summary: 'Menüyü bütünüyle verilen sırayla kaydeder (bir alt düzey); mağaza bir sonraki istekte gösterir',
        params: adminMenuParamsSchema,
        body: adminMenuBodySchema,
        response: { 200: adminMenuSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return menus.save(staffOf(request), request.params.menuKey, request.body.items);
    },
  );

  // Images
  app.get(
    '/admin/media',
    {
      config: content,
      schema: {
        tags,
        summary: 'Yüklenen resimler, en yenisi önce (sayfa başına 48)',
        querystring: z.object({ page: intParam('Sayfa', 1, 10_000).optional().default(1) }),
        response: { 200: mediaListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return media.images(request.query.page);
    },
  );

  registerSingleFileRoutes(app, MEDIA_MAX_BYTES, (api) => {
    api.post(
      '/admin/media',
      {
        config: content,
        schema: {
          tags,
          summary:
            'Resim yükler (multipart/form-data, alan file): JPEG, PNG, WebP, GIF veya SVG, en fazla 2 MB ve kenarı 6000 piksel. Türü dosyanın içinden okunur; adı sunucu verir.',
          response: { 200: mediaFileSchema, ...refusals(400, 401, 403) },
        },
      },
      async (request) => {
        const part = await singleFile(request, { notMultipart: NOT_MULTIPART, missing: MEDIA_MESSAGES.missing });
        let upload: Upload | undefined;
        if (part) {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename || 'resim', bytes, truncated: part.file.truncated };
        }
        return media.upload(staffOf(request), upload);
      },
    );
  });

  // Product sliders
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
      return sliders.list(request.query.q, request.query.page);
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
      return sliders.get(request.params.id);
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
      return sliders.create(staffOf(request), key, input);
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
      return sliders.update(staffOf(request), request.params.id, request.body);
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
      return sliders.delete(staffOf(request), request.params.id);
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
      return sliders.lookup(request.query.q);
    },
  );
}
