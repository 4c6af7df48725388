import { adminMenuBodySchema, adminMenuParamsSchema, adminMenuSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import type { AdminMenusService } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

/** The back office's menu editor. */
export function registerAdminMenuRoutes(app: Api, deps: { adminMenus: AdminMenusService }): void {
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
      return deps.adminMenus.get(request.params.menuKey);
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
      return deps.adminMenus.save(staffOf(request), request.params.menuKey, request.body.items);
    },
  );
}
