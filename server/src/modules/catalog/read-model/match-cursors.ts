/**
 * The walks of a search through the catalogue index's position lists (catalog-index.ts), as cursors: each gives
 * its next position, ascending, or -1 when it has none. They were generators, three layers of them per match
 * (the word, its corrections, the filter), and resuming them was a fifth of a search's time in the index; a
 * search walks up to the 1,000 matches of its count.
 */
export interface Cursor {
  next(): number;
}

/** No more positions. */
export const DONE = -1;

/** First index in `a` (ascending) at or after `from` whose value is ≥ v (galloping, then binary). */
export function seek(a: Int32Array, from: number, v: number): number {
  let step = 1;
  let hi = from;
  while (hi < a.length && a[hi]! < v) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, a.length);
  let lo = from;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Moves the entry at `i` down the heap (its first `size` entries) while a child belongs above it. */
export function siftDown(heap: Int32Array, size: number, i: number, above: (a: number, b: number) => boolean): void {
  const entry = heap[i]!;
  for (;;) {
    const l = 2 * i + 1;
    if (l >= size) break;
    const c = l + 1 < size && above(heap[l + 1]!, heap[l]!) ? l + 1 : l;
    if (!above(heap[c]!, entry)) break;
    heap[i] = heap[c]!;
    i = c;
  }
  heap[i] = entry;
}

/** The positions of a list, in order. */
export class ListCursor implements Cursor {
  private i = 0;
  constructor(private readonly list: Int32Array) {}
  next(): number {
    return this.i < this.list.length ? this.list[this.i++]! : DONE;
  }
}

/**
 * The positions whose text holds a word of three characters or more: those of `driver` (the rarest list of its
 * trigrams and runs of four digits) that `second` (the next rarest) also has, each text then checked whole. A
 * word of three characters is its one trigram: every position of its list holds it, so none is checked.
 */
export class WordCursor implements Cursor {
  private i = 0;
  private at = 0;
  private readonly checked: boolean;
  constructor(
    private readonly texts: readonly string[],
    private readonly word: string,
    private readonly driver: Int32Array,
    private readonly second: Int32Array | undefined,
  ) {
    this.checked = word.length > 3;
  }

  next(): number {
    const { driver, second, texts, word } = this;
    while (this.i < driver.length) {
      const pos = driver[this.i++]!;
      if (second) {
        this.at = seek(second, this.at, pos);
        if (this.at === second.length) {
          this.i = driver.length;
          return DONE;
        }
        if (second[this.at] !== pos) continue;
      }
      if (!this.checked || texts[pos]!.includes(word)) return pos;
    }
    return DONE;
  }
}

/**
 * Ascending lists merged (without duplicates), through a min-heap of the lists' heads: a two-character word's
 * trigram lists, of which a page needs the first few positions.
 */
export class MergeCursor implements Cursor {
  private readonly at: Int32Array;
  private readonly heap: Int32Array;
  private size: number;
  private last = DONE;
  private readonly headFirst: (a: number, b: number) => boolean;

  constructor(private readonly lists: readonly Int32Array[]) {
    this.at = new Int32Array(lists.length);
    this.heap = Int32Array.from(lists.flatMap((list, i) => (list.length ? [i] : [])));
    this.size = this.heap.length;
    const at = this.at;
    this.headFirst = (a, b) => lists[a]![at[a]!]! < lists[b]![at[b]!]!;
    for (let h = (this.size >> 1) - 1; h >= 0; h--) siftDown(this.heap, this.size, h, this.headFirst);
  }

  next(): number {
    const { lists, at, heap } = this;
    while (this.size) {
      const i = heap[0]!;
      const pos = lists[i]![at[i]!]!;
      // A list used up leaves the heap: its place goes to the last entry.
      if (++at[i]! === lists[i]!.length) heap[0] = heap[--this.size]!;
      siftDown(heap, this.size, 0, this.headFirst);
      if (pos !== this.last) return (this.last = pos);
    }
    return DONE;
  }
}

/** The positions any of the cursors gives (a word and its corrections), once each. */
export class AnyCursor implements Cursor {
  private readonly heads: Int32Array;
  constructor(private readonly cursors: readonly Cursor[]) {
    this.heads = Int32Array.from(cursors, (c) => c.next());
  }

  next(): number {
    const heads = this.heads;
    let min = DONE;
    for (let i = 0; i < heads.length; i++) if (heads[i]! !== DONE && (min === DONE || heads[i]! < min)) min = heads[i]!;
    if (min === DONE) return DONE;
    for (let i = 0; i < heads.length; i++) if (heads[i] === min) heads[i] = this.cursors[i]!.next();
    return min;
  }
}

/**
 * The positions of `source` that `scope` (ascending; null: every position) holds and `accept` takes. The scope is
 * walked along with the source, which ascends too.
 */
export class FilterCursor implements Cursor {
  private at = 0;
  constructor(
    private readonly source: Cursor,
    private readonly scope: Int32Array | null,
    private readonly accept: (pos: number) => boolean,
  ) {}

  next(): number {
    const scope = this.scope;
    for (let pos = this.source.next(); pos !== DONE; pos = this.source.next()) {
      if (scope) {
        this.at = seek(scope, this.at, pos);
        if (this.at === scope.length) return DONE;
        if (scope[this.at] !== pos) continue;
      }
      if (this.accept(pos)) return pos;
    }
    return DONE;
  }
}
