import { z } from 'zod';
import { intParam, requiredText } from '../validation';
import { listPage, pagedListSchema } from './list-filters';

/**
 * Outgoing webhooks: an ERP integrator's addresses that are told, signed, of orders and payments.
 * docs/integration.md "Webhooks" describes the payloads, the signature and the retries.
 */

export const WEBHOOK_EVENT_TYPES = ['order.placed', 'order.completed', 'payment.succeeded', 'import.finished'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_NAMES: Record<WebhookEventType | 'ping', string> = {
  'order.placed': 'Sipariş verildi',
  'order.completed': 'Sipariş tamamlandı (teslimat ve ödeme seçildi)',
  'payment.succeeded': 'Kartla ödeme alındı',
  'import.finished': 'Veri aktarımı bitti',
  ping: 'Deneme (Test gönder)',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_NAMES: Record<WebhookDeliveryStatus, string> = {
  pending: 'Bekliyor',
  delivered: 'İletildi',
  failed: 'İletilemedi',
};

const URL_MAX = 2000;
const urlMessage =
  'Adres http:// veya https:// ile başlayan geçerli bir adres olmalı (ör. https://erp.example.com/bayi).';

/**
 * The receiver's address: http or https, a host, no user name or password in it (a secret in an address ends up in
 * logs and screenshots; the signature authenticates the sender), no fragment.
 */
export const webhookUrlSchema = requiredText('Adres', URL_MAX).superRefine((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: urlMessage });
    return;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || /\s/.test(value)) {
    ctx.addIssue({ code: 'custom', message: urlMessage });
  } else if (url.username || url.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'Adreste kullanıcı adı veya parola olamaz; alıcı isteği imzadan doğrular.',
    });
  } else if (url.hash) {
    ctx.addIssue({ code: 'custom', message: 'Adreste # ile başlayan bir bölüm olamaz.' });
  }
});

export const adminWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: z
    .string({ error: 'Açıklama metin olmalı.' })
    .trim()
    .max(200, { error: 'Açıklama en fazla 200 karakter olabilir.' })
    .meta({ title: 'Açıklama' })
    .nullish()
    .transform((s) => s ?? ''),
  events: z
    .array(
      z.enum(WEBHOOK_EVENT_TYPES, {
        error: `Olay şunlardan biri olmalı: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
      }),
      { error: 'Olaylar bir liste olmalı.' },
    )
    .min(1, { error: 'En az bir olay seçin.' })
    .max(WEBHOOK_EVENT_TYPES.length, { error: 'Bir olay bir kez seçilir.' })
    .refine((list) => new Set(list).size === list.length, { error: 'Bir olay bir kez seçilir.' }),
  isActive: z.boolean({ error: 'Etkin alanı true veya false olmalı.' }),
});
export type AdminWebhookBody = z.input<typeof adminWebhookBodySchema>;

export const adminWebhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  isActive: z.boolean(),
  /** When the secret in use was issued (ISO). The secret itself is shown only when it is issued. */
  secretCreatedAt: z.string(),
  /** The secret's first characters (whsec_ab…), so staff can tell which one a receiver holds. */
  secretHint: z.string(),
  createdAt: z.string(),
  pending: z.number(),
  failed: z.number(),
  lastDelivery: z
    .object({ at: z.string(), status: z.enum(WEBHOOK_DELIVERY_STATUSES), httpStatus: z.number().nullable() })
    .nullable(),
});
export type AdminWebhook = z.infer<typeof adminWebhookSchema>;

export const adminWebhookListSchema = z.object({ items: z.array(adminWebhookSchema) });
export type AdminWebhookList = z.infer<typeof adminWebhookListSchema>;

/** An endpoint with its signing secret: the answer of creating one and of rotating its secret, and only those. */
export const adminWebhookWithSecretSchema = adminWebhookSchema.extend({
  secret: z.string().meta({ description: 'whsec_… — shown this once; the receiver keeps it to verify signatures.' }),
});
export type AdminWebhookWithSecret = z.infer<typeof adminWebhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

export const adminWebhookDeliveriesQuerySchema = z.object({
  page: listPage(),
});

export const adminWebhookDeliveryParams = z.object({
  id: intParam('Kimlik (id)', 1, 2_147_483_647),
  deliveryId: intParam('Gönderim (deliveryId)', 1, Number.MAX_SAFE_INTEGER),
});

export const adminWebhookDeliveryRowSchema = z.object({
  id: z.number(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  /** When a pending delivery is tried next (ISO); null once it is delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  resendOf: z.number().nullable(),
});
export type AdminWebhookDeliveryRow = z.infer<typeof adminWebhookDeliveryRowSchema>;

export const adminWebhookDeliveriesSchema = pagedListSchema(adminWebhookDeliveryRowSchema);
export type AdminWebhookDeliveries = z.infer<typeof adminWebhookDeliveriesSchema>;

export const adminWebhookDeliverySchema = adminWebhookDeliveryRowSchema.extend({
  /** The exact JSON body sent (and signed). */
  body: z.string(),
  attemptLog: z.array(
    z.object({
      at: z.string(),
      durationMs: z.number(),
      httpStatus: z.number().nullable(),
      /** A Turkish summary of what went wrong; null when the receiver accepted it. */
      error: z.string().nullable(),
      /** The start of the receiver's answer (at most 1,000 characters). */
      responseBody: z.string().nullable(),
    }),
  ),
});
export type AdminWebhookDelivery = z.infer<typeof adminWebhookDeliverySchema>;
