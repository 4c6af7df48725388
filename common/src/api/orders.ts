import { z } from 'zod';
import { intParam } from '../validation';
import { ORDER_STAGES } from '../roles';

/**
 * The back office's orders: a list with filters and pages, an order's detail, and moving an
 * order to its next stage (or cancelling it) with a reason. A sales representative sees their dealers'
 * orders only; another dealer's order is 404 to them.
 */

/** A yyyy-mm-dd calendar day of a back-office filter, with Turkish messages. */
export const adminDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} yyyy-aa-gg biçiminde bir tarih olmalı.` })
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: `${field} geçerli bir gün değil.`,
      },
    )
    .meta({ title: field });

/** A back-office filter's from/to days: the end may not be before the start (refused on `to`). */
export const daysInOrder: [(q: { from?: string; to?: string }) => boolean, { error: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { error: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['to'] },
];

export const ADMIN_ORDER_PAGE_SIZE = 50;

export const adminOrderListQuerySchema = z
  .object({
    stage: z.enum(ORDER_STAGES, { error: "'stage' alanı geçerli bir sipariş durumu olmalı." }).optional(),
    from: adminDay('Başlangıç tarihi').optional(),
    to: adminDay('Bitiş tarihi').optional(),
    dealer: z
      .string()
      .trim()
      .max(100, { error: 'Bayi en fazla 100 karakter olabilir.' })
      .meta({ title: 'Bayi' })
      .optional(),
    documentNo: z
      .string()
      .trim()
      .max(50, { error: 'Belge no en fazla 50 karakter olabilir.' })
      .meta({ title: 'Belge no' })
      .optional(),
    page: intParam('Sayfa', 1, 100_000).default(1),
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
