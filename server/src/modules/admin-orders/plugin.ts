import { modulePlugin } from '../../plugins/module';
import type { MailService } from '../mail/service';
import type { ReportsService } from '../reports/service';
import { createAdminOrdersRepository } from './repository';
import { registerAdminOrderRoutes } from './routes';
import { createAdminOrdersService } from './service';

export default modulePlugin<{ reports: ReportsService; mail: MailService }>(
  'admin-orders',
  (app, { database, now, reports, mail }) => {
    const adminOrders = createAdminOrdersService(createAdminOrdersRepository(database.db), {
      exportCompany: reports.exportCompany,
      render: (doc, format) => reports.render(doc, format),
      now,
      onStageChanged: mail.orderStageChanged,
    });
    registerAdminOrderRoutes(app, { adminOrders });
  },
);
