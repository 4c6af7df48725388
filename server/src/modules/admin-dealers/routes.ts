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
} from '@bayi/common';
import { z } from 'zod';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import { USER_ACTION_SUMMARIES } from '../user-accounts/summaries';
import type { AdminDealersService } from './service';

const tags = ['Yönetim: bayiler'];
/** Reading: admins and sales representatives (their own dealers only, by the service). */
const sales = { access: 'sales' } as const;
/** Changing dealers and their users: admins. */
const admin = { access: 'admin' } as const;

/** The back office's dealer calls (issue 16). */
export function registerAdminDealerRoutes(app: Api, deps: { adminDealers: AdminDealersService }): void {
  const { adminDealers } = deps;

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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminDealers.list(staffOf(request), request.query);
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
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminDealers.options();
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
      const id = await adminDealers.create(viewer, request.body);
      reply.code(201).header('Cache-Control', 'no-store');
      return adminDealers.detail(viewer, id);
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminDealers.detail(staffOf(request), request.params.id);
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
    async (request, reply) => {
      const viewer = staffOf(request);
      const { version, ...values } = request.body;
      await adminDealers.update(viewer, request.params.id, version, values);
      reply.header('Cache-Control', 'no-store');
      return adminDealers.detail(viewer, request.params.id);
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
      const result = await adminDealers.createUser(staffOf(request), request.params.id, request.body);
      reply.code(201).header('Cache-Control', 'no-store');
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminDealers.shopFor(staffOf(request), request.params.id);
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
    async (request, reply) => {
      await adminDealers.stopShopping(staffOf(request));
      reply.header('Cache-Control', 'no-store');
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
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return adminDealers.userAction(staffOf(request), request.params.id, request.params.userId, action);
      },
    );
  }
}
