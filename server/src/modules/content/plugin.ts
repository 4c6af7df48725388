import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createContentRepository } from './repository';
import { registerContentRoutes } from './routes';
import { registerStaffContentRoutes } from './routes.staff';
import { createContentService, type ContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

/**
 * Content: the one service that writes menus, pages, stored files and product sliders, shared with the modules
 * registered after it (the catalogue's category index and sliders, the sign-in page, the manifest's icons,
 * promotions), and its routes per audience: the storefront's (`routes.ts`) and the back office's editors
 * (`routes.staff.ts`: `/admin/pages*`, `/admin/menus/*`, `/admin/media`, `/admin/sliders*`, `/admin/products/lookup`).
 */
export default modulePlugin<{ application: ApplicationService }>(
  'content',
  (app, { database, config, application }) => {
    const content = createContentService(
      createContentRepository(database.db),
      application,
      config.SHARED_CACHE_SECONDS * 1000,
    );
    app.decorate('content', content);
    registerContentRoutes(app, { content });
    registerStaffContentRoutes(app, { content });
  },
);
