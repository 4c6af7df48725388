import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import { staffOf } from '../../plugins/request-context';
import type { ApiKeysService } from './service';

const tags = ['Yönetim: entegrasyon'];
/** Keys open the ERP's door: admins only. */
const admin = { access: 'admin' } as const;

/** The back office's integration API keys. */
export function registerApiKeyRoutes(app: Api, deps: { apiKeys: ApiKeysService }): void {
  const { apiKeys } = deps;

  app.get(
    '/admin/api-keys',
    {
      config: admin,
      schema: {
        tags,
        summary: 'API anahtarları, en yenisi önce: ad, görünen ön ek, yetkiler, oluşturan, son kullanım, iptal',
        response: { 200: apiKeyListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return apiKeys.list();
    },
  );

  app.post(
    '/admin/api-keys',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'API anahtarı oluşturur; anahtarın kendisi (token) yalnızca bu yanıtta bir kez gösterilir, saklanmaz (SHA-256 özeti saklanır)',
        body: apiKeyCreateSchema,
        response: { 200: apiKeyCreatedSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return apiKeys.create(staffOf(request), request.body);
    },
  );

  app.post(
    '/admin/api-keys/:id/revoke',
    {
      config: admin,
      schema: {
        tags,
        summary: 'API anahtarını iptal eder: bundan sonraki her istek 401 alır; kalan anahtarları döndürür',
        params: idParam,
        response: { 200: apiKeyListSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return apiKeys.revoke(staffOf(request), request.params.id);
    },
  );
}
