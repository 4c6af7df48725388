import { modulePlugin } from '../../plugins/module';
import type { CatalogService } from '../catalog/service';
import { createAdminSlidersRepository } from './repository';
import { registerAdminSliderRoutes } from './routes';
import { createAdminSlidersService } from './service';

export default modulePlugin<{ catalog: CatalogService }>('admin-sliders', (app, { database, catalog }) => {
  registerAdminSliderRoutes(app, {
    adminSliders: createAdminSlidersService(createAdminSlidersRepository(database.db), {
      invalidate: () => catalog.invalidateMerchandising(),
    }),
  });
});
