import { BoundedMap } from './bounded-map';

/**
 * Answers kept while a data version stands. The caller reads the version (a cheap statement) before anything
 * else; while it is unchanged an answer is served from memory, a new version drops every kept answer at once.
 * Concurrent callers of one key share one computation; a failed computation is not kept.
 */
export class VersionedAnswers<V> {
  private version: string | undefined;
  private entries: BoundedMap<string, Promise<V>>;

  constructor(private readonly max: number) {
    this.entries = new BoundedMap(max);
  }

  get(version: string, key: string, compute: () => Promise<V>): Promise<V> {
    if (version !== this.version) {
      this.version = version;
      this.entries = new BoundedMap(this.max);
    }
    const kept = this.entries.get(key);
    if (kept) return kept;
    const entries = this.entries;
    const value = compute();
    entries.set(key, value);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  }
}
