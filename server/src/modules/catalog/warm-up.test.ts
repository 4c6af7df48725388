import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import { createTestApp, type TestContext } from '../../test/app';
import { createApplicationRepository } from '../application/repository';
import { createApplicationService } from '../application/service';
import { createContentRepository } from '../content/repository';
import { createContentService } from '../content/service';
import { createPricingRepository } from '../pricing/repository';
import { createPricingService, type Viewer } from '../pricing/service';
import { createCatalogRepository } from './repository';
import { createCatalogService, type CatalogService } from './service';
import { startCatalogWarmUp, warmUpCatalog } from './warm-up';

/**
 * The warm-up before ready (issue 15): the catalogue's hot paths are run, as a visitor and as a dealer, before
 * /health/ready says a server may take traffic; it stops at its budget, and a warm-up that fails never keeps a server
 * unready.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const noLog = { info() {}, warn() {} };

/** The catalogue's services on the test database, as the app makes them (nothing kept). */
function services() {
  const db = ctx.database.db;
  const application = createApplicationService(createApplicationRepository(db), 0);
  const content = createContentService(createContentRepository(db), application, 0);
  const pricing = createPricingService(createPricingRepository(db), application, 0);
  const catalog = createCatalogService(createCatalogRepository(db), application, content, pricing, {
    sharedTtlMs: 0,
    listTtlMs: 0,
  });
  return { catalog, content, pricing };
}

describe('the warm-up', () => {
  it('asks every kind of catalogue question as the dealer and the visitor, through to the answer’s bytes', async () => {
    const { catalog, content, pricing } = services();
    const calls = new Map<string, number>();
    const counted = new Proxy(catalog, {
      get(target, name: string) {
        const method = target[name as keyof CatalogService];
        if (typeof method !== 'function') return method;
        return (viewer: Viewer, ...rest: unknown[]) => {
          const key = `${name} ${viewer.terms ? 'dealer' : 'visitor'}`;
          calls.set(key, (calls.get(key) ?? 0) + 1);
          return (method as (...args: unknown[]) => unknown).call(target, viewer, ...rest);
        };
      },
    });
    const dealer = (await pricing.warmUpViewer())!;
    const visitor = await pricing.viewerFor(null, null);
    const result = await warmUpCatalog({
      catalog: counted,
      categoryIndex: () => content.categoryIndex(),
      viewers: [dealer, visitor],
      budgetMs: 60_000,
      maxCalls: 240,
    });
    expect(result.calls).toBe(240);
    expect(dealer.terms).not.toBeNull();
    for (const method of ['autocomplete', 'search', 'categoryList', 'brandList', 'product']) {
      for (const who of ['dealer', 'visitor'])
        expect(calls.get(`${method} ${who}`), `${method} ${who}`).toBeGreaterThan(5);
    }
  });

  it('asks the visitor’s questions through the server, at addresses it answers', async () => {
    const { catalog, content, pricing } = services();
    const statuses = new Map<string, number>();
    const result = await warmUpCatalog({
      catalog,
      categoryIndex: () => content.categoryIndex(),
      viewers: [await pricing.viewerFor(null, null)],
      request: async (url) => {
        const { statusCode } = await ctx.app.inject({ method: 'GET', url });
        statuses.set(url, statusCode);
        return statusCode;
      },
      budgetMs: 60_000,
      maxCalls: 120,
    });
    expect(result.calls).toBe(120);
    const routes = new Set([...statuses.keys()].map((url) => url.replace(/\?.*$/, '').replace(/\/\d+$/, '/')));
    expect(routes).toEqual(new Set(['/search/autocompletev2', '/search/', '/category/', '/brand/', '/product/']));
    expect([...statuses].filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('stops at its budget', async () => {
    const { catalog, content, pricing } = services();
    const result = await warmUpCatalog({
      catalog,
      categoryIndex: () => content.categoryIndex(),
      viewers: [await pricing.viewerFor(null, null)],
      budgetMs: 0,
    });
    // The questions' material is read; not one question is asked past the budget.
    expect(result.calls).toBe(0);
  });

  it('a warm-up that fails is logged and the server counts as warmed: it is never kept unready', async () => {
    const { catalog, content, pricing } = services();
    const warnings: string[] = [];
    const failing = new Proxy(catalog, {
      get: (target, name) =>
        name === 'allProducts'
          ? () => Promise.reject(new Error('bağlantı koptu'))
          : target[name as keyof CatalogService],
    });
    const warmUp = startCatalogWarmUp({
      catalog: failing,
      categoryIndex: () => content.categoryIndex(),
      viewers: async () => [await pricing.viewerFor(null, null)],
      answersFromIndex: () => true,
      budgetMs: 1_000,
      log: { ...noLog, warn: (obj) => warnings.push((obj as { message: string }).message) },
    });
    await expect.poll(() => warmUp.isDone()).toBe(true);
    expect(warnings).toEqual(['bağlantı koptu']);
  });
});

describe('a server and its warm-up', () => {
  it('says it is starting until the catalogue is warmed up, then ready; the log says how many questions it took', async () => {
    const lines: { msg?: string; calls?: number; ms?: number; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const app = await buildApp({
      config: { ...ctx.config, CATALOG_INDEX_POLL_MS: 200, CATALOG_WARM_UP_SECONDS: 2 },
      database: ctx.database,
      logger: { level: 'info', stream },
    });
    try {
      const seen = new Set<number>();
      const readyBy = performance.now() + 20_000;
      let status: number;
      while ((status = (await app.inject({ method: 'GET', url: '/health/ready' })).statusCode) !== 200) {
        seen.add(status);
        expect(performance.now()).toBeLessThan(readyBy);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toEqual(new Set([503]));
      const warmed = lines.find((l) => l.msg === 'catalogue warmed up');
      expect(warmed?.calls).toBeGreaterThan(100);
      expect(warmed?.ms).toBeLessThanOrEqual(2_000 + 1_000);
      // Its own requests are not in the access log (the probe's are); a dealer's are.
      const logged = () =>
        lines.filter((l) => l.msg === 'request completed' && l.req?.url !== '/health/ready').map((l) => l.req?.url);
      expect(logged()).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/category/1' })).statusCode).toBe(200);
      expect(logged()).toEqual(['/category/1']);
    } finally {
      await app.close();
    }
  });
});
