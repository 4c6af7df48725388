import {
  adminBankAccountsBodySchema,
  adminBankAccountsSchema,
  adminDeliverySlotsBodySchema,
  adminDeliverySlotsSchema,
  adminPaymentMethodsBodySchema,
  adminPaymentMethodsSchema,
  adminSettingsBodySchema,
  adminSettingsSchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import type { SettingsService } from './service';

const tags = ['Yönetim: ayarlar'];
const admin = { access: 'admin' } as const;

/** The back office's settings: the form, and what checkout offers. Admins only. */
export function registerStaffSettingsRoutes(app: Api, deps: { settings: SettingsService }): void {
  app.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ayarlar formunun değerleri (anlamları ve kuralları @bayi/common SETTING_FIELDS içinde)',
        response: { 200: adminSettingsSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return deps.settings.form();
    },
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Ayarları kaydeder: her değer kuralına göre denetlenir; biri yanlışsa hiçbiri yazılmaz; denetim kaydına yazılır',
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.settings.saveForm(staffOf(request), request.body.values);
    },
  );

  app.get(
    '/admin/settings/delivery-slots',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Araç ve kurye ile teslimatın açık olup olmadığı ve saat dilimleri, sıralarıyla',
        response: { 200: adminDeliverySlotsSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return deps.settings.deliverySlots();
    },
  );

  app.put(
    '/admin/settings/delivery-slots',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Saat dilimlerini bütünüyle verilen sırayla kaydeder (listede olmayan silinir; siparişler saat dilimini metin olarak saklar); denetim kaydına yazılır, ödeme adımı bir sonraki istekte gösterir',
        body: adminDeliverySlotsBodySchema,
        response: { 200: adminDeliverySlotsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.settings.saveDeliverySlots(staffOf(request), request.body);
    },
  );

  app.get(
    '/admin/settings/bank-accounts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Havale / EFT banka hesapları, sıralarıyla; siparişlerde kullanılanlar işaretli; seçilebilir dövizler',
        response: { 200: adminBankAccountsSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return deps.settings.bankAccounts();
    },
  );

  app.put(
    '/admin/settings/bank-accounts',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Banka hesaplarını bütünüyle verilen sırayla kaydeder (kimlikler korunur; siparişlerde kullanılan hesap silinmez, pasif yapılır); IBAN denetlenir; denetim kaydına yazılır',
        body: adminBankAccountsBodySchema,
        response: { 200: adminBankAccountsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.settings.saveBankAccounts(staffOf(request), request.body.accounts);
    },
  );

  app.get(
    '/admin/settings/payment-methods',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Açık ödeme şekilleri (kredi kartı, havale / EFT, açık hesap) ve varsayılanı',
        response: { 200: adminPaymentMethodsSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return deps.settings.paymentMethods();
    },
  );

  app.put(
    '/admin/settings/payment-methods',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Ödeme şekillerini açar / kapatır ve varsayılanı seçer (en az biri açık, varsayılan açık olanlardan); denetim kaydına yazılır, ödeme adımı bir sonraki istekte gösterir',
        body: adminPaymentMethodsBodySchema,
        response: { 200: adminPaymentMethodsSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return deps.settings.savePaymentMethods(staffOf(request), request.body);
    },
  );
}
