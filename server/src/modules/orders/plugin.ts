import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { MailService } from '../mail/service';
import type { PricingService } from '../pricing/service';
import type { ReportsService } from '../reports/service';
import { createOrdersRepository } from './repository';
import { registerIntegrationOrderRoutes } from './routes.integration';
import { registerStaffOrderRoutes } from './routes.staff';
import { createOrdersService, type OrdersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

/**
 * Orders: the one service that writes them, shared with the basket, checkout and payments (registered after it), and
 * the routes of its other audiences: staff (`/admin/orders*`) and the ERP (`/api/v1/orders*`).
 */
export default modulePlugin<{
  application: ApplicationService;
  pricing: PricingService;
  mail: MailService;
  /** The reports module renders the staff's Excel export; it is registered later (its reorder fills the basket). */
  reports: () => ReportsService;
}>('orders', (app, { database, now, application, pricing, mail, reports }) => {
  const orders = createOrdersService(createOrdersRepository(database.db), {
    pricing,
    application,
    now,
    mail,
    exportCompany: () => reports().exportCompany(),
    render: (doc, format) => reports().render(doc, format),
  });
  app.decorate('orders', orders);
  registerStaffOrderRoutes(app, { orders });
  registerIntegrationOrderRoutes(app, { orders });
});
