import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { OrdersService } from '../orders/service';
import type { PaymentsService } from '../payments/service';
import { createCheckoutRepository } from './repository';
import { registerCheckoutRoutes } from './routes';
import { createCheckoutService, type CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export default modulePlugin<{ application: ApplicationService; orders: OrdersService; payments: PaymentsService }>(
  'checkout',
  (app, { database, now, application, orders, payments }) => {
    const checkout = createCheckoutService(createCheckoutRepository(database.db), orders, application, now);
    app.decorate('checkout', checkout);
    registerCheckoutRoutes(app, { checkout, payments });
  },
);
