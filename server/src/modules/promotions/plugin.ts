import { modulePlugin } from '../../plugins/module';
import type { ContentService } from '../content/service';
import { createPromotionsRepository } from './repository';
import { registerPromotionRoutes } from './routes';
import { registerStaffPromotionRoutes } from './routes.staff';
import { createPromotionsService } from './service';

/**
 * Promotions: the one service that writes them, and its routes per audience: the storefront's
 * (`/promotion/GetPromotion`) and the back office's editor (`/admin/promotions*`). Uploaded images are the content
 * module's: it says which names are stored.
 */
export default modulePlugin<{ content: ContentService }>('promotions', (app, { database, config, content }) => {
  const promotions = createPromotionsService(createPromotionsRepository(database.db), {
    storedFiles: content.storedFiles,
    cacheTtlMs: config.SHARED_CACHE_SECONDS * 1000,
  });
  registerPromotionRoutes(app, { promotions });
  registerStaffPromotionRoutes(app, { promotions });
});
