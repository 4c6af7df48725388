import { modulePlugin } from '../../plugins/module';
import { createIntegrationOrdersRepository } from './repository';
import { registerIntegrationOrderRoutes } from './routes';
import { createIntegrationOrdersService } from './service';

/** The ERP's side of orders, under /api/v1. */
export default modulePlugin('integration-orders', (app, { database }) => {
  registerIntegrationOrderRoutes(app, {
    integrationOrders: createIntegrationOrdersService(createIntegrationOrdersRepository(database.db)),
  });
});
