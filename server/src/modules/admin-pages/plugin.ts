import { modulePlugin } from '../../plugins/module';
import { createAdminPagesRepository } from './repository';
import { registerAdminPageRoutes } from './routes';
import { createAdminPagesService } from './service';

export default modulePlugin('admin-pages', (app, { database }) => {
  registerAdminPageRoutes(app, { adminPages: createAdminPagesService(createAdminPagesRepository(database.db)) });
});
