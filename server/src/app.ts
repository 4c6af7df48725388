import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { jobsPlugin } from './jobs';
import { machineClock } from './lib/clock';
import { registerAccessLog } from './plugins/access-log';
import { registerNoStoreDefault } from './plugins/cache-control';
import { registerCompression } from './plugins/compression';
import { registerApiDocs, registerContracts } from './plugins/contract';
import { registerCsrfGuard } from './plugins/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import health from './plugins/health';
import { registerJsonBodies } from './plugins/json-body';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import apiKeys from './modules/api-keys/plugin';
import application from './modules/application/plugin';
import { createShellValues } from './modules/application/page';
import audit from './modules/audit/plugin';
import auth from './modules/auth/plugin';
import basket from './modules/basket/plugin';
import catalog from './modules/catalog/plugin';
import checkout from './modules/checkout/plugin';
import content from './modules/content/plugin';
import dealers from './modules/dealers/plugin';
import exchangeRates from './modules/exchange-rates/plugin';
import icons from './modules/icons/plugin';
import imports from './modules/imports/plugin';
import mail from './modules/mail/plugin';
import orders from './modules/orders/plugin';
import payments, { type PaymentsTestHooks } from './modules/payments/plugin';
import pricing from './modules/pricing/plugin';
import promotions from './modules/promotions/plugin';
import pwa from './modules/pwa/plugin';
import quickOrder from './modules/quick-order/plugin';
import receivables from './modules/receivables/plugin';
import reports from './modules/reports/plugin';
import settings from './modules/settings/plugin';
import themeEditor from './modules/theme-editor/plugin';
import users from './modules/users/plugin';
import webhooks from './modules/webhooks/plugin';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Check every JSON answer against its declared schema (the API tests do). */
  validateResponses?: boolean;
  /** Tests: wrap the configured payment provider (faults, timeouts) and reach the payments service. */
  payments?: PaymentsTestHooks;
}

/**
 * The server, composed: the app-wide plugins (errors, headers, sessions, contracts), then each module's plugin in
 * the order their services depend on one another, each given the services it needs. A module builds its own
 * service and routes (modules/<name>/plugin.ts); what runs in the background is in jobs.ts.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request instead, plugins/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });
  const base = { database, config, now: deps.now ?? machineClock };

  registerAccessLog(app);
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerSecurityHeaders(app);
  registerNoStoreDefault(app);
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerCsrfGuard(app);
  await registerContracts(app, {
    validateResponses: deps.validateResponses,
    sessionCookie: config.SESSION_COOKIE_NAME,
  });
  await app.register(jobsPlugin, { config });

  await app.register(application, base);
  await app.register(content, { ...base, application: app.application });
  await app.register(pricing, { ...base, application: app.application });
  await app.register(apiKeys, base);
  const authDeps = { content: app.content, pricing: app.pricing, apiKeys: app.apiKeys };
  await app.register(auth, { ...base, ...authDeps, markSignIn: (id: number, at: Date) => app.users.markLogin(id, at) });
  await app.register(pwa, { ...base, application: app.application, content: app.content });
  await app.register(catalog, { ...base, application: app.application, content: app.content, pricing: app.pricing });
  await app.register(promotions, { ...base, content: app.content });
  await app.register(health, { ...base, ready: app.catalogReady });
  await app.register(mail, { ...base, application: app.application });
  const ordersDeps = { application: app.application, pricing: app.pricing, mail: app.mail, reports: () => app.reports };
  await app.register(orders, { ...base, ...ordersDeps });
  await app.register(basket, { ...base, orders: app.orders, pricing: app.pricing });
  await app.register(quickOrder, { ...base, pricing: app.pricing });
  await app.register(receivables, base);
  const paymentsDeps = {
    application: app.application,
    orders: app.orders,
    receivables: app.receivables,
    mail: app.mail,
  };
  await app.register(payments, { ...base, ...paymentsDeps, testHooks: deps.payments });
  await app.register(checkout, { ...base, application: app.application, orders: app.orders, payments: app.payments });
  const reportsDeps = { application: app.application, content: app.content, pricing: app.pricing, basket: app.basket };
  await app.register(reports, { ...base, ...reportsDeps });
  await app.register(settings, { ...base, application: app.application });
  await app.register(themeEditor, {
    ...base,
    application: app.application,
    content: app.content,
    settings: app.settings,
  });
  const representatives = async () => (await app.dealers.options()).representatives;
  await app.register(users, { ...base, auth: app.auth, representatives });
  await app.register(dealers, { ...base, auth: app.auth, checkout: app.checkout, users: app.users });
  await app.register(audit, base);
  await app.register(exchangeRates, { ...base, application: app.application });
  // The ERP integration API: keys in the back office (above), imports under /api/v1 (orders: the orders module).
  await app.register(imports, base);
  await app.register(webhooks, base);

  await registerApiDocs(app);
  await app.register(icons, base);
  const shellValues = createShellValues(app.application, base.now);
  await registerSpa(app, deps.webDist ? path.resolve(deps.webDist) : null, (request) =>
    shellValues(request.session, request.priceName),
  );
  return app;
}
