/**
 * Which keys were asked for before, remembered approximately in a fixed bit array instead of a set of
 * the keys: a cache can admit an entry on its second request only, so questions asked once (most of a
 * dealer's searches and deep pages) leave nothing behind for the garbage collector (issue 15).
 *
 * A false "seen" (two keys sharing a bit) only admits an entry early; the bits are cleared once a
 * quarter of them has been set, which keeps that rare and forgets keys not asked for in a while.
 */
export class SeenFilter {
  private readonly bits: Uint8Array;
  private readonly mask: number;
  private added = 0;

  /** `bits`: a power of two. */
  constructor(bits = 1 << 18) {
    if (bits <= 0 || (bits & (bits - 1)) !== 0) throw new Error('SeenFilter: bits must be a power of two');
    this.bits = new Uint8Array(bits >>> 3);
    this.mask = bits - 1;
  }

  /** Whether the key was (probably) recorded since the last clearing; records it either way. */
  seenBefore(key: string): boolean {
    const bit = hash(key) & this.mask;
    const byte = bit >>> 3;
    const flag = 1 << (bit & 7);
    if (this.bits[byte]! & flag) return true;
    if (++this.added > (this.mask + 1) / 4) {
      this.bits.fill(0);
      this.added = 1;
    }
    this.bits[byte]! |= flag;
    return false;
  }
}

/** FNV-1a over UTF-16 code units: fast, and spreads keys that differ in one digit. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
