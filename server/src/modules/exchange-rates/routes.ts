import { adminRateBodySchema, adminRateParamsSchema, adminRatesSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { staffOf } from '../../plugins/request-context';
import type { ExchangeRatesService } from './service';

const tags = ['Yönetim: ayarlar'];
const admin = { access: 'admin' } as const;

/** Exchange rates in the back office: read, read the TCMB file now, set a rate by hand. */
export function registerExchangeRateRoutes(app: Api, deps: { exchangeRates: ExchangeRatesService }): void {
  const { exchangeRates } = deps;

  app.get(
    '/admin/rates',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Kullanılan döviz kurları (tarihi ve kaynağıyla) ve TCMB dosyasının son okunuşu',
        response: { 200: adminRatesSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return exchangeRates.overview();
    },
  );

  app.post(
    '/admin/rates/fetch',
    {
      config: admin,
      schema: {
        tags,
        summary: 'TCMB kur dosyasını şimdi okur; olmazsa son kurlar kalır ve nedeni lastFetch içinde yazar',
        response: { 200: adminRatesSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      await exchangeRates.fetchNow();
      return exchangeRates.overview();
    },
  );

  app.put(
    '/admin/rates/:code',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bugünün kurunu elle girer (denetim kaydına yazılır); o günün TCMB dosyası bu kuru değiştirmez',
        params: adminRateParamsSchema,
        body: adminRateBodySchema,
        response: { 200: adminRatesSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return exchangeRates.setRate(staffOf(request), request.params.code, request.body);
    },
  );
}
