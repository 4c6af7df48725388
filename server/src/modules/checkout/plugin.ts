import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { PaymentsService } from '../payments/service';
import { createCheckoutRepository } from './repository';
import { registerCheckoutRoutes } from './routes';
import { createCheckoutService, type CheckoutService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export default modulePlugin<{ application: ApplicationService; payments: PaymentsService }>(
  'checkout',
  (app, { database, now, application, payments }) => {
    const checkout = createCheckoutService(createCheckoutRepository(database.db), application, now);
    app.decorate('checkout', checkout);
    registerCheckoutRoutes(app, { checkout, payments });
  },
);
