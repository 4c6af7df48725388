import { adminSettingsBodySchema, adminSettingsSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import type { AdminSettingsService } from './service';

const tags = ['Yönetim: ayarlar'];
const admin = { access: 'admin' } as const;

/** The back office's settings form (issue 16): admins only. */
export function registerAdminSettingsRoutes(app: Api, deps: { adminSettings: AdminSettingsService }): void {
  app.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ayarlar formunun değerleri (anlamları ve kuralları @bayi/common SETTING_FIELDS içinde)',
        response: { 200: adminSettingsSchema, ...refusals(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.adminSettings.get();
    },
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Ayarları kaydeder: her değer kuralına göre denetlenir; biri yanlışsa hiçbiri yazılmaz; denetim kaydına yazılır',
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return deps.adminSettings.save(staffOf(request), request.body.values);
    },
  );
}
