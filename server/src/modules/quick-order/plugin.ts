import { modulePlugin } from '../../plugins/module';
import type { PricingService } from '../pricing/service';
import { createQuickOrderRepository } from './repository';
import { registerQuickOrderRoutes } from './routes';
import { createQuickOrderService } from './service';

export default modulePlugin<{ pricing: PricingService }>('quick-order', (app, { database, pricing }) => {
  registerQuickOrderRoutes(app, {
    quickOrder: createQuickOrderService(createQuickOrderRepository(database.db), pricing),
  });
});
