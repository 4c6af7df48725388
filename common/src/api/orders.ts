import { z } from 'zod';
import { intParam } from '../validation';
import { ORDER_STAGES } from '../roles';
import { dayRangeFilter, daysInOrder, filterText, listPage } from './list-filters';

/**
 * The back office's orders: a list with filters and pages, an order's detail, and moving an
 * order to its next stage (or cancelling it) with a reason. A sales representative sees their dealers'
 * orders only; another dealer's order is 404 to them.
 */

export const ADMIN_ORDER_PAGE_SIZE = 50;

export const adminOrderListQuerySchema = z
  .object({
    stage: z.enum(ORDER_STAGES, { error: "'stage' alanı geçerli bir sipariş durumu olmalı." }).optional(),
    ...dayRangeFilter(),
    dealer: filterText('Bayi'),
    documentNo: filterText('Belge no', 50),
    page: listPage(),
  })
  .refine(...daysInOrder);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
/** The same filters, for the Excel file of all the orders they find. */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema;

const dealerRef = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.number(),
  documentNo: z.string(),
  placedAt: z.string().meta({ description: 'ISO 8601 (UTC).' }),
  dealer: dealerRef,
  stage: z.enum(ORDER_STAGES),
  paymentMethod: z.string().nullable(),
  lineCount: z.number(),
  /** Totals per currency, VAT included, 2 decimals as text ("1234.50"). */
  totals: z.array(z.object({ currency: z.string(), grandTotal: z.string() })),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  rows: z.array(adminOrderRowSchema),
  total: z.number().meta({ description: 'How many orders match the filters.' }),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  orderType: z.string(),
  note: z.string().nullable(),
  placedBy: z.string().nullable(),
  delivery: z.object({ method: z.string().nullable(), slot: z.string().nullable(), address: z.string().nullable() }),
  /** The distributor's ERP took the order in with this number (`POST /api/v1/orders/{id}/ack`); null until then. */
  erp: z.object({ documentNo: z.string(), at: z.string().meta({ description: 'ISO 8601 (UTC).' }) }).nullable(),
  nextStages: z.array(z.enum(ORDER_STAGES)),
  lines: z.array(
    z.object({
      productId: z.number(),
      code: z.string(),
      name: z.string(),
      quantity: z.string(),
      unitPrice: z.string(),
      currency: z.string(),
      discountRate: z.string(),
      vatRate: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      at: z.string(),
      by: z.string(),
      from: z.enum(ORDER_STAGES),
      to: z.enum(ORDER_STAGES),
      reason: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderStageBodySchema = z.object({
  stage: z.enum(ORDER_STAGES, { error: "'stage' alanı geçerli bir sipariş durumu olmalı." }),
  reason: z
    .string({ error: 'Açıklama gerekli.' })
    .trim()
    .min(3, { error: 'Açıklama en az 3 karakter olmalı.' })
    .max(500, { error: 'Açıklama en fazla 500 karakter olabilir.' })
    .meta({ title: 'Açıklama' }),
});
export type AdminOrderStageBody = z.infer<typeof adminOrderStageBodySchema>;

export const adminOrderIdParamsSchema = z.object({ id: intParam('Sipariş', 1, 2_147_483_647) });

/** The payment methods' names as staff read them (the ids of checkout). */
export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  havale: 'Havale / EFT',
  acikhesap: 'Açık hesap',
  kredikarti: 'Kredi kartı',
};
