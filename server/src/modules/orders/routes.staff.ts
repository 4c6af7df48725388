import {
  adminOrderDetailSchema,
  adminOrderIdParamsSchema,
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderStageBodySchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { downloadAnswer, FILE_TYPES, sendFile } from '../../plugins/download';
import { staffOf } from '../../plugins/request-context';
import { ADMIN_ORDER_EXPORT_MAX, type OrdersService } from './service';

const tags = ['Yönetim: siparişler'];
/** Admins and sales representatives (limited to their own dealers by the service). */
const sales = { access: 'sales' } as const;

/** The back office's order calls: staff's audience of the orders service. */
export function registerStaffOrderRoutes(app: Api, deps: { orders: OrdersService }): void {
  const { orders } = deps;

  app.get(
    '/admin/orders',
    {
      config: sales,
      schema: {
        tags,
        summary:
          'Siparişler: durum, tarih aralığı (yyyy-aa-gg, Türkiye günü), bayi (Cari No ya da ad), belge no (başından, büyük-küçük harf fark etmez); en yenisi önce, 50’şer',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return orders.staffList(staffOf(request), request.query);
    },
  );

  app.get(
    '/admin/orders/excel',
    {
      config: sales,
      schema: {
        tags,
        summary: `Filtrelerin bulduğu siparişler Excel dosyası olarak (sipariş ve döviz başına bir satır; en fazla ${ADMIN_ORDER_EXPORT_MAX.toLocaleString('tr-TR')})`,
        querystring: adminOrderExportQuerySchema,
        response: { 200: downloadAnswer(FILE_TYPES.xlsx, 'Excel dosyası (.xlsx), ekte.'), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => sendFile(reply, await orders.staffExport(staffOf(request), request.query)),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Bir sipariş: satırlar, teslimat, ödeme, not ve durum geçmişi',
        params: adminOrderIdParamsSchema,
        response: { 200: adminOrderDetailSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return orders.staffDetail(staffOf(request), request.params.id);
    },
  );

  app.post(
    '/admin/orders/:id/stage',
    {
      config: sales,
      schema: {
        tags,
        summary: 'Siparişi sonraki durumuna geçirir ya da iptal eder (açıklama zorunlu); denetim kaydına yazılır',
        params: adminOrderIdParamsSchema,
        body: adminOrderStageBodySchema,
        response: { 200: adminOrderDetailSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return orders.changeStage(staffOf(request), request.params.id, request.body.stage, request.body.reason);
    },
  );
}
