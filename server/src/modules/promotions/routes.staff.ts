import { adminPromotionBodySchema, adminPromotionListSchema, adminPromotionSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import { staffOf } from '../../plugins/request-context';
import type { PromotionsService } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

/** The back office's promotions: carousel, modal banner, three tiles. */
export function registerStaffPromotionRoutes(app: Api, deps: { promotions: PromotionsService }): void {
  const { promotions } = deps;

  app.get(
    '/admin/promotions',
    {
      config: content,
      schema: {
        tags,
        summary: 'Kampanyalar türe ve sıraya göre; shown: mağazanın şu an gösterdiği',
        response: { 200: adminPromotionListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return promotions.list();
    },
  );

  app.get(
    '/admin/promotions/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Bir kampanya ve öğeleri',
        params: idParam,
        response: { 200: adminPromotionSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return promotions.get(request.params.id);
    },
  );

  app.post(
    '/admin/promotions',
    {
      config: content,
      schema: {
        tags,
        summary:
          'Kampanya ekler: tür 10 vitrin (en çok 12 öğe), 40 açılır pencere (1), 50 üçlü afiş (3); resim yüklenen bir dosya ya da adres',
        body: adminPromotionBodySchema,
        response: { 200: adminPromotionSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return promotions.create(staffOf(request), request.body);
    },
  );

  app.put(
    '/admin/promotions/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Kampanyayı öğeleriyle bütünüyle kaydeder; mağaza bir sonraki istekte gösterir',
        params: idParam,
        body: adminPromotionBodySchema,
        response: { 200: adminPromotionSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return promotions.update(staffOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/promotions/:id',
    {
      config: content,
      schema: {
        tags,
        summary: 'Kampanyayı siler; kalan kampanyaları döndürür',
        params: idParam,
        response: { 200: adminPromotionListSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return promotions.delete(staffOf(request), request.params.id);
    },
  );
}
