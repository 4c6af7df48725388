import { modulePlugin } from '../../plugins/module';
import { createApplicationRepository } from './repository';
import { registerApplicationRoutes } from './routes';
import { createApplicationService, type ApplicationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    application: ApplicationService;
  }
}

/** The shop's settings, texts and currencies every other module reads. */
export default modulePlugin('application', (app, { database, config }) => {
  const application = createApplicationService(
    createApplicationRepository(database.db),
    config.SHARED_CACHE_SECONDS * 1000,
  );
  app.decorate('application', application);
  registerApplicationRoutes(app, { application });
});
