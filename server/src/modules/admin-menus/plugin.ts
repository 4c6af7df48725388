import { modulePlugin } from '../../plugins/module';
import type { ContentService } from '../content/service';
import { createAdminMenusRepository } from './repository';
import { registerAdminMenuRoutes } from './routes';
import { createAdminMenusService } from './service';

export default modulePlugin<{ content: ContentService }>('admin-menus', (app, { database, content }) => {
  registerAdminMenuRoutes(app, {
    adminMenus: createAdminMenusService(createAdminMenusRepository(database.db), {
      invalidate: () => content.invalidateMenus(),
    }),
  });
});
