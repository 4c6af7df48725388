/**
 * Distributor-wide data (settings, theme, rates, menus, categories) is read on nearly every
 * page and changes a few times a day. Each process keeps it for a few seconds: concurrent callers
 * share one load, a change made through this process is seen at once (invalidate), and one made
 * elsewhere within `ttlMs` — nothing that matters lives only here (DESIGN §3, scale-out).
 */
export class SharedDataCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: K) => Promise<V>,
    private readonly now: () => number = Date.now,
    /** Keys can be unbounded (search counts): the oldest entry goes first. */
    private readonly maxEntries = 2000,
  ) {}

  get(key: K): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = this.load(key);
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
