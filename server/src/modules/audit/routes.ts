import { adminAuditListSchema, adminAuditQuerySchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import type { AuditService } from './service';

/** The back office's audit log: admins only. */
export function registerAuditRoutes(app: Api, deps: { audit: AuditService }): void {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Yönetim: denetim kaydı'],
        summary:
          'Personelin her değişikliği (sipariş durumu, bayi, kullanıcı, tema): kim, ne zaman, ne, önce → sonra; metin, tür ve gün aralığıyla aranır, en yenisi önce, 50’şer',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.audit.list(request.query);
    },
  );
}
