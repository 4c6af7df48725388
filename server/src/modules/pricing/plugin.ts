import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createPricingRepository } from './repository';
import { createPricingService, type PricingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    pricing: PricingService;
  }
}

/** Who sees which prices: no routes of its own, its service prices every answer of the other modules. */
export default modulePlugin<{ application: ApplicationService }>(
  'pricing',
  (app, { database, config, application }) => {
    app.decorate(
      'pricing',
      createPricingService(createPricingRepository(database.db), application, config.SHARED_CACHE_SECONDS * 1000),
    );
  },
);
