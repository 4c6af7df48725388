import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import type { PricingService } from '../pricing/service';
import { createCatalogReadModel } from './read-model';
import { createCatalogChangeFeed } from './read-model/change-feed';
import { createLiveCatalogIndex } from './read-model/live-index';
import { createRowStore } from './read-model/row-store';
import { createCatalogRepository } from './repository';
import { registerCatalogRoutes } from './routes';
import { createCatalogService, type CatalogService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** The catalogue index is built and the row copy settled: lists and search answer at full speed. */
    catalogReady: () => boolean;
  }
}

/** With the change feed, a product row is kept until its product changes, at most this long (a safety net). */
const ROW_KEEP_MS = 30 * 60_000;

export default modulePlugin<{ application: ApplicationService; content: ContentService; pricing: PricingService }>(
  'catalog',
  (app, { database, config, application, content, pricing }) => {
    const catalogRepository = createCatalogRepository(database.db);
    const catalogIndex = config.CATALOG_INDEX
      ? createLiveCatalogIndex(catalogRepository, { pollMs: config.CATALOG_INDEX_POLL_MS, log: app.log })
      : null;
    catalogIndex?.start();
    app.addHook('onClose', async () => catalogIndex?.stop());
    // Product rows are kept until their product changes: every process reads which ones did (migration 0012), on
    // a timer, or before each read of rows with a poll of 0 (the tests: the same read path, never stale).
    const changeFeed = createCatalogChangeFeed(catalogRepository, {
      pollMs: config.CATALOG_INDEX_POLL_MS,
      onChange: (changed) => readModel.forget(changed),
      log: app.log,
    });
    // The copy of every row follows the change feed.
    const rowStore =
      config.CATALOG_ROW_STORE_MB > 0
        ? createRowStore(catalogRepository, {
            maxBytes: config.CATALOG_ROW_STORE_MB * 1024 * 1024,
            // The embedded database is this process's own: no re-reading on a timer (row-store.ts).
            keepMs: database.kind === 'pglite' ? null : ROW_KEEP_MS,
            log: app.log,
          })
        : null;
    const readModel = createCatalogReadModel(
      catalogRepository,
      {
        sharedTtlMs: config.SHARED_CACHE_SECONDS * 1000,
        listTtlMs: config.LIST_CACHE_SECONDS * 1000,
        rowKeepMs: ROW_KEEP_MS,
      },
      { liveIndex: catalogIndex, rowStore, catchUp: changeFeed.catchUp },
    );
    const catalog = createCatalogService(readModel, application, content, pricing);
    changeFeed.start();
    rowStore?.start(changeFeed.following);
    app.addHook('onClose', async () => {
      changeFeed.stop();
      rowStore?.stop();
    });
    app.decorate('catalog', catalog);
    app.decorate(
      'catalogReady',
      () => (!catalogIndex || catalogIndex.isBuilt()) && (!rowStore || rowStore.isSettled()),
    );
    registerCatalogRoutes(app, { catalog });
  },
);
