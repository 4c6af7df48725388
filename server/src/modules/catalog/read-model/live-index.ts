import { CatalogIndex } from './catalog-index';
import type { CatalogRepository } from '../repository';

/**
 * The catalogue index a process serves lists and search from, kept current. The catalogue's data
 * version (catalog_version, migration 0011) moves on in the same transaction as any change lists read, made
 * by whichever process or program; each process reads it every `pollMs` and, when it moved, builds a new index
 * beside the one it serves and swaps it in whole. The version is read before the data, so an index is never
 * older than the version it is kept under; a change that lands while one is built moves the version again and
 * is picked up by the next check.
 *
 * Until the first index is built (a few seconds after start with a large catalogue) `current()` answers null
 * and the lists ask PostgreSQL, as they did before the index. With `pollMs` 0 (the tests) the version is read
 * on every call and a changed catalogue is waited for: the answer is never older than the call.
 */
export interface LiveIndexOptions {
  pollMs: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function createLiveCatalogIndex(repo: CatalogRepository, opts: LiveIndexOptions) {
  /** `started` orders the builds: a slow build never replaces one started after it. */
  let served: { index: CatalogIndex; version: string; started: number } | null = null;
  /** The latest build under way, and the version it was started for. */
  let building: { version: string; done: Promise<void> } | null = null;
  let builds = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  async function build(version: string): Promise<void> {
    const started = ++builds;
    const t0 = performance.now();
    const index = await CatalogIndex.build(await repo.indexSource());
    if (closed || (served && served.started > started)) return;
    served = { index, version, started };
    opts.log?.info({ products: index.size, ms: Math.round(performance.now() - t0), version }, 'catalogue index built');
  }

  /** Reads the version and, when it moved past the served index, builds (or joins the build of) a new one. */
  async function check(): Promise<void> {
    // Any other number than the served one means a change (a restored database may count from lower).
    const version = await repo.catalogVersion();
    if (served?.version === version) return;
    if (building?.version === version) return building.done;
    // A build for an older version is let finish (it is served meanwhile); this one starts beside it.
    const done = build(version).finally(() => {
      if (building?.done === done) building = null;
    });
    building = { version, done };
    return done;
  }

  function checkInBackground(): void {
    check().catch((err: unknown) => {
      if (!closed) opts.log?.warn({ message: (err as Error).message }, 'catalogue index not rebuilt');
    });
  }

  return {
    /** Starts following the catalogue (a first build, then a check every `pollMs`); nothing with `pollMs` 0. */
    start(): void {
      if (opts.pollMs <= 0 || timer) return;
      checkInBackground();
      timer = setInterval(() => {
        if (!building) checkInBackground();
      }, opts.pollMs);
      timer.unref();
    },

    stop(): void {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
    },

    /** The index to answer from, or null while none is built (the caller asks PostgreSQL). */
    async current(): Promise<CatalogIndex | null> {
      if (opts.pollMs <= 0) await check();
      return served?.index ?? null;
    },

    /** Whether an index is built (the readiness probe, /health/ready). */
    isBuilt: () => served !== null,
  };
}

export type LiveCatalogIndex = ReturnType<typeof createLiveCatalogIndex>;
