/**
 * A map of at most `max` entries that forgets the least recently used ones first, in two generations:
 * entries set or read go into the young map; when it holds `max / 2` it becomes the old map and the
 * previous old map is dropped whole. So between `max / 2` and `max` entries are held, and each one that
 * is used again survives.
 *
 * Why not one Map with delete, set and `keys().next()` to evict the oldest: V8 keeps a deleted entry's
 * slot until the table is rebuilt, and each eviction walks again over the deleted slots at the front.
 * At 25,000 priced boxes that walk was 12 % of a category page's CPU (docs/performance.md).
 */
export class BoundedMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  /** The value, which counts as used: it moves to the young generation. */
  get(key: K): V | undefined {
    // One look-up for a value found (the common case); `has` only tells a kept undefined from a miss.
    const young = this.young.get(key);
    if (young !== undefined || this.young.has(key)) return young;
    const value = this.old.get(key);
    if (value === undefined && !this.old.has(key)) return undefined;
    this.old.delete(key);
    this.set(key, value as V);
    return value;
  }

  set(key: K, value: V): this {
    this.old.delete(key);
    this.young.set(key, value);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    return this;
  }

  delete(key: K): boolean {
    const inYoung = this.young.delete(key);
    return this.old.delete(key) || inYoung;
  }

  clear(): void {
    this.young.clear();
    this.old.clear();
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}
