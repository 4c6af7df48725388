import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createContentRepository } from './repository';
import { registerContentRoutes } from './routes';
import { createContentService, type ContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

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
  },
);
