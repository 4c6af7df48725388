import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCsrfGuard } from './plugins/csrf';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import { registerAuthRoutes } from './modules/auth/routes';
import { createApplicationRepository } from './modules/application/repository';
import { createApplicationService } from './modules/application/service';
import { registerApplicationRoutes } from './modules/application/routes';
import { createContentRepository } from './modules/content/repository';
import { createContentService } from './modules/content/service';
import { registerContentRoutes } from './modules/content/routes';
import { createBasketRepository } from './modules/basket/repository';
import { createBasketService } from './modules/basket/service';
import { registerBasketRoutes } from './modules/basket/routes';
import { createCheckoutRepository } from './modules/checkout/repository';
import { createCheckoutService } from './modules/checkout/service';
import { registerCheckoutRoutes } from './modules/checkout/routes';
import { createReportsRepository } from './modules/reports/repository';
import { createReportsService } from './modules/reports/service';
import { registerReportsRoutes } from './modules/reports/routes';
import { createPricingRepository } from './modules/pricing/repository';
import { createPricingService } from './modules/pricing/service';
import { createCatalogRepository } from './modules/catalog/repository';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built SPA; omitted in API tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

/** Secrets never reach the log (DESIGN §5): session cookies, passwords, card data. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'cardNumber',
  '*.cardNumber',
  'cardCVC',
  '*.cardCVC',
  'CardNumber',
  '*.CardNumber',
  'CardCVC',
  '*.CardCVC',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const db = database.db;

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  registerCsrfGuard(app);

  const auth = createAuthService(createAuthRepository(db), config, deps.now);
  const cookies = registerSession(app, auth, config);
  const cacheTtlMs = config.SHARED_CACHE_SECONDS * 1000;
  const application = createApplicationService(createApplicationRepository(db), cacheTtlMs);
  const content = createContentService(createContentRepository(db), application, cacheTtlMs);
  const pricing = createPricingService(createPricingRepository(db), application, cacheTtlMs);
  const catalog = createCatalogService(createCatalogRepository(db), application, content, pricing, {
    sharedTtlMs: cacheTtlMs,
    listTtlMs: config.LIST_CACHE_SECONDS * 1000,
  });
  const basket = createBasketService(createBasketRepository(db), pricing, application, {
    keptAnswerMs: cacheTtlMs,
    now: deps.now,
  });
  const checkout = createCheckoutService(createCheckoutRepository(db), application, deps.now);
  const reports = createReportsService(createReportsRepository(db), deps.now);

  // Liveness for load balancers, and the trivial route the benchmarks compare against.
  app.get('/health', async () => ({ status: 'ok' }));

  registerAuthRoutes(app, { auth, cookies, content, cookieName: config.SESSION_COOKIE_NAME });
  registerApplicationRoutes(app, { application, basket });
  registerContentRoutes(app, { content });
  registerCatalogRoutes(app, { catalog });
  registerBasketRoutes(app, { basket, catalog });
  registerCheckoutRoutes(app, { checkout });
  registerReportsRoutes(app, { reports });
  if (deps.webDist) await registerSpa(app, path.resolve(deps.webDist));
  else app.get('/', async (_request, reply) => reply.redirect('/spa/', 302));

  return app;
}
