import { BoundedMap } from './bounded-map';

/**
 * Distributor-wide data (settings, theme, rates, menus, categories, list pages) is read on nearly
 * every page and changes a few times a day. Each process keeps it for a few seconds: concurrent
 * callers share one load, a change made through this process is seen at once (invalidate), and
 * one made elsewhere within about `ttlMs` — nothing that matters lives only here (DESIGN §3,
 * scale-out). A ttl of 0 turns the cache off.
 *
 * Stale-while-revalidate: an entry past its ttl but younger than twice the ttl is answered at
 * once while ONE reload runs behind it. Without this every busy key expires at the same moment
 * and the requests of that moment all wait for the database — the latency spike that sets p99.
 *
 * With `same`, a reload that finds the value unchanged keeps the value already held, so what is remembered per
 * value object elsewhere (a product's list prices are memoised per price-list object) outlives the reload.
 */
export class SharedDataCache<K, V> {
  private readonly entries: BoundedMap<K, { at: number; value: Promise<V>; refreshing: boolean }>;

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: K) => Promise<V>,
    private readonly now: () => number = Date.now,
    /** Keys can be unbounded (search counts): the least recently used go first (BoundedMap). */
    maxEntries = 2000,
    private readonly same?: (held: V, loaded: V) => boolean,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = this.now() - hit.at;
      if (age < this.ttlMs) return hit.value;
      if (age < 2 * this.ttlMs) {
        if (!hit.refreshing) this.refresh(key, hit);
        return hit.value;
      }
    }
    // Promise.resolve: a query builder is a thenable that runs its query on every await; keep one result.
    const value = Promise.resolve(this.load(key));
    this.store(key, value);
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }

  private refresh(key: K, hit: { value: Promise<V>; refreshing: boolean }): void {
    hit.refreshing = true;
    const value = Promise.resolve(this.load(key));
    value.then(
      async (loaded) => {
        if (this.entries.get(key) !== hit) return;
        const unchanged = this.same !== undefined && this.same(await hit.value, loaded);
        if (this.entries.get(key) === hit) this.store(key, unchanged ? hit.value : value);
      },
      // The stale answer stays until it is too old; the next caller past that waits and sees the error.
      () => {
        hit.refreshing = false;
      },
    );
  }

  private store(key: K, value: Promise<V>): void {
    this.entries.set(key, { at: this.now(), value, refreshing: false });
  }
}

/** `same` for plain data (rows, arrays of rows): equal when serialised alike. */
export const sameJson = (held: unknown, loaded: unknown) => JSON.stringify(held) === JSON.stringify(loaded);
/** `same` for a Map of plain data. */
export const sameEntries = (held: ReadonlyMap<unknown, unknown>, loaded: ReadonlyMap<unknown, unknown>) =>
  sameJson([...held], [...loaded]);
