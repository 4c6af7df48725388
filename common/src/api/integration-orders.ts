import { z } from 'zod';
import { flagParam, intParam } from '../validation';
import { ORDER_STAGES, PLACED_ORDER_STATUSES } from '../roles';

/**
 * "Orders out" of the ERP integration API (scope `orders`): the feed of orders in the order they were
 * committed, paged by an opaque cursor, and the ERP's acknowledgement with its own document number. Amounts are
 * decimal strings ("1234.50"), never floats. docs/integration.md shows the calls.
 */

const decimal = (description: string) => z.string().meta({ description: `${description} Ondalık metin ("1234.50").` });
const instant = (description: string) => z.string().meta({ description: `${description} ISO 8601 (UTC).` });

export const INTEGRATION_ORDERS_DEFAULT_LIMIT = 100;
export const INTEGRATION_ORDERS_MAX_LIMIT = 500;

export const integrationOrdersQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, { error: "'cursor' geçersiz: bir önceki yanıtın nextCursor değerini olduğu gibi gönderin." })
    .optional()
    .meta({
      title: 'Devam noktası (cursor)',
      description: 'Bir önceki yanıtın `nextCursor` değeri; ilk istekte gönderilmez (akışın başı).',
    }),
  limit: intParam('Sayfa boyutu (limit)', 1, INTEGRATION_ORDERS_MAX_LIMIT)
    .default(INTEGRATION_ORDERS_DEFAULT_LIMIT)
    .meta({ description: `Bir sayfadaki en çok sipariş, 1–${INTEGRATION_ORDERS_MAX_LIMIT}.` }),
  unacknowledged: flagParam("'unacknowledged'")
    .optional()
    .meta({ description: "'true': yalnızca ERP belge numarası henüz yazılmamış (ack edilmemiş) siparişler." }),
});
export type IntegrationOrdersQuery = z.input<typeof integrationOrdersQuerySchema>;

export const integrationOrderLineSchema = z.object({
  lineNo: z.number().meta({ description: '1, 2, … in the order of the lines.' }),
  productCode: z.string(),
  productName: z.string(),
  barcode: z.string().nullable(),
  quantity: decimal('Miktar, 3 ondalığa kadar.'),
  unit: z.string().meta({ description: "Birim ('Adet', 'Kg', …)." }),
  currency: z.string().meta({ description: "Satırın para birimi ('TL', 'USD', 'EUR')." }),
  exchangeRate: decimal('Siparişteki kur (TL için 1).'),
  unitPrice: decimal('İskonto ve KDV öncesi birim fiyat, 4 ondalık.'),
  discountRate: decimal('İskonto yüzdesi.'),
  netUnitPrice: decimal('İskontolu birim fiyat, 4 ondalık.'),
  vatRate: decimal('KDV yüzdesi.'),
  lineNet: decimal('KDV hariç satır tutarı: round2(miktar × iskontolu fiyat).'),
  lineVat: decimal('Satırın KDV tutarı: round2(lineNet × KDV / 100).'),
  lineTotal: decimal('KDV dahil satır toplamı: lineNet + lineVat.'),
});

export const integrationOrderSchema = z.object({
  id: z.number().meta({ description: 'The order id: the one `POST /api/v1/orders/{id}/ack` takes.' }),
  orderNo: z.string().meta({ description: "The storefront's order number (BELGENO, e.g. 'WEB2026000123')." }),
  dealer: z.object({ code: z.string().meta({ description: 'Cari kodu.' }), name: z.string() }),
  placedBy: z.string().nullable().meta({ description: 'The user who placed it (display name).' }),
  placedAt: instant('When the order was placed.'),
  completedAt: z
    .string()
    .nullable()
    .meta({ description: 'When checkout completed it (delivery and payment chosen). ISO 8601 (UTC).' }),
  status: z.enum(PLACED_ORDER_STATUSES).meta({
    description:
      "'placed': the dealer has not finished checkout yet (delivery and payment are null); 'completed': checkout done; " +
      "'cancelled': the distributor cancelled it.",
  }),
  stage: z
    .enum(ORDER_STAGES)
    .meta({ description: "The distributor's handling: received, approved, preparing, shipped, cancelled." }),
  orderType: z.string(),
  note: z.string().nullable().meta({ description: "The dealer's note (AÇIKLAMA)." }),
  lines: z.array(integrationOrderLineSchema),
  totals: z
    .array(
      z.object({
        currency: z.string(),
        subtotal: decimal('Σ lineNet.'),
        vat: decimal('Σ lineVat.'),
        grandTotal: decimal('subtotal + vat.'),
      }),
    )
    .meta({ description: 'One entry per currency of the lines (an order may mix TL and USD lines).' }),
  delivery: z.object({
    kind: z.string().nullable().meta({
      description:
        "'depo' (pick-up), 'kargo' (cargo to an address), 'arac' (vehicle), 'kurye' (courier); null before checkout.",
    }),
    address: z
      .object({
        title: z.string(),
        address: z.string(),
        district: z.string().nullable(),
        city: z.string().nullable(),
        contactPerson: z.string(),
        phone: z.string().nullable(),
      })
      .nullable(),
    slot: z.string().nullable().meta({ description: 'The chosen time slot (arac, kurye).' }),
  }),
  payment: z.object({
    method: z
      .string()
      .nullable()
      .meta({ description: "'havale', 'acikhesap', 'kredikarti', …; null before checkout." }),
    methodName: z.string().nullable(),
    instalments: z
      .number()
      .nullable()
      .meta({ description: 'Card: number of instalments (1 = single payment); null otherwise.' }),
    amount: z
      .string()
      .nullable()
      .meta({ description: 'Card: the amount paid for the order, decimal text; null otherwise.' }),
    chargedAmount: z
      .string()
      .nullable()
      .meta({ description: 'Card: the amount charged to the card (with commission), decimal text.' }),
    currency: z.string().nullable(),
    commissionRate: z.string().nullable(),
    cardBank: z
      .string()
      .nullable()
      .meta({ description: "Card: the issuing bank's name. Card numbers are never given." }),
    transferAccount: z
      .object({ bankName: z.string(), iban: z.string(), currency: z.string() })
      .nullable()
      .meta({ description: 'Havale: the bank account the dealer chose to pay into.' }),
  }),
  erpDocumentNo: z
    .string()
    .nullable()
    .meta({ description: 'The number the ERP acknowledged the order with; null until then.' }),
  erpAcknowledgedAt: z.string().nullable(),
});
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;

export const integrationOrdersResponseSchema = z.object({
  orders: z.array(integrationOrderSchema),
  nextCursor: z.string().meta({
    description:
      'Send it as `cursor` on the next call (even when `orders` is empty): the feed continues right after the last order given. Opaque.',
  }),
  hasMore: z.boolean().meta({ description: 'More orders are ready now: call again at once.' }),
});
export type IntegrationOrdersResponse = z.infer<typeof integrationOrdersResponseSchema>;

export const integrationOrderParamsSchema = z.object({ id: intParam('Sipariş (id)', 1, 2_147_483_647) });

export const integrationAckBodySchema = z.object({
  documentNo: z
    .string({ error: "'documentNo' (ERP belge numarası) gerekli." })
    .trim()
    .min(1, { error: "'documentNo' (ERP belge numarası) gerekli." })
    .max(50, { error: "'documentNo' (ERP belge numarası) en fazla 50 karakter olabilir." })
    .regex(/^[^\p{Cc}]+$/u, { error: "'documentNo' (ERP belge numarası) kontrol karakteri içeremez." })
    .meta({ title: 'ERP belge numarası (documentNo)' }),
});
export type IntegrationAckBody = z.infer<typeof integrationAckBodySchema>;
