import {
  adminWebhookBodySchema,
  adminWebhookDeliveriesQuerySchema,
  adminWebhookDeliveriesSchema,
  adminWebhookDeliveryParams,
  adminWebhookDeliverySchema,
  adminWebhookListSchema,
  adminWebhookSchema,
  adminWebhookWithSecretSchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import { staffOf } from '../../plugins/request-context';
import type { WebhooksService } from './service';

const tags = ['Yönetim: webhook'];
/** Admins only: an endpoint receives every dealer's orders and payments. */
const admin = { access: 'admin' } as const;

/** The back office's outgoing webhooks: endpoints, their delivery log, re-send and a test ping. */
export function registerWebhookRoutes(app: Api, deps: { webhooks: WebhooksService }): void {
  const { webhooks } = deps;

  app.get(
    '/admin/webhooks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Webhook adresleri: olaylar, bekleyen ve iletilemeyen gönderimler, son gönderim',
        response: { 200: adminWebhookListSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return webhooks.list();
    },
  );

  app.get(
    '/admin/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bir webhook adresi (imza anahtarı gösterilmez)',
        params: idParam,
        response: { 200: adminWebhookSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.get(request.params.id);
    },
  );

  app.post(
    '/admin/webhooks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Webhook adresi ekler; yanıttaki imza anahtarı (whsec_…) yalnız bu kez gösterilir',
        body: adminWebhookBodySchema,
        response: { 200: adminWebhookWithSecretSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return webhooks.create(staffOf(request), request.body);
    },
  );

  app.put(
    '/admin/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Webhook adresini, olaylarını, açıklamasını ve etkinliğini kaydeder',
        params: idParam,
        body: adminWebhookBodySchema,
        response: { 200: adminWebhookSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.update(staffOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Webhook adresini gönderim kayıtlarıyla siler; kalanları döndürür',
        params: idParam,
        response: { 200: adminWebhookListSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.delete(staffOf(request), request.params.id);
    },
  );

  app.post(
    '/admin/webhooks/:id/rotate-secret',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Yeni imza anahtarı üretir (eskisi hemen geçersiz olur); yanıtta yalnız bu kez gösterilir',
        params: idParam,
        response: { 200: adminWebhookWithSecretSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.rotateSecret(staffOf(request), request.params.id);
    },
  );

  app.post(
    '/admin/webhooks/:id/ping',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Adrese imzalı bir deneme iletisi (ping) kuyruğa koyar; gönderim kaydını döndürür',
        params: idParam,
        response: { 200: adminWebhookDeliverySchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.ping(staffOf(request), request.params.id);
    },
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Adresin gönderimleri, en yenisi önce, sayfa sayfa',
        params: idParam,
        querystring: adminWebhookDeliveriesQuerySchema,
        response: { 200: adminWebhookDeliveriesSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.deliveries(request.params.id, request.query.page);
    },
  );

  app.get(
    '/admin/webhooks/:id/deliveries/:deliveryId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bir gönderim: gönderilen gövde ve her denemenin zamanı, süresi, HTTP durumu ya da hatası',
        params: adminWebhookDeliveryParams,
        response: { 200: adminWebhookDeliverySchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.delivery(request.params.id, request.params.deliveryId);
    },
  );

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Aynı olayı yeni bir gönderim olarak hemen yeniden gönderir',
        params: adminWebhookDeliveryParams,
        response: { 200: adminWebhookDeliverySchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return webhooks.resend(staffOf(request), request.params.id, request.params.deliveryId);
    },
  );
}
