import { machineClock } from './lib/clock';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { integrationRefusals, refusals, registerApiDocs, registerContracts } from './plugins/contract';
import { keyActor } from './modules/audit/log';
import { IMPORT_KINDS, IMPORT_KINDS_BY_SCOPE } from '@bayi/common';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJsonBodies } from './plugins/json-body';
import { registerCsrfGuard } from './plugins/csrf';
import { registerAccessLog } from './plugins/access-log';
import { registerCompression } from './plugins/compression';
import { apiKeyOf, registerRequestContext, staffOf } from './plugins/request-context';
import { registerSpa } from './plugins/spa';
import { createIconsService } from './modules/icons/service';
import { registerIconRoutes } from './modules/icons/routes';
import { registerViewerTag } from './plugins/viewer-tag';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import { registerAuthRoutes } from './modules/auth/routes';
import { createApplicationRepository } from './modules/application/repository';
import { createApplicationService } from './modules/application/service';
import { registerApplicationRoutes } from './modules/application/routes';
import { createShellValues } from './modules/application/page';
import { createContentRepository } from './modules/content/repository';
import { createContentService } from './modules/content/service';
import { registerContentRoutes } from './modules/content/routes';
import { createPwaService } from './modules/pwa/service';
import { registerPwaRoutes } from './modules/pwa/routes';
import { createBasketRepository } from './modules/basket/repository';
import { createBasketService } from './modules/basket/service';
import { registerBasketRoutes } from './modules/basket/routes';
import { createQuickOrderRepository } from './modules/quick-order/repository';
import { createQuickOrderService } from './modules/quick-order/service';
import { registerQuickOrderRoutes } from './modules/quick-order/routes';
import { createCheckoutRepository } from './modules/checkout/repository';
import { createCheckoutService } from './modules/checkout/service';
import { registerCheckoutRoutes } from './modules/checkout/routes';
import { createReportsRepository } from './modules/reports/repository';
import { createReportsService } from './modules/reports/service';
import { registerReportsRoutes } from './modules/reports/routes';
import { createAccountRepository } from './modules/account/repository';
import { createAccountService } from './modules/account/service';
import { registerAccountRoutes } from './modules/account/routes';
import { createPricingRepository } from './modules/pricing/repository';
import { createPricingService, type Viewer } from './modules/pricing/service';
import { createPaymentsRepository } from './modules/payments/repository';
import { createReceivablesRepository } from './modules/receivables/repository';
import { createReceivablesService } from './modules/receivables/service';
import { registerReceivablesRoutes } from './modules/receivables/routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/service';
import { registerPaymentsRoutes } from './modules/payments/routes';
import { createConfiguredProvider } from './modules/payments/providers';
import type { PaymentProvider } from './modules/payments/provider';
import { createCatalogRepository } from './modules/catalog/repository';
import { createCatalogService } from './modules/catalog/service';
import { createLiveCatalogIndex } from './modules/catalog/live-index';
import { createRowStore } from './modules/catalog/row-store';
import { createCatalogChangeFeed } from './modules/catalog/change-feed';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { createThemeEditorRepository } from './modules/theme-editor/repository';
import { createThemeEditorService } from './modules/theme-editor/service';
import { registerThemeEditorRoutes } from './modules/theme-editor/routes';
import { createAdminOrdersRepository } from './modules/admin-orders/repository';
import { createAdminOrdersService } from './modules/admin-orders/service';
import { registerAdminOrderRoutes } from './modules/admin-orders/routes';
import { createAdminDealersRepository } from './modules/admin-dealers/repository';
import { createAdminDealersService } from './modules/admin-dealers/service';
import { registerAdminDealerRoutes, registerAdminRepresentativeRoutes } from './modules/admin-dealers/routes';
import { createRepresentativesService } from './modules/admin-dealers/representatives';
import { hashPassword } from './modules/auth/password';
import { createUserAccountsRepository } from './modules/user-accounts/repository';
import { createAdminStaffService } from './modules/admin-staff/service';
import { registerAdminStaffRoutes } from './modules/admin-staff/routes';
import { createAuditRepository } from './modules/audit/repository';
import { createAdminPaymentsRepository } from './modules/admin-payments/repository';
import { createAdminPaymentsService } from './modules/admin-payments/service';
import { registerAdminPaymentRoutes } from './modules/admin-payments/routes';
import { createAdminSettingsRepository } from './modules/admin-settings/repository';
import { createAdminSettingsService } from './modules/admin-settings/service';
import { createCheckoutOptionsService } from './modules/admin-settings/checkout-options';
import { registerAdminSettingsRoutes } from './modules/admin-settings/routes';
import { createAdminMenusRepository } from './modules/admin-menus/repository';
import { createAdminMenusService } from './modules/admin-menus/service';
import { registerAdminMenuRoutes } from './modules/admin-menus/routes';
import { createAdminMediaRepository } from './modules/admin-media/repository';
import { createAdminMediaService } from './modules/admin-media/service';
import { registerAdminMediaRoutes } from './modules/admin-media/routes';
import { createAdminPromotionsRepository } from './modules/admin-promotions/repository';
import { createAdminPromotionsService } from './modules/admin-promotions/service';
import { registerAdminPromotionRoutes } from './modules/admin-promotions/routes';
import { createAdminSlidersRepository } from './modules/admin-sliders/repository';
import { createAdminSlidersService } from './modules/admin-sliders/service';
import { registerAdminSliderRoutes } from './modules/admin-sliders/routes';
import { createExchangeRatesRepository } from './modules/exchange-rates/repository';
import { createExchangeRatesService, type ExchangeRatesService } from './modules/exchange-rates/service';
import { registerExchangeRateRoutes } from './modules/exchange-rates/routes';
import { createAdminPagesRepository } from './modules/admin-pages/repository';
import { createAdminPagesService } from './modules/admin-pages/service';
import { registerAdminPageRoutes } from './modules/admin-pages/routes';
import { createMailRepository, type MailRepository } from './modules/mail/repository';
import { createMailService } from './modules/mail/service';
import { createMailWorker } from './modules/mail/worker';
import { createImportsRepository } from './modules/imports/repository';
import { createImportRunner } from './modules/imports/runner';
import { createImportsService } from './modules/imports/service';
import { registerImportRoutes } from './modules/imports/routes';
import { createImportBatches } from './modules/imports/batch';
import { registerImportBatchRoutes } from './modules/imports/batch-routes';
import { createAuditService } from './modules/audit/service';
import { registerAuditRoutes } from './modules/audit/routes';
import { createUserAccountsService } from './modules/user-accounts/service';
import { createWebhooksRepository, type WebhooksRepository } from './modules/webhooks/repository';
import { createWebhooksService } from './modules/webhooks/service';
import { registerWebhookRoutes } from './modules/webhooks/routes';
import { createWebhookWorker } from './modules/webhooks/worker';
import { createApiKeysRepository } from './modules/api-keys/repository';
import { createApiKeysService } from './modules/api-keys/service';
import { registerApiKeyRoutes } from './modules/api-keys/routes';
import { createIntegrationOrdersRepository } from './modules/integration-orders/repository';
import { createIntegrationOrdersService } from './modules/integration-orders/service';
import { registerIntegrationOrderRoutes } from './modules/integration-orders/routes';

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
  payments?: {
    wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
    onService?: (service: PaymentsService) => void;
  };
}

/** With the change feed, a product row is kept until its product changes, at most this long (a safety net). */
const ROW_KEEP_MS = 30 * 60_000;

declare module './plugins/request-context' {
  // The viewer every route gets from request.viewer() is the pricing module's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestViewer extends Viewer {}
}

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
  const db = database.db;
  const now = deps.now ?? machineClock;

  registerAccessLog(app);
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerCsrfGuard(app);
  const api = await registerContracts(app, {
    validateResponses: deps.validateResponses,
    sessionCookie: config.SESSION_COOKIE_NAME,
  });

  const auth = createAuthService(createAuthRepository(db), config, now);
  const cacheTtlMs = config.SHARED_CACHE_SECONDS * 1000;
  const application = createApplicationService(createApplicationRepository(db), cacheTtlMs);
  const content = createContentService(createContentRepository(db), application, cacheTtlMs);
  const pricing = createPricingService(createPricingRepository(db), application, cacheTtlMs);
  const catalogRepository = createCatalogRepository(db);
  const catalogIndex = config.CATALOG_INDEX
    ? createLiveCatalogIndex(catalogRepository, { pollMs: config.CATALOG_INDEX_POLL_MS, log: app.log })
    : null;
  catalogIndex?.start();
  app.addHook('onClose', async () => catalogIndex?.stop());
  // The copy of every row follows the change feed: without the feed (poll 0, the tests) there is none.
  const rowStore =
    config.CATALOG_INDEX_POLL_MS > 0 && config.CATALOG_ROW_STORE_MB > 0
      ? createRowStore(catalogRepository, {
          maxBytes: config.CATALOG_ROW_STORE_MB * 1024 * 1024,
          // The embedded database is this process's own: no re-reading on a timer (row-store.ts).
          keepMs: database.kind === 'pglite' ? null : ROW_KEEP_MS,
          log: app.log,
        })
      : null;
  const catalog = createCatalogService(
    catalogRepository,
    application,
    content,
    pricing,
    {
      sharedTtlMs: cacheTtlMs,
      listTtlMs: config.LIST_CACHE_SECONDS * 1000,
      rowKeepMs: config.CATALOG_INDEX_POLL_MS > 0 ? ROW_KEEP_MS : 0,
    },
    { liveIndex: catalogIndex, rowStore },
  );
  // Product rows are kept until their product changes: every process reads which ones did (migration 0012).
  const changeFeed = createCatalogChangeFeed(catalogRepository, {
    pollMs: config.CATALOG_INDEX_POLL_MS,
    onChange: catalog.forget,
    log: app.log,
  });
  changeFeed.start();
  rowStore?.start(changeFeed.following);
  app.addHook('onClose', async () => {
    changeFeed.stop();
    rowStore?.stop();
  });
  const mailRepository = createMailRepository(db);
  const mail = createMailService(mailRepository, {
    application,
    enabled: Boolean(config.SMTP_URL),
    siteUrl: config.PUBLIC_URL ?? null,
    log: app.log,
  });
  startMailWorker(app, mailRepository, config);
  const basket = createBasketService(createBasketRepository(db), pricing, application, {
    keptAnswerMs: cacheTtlMs,
    now,
    onOrderPlaced: mail.orderPlaced,
  });
  const checkout = createCheckoutService(createCheckoutRepository(db), application, now);
  const reports = createReportsService({
    repo: createReportsRepository(db),
    application,
    content,
    pricing,
    basket,
    now,
    reportCacheBytes: config.REPORT_CACHE_MB * 1024 * 1024,
  });
  const account = createAccountService(createAccountRepository(db), checkout);
  const themeEditor = createThemeEditorService(createThemeEditorRepository(db), application, content);
  const paymentSecret = config.PAYMENT_SECRET ?? randomBytes(32).toString('base64url');
  const configured = createConfiguredProvider(config, paymentSecret, now);
  const receivables = createReceivablesService(createReceivablesRepository(db));
  const payments = createPaymentsService(
    createPaymentsRepository(db),
    deps.payments?.wrapProvider ? deps.payments.wrapProvider(configured.provider) : configured.provider,
    application,
    receivables,
    {
      secret: paymentSecret,
      publicUrl: config.PAYMENT_PUBLIC_URL ?? null,
      rateCacheMs: config.PAYMENT_RATE_CACHE_SECONDS * 1000,
      providerTimeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_SECONDS * 1000,
      expiryMs: config.PAYMENT_ATTEMPT_EXPIRY_MINUTES * 60_000,
      recheckMs: Math.max(config.PAYMENT_RECONCILE_SECONDS, 1) * 1000,
      now,
      log: app.log,
      onPaid: mail.paymentReceived,
    },
  );
  deps.payments?.onService?.(payments);
  startReconciliation(app, payments, config.PAYMENT_RECONCILE_SECONDS);

  const apiKeys = createApiKeysService(createApiKeysRepository(db), {
    cacheMs: config.API_KEY_CACHE_SECONDS * 1000,
    ratePerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    now,
    log: app.log,
  });
  const cookies = registerRequestContext(app, {
    cookieName: config.SESSION_COOKIE_NAME,
    cookieSecure: config.COOKIE_SECURE,
    resolveSession: (id) => auth.resolve(id),
    knownSession: (id) => auth.known(id),
    resolveViewer: (session, priceName) => pricing.viewerFor(session, priceName),
    knownViewer: (session, priceName) => pricing.knownViewerFor(session, priceName),
    integration: apiKeys.auth,
  });
  registerViewerTag(app);

  // Liveness for load balancers, and the trivial route the benchmarks compare against.
  api.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistem'],
        summary: 'Canlılık denetimi (yük dengeleyici)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  // Readiness: the catalogue index is built, so lists and search answer at full speed (PostgreSQL answers them
  // until then). A load balancer sends traffic once this answers 200; the bench waits for it.
  api.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistem'],
        summary: 'Hazırlık denetimi: katalog dizini kuruldu mu (yük dengeleyici)',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('starting') }),
        },
      },
    },
    async (_request, reply) =>
      (!catalogIndex || catalogIndex.isBuilt()) && (!rowStore || rowStore.isSettled())
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'starting' as const }),
  );

  registerAuthRoutes(api, { auth, cookies, content });
  registerApplicationRoutes(api, { application });
  registerContentRoutes(api, { content });
  registerPwaRoutes(api, { pwa: createPwaService({ application, content }) });
  registerCatalogRoutes(api, { catalog });
  registerBasketRoutes(api, { basket });
  registerQuickOrderRoutes(api, { quickOrder: createQuickOrderService(createQuickOrderRepository(db), pricing) });
  registerCheckoutRoutes(api, { checkout, payments });
  registerPaymentsRoutes(api, { payments, testPos: configured.testPos });
  registerReportsRoutes(api, { reports });
  registerReceivablesRoutes(api, { receivables });
  registerAccountRoutes(api, { account });
  registerThemeEditorRoutes(api, { themeEditor });
  const adminOrders = createAdminOrdersService(createAdminOrdersRepository(db), {
    exportCompany: reports.exportCompany,
    render: (doc, format) => reports.render(doc, format),
    now,
    onStageChanged: mail.orderStageChanged,
  });
  registerAdminOrderRoutes(api, { adminOrders });
  const accounts = createUserAccountsService(createUserAccountsRepository(db), {
    hashPassword,
    forgetSessionsOf: auth.forgetUser,
    now,
  });
  const adminDealersRepository = createAdminDealersRepository(db);
  const adminDealers = createAdminDealersService(adminDealersRepository, {
    riskPosition: checkout.riskPosition,
    accounts,
    shopFor: auth.shopFor,
  });
  registerAdminDealerRoutes(api, { adminDealers });
  registerAdminRepresentativeRoutes(api, { representatives: createRepresentativesService(adminDealersRepository) });
  const adminStaff = createAdminStaffService({
    accounts,
    representatives: async () => (await adminDealers.options()).representatives,
  });
  registerAdminStaffRoutes(api, { adminStaff });
  registerAuditRoutes(api, { audit: createAuditService(createAuditRepository(db)) });
  registerAdminPaymentRoutes(api, { adminPayments: createAdminPaymentsService(createAdminPaymentsRepository(db)) });
  registerAdminMenuRoutes(api, {
    adminMenus: createAdminMenusService(createAdminMenusRepository(db), {
      invalidate: () => content.invalidateMenus(),
    }),
  });
  registerAdminMediaRoutes(api, { adminMedia: createAdminMediaService(createAdminMediaRepository(db)) });
  registerAdminPromotionRoutes(api, {
    adminPromotions: createAdminPromotionsService(createAdminPromotionsRepository(db), {
      invalidate: () => catalog.invalidateMerchandising(),
    }),
  });
  registerAdminSliderRoutes(api, {
    adminSliders: createAdminSlidersService(createAdminSlidersRepository(db), {
      invalidate: () => catalog.invalidateMerchandising(),
    }),
  });
  registerAdminPageRoutes(api, { adminPages: createAdminPagesService(createAdminPagesRepository(db)) });
  const adminSettingsRepository = createAdminSettingsRepository(db);
  registerAdminSettingsRoutes(api, {
    adminSettings: createAdminSettingsService(adminSettingsRepository, {
      invalidate: () => application.invalidate(),
    }),
    checkoutOptions: createCheckoutOptionsService(adminSettingsRepository, {
      invalidate: () => application.invalidate(),
    }),
  });
  const exchangeRates = createExchangeRatesService(createExchangeRatesRepository(db), {
    url: config.TCMB_URL,
    now,
    retryMs: config.TCMB_RETRY_MINUTES * 60_000,
    invalidate: () => application.invalidate(),
    log: app.log,
  });
  registerExchangeRateRoutes(api, { exchangeRates });
  // The ERP integration API: keys in the back office, orders out under /api/v1.
  registerApiKeyRoutes(api, { apiKeys });
  registerIntegrationOrderRoutes(api, {
    integrationOrders: createIntegrationOrdersService(createIntegrationOrdersRepository(db)),
  });
  startRatesLoop(app, exchangeRates, config.TCMB_POLL_MINUTES);
  const importsRepository = createImportsRepository(db);
  const importRunner = createImportRunner(db, importsRepository, { pollMs: config.IMPORT_POLL_MS, log: app.log });
  const imports = createImportsService(importsRepository, importRunner);
  registerImportRoutes(
    api,
    { imports },
    {
      base: '/admin/imports',
      config: { access: 'admin' },
      tags: ['Yönetim: aktarım'],
      kinds: IMPORT_KINDS,
      requester: (request) => staffOf(request),
      refusals,
    },
  );
  // The same imports for the ERP under /api/v1, one family per API key scope (docs/integration.md).
  for (const [scope, kinds] of Object.entries(IMPORT_KINDS_BY_SCOPE)) {
    registerImportRoutes(
      api,
      { imports },
      {
        base: `/api/v1/${scope}/imports`,
        config: { access: 'integration', scope },
        tags: ['Entegrasyon (ERP): aktarım dosyaları'],
        kinds,
        requester: (request) => keyActor(apiKeyOf(request)),
        refusals: (...statuses) => ({ ...integrationRefusals(...statuses), ...integrationRefusals(429) }),
      },
    );
  }
  // The same kinds as JSON items, answered at once: POST /api/v1/<scope>/<kind>.
  registerImportBatchRoutes(api, { batches: createImportBatches(db, app.log) });
  app.addHook('onReady', async () => importRunner.start());
  app.addHook('onClose', () => importRunner.stop());
  const webhooksRepository = createWebhooksRepository(db);
  registerWebhookRoutes(api, {
    webhooks: createWebhooksService(webhooksRepository, { wake: startWebhookWorker(app, webhooksRepository, config) }),
  });
  await registerApiDocs(app);
  // Font Awesome's SVG files under /spa/icons/…, beside the built storefront's files (which /spa/* serves).
  registerIconRoutes(api, { icons: createIconsService() });
  const shellValues = createShellValues(application);
  await registerSpa(app, deps.webDist ? path.resolve(deps.webDist) : null, (request) =>
    shellValues(request.session, request.priceName),
  );

  return app;
}

/**
 * The e-mail loop: sends the queue through SMTP_URL every MAIL_POLL_SECONDS; off without SMTP_URL.
 */
function startMailWorker(app: FastifyInstance, repo: MailRepository, config: Config): void {
  if (!config.SMTP_URL) return;
  const worker = createMailWorker(repo, nodemailer.createTransport(config.SMTP_URL), {
    from: config.MAIL_FROM,
    pollMs: config.MAIL_POLL_SECONDS * 1000,
    retrySeconds: config.MAIL_RETRY_SECONDS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    log: app.log,
  });
  worker.start();
  app.addHook('onClose', () => worker.stop());
}

/**
 * The webhook loop: POSTs due deliveries every WEBHOOK_POLL_MS; off with 0. Answers what wakes it for a
 * round now (a re-send, a test ping), or undefined when it is off.
 */
function startWebhookWorker(app: FastifyInstance, repo: WebhooksRepository, config: Config): (() => void) | undefined {
  if (config.WEBHOOK_POLL_MS <= 0) return undefined;
  const worker = createWebhookWorker(repo, {
    pollMs: config.WEBHOOK_POLL_MS,
    timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
    retrySeconds: config.WEBHOOK_RETRY_SECONDS,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    log: app.log,
  });
  worker.start();
  app.addHook('onClose', () => worker.stop());
  return worker.wake;
}

/** The TCMB rates loop: every `minutes`, reads the day's file when it is due (schedule.ts). */
function startRatesLoop(app: FastifyInstance, rates: ExchangeRatesService, minutes: number): void {
  if (minutes <= 0) return;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void rates.tick().finally(() => {
      running = false;
    });
  };
  const timer = setInterval(run, minutes * 60_000);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The reconciliation job: every `seconds`, attempts left open are checked with the provider. One
 * run at a time per process; several processes may check the same attempt, and the conditional updates let
 * only one of them settle it.
 */
function startReconciliation(app: FastifyInstance, payments: PaymentsService, seconds: number): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .reconcile()
      .catch((err: unknown) => app.log.warn({ message: (err as Error).message }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
