import type { CatalogRepository } from '../repository';

/**
 * Follows catalog_changes (migration 0012): which products changed, in order, whoever changed them (the app,
 * an import, a script). Each process reads the new rows every `pollMs` and hands the products on (`all` for a
 * bulk load, a long list, or when it could not read for so long that rows it never saw may have been pruned).
 * The row cache keeps a product's row until it changes instead of for a few seconds (caches.ts). With `pollMs` 0
 * (the tests) nothing runs on a timer: the read model reads the feed before each read of rows (`catchUp`), so a row
 * is never older than the call, as the catalogue index's version is read on every call (live-index.ts).
 */

/** More changes than this in one read: everything is dropped, cheaper than looking each one up. */
const MOST_AT_ONCE = 5_000;
/** Rows older than this are pruned; a process that could not read for half of it drops everything. */
const KEEP_MINUTES = 10;
const PRUNE_EVERY_POLLS = 60;

export type Changed = number[] | 'all';

export function createCatalogChangeFeed(
  repo: CatalogRepository,
  opts: {
    pollMs: number;
    onChange: (changed: Changed) => void;
    log?: { warn(obj: object, msg: string): void };
    now?: () => number;
  },
) {
  const now = opts.now ?? Date.now;
  let last: number | null = null;
  let lastRead = now();
  let polls = 0;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let markFollowing!: () => void;
  const following = new Promise<void>((resolve) => (markFollowing = resolve));

  async function poll(): Promise<void> {
    if (last === null) {
      last = await repo.lastCatalogChange();
      lastRead = now();
      markFollowing();
      return;
    }
    const rows = await repo.catalogChangesAfter(last, MOST_AT_ONCE + 1);
    const missedSome = now() - lastRead > (KEEP_MINUTES * 60_000) / 2;
    lastRead = now();
    if (rows.length) last = rows.at(-1)!.seq;
    if (missedSome || rows.length > MOST_AT_ONCE || rows.some((r) => r.productId === null)) opts.onChange('all');
    else if (rows.length) opts.onChange([...new Set(rows.map((r) => r.productId!))]);
    if (++polls % PRUNE_EVERY_POLLS === 0) await repo.pruneCatalogChanges(KEEP_MINUTES);
  }

  /** Reads run one after another: each call's read starts after the call (and after every read before it). */
  let caughtUp: Promise<void> = Promise.resolve();
  function catchUp(): Promise<void> {
    caughtUp = caughtUp.catch(() => undefined).then(poll);
    return caughtUp;
  }

  return {
    /** Resolves once the feed has its starting point: every change committed after it will be reported. */
    following,
    /** With `pollMs` 0: reads every change committed before the call (hands them on) and resolves; else null. */
    catchUp: opts.pollMs <= 0 ? catchUp : null,
    start(): void {
      if (opts.pollMs <= 0) {
        // The starting point now: the changes of the first request's own arranging are reported by its catch-up.
        void catchUp().catch((err: unknown) =>
          opts.log?.warn({ message: (err as Error).message }, 'catalogue changes not read'),
        );
        return;
      }
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        poll()
          .catch((err: unknown) => opts.log?.warn({ message: (err as Error).message }, 'catalogue changes not read'))
          .finally(() => {
            running = false;
          });
      }, opts.pollMs);
      timer.unref();
      void poll().catch(() => undefined);
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type CatalogChangeFeed = ReturnType<typeof createCatalogChangeFeed>;
