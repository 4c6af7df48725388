import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import type { PricingService } from '../pricing/service';
import { createReportsRepository } from './repository';
import { registerReportsRoutes } from './routes';
import { createReportsService, type ReorderBasket, type ReportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsService;
  }
}

export default modulePlugin<{
  application: ApplicationService;
  content: ContentService;
  pricing: PricingService;
  basket: ReorderBasket;
}>('reports', (app, { database, config, now, application, content, pricing, basket }) => {
  const reports = createReportsService({
    repo: createReportsRepository(database.db),
    application,
    content,
    pricing,
    basket,
    now,
    reportCacheBytes: config.REPORT_CACHE_MB * 1024 * 1024,
  });
  app.decorate('reports', reports);
  registerReportsRoutes(app, { reports });
});
