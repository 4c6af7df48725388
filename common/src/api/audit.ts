import { z } from 'zod';
import { dayRangeFilter, daysInOrder, filterText, listPage, pagedListSchema } from './list-filters';

/**
 * The back office's audit log: every staff change — orders' stages, dealers, users and staff,
 * the theme editor — with who, when, what and the record before and after; searched by text, kind and days.
 */

export const ADMIN_AUDIT_PAGE_SIZE = 50;

/** What a change was made to, as staff filter the log. */
export const AUDIT_ENTITIES = [
  'order',
  'dealer',
  'representative',
  'user',
  'settings',
  'menu',
  'page',
  'theme',
  'category',
  'promotion',
  'slider',
  'media',
  'rate',
  'api_key',
  'webhook',
  'import',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ENTITY_NAMES: Record<AuditEntity, string> = {
  order: 'Sipariş',
  dealer: 'Bayi',
  representative: 'Plasiyer',
  user: 'Kullanıcı',
  settings: 'Ayarlar',
  menu: 'Menü',
  page: 'Sayfa',
  theme: 'Tema',
  category: 'Kategori',
  promotion: 'Kampanya',
  slider: 'Ürün listesi',
  media: 'Resim',
  rate: 'Döviz kuru',
  api_key: 'API anahtarı',
  webhook: 'Webhook',
  import: 'İçe aktarma',
};

/** Each action's Turkish name; an action not listed is shown as it is stored. */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  'order.stage': 'Sipariş durumu',
  'dealer.create': 'Bayi eklendi',
  'dealer.update': 'Bayi düzenlendi',
  'dealer.shop': 'Bayi adına alışveriş',
  'dealer.representative': 'Bayinin plasiyeri değişti',
  'representative.create': 'Plasiyer eklendi',
  'representative.update': 'Plasiyer düzenlendi',
  'representative.deactivate': 'Plasiyer pasifleştirildi',
  'representative.activate': 'Plasiyer etkinleştirildi',
  'user.create': 'Kullanıcı eklendi',
  'user.update': 'Kullanıcı düzenlendi',
  'user.password': 'Yeni şifre',
  'user.deactivate': 'Pasifleştirildi',
  'user.activate': 'Etkinleştirildi',
  'user.unlock': 'Kilit kaldırıldı',
  'user.sign-out': 'Oturumlar kapatıldı',
  'settings.update': 'Ayarlar değişti',
  'settings.delivery-slots': 'Teslimat saatleri',
  'settings.bank-accounts': 'Banka hesapları',
  'settings.payment-methods': 'Ödeme şekilleri',
  'menu.update': 'Menü kaydedildi',
  'page.create': 'Sayfa eklendi',
  'page.update': 'Sayfa düzenlendi',
  'page.delete': 'Sayfa silindi',
  'theme.save': 'Tema kaydedildi',
  'theme.reset': 'Tema sıfırlandı',
  'theme.restore': 'Tema geri yüklendi',
  'theme.icon': 'Kategori ikonu',
  'promotion.create': 'Kampanya eklendi',
  'promotion.update': 'Kampanya düzenlendi',
  'promotion.delete': 'Kampanya silindi',
  'slider.create': 'Ürün listesi eklendi',
  'slider.update': 'Ürün listesi düzenlendi',
  'slider.delete': 'Ürün listesi silindi',
  'media.upload': 'Resim yüklendi',
  'rate.set': 'Kur elle girildi',
  'apikey.create': 'API anahtarı oluşturuldu',
  'apikey.revoke': 'API anahtarı iptal edildi',
  'webhook.create': 'Webhook eklendi',
  'webhook.update': 'Webhook düzenlendi',
  'webhook.delete': 'Webhook silindi',
  'webhook.ping': 'Webhook denendi',
  'webhook.resend': 'Webhook olayı yeniden gönderildi',
  'webhook.rotate-secret': 'Webhook imza anahtarı yenilendi',
  'import.created': 'İçe aktarma başlatıldı',
  'order.erp-ack': 'Sipariş ERP’ye aktarıldı',
};

export const adminAuditQuerySchema = z
  .object({
    q: filterText('Arama'),
    entity: z.enum(AUDIT_ENTITIES, { error: "'entity' alanı geçerli bir kayıt türü olmalı." }).optional(),
    ...dayRangeFilter(),
    page: listPage(),
  })
  .refine(...daysInOrder);
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string().meta({ description: 'ISO 8601 (UTC).' }),
  by: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = pagedListSchema(adminAuditEntrySchema);
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
