import { modulePlugin } from '../../plugins/module';
import { createApiKeysRepository } from './repository';
import { registerApiKeyRoutes } from './routes';
import { createApiKeysService, type ApiKeysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeysService;
  }
}

/** The ERP integration's keys: made in the back office, checked on every /api/v1 request. */
export default modulePlugin('api-keys', (app, { database, config, now }) => {
  const apiKeys = createApiKeysService(createApiKeysRepository(database.db), {
    cacheMs: config.API_KEY_CACHE_SECONDS * 1000,
    ratePerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    now,
    log: app.log,
  });
  app.decorate('apiKeys', apiKeys);
  registerApiKeyRoutes(app, { apiKeys });
});
