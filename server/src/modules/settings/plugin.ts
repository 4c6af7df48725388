import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createSettingsRepository } from './repository';
import { registerStaffSettingsRoutes } from './routes.staff';
import { createSettingsService, type SettingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

/**
 * Settings: the one service writing `settings`, `delivery_slots` and `bank_accounts`, shared with the theme editor
 * (registered after it), and the back office's routes (`/admin/settings*`).
 */
export default modulePlugin<{ application: ApplicationService }>('settings', (app, { database, application }) => {
  const settings = createSettingsService(createSettingsRepository(database.db), {
    invalidate: () => application.invalidate(),
  });
  app.decorate('settings', settings);
  registerStaffSettingsRoutes(app, { settings });
});
