import { BoundedMap } from './bounded-map';

/**
 * Distributor-wide data (settings, theme, rates, menus, categories, list pages) is read on nearly
 * every page and changes a few times a day. Each process keeps it for a few seconds: concurrent
 * callers share one load, a change made through this process is seen at once (invalidate), and
 * one made elsewhere within about `ttlMs` — nothing that matters lives only here, so
 * processes can be added behind a load balancer. A ttl of 0 turns the cache off.
 *
 * Stale-while-revalidate: an entry past its ttl but younger than twice the ttl is answered at
 * once while ONE reload runs behind it. Without this every busy key expires at the same moment
 * and the requests of that moment all wait for the database — the latency spike that sets p99.
 *
 * With `same`, a reload that finds the value unchanged keeps the value already held, so what is remembered per
 * value object elsewhere (a product's list prices are memoised per price-list object) outlives the reload.
 */
export class SharedDataCache<K, V> {
  private readonly entries: BoundedMap<K, Entry<V>>;

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
    const hit = this.answerable(key);
    if (hit) return hit.value;
    // Promise.resolve: a query builder is a thenable that runs its query on every await; keep one result.
    const value = Promise.resolve(this.load(key));
    const entry = this.store(key, value, null);
    value.then(
      (loaded) => {
        entry.loaded = { value: loaded };
      },
      // A failed load is not kept: the next caller tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value `get` would answer, when it is loaded already, without a promise (undefined: not held, ask `get`):
   * for a caller that answers synchronously when it can (a request's remembered viewer, pricing/service.ts). Past
   * the ttl it starts the same reload as `get`.
   */
  peek(key: K): V | undefined {
    return this.answerable(key)?.loaded?.value;
  }

  /** The entry to answer `key` from, if any; one past its ttl is answered while one reload runs behind it. */
  private answerable(key: K): Entry<V> | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    const age = this.now() - hit.at;
    if (age < this.ttlMs) return hit;
    if (age >= 2 * this.ttlMs) return undefined;
    if (!hit.refreshing) this.refresh(key, hit);
    return hit;
  }

  invalidate(): void {
    this.entries.clear();
  }

  private refresh(key: K, hit: Entry<V>): void {
    hit.refreshing = true;
    const value = Promise.resolve(this.load(key));
    value.then(
      async (loaded) => {
        if (this.entries.get(key) !== hit) return;
        const unchanged = this.same !== undefined && this.same(await hit.value, loaded);
        if (this.entries.get(key) !== hit) return;
        if (unchanged) this.store(key, hit.value, hit.loaded);
        else this.store(key, value, { value: loaded });
      },
      // The stale answer stays until it is too old; the next caller past that waits and sees the error.
      () => {
        hit.refreshing = false;
      },
    );
  }

  /** Keeps `value` as loaded now; `loaded`: its result, when it is known already. */
  private store(key: K, value: Promise<V>, loaded: { value: V } | null): Entry<V> {
    const entry: Entry<V> = { at: this.now(), value, refreshing: false, loaded };
    this.entries.set(key, entry);
    return entry;
  }
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  refreshing: boolean;
  /** The value's result once it has settled (a box: a value may be undefined). */
  loaded: { value: V } | null;
}

/** `same` for plain data (rows, arrays of rows): equal when serialised alike. */
export const sameJson = (held: unknown, loaded: unknown) => JSON.stringify(held) === JSON.stringify(loaded);
/** `same` for a Map of plain data. */
export const sameEntries = (held: ReadonlyMap<unknown, unknown>, loaded: ReadonlyMap<unknown, unknown>) =>
  sameJson([...held], [...loaded]);
