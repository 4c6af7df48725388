import { BoundedMap } from './bounded-map';

/**
 * A short-lived cache of many small entries (product rows, priced product boxes) read in batches:
 * `getMany` answers the fresh entries from memory and loads all the missing ones with ONE call,
 * so a page of 24 products costs at most one statement whatever the hit rate (no N+1).
 *
 * Like SharedDataCache, nothing that matters lives only here: an entry is answered while it is
 * younger than `ttlMs`, and while younger than twice that with one reload running behind it
 * (stale-while-revalidate, so busy keys never all expire into one slow moment). A ttl of 0 turns
 * the cache off (tests, cold benchmarks). The least recently used entries go first when `maxEntries`
 * is reached (BoundedMap), which bounds memory on a 200,000-product catalogue.
 */
export class BatchCache<K, V> {
  private readonly entries: BoundedMap<K, { at: number; value: V; refreshing: boolean }>;
  /**
   * A value read before its key was evicted (its product changed) but arriving after must not be kept: each
   * load notes the generation it started in, and evictions while loads run note theirs per key.
   */
  private generation = 0;
  private clearedAt = 0;
  private readonly evictedAt = new Map<K, number>();
  private loading = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly jitterMs = ttlMs / 2,
    /** When a reload brings a value equal to the one held, the held object is kept (stable identity). */
    private readonly same?: (held: V, loaded: V) => boolean,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /**
   * The entries for `keys`; `load` gets the missing keys only and may leave out keys that
   * have no value (an unknown or inactive product), which are then absent from the answer.
   */
  async getMany(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const { found, missing } = this.lookUp(keys, load);
    if (!missing.length) return found;
    for (const [key, value] of await this.loadAndStore(() => load(missing))) found.set(key, value);
    return found;
  }

  /**
   * The entries for `keys` when every one is held, without a promise (undefined: one is missing, ask `getMany`).
   * A page's rows are nearly always all held: awaiting them was a turn of the microtask queue on every page.
   */
  held(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>): Map<K, V> | undefined {
    const { found, missing } = this.lookUp(keys, load);
    return missing.length ? undefined : found;
  }

  /** The fresh entries of `keys` and the keys missing; stale ones are answered and reloaded behind (one reload). */
  private lookUp(keys: readonly K[], load: (missing: K[]) => Promise<Map<K, V>>) {
    const found = new Map<K, V>();
    const missing: K[] = [];
    const stale: K[] = [];
    const t = this.now();
    for (const key of keys) {
      const hit = this.entries.get(key);
      const age = hit ? t - hit.at : Infinity;
      if (hit && age < 2 * this.ttlMs) {
        found.set(key, hit.value);
        if (age >= this.ttlMs && !hit.refreshing) {
          hit.refreshing = true;
          stale.push(key);
        }
      } else missing.push(key);
    }
    if (stale.length) this.refresh(stale, load);
    return { found, missing };
  }

  /** How many entries are held. */
  get size(): number {
    return this.entries.size;
  }

  private async loadAndStore(load: () => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const started = this.generation;
    this.loading++;
    try {
      return this.store(await load(), started);
    } finally {
      if (--this.loading === 0) this.evictedAt.clear();
    }
  }

  invalidate(): void {
    this.entries.clear();
    this.clearedAt = ++this.generation;
  }

  /** Drops these keys: the next read loads them (and a read under way does not keep them). */
  evict(keys: Iterable<K>): void {
    const generation = ++this.generation;
    for (const key of keys) {
      this.entries.delete(key);
      if (this.loading > 0) this.evictedAt.set(key, generation);
    }
  }

  private refresh(keys: K[], load: (missing: K[]) => Promise<Map<K, V>>): void {
    this.loadAndStore(() => load(keys)).then(
      (loaded) => {
        // Gone meanwhile (deactivated): not answered from here any more.
        for (const key of keys) if (!loaded.has(key)) this.entries.delete(key);
      },
      () => {
        for (const key of keys) {
          const hit = this.entries.get(key);
          if (hit) hit.refreshing = false;
        }
      },
    );
  }

  /**
   * Keeps what was loaded by a read that started in generation `started`; answers the values as held (an
   * unchanged value keeps its old object). What was evicted since the read started is answered, not kept.
   */
  private store(loaded: Map<K, V>, started: number): Map<K, V> {
    if (this.ttlMs <= 0 || this.clearedAt > started) return loaded;
    const now = this.now();
    for (const [key, loadedValue] of loaded) {
      if ((this.evictedAt.get(key) ?? -1) > started) continue;
      const held = this.entries.get(key)?.value;
      const value = held !== undefined && this.same?.(held, loadedValue) ? held : loadedValue;
      // Entries loaded together (a page, a warm-up) would all go stale together and be reloaded in
      // one burst; each starts its clock up to half a ttl early so reloads spread out evenly.
      this.entries.set(key, { at: now - Math.random() * this.jitterMs, value, refreshing: false });
      if (value !== loadedValue) loaded.set(key, value);
    }
    return loaded;
  }
}
