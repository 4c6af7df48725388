import {
  USER_ACCOUNT_ACTIONS,
  adminDealerDetailSchema,
  adminDealerFormSchema,
  adminDealerIdParamsSchema,
  adminDealerListQuerySchema,
  adminDealerListResponseSchema,
  adminDealerOptionsSchema,
  adminDealerUpdateSchema,
  adminDealerUserCreateSchema,
  adminDealerUserParamsSchema,
  adminDealerUserResultSchema,
  adminShopForResponseSchema,
  adminRepresentativeAssignSchema,
  adminRepresentativeBodySchema,
  adminRepresentativeDealerParamsSchema,
  adminRepresentativeDetailSchema,
  adminRepresentativeIdParamsSchema,
  adminRepresentativeListSchema,
  adminRepresentativeResultSchema,
  REPRESENTATIVE_ACTIONS,
} from '@bayi/common';
import { z } from 'zod';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import { USER_ACTION_SUMMARIES } from '../users/summaries';
import type { DealersService } from './service';
import type { RepresentativesService } from './representatives';

const tags = ['Yönetim: bayiler'];
/** Reading: admins and sales representatives (their own dealers only, by the service). */
const sales = { access: 'sales' } as const;
/** Changing dealers and their users: admins. */
const admin = { access: 'admin' } as const;

/** The back office's dealer calls. */
export function registerStaffDealerRoutes(app: Api, deps: { dealers: DealersService }): void {
  const { dealers } = deps;

  app.get(
    '/admin/dealers',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Bayiler: Cari No, ünvan ya da vergi numarasında arama; Cari No sırasıyla, 50’şer',
        querystring: adminDealerListQuerySchema,
        response: { 200: adminDealerListResponseSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return dealers.list(staffOf(request), request.query);
    },
  );

  app.get(
    '/admin/dealers/options',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Bayi formunun seçenekleri: temsilciler ve fiyat listeleri',
        response: { 200: adminDealerOptionsSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return dealers.options();
    },
  );

  app.post(
    '/admin/dealers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Yeni bayi (vergi numarası VKN/TCKN kontrol haneleriyle denetlenir); denetim kaydına yazılır',
        body: adminDealerFormSchema,
        response: { 201: adminDealerDetailSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = staffOf(request);
      const id = await dealers.create(viewer, request.body);
      reply.code(201);
      return dealers.detail(viewer, id);
    },
  );

  app.get(
    '/admin/dealers/:id',
    {
      config: sales,
      schema: {
        tags,
        summary:
          'Bir bayi: vergi bilgileri, adresler, temsilci, risk limiti ve bakiye, fiyat listeleri, anlaşmalı fiyatlar, kullanıcılar',
        params: adminDealerIdParamsSchema,
        response: { 200: adminDealerDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return dealers.detail(staffOf(request), request.params.id);
    },
  );

  app.put(
    '/admin/dealers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Bayiyi düzenler. İstek okunduğu sürümü (version) taşır; bu arada başkası kaydettiyse 409 döner ve hiçbir şey yazılmaz',
        params: adminDealerIdParamsSchema,
        body: adminDealerUpdateSchema,
        response: { 200: adminDealerDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = staffOf(request);
      const { version, ...values } = request.body;
      await dealers.update(viewer, request.params.id, version, values);
      return dealers.detail(viewer, request.params.id);
    },
  );

  app.post(
    '/admin/dealers/:id/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bayiye kullanıcı ekler; üretilen şifre yalnız bu yanıtta gösterilir (argon2id ile saklanır)',
        params: adminDealerIdParamsSchema,
        body: adminDealerUserCreateSchema,
        response: { 201: adminDealerUserResultSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await dealers.createUser(staffOf(request), request.params.id, request.body);
      reply.code(201);
      return result;
    },
  );

  app.post(
    '/admin/dealers/:id/shop',
    {
      config: sales,
      schema: {
        tags,
        summary:
          'Plasiyer (ya da yönetici) bu bayi adına alışverişe başlar: bayinin fiyatları, sepeti ve siparişleri; sipariş plasiyerin adıyla işaretlenir',
        params: adminDealerIdParamsSchema,
        response: { 200: adminShopForResponseSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return dealers.shopFor(staffOf(request), request.params.id);
    },
  );

  app.post(
    '/admin/dealers/shop/end',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Bayi adına alışverişi bitirir; oturum yeniden personelin kendisinindir',
        response: { 200: z.object({ hasError: z.literal(false) }), ...refusals(401, 403) },
      },
    },
    async (request) => {
      await dealers.stopShopping(staffOf(request));
      return { hasError: false as const };
    },
  );

  for (const action of USER_ACCOUNT_ACTIONS) {
    app.post(
      `/admin/dealers/:id/users/:userId/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: USER_ACTION_SUMMARIES[action],
          params: adminDealerUserParamsSchema,
          response: { 200: adminDealerUserResultSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return dealers.userAction(staffOf(request), request.params.id, request.params.userId, action);
      },
    );
  }
}

const representativeTags = ['Yönetim: plasiyerler'];
const REPRESENTATIVE_ACTION_SUMMARIES = {
  deactivate:
    'Plasiyeri pasifleştirir: bayileri ve kullanıcıları onda kalır, yeni bayi ya da kullanıcı atanamaz; denetim kaydına yazılır',
  activate: 'Pasif plasiyeri yeniden etkinleştirir; denetim kaydına yazılır',
} as const;

/** The back office's sales representatives (Plasiyerler): admins keep the records and assign dealers to them. */
export function registerStaffRepresentativeRoutes(app: Api, deps: { representatives: RepresentativesService }): void {
  const { representatives } = deps;

  app.get(
    '/admin/representatives',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary: 'Plasiyerler (aktif ve pasif), ad sırasıyla: kod, iletişim, bayi ve kullanıcı sayısı',
        response: { 200: adminRepresentativeListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return representatives.list();
    },
  );

  app.post(
    '/admin/representatives',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary: 'Yeni plasiyer; ad ve kod (büyük/küçük harf fark etmeksizin) tektir; denetim kaydına yazılır',
        body: adminRepresentativeBodySchema,
        response: { 201: adminRepresentativeResultSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await representatives.create(staffOf(request), request.body);
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/admin/representatives/:id',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary: 'Bir plasiyer ve ona bağlı personel kullanıcıları (bayileri: GET /admin/dealers?representativeId=)',
        params: adminRepresentativeIdParamsSchema,
        response: { 200: adminRepresentativeDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return representatives.detail(request.params.id);
    },
  );

  app.put(
    '/admin/representatives/:id',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary: 'Plasiyerin adı, kodu, e-postası ve telefonu; değişen alanlar denetim kaydına yazılır',
        params: adminRepresentativeIdParamsSchema,
        body: adminRepresentativeBodySchema,
        response: { 200: adminRepresentativeResultSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return representatives.update(staffOf(request), request.params.id, request.body);
    },
  );

  for (const action of REPRESENTATIVE_ACTIONS) {
    app.post(
      `/admin/representatives/:id/${action}`,
      {
        config: admin,
        schema: {
          tags: representativeTags,
          summary: REPRESENTATIVE_ACTION_SUMMARIES[action],
          params: adminRepresentativeIdParamsSchema,
          response: { 200: adminRepresentativeResultSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return representatives.act(staffOf(request), request.params.id, action);
      },
    );
  }

  app.post(
    '/admin/representatives/:id/dealers',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary:
          'Cari No ile bir bayiyi plasiyere atar (başka plasiyerdeyse ondan alınır; pasif plasiyere atanamaz); bayinin sürümü artar',
        params: adminRepresentativeIdParamsSchema,
        body: adminRepresentativeAssignSchema,
        response: { 200: adminRepresentativeResultSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return representatives.assignDealer(staffOf(request), request.params.id, request.body.dealerCode);
    },
  );

  app.delete(
    '/admin/representatives/:id/dealers/:dealerId',
    {
      config: admin,
      schema: {
        tags: representativeTags,
        summary: 'Bayinin bu plasiyerle bağını kaldırır (bayi plasiyersiz kalır); bayinin sürümü artar',
        params: adminRepresentativeDealerParamsSchema,
        response: { 200: adminRepresentativeResultSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return representatives.unassignDealer(staffOf(request), request.params.id, request.params.dealerId);
    },
  );
}
