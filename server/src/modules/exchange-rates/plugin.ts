import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createExchangeRatesRepository } from './repository';
import { registerExchangeRateRoutes } from './routes';
import { createExchangeRatesService } from './service';

/** The Central Bank's rates: read by the jobs runner when the day's file is due, and set by hand in the back office. */
export default modulePlugin<{ application: ApplicationService }>(
  'exchange-rates',
  (app, { database, config, now, application }) => {
    const exchangeRates = createExchangeRatesService(createExchangeRatesRepository(database.db), {
      url: config.TCMB_URL,
      now,
      retryMs: config.TCMB_RETRY_MINUTES * 60_000,
      invalidate: () => application.invalidate(),
      log: app.log,
    });
    app.jobs.provide('exchange-rates', { run: () => exchangeRates.tick() });
    registerExchangeRateRoutes(app, { exchangeRates });
  },
);
