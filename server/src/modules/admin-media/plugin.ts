import { modulePlugin } from '../../plugins/module';
import { createAdminMediaRepository } from './repository';
import { registerAdminMediaRoutes } from './routes';
import { createAdminMediaService } from './service';

export default modulePlugin('admin-media', (app, { database }) => {
  registerAdminMediaRoutes(app, { adminMedia: createAdminMediaService(createAdminMediaRepository(database.db)) });
});
