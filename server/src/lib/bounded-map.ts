/**
 * A map of at most `max` entries that forgets the least recently used ones first, by the clock algorithm: entries
 * sit in a ring of slots, a read marks its entry used, and a new entry past the bound takes the slot of the first
 * entry not used since the clock's hand last passed it (clearing the marks it passes). So an entry read again
 * survives, and one never read again leaves after at most `max` new entries.
 *
 * Why not one Map with delete, set and `keys().next()` to evict the oldest: V8 keeps a deleted entry's slot until
 * the table is rebuilt, and each eviction walks again over the deleted slots at the front. At 25,000 priced boxes
 * that walk was 12 % of a category page's CPU (docs/performance.md). Why not two generations of Maps (young and
 * old, the old one dropped whole; until 2026-11-29): every read of an old entry moved it — a look-up in each, a
 * delete and an insert that grew the young table again and again — and the row cache's reads were 3 % of a
 * category page's CPU. Here a read is one look-up and a mark; the table is never iterated.
 */
export class BoundedMap<K, V> {
  /** The slot of each key. */
  private readonly slots = new Map<K, number>();
  private keys: (K | undefined)[] = [];
  private values: (V | undefined)[] = [];
  /** 1: read or set since the hand last passed the slot. */
  private used: Uint8Array;
  /** Slots emptied by delete, taken before the ring grows or an entry is evicted. */
  private free: number[] = [];
  /** The slot the clock looks at next when an entry has to go. */
  private hand = 0;
  private readonly max: number;

  constructor(max: number) {
    this.max = Math.max(1, Math.floor(max));
    this.used = new Uint8Array(this.max);
  }

  /** The value, which counts as used. */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    this.used[slot] = 1;
    return this.values[slot];
  }

  set(key: K, value: V): this {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      // A new entry is not marked: it has until the hand comes round to be read, and is then kept a round more.
      slot = this.emptySlot();
      this.slots.set(key, slot);
      this.keys[slot] = key;
      this.used[slot] = 0;
    } else this.used[slot] = 1;
    this.values[slot] = value;
    return this;
  }

  delete(key: K): boolean {
    const slot = this.slots.get(key);
    if (slot === undefined) return false;
    this.slots.delete(key);
    this.keys[slot] = undefined;
    this.values[slot] = undefined;
    this.used[slot] = 0;
    this.free.push(slot);
    return true;
  }

  clear(): void {
    this.slots.clear();
    this.keys = [];
    this.values = [];
    this.used.fill(0);
    this.free = [];
    this.hand = 0;
  }

  get size(): number {
    return this.slots.size;
  }

  /** A slot for a new entry: a freed one, a new one while the ring is short of `max`, else the clock's choice. */
  private emptySlot(): number {
    const freed = this.free.pop();
    if (freed !== undefined) return freed;
    if (this.keys.length < this.max) {
      this.keys.push(undefined);
      this.values.push(undefined);
      return this.keys.length - 1;
    }
    const used = this.used;
    let hand = this.hand;
    while (used[hand] === 1) {
      used[hand] = 0;
      hand = hand + 1 === this.max ? 0 : hand + 1;
    }
    this.hand = hand + 1 === this.max ? 0 : hand + 1;
    this.slots.delete(this.keys[hand] as K);
    return hand;
  }
}
