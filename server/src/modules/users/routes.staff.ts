import {
  adminStaffCreateSchema,
  adminStaffListSchema,
  adminStaffParamsSchema,
  adminStaffResultSchema,
  adminStaffUpdateSchema,
  USER_ACCOUNT_ACTIONS,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import { USER_ACTION_SUMMARIES } from './summaries';
import type { StaffService } from './staff';

const tags = ['Yönetim: personel'];
const admin = { access: 'admin' } as const;

/** The back office's staff users and roles: admins only. */
export function registerStaffUserRoutes(app: Api, deps: { adminStaff: StaffService }): void {
  const { adminStaff } = deps;

  app.get(
    '/admin/staff',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Personel kullanıcıları (rol, temsilci, kilit, açık oturum) ve plasiyerlere bağlanabilecek temsilciler',
        response: { 200: adminStaffListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return adminStaff.list();
    },
  );

  app.post(
    '/admin/staff',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Yeni personel kullanıcısı ve rolü; üretilen şifre yalnız bu yanıtta gösterilir',
        body: adminStaffCreateSchema,
        response: { 201: adminStaffResultSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await adminStaff.create(staffOf(request), request.body);
      reply.code(201);
      return result;
    },
  );

  app.put(
    '/admin/staff/:userId',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Ad, e-posta, rol ve temsilci; rol değişirse açık oturumlar kapanır. Son etkin yönetici başka role alınamaz',
        params: adminStaffParamsSchema,
        body: adminStaffUpdateSchema,
        response: { 200: adminStaffResultSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return adminStaff.update(staffOf(request), request.params.userId, request.body);
    },
  );

  for (const action of USER_ACCOUNT_ACTIONS) {
    app.post(
      `/admin/staff/:userId/${action}`,
      {
        config: admin,
        schema: {
          tags,
          summary: USER_ACTION_SUMMARIES[action],
          params: adminStaffParamsSchema,
          response: { 200: adminStaffResultSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return adminStaff.act(staffOf(request), request.params.userId, action);
      },
    );
  }
}
