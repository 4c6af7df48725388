import { adminPageBodySchema, adminPageListSchema, adminPageParamsSchema, adminPageSchema } from '@bayi/common';
import { z } from 'zod';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import type { AdminPagesService } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

/** The back office's content pages; the storefront serves a published one at GET /page/{id}. */
export function registerAdminPageRoutes(app: Api, deps: { adminPages: AdminPagesService }): void {
  const { adminPages } = deps;

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
      return adminPages.list();
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
      const id = await adminPages.create(staffOf(request), request.body);
      reply.code(201);
      return adminPages.get(id);
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
      return adminPages.get(request.params.id);
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
      await adminPages.update(staffOf(request), request.params.id, request.body);
      return adminPages.get(request.params.id);
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
      await adminPages.delete(staffOf(request), request.params.id);
      return { hasError: false as const };
    },
  );
}
