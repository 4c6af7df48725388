import { modulePlugin } from '../../plugins/module';
import type { CatalogService } from '../catalog/service';
import { createAdminPromotionsRepository } from './repository';
import { registerAdminPromotionRoutes } from './routes';
import { createAdminPromotionsService } from './service';

export default modulePlugin<{ catalog: CatalogService }>('admin-promotions', (app, { database, catalog }) => {
  registerAdminPromotionRoutes(app, {
    adminPromotions: createAdminPromotionsService(createAdminPromotionsRepository(database.db), {
      invalidate: () => catalog.invalidateMerchandising(),
    }),
  });
});
