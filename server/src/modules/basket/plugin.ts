import { modulePlugin } from '../../plugins/module';
import type { OrdersService } from '../orders/service';
import type { PricingService } from '../pricing/service';
import { registerBasketRoutes } from './routes';
import { createBasketService, type BasketService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    basket: BasketService;
  }
}

export default modulePlugin<{ orders: OrdersService; pricing: PricingService }>(
  'basket',
  (app, { config, orders, pricing }) => {
    const basket = createBasketService(orders, pricing, { keptAnswerMs: config.SHARED_CACHE_SECONDS * 1000 });
    app.decorate('basket', basket);
    registerBasketRoutes(app, { basket });
  },
);
