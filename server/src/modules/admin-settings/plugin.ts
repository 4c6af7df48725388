import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createCheckoutOptionsService } from './checkout-options';
import { createAdminSettingsRepository } from './repository';
import { registerAdminSettingsRoutes } from './routes';
import { createAdminSettingsService } from './service';

export default modulePlugin<{ application: ApplicationService }>('admin-settings', (app, { database, application }) => {
  const repo = createAdminSettingsRepository(database.db);
  const invalidate = () => application.invalidate();
  registerAdminSettingsRoutes(app, {
    adminSettings: createAdminSettingsService(repo, { invalidate }),
    checkoutOptions: createCheckoutOptionsService(repo, { invalidate }),
  });
});
