import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import type { PricingService } from '../pricing/service';
import { createCatalogChangeFeed } from './change-feed';
import { createLiveCatalogIndex } from './live-index';
import { createCatalogRepository } from './repository';
import { createRowStore } from './row-store';
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
    // The copy of every row follows the change feed: without the feed (poll 0, the tests) there is none.
    const rowStore =
      config.CATALOG_INDEX_POLL_MS > 0 && config.CATALOG_ROW_STORE_MB > 0
        ? createRowStore(catalogRepository, {
            maxBytes: config.CATALOG_ROW_STORE_MB * 1024 * 1024,
            // The embedded database is this process's own: no re-reading on a timer (row-store.ts).
            keepMs: database.kind === 'pglite' ? null : ROW_KEEP_MS,
            log: app.log,
          })
        : null;
    const cacheTtlMs = config.SHARED_CACHE_SECONDS * 1000;
    const catalog = createCatalogService(
      catalogRepository,
      application,
      content,
      pricing,
      {
        sharedTtlMs: cacheTtlMs,
        listTtlMs: config.LIST_CACHE_SECONDS * 1000,
        rowKeepMs: config.CATALOG_INDEX_POLL_MS > 0 ? ROW_KEEP_MS : 0,
      },
      { liveIndex: catalogIndex, rowStore },
    );
    // Product rows are kept until their product changes: every process reads which ones did (migration 0012).
    const changeFeed = createCatalogChangeFeed(catalogRepository, {
      pollMs: config.CATALOG_INDEX_POLL_MS,
      onChange: catalog.forget,
      log: app.log,
    });
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
