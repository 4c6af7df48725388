/**
 * Which keys were asked for recently, remembered approximately in two small bit arrays instead of a set of the
 * keys: a cache admits an entry only when its key was asked for within the last `window` distinct keys or so,
 * that is when its next request will probably find it still kept.
 *
 * Why a window and not "asked before at all": the caches using this keep about `window` entries, so a key whose
 * requests are further apart than that is evicted before it is asked again. Admitting it anyway filled the
 * cache with entries that were never read, only copied and promoted by the garbage collector (a dealer-like
 * load: 10 dealers × 1,488 leaf pages, each pair asked every ~7,000 requests, into caches of 2,000 pages).
 *
 * Keys are recorded in the young array; once it holds `window` keys the old array is cleared and the two swap,
 * so a key is remembered for between `window` and 2 × `window` further keys. A false "seen" (two keys sharing
 * a bit, ~3 % per array) only admits an entry early.
 */
export class SeenFilter {
  private young: Uint8Array;
  private old: Uint8Array;
  private readonly mask: number;
  private added = 0;

  constructor(private readonly window: number) {
    if (!Number.isInteger(window) || window < 1) throw new Error('SeenFilter: window must be a positive integer');
    // 32 bits per key: a new key meets a set bit in ~3 % of cases per array.
    const bits = 2 ** Math.ceil(Math.log2(window * 32));
    this.young = new Uint8Array(bits >>> 3);
    this.old = new Uint8Array(bits >>> 3);
    this.mask = bits - 1;
  }

  /** Whether the key was (probably) recorded within the window; records it either way. */
  seenBefore(key: string): boolean {
    const bit = hash(key) & this.mask;
    const byte = bit >>> 3;
    const flag = 1 << (bit & 7);
    const seen = ((this.young[byte]! | this.old[byte]!) & flag) !== 0;
    if (!(this.young[byte]! & flag)) {
      if (this.added === this.window) {
        [this.young, this.old] = [this.old, this.young];
        this.young.fill(0);
        this.added = 0;
      }
      this.young[byte]! |= flag;
      this.added++;
    }
    return seen;
  }
}

/** FNV-1a over UTF-16 code units: fast, and spreads keys that differ in one digit. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
