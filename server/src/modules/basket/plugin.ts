import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { MailService } from '../mail/service';
import type { PricingService } from '../pricing/service';
import { createBasketRepository } from './repository';
import { registerBasketRoutes } from './routes';
import { createBasketService, type BasketService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    basket: BasketService;
  }
}

export default modulePlugin<{ application: ApplicationService; pricing: PricingService; mail: MailService }>(
  'basket',
  (app, { database, config, now, application, pricing, mail }) => {
    const basket = createBasketService(createBasketRepository(database.db), pricing, application, {
      keptAnswerMs: config.SHARED_CACHE_SECONDS * 1000,
      now,
      onOrderPlaced: mail.orderPlaced,
    });
    app.decorate('basket', basket);
    registerBasketRoutes(app, { basket });
  },
);
