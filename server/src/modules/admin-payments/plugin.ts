import { modulePlugin } from '../../plugins/module';
import { createAdminPaymentsRepository } from './repository';
import { registerAdminPaymentRoutes } from './routes';
import { createAdminPaymentsService } from './service';

export default modulePlugin('admin-payments', (app, { database }) => {
  registerAdminPaymentRoutes(app, {
    adminPayments: createAdminPaymentsService(createAdminPaymentsRepository(database.db)),
  });
});
