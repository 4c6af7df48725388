import { SEARCH_RESULT_CAP, type CatalogIndexSource, type ListFilter, type ListOrder } from '../repository';
import type { SearchTerms } from '../search-terms';
import { BoundedMap } from '../../../lib/bounded-map';
import {
  AnyCursor,
  DONE,
  FilterCursor,
  ListCursor,
  MergeCursor,
  WordCursor,
  seek,
  siftDown,
  type Cursor,
} from './match-cursors';

/**
 * The catalogue's list and search index, in process. It answers the two questions of every list —
 * which ids a page shows, and how many there are — with the same rules as the SQL of repository.ts (which
 * stays the reference, and the fallback while the index is not built), without asking PostgreSQL:
 *
 * - Products are kept in **name order** (`sort_name` under "C", then id): a product's *position* is its
 *   rank by name, so every list of positions kept in ascending order is already a list by name.
 * - **Categories and brands**: the positions of each leaf category, each level-1 and level-2 branch and each
 *   brand, ascending. A page by name is a walk from either end that stops at the page's last row; a count
 *   without filters is a length.
 * - **Price order**: each price list's dense rank of its prices (from PostgreSQL's numeric order, never a
 *   float), nulls last; a scope (category, branch, brand, everything) is sorted by a list's price once, by
 *   a radix sort of its ranks, and walked for a page (either direction, the stock filter applied on the way).
 * - **Search**: a word matches where it occurs in the folded name, code or barcode (SQL's `like '%word%'`).
 *   Words of three characters or more are found through the trigrams of the texts: the positions of each
 *   trigram, ascending; a word's candidates are walked along its rarest trigram's positions, kept where the
 *   other trigrams also have them, and checked with `includes`; a word with four digits in a row (a code, a
 *   barcode) also has the positions of each such run, ten times rarer than a trigram of digits. Everything is walked lazily in name order,
 *   so a broad word stops as soon as the page (and the 1,000-match count cap) is full. A two-character word
 *   is found through the lists of the trigrams it begins or ends and a list of the texts holding it whole,
 *   merged lazily; a one-character word is checked on the other words' candidates, or by walking the names.
 *
 * Built from one read of the catalogue (`CatalogIndexSource`, its rows in chunks); the index never changes after
 * that: a change of the catalogue is followed by building a new one beside it and swapping it in whole.
 */

const EMPTY: Int32Array = new Int32Array(0);
/** Kept price-sorted lists (per list, filter and direction): each is at most the catalogue's size. */
const SORTED_KEEP = 64;
/** Searches whose first matches and count are kept (a few hundred bytes each). */
const MATCH_RUNS_KEPT = 1_000;

/** A search's first matches found so far, where to go on (null: no more), and its count (null: not asked yet). */
interface MatchRun {
  found: number[];
  more: Cursor | null;
  count: number | null;
}

/** Positions grouped by key (-1: none), each group ascending. */
function grouped(keys: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const k of keys) if (k !== -1) counts.set(k, (counts.get(k) ?? 0) + 1);
  const out = new Map<number, Int32Array>();
  for (const [k, n] of counts) out.set(k, new Int32Array(n));
  const fill = new Map<number, number>();
  keys.forEach((k, pos) => {
    if (k === -1) return;
    const i = fill.get(k) ?? 0;
    out.get(k)![i] = pos;
    fill.set(k, i + 1);
  });
  return out;
}

/** An Int32Array filled one value at a time, its length not known before (the rows come in chunks). */
class IntColumn {
  private values: Int32Array;
  length = 0;
  constructor(capacity = 16_384) {
    this.values = new Int32Array(capacity);
  }
  /** The value pushed last (undefined while empty). */
  last(): number | undefined {
    return this.length ? this.values[this.length - 1] : undefined;
  }
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  /** The values, in an array of their exact length. */
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * A trigram's key: three character codes under 1,024 packed in one small integer (the folded texts are
 * nearly all ASCII), any other trigram its string. Null for a trigram holding a space (a word never spans one).
 */
function trigramKey(text: string, i: number): number | string | null {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  const c = text.charCodeAt(i + 2);
  if (a === 32 || b === 32 || c === 32) return null;
  return a < 1024 && b < 1024 && c < 1024 ? (a << 20) | (b << 10) | c : text.slice(i, i + 3);
}

/** Four digits at `i` as a number (0–9999), or -1 when any of them is not a digit. */
function digitQuadAt(text: string, i: number): number {
  let n = 0;
  for (let j = i; j < i + 4; j++) {
    const d = text.charCodeAt(j) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** The two bigrams of a trigram key (its first and its last two characters). */
function bigramsOf(key: number | string): [string, string] {
  if (typeof key === 'string') return [key.slice(0, 2), key.slice(1, 3)];
  const a = key >>> 20;
  const b = (key >>> 10) & 1023;
  const c = key & 1023;
  return [String.fromCharCode(a, b), String.fromCharCode(b, c)];
}

/** The positions in both ascending lists, ascending: one walk along both. */
function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.slice(0, n);
}

/** Ascending position lists merged into one (ascending, no duplicates). */
function mergeSorted(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let w = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[w++] = all[i]!;
  return all.subarray(0, w);
}

/**
 * Positions ordered by their key (then position), sorted in runs that fit a slice and merged pairwise in
 * slices: one sort of 200,000 strings would hold the event loop for a quarter of a second.
 */
async function sortedPositions(keys: string[], slices: Slices): Promise<Int32Array> {
  const before = (a: number, b: number) => (keys[a]! < keys[b]! ? true : keys[a]! > keys[b]! ? false : a < b);
  const n = keys.length;
  const RUN = 4096;
  let from = Int32Array.from(keys.keys());
  for (let start = 0; start < n; start += RUN) {
    from.subarray(start, Math.min(start + RUN, n)).sort((a, b) => (before(a, b) ? -1 : 1));
    if (slices.due()) await slices.pause();
  }
  let to = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    let steps = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        to[k++] = before(from[j]!, from[i]!) ? from[j++]! : from[i++]!;
        if (++steps % CHECK_EVERY === 0 && slices.due()) await slices.pause();
      }
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** A position without a price in a list: ranked after every price. */
const NO_PRICE = 0x7fffffff;
/** A radix sort's digit: 11 bits, two passes over the ranks of two million products. */
const DIGIT_BITS = 11;
const DIGIT = (1 << DIGIT_BITS) - 1;
const digitCounts = new Int32Array(DIGIT + 1);

/**
 * Positions by price rank (ascending or descending), those without a price last, equal ranks by position: a stable
 * radix sort of the ranks, a digit a pass, after the positions in ascending order. Linear in the positions: a
 * native sort of packed keys held the event loop for 25 ms for a scope of 100,000 products and 300 ms for
 * 1,000,000 (a brand or a top-level category sorted by a list's price for the first time).
 */
function byRank(positions: Int32Array, rank: Int32Array, descending: boolean): Int32Array {
  const n = positions.length;
  let order = Int32Array.from(positions);
  if (!isAscending(order)) order.sort();
  let top = 0;
  for (let i = 0; i < n; i++) {
    const r = rank[order[i]!]!;
    if (r !== NO_PRICE && r > top) top = r;
  }
  // The keys: the ranks (mirrored when descending), and one past them for no price.
  let keys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const r = rank[order[i]!]!;
    keys[i] = r === NO_PRICE ? top + 1 : descending ? top - r : r;
  }
  let nextKeys = new Int32Array(n);
  let nextOrder = new Int32Array(n);
  for (let shift = 0; shift < 32 && (top + 1) >>> shift > 0; shift += DIGIT_BITS) {
    const counts = digitCounts.fill(0);
    for (let i = 0; i < n; i++) counts[(keys[i]! >>> shift) & DIGIT]!++;
    for (let d = 0, at = 0; d <= DIGIT; d++) {
      const count = counts[d]!;
      counts[d] = at;
      at += count;
    }
    for (let i = 0; i < n; i++) {
      const at = counts[(keys[i]! >>> shift) & DIGIT]!++;
      nextKeys[at] = keys[i]!;
      nextOrder[at] = order[i]!;
    }
    [keys, nextKeys, order, nextOrder] = [nextKeys, keys, nextOrder, order];
  }
  return order;
}

/**
 * Runs byRank a few times over a few thousand positions while the index is built, so the compiler has optimised it
 * before a request needs it: the first few price orders of large scopes otherwise ran unoptimised, ~30 ms each for
 * 25,000 products (then 1–2 ms).
 */
async function warmUpByRank(positions: Int32Array, rank: Int32Array, slices: Slices): Promise<void> {
  const some = positions.subarray(0, 4096);
  for (let i = 0; i < 16; i++) {
    byRank(some, rank, i % 2 === 1);
    if (slices.due()) await slices.pause();
  }
}

function isAscending(a: Int32Array): boolean {
  for (let i = 1; i < a.length; i++) if (a[i - 1]! >= a[i]!) return false;
  return true;
}

/** Whether a text holds every word, each by any of its options: what a search matches (`matching`). */
function holdsWords(text: string, words: string[][]): boolean {
  return words.every((options) => options.some((o) => text.includes(o)));
}

/** Adds `pos` to a max-heap of `size` entries (room for it is there). */
function heapPush(heap: Int32Array, size: number, pos: number): void {
  let i = size;
  heap[i] = pos;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! >= pos) break;
    heap[i] = heap[parent]!;
    heap[(i = parent)] = pos;
  }
}

const larger = (a: number, b: number) => a > b;

/** Puts `pos` in place of a full max-heap's largest entry. */
function heapReplaceTop(heap: Int32Array, size: number, pos: number): void {
  heap[0] = pos;
  siftDown(heap, size, 0, larger);
}

/**
 * The `k` smallest positions the sources accept, ascending, through a max-heap of `k`: a short prefix can match
 * tens of thousands of names or codes, of which a page needs the first few (sorting them all took milliseconds).
 */
function smallest(k: number, sources: [Int32Array, (pos: number) => boolean][]): number[] {
  if (k <= 0) return [];
  const heap = new Int32Array(k);
  let size = 0;
  for (const [positions, accept] of sources) {
    for (let j = 0; j < positions.length; j++) {
      const pos = positions[j]!;
      if (size === k && pos >= heap[0]!) continue;
      if (!accept(pos)) continue;
      if (size < k) heapPush(heap, size++, pos);
      else heapReplaceTop(heap, size, pos);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => a - b);
}

/** Whether ascending `positions` holds `pos`. */
function holds(positions: Int32Array, pos: number): boolean {
  const at = seek(positions, 0, pos);
  return at < positions.length && positions[at] === pos;
}

/**
 * Long work done in slices, so a build beside a serving index never holds the event loop for more than a few
 * milliseconds: the loops ask `due()` every so often and, when a slice is used up, await `pause()`.
 */
class Slices {
  private since = performance.now();
  constructor(private readonly ms: number) {}
  due(): boolean {
    return performance.now() - this.since >= this.ms;
  }
  async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
}

/** How often (items) a loop asks whether its slice is used up. */
const CHECK_EVERY = 1024;

export class CatalogIndex {
  size = 0;
  private ids = EMPTY;
  /** The first position of each product's run of equal names: name order descending keeps ids ascending. */
  private nameRun = EMPTY;
  private texts: string[] = [];
  private codes: string[] = [];
  private inStock = new Uint8Array(0);
  private brandOf = EMPTY;
  private byLeaf = new Map<number, Int32Array>();
  private byL1 = new Map<number, Int32Array>();
  private byL2 = new Map<number, Int32Array>();
  private byBrand = new Map<number, Int32Array>();
  private readonly trigrams = new Map<number | string, Int32Array>();
  /**
   * Where a two-character word occurs: the lists of the trigrams it begins or ends, and the texts holding it as a
   * whole word ("ip", "2x"), which no trigram covers. (A bigram list of its own would double the index.)
   */
  private readonly bigramLists = new Map<string, Int32Array[]>();
  /**
   * The positions of each run of four digits (by its value), for words with digits: codes, barcodes and model
   * numbers are made of the ten digits, so each of their trigrams is common (a barcode's rarest one had ~2,500
   * positions to walk), while four digits in a row narrow them ten times more.
   */
  private digitQuads: (Int32Array | null | undefined)[] = [];
  private barcodes: (string | null)[] = [];
  /** Positions ordered by text, by code and by barcode (those with one): a prefix or an equal key is a range. */
  private byText = EMPTY;
  private byCode = EMPTY;
  private byBarcode = EMPTY;
  private readonly priceRank = new Map<number, Int32Array>();
  private readonly subtrees = new Map<string, Int32Array>();
  /**
   * A category scope's positions of each brand asked within it: a brand's pages in a category are slices and its
   * count a length (walking the category for a small brand's products checked thousands of positions a page).
   * Together at most the size of the category scopes themselves.
   */
  private readonly brandsWithin = new WeakMap<Int32Array, Map<number, Int32Array>>();
  private readonly priceSorted = new Map<string, Int32Array>();
  private readonly matchRuns = new BoundedMap<string, MatchRun>(MATCH_RUNS_KEPT);

  private constructor() {}

  /** An index of the source, built in slices of `sliceMs` (docs/architecture.md "The catalogue index"). */
  static async build(source: CatalogIndexSource, sliceMs = 8): Promise<CatalogIndex> {
    const index = new CatalogIndex();
    await index.fill(source, new Slices(sliceMs));
    return index;
  }

  private async fill(source: CatalogIndexSource, slices: Slices): Promise<void> {
    const ids = new IntColumn();
    const nameRun = new IntColumn();
    const inStock = new IntColumn();
    const brandOf = new IntColumn();
    const leafOf = new IntColumn();
    const l1Of = new IntColumn();
    const l2Of = new IntColumn();
    // Only for the build (price ranks come by product id): not kept, so the heap holds a Map less.
    const positionOf = new Map<number, number>();
    let lastName: string | null = null;
    let run = 0;
    // The rows come in chunks, each copied into columns and dropped: the build never holds the whole
    // catalogue as row objects beside the index it replaces.
    for await (const chunk of source.products) {
      for (const p of chunk) {
        if (positionOf.has(p.id)) continue; // renamed between two chunks: the first place stands
        const pos = ids.length;
        positionOf.set(p.id, pos);
        ids.push(p.id);
        if (p.sortName !== lastName) run = pos;
        nameRun.push(run);
        lastName = p.sortName;
        this.texts.push(p.searchText);
        this.codes.push(p.codeLower);
        this.barcodes.push(p.barcode || null);
        inStock.push(p.inStock ? 1 : 0);
        brandOf.push(p.brandId ?? -1);
        leafOf.push(p.categoryId ?? -1);
        l1Of.push(p.l1 ?? -1);
        l2Of.push(p.l2 ?? -1);
        if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
      }
    }
    const n = ids.length;
    this.size = n;
    this.ids = ids.done();
    this.nameRun = nameRun.done();
    this.inStock = Uint8Array.from(inStock.done());
    this.brandOf = brandOf.done();
    this.byLeaf = grouped(leafOf.done());
    this.byL1 = grouped(l1Of.done());
    this.byL2 = grouped(l2Of.done());
    this.byBrand = grouped(this.brandOf);
    if (slices.due()) await slices.pause();

    // Trigrams in two passes (count, then fill typed arrays): no array of boxed numbers per trigram. A
    // trigram seen twice in one text is kept once (`last` holds the last position that counted it).
    const idOf = new Map<number | string, number>();
    const count: number[] = [];
    const last: number[] = [];
    for (let pos = 0; pos < n; pos++) {
      const text = this.texts[pos]!;
      for (let i = 0; i + 3 <= text.length; i++) {
        const key = trigramKey(text, i);
        if (key === null) continue;
        let id = idOf.get(key);
        if (id === undefined) {
          idOf.set(key, (id = count.length));
          count.push(0);
          last.push(-1);
        }
        if (last[id] !== pos) {
          last[id] = pos;
          count[id]!++;
        }
      }
      if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
    }
    const lists = count.map((c) => new Int32Array(c));
    const fill = new Int32Array(count.length);
    last.fill(-1);
    for (let pos = 0; pos < n; pos++) {
      const text = this.texts[pos]!;
      for (let i = 0; i + 3 <= text.length; i++) {
        const key = trigramKey(text, i);
        if (key === null) continue;
        const id = idOf.get(key)!;
        if (last[id] !== pos) {
          last[id] = pos;
          lists[id]![fill[id]!++] = pos;
        }
      }
      if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
    }
    for (const [key, id] of idOf) this.trigrams.set(key, lists[id]!);
    await this.fillBigrams(slices);
    await this.fillDigitQuads(slices);

    this.byText = await sortedPositions(this.texts, slices);
    this.byCode = await sortedPositions(this.codes, slices);
    const withBarcode = await sortedPositions(
      this.barcodes.map((b) => b ?? ''),
      slices,
    );
    this.byBarcode = withBarcode.filter((pos) => this.barcodes[pos] !== null);

    for (const [listId, { ids, ranks }] of await source.priceRanks) {
      const rank = new Int32Array(n).fill(NO_PRICE);
      for (let i = 0; i < ids.length; i++) {
        const pos = positionOf.get(ids[i]!);
        if (pos !== undefined) rank[pos] = ranks[i]!;
        if (i % CHECK_EVERY === 0 && slices.due()) await slices.pause();
      }
      this.priceRank.set(listId, rank);
      await this.everyByPrice(listId, rank, slices);
    }
    const [anyRank] = this.priceRank.values();
    if (anyRank) await warmUpByRank(this.everyPosition(), anyRank, slices);
  }

  /**
   * The whole catalogue by a list's price, as scopeByPrice keeps it for a scope (ascending, no price last, then by
   * position), made while the index is built: a counting sort over the list's dense ranks, in slices. Sorted on the
   * first search or list by price after each build, it held the event loop for 30–90 ms at 200,000 products.
   */
  private async everyByPrice(listId: number, rank: Int32Array, slices: Slices): Promise<void> {
    const n = rank.length;
    let top = 0;
    for (let pos = 0; pos < n; pos++) if (rank[pos] !== NO_PRICE && rank[pos]! > top) top = rank[pos]!;
    // Where each rank's run starts in the order; the products without a price after the highest rank.
    const next = new Int32Array(top + 2);
    const bucket = (pos: number) => (rank[pos] === NO_PRICE ? top + 1 : rank[pos]!);
    for (let pos = 0; pos < n; pos++) next[bucket(pos)]!++;
    const priced = n - next[top + 1]!;
    for (let r = 0, at = 0; r < next.length; r++) [next[r], at] = [at, at + next[r]!];
    if (slices.due()) await slices.pause();
    const order = new Int32Array(n);
    for (let pos = 0; pos < n; pos++) {
      order[next[bucket(pos)]!++] = pos;
      if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
    }
    this.pricedScope(this.everyPosition()).set(listId, { order, priced });
  }

  /** bigramLists: each bigram's trigram lists, then the texts holding each two-character word whole. */
  private async fillBigrams(slices: Slices): Promise<void> {
    const add = (bigram: string, list: Int32Array) => {
      const lists = this.bigramLists.get(bigram);
      if (!lists) this.bigramLists.set(bigram, [list]);
      else if (lists.at(-1) !== list) lists.push(list);
    };
    for (const [key, list] of this.trigrams) {
      const [first, last] = bigramsOf(key);
      add(first, list);
      add(last, list);
    }
    const whole = new Map<string, IntColumn>();
    for (let pos = 0; pos < this.size; pos++) {
      const text = this.texts[pos]!;
      let start = 0;
      for (let i = 0; i <= text.length; i++) {
        if (i < text.length && text.charCodeAt(i) !== 32) continue;
        if (i - start === 2) {
          const word = text.slice(start, i);
          let column = whole.get(word);
          if (!column) whole.set(word, (column = new IntColumn(8)));
          if (column.last() !== pos) column.push(pos);
        }
        start = i + 1;
      }
      if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
    }
    for (const [word, column] of whole) add(word, column.done());
  }

  /** digitQuads, in two passes like the trigrams. */
  private async fillDigitQuads(slices: Slices): Promise<void> {
    const count = new Int32Array(10_000);
    const last = new Int32Array(10_000).fill(-1);
    const each = async (visit: (quad: number, pos: number) => void) => {
      for (let pos = 0; pos < this.size; pos++) {
        const text = this.texts[pos]!;
        for (let i = 0; i + 4 <= text.length; i++) {
          const quad = digitQuadAt(text, i);
          if (quad >= 0 && last[quad] !== pos) {
            last[quad] = pos;
            visit(quad, pos);
          }
        }
        if (pos % CHECK_EVERY === 0 && slices.due()) await slices.pause();
      }
    };
    await each((quad) => count[quad]!++);
    // A run in more than 1 % of the texts (a barcode's country prefix) never narrows a word as much as its
    // trigrams do: not kept (null), which saves 40 % of these lists.
    const kept = Math.max(1, Math.floor(this.size / 100));
    const lists = Array.from(count, (c) => (c === 0 ? undefined : c > kept ? null : new Int32Array(c)));
    const fill = new Int32Array(10_000);
    last.fill(-1);
    await each((quad, pos) => {
      const list = lists[quad];
      if (list) list[fill[quad]!++] = pos;
    });
    this.digitQuads = lists;
  }

  /**
   * The two shortest lists whose positions include every text holding `word` (3+ characters): of its trigrams
   * and its runs of four digits. [] when one of them has no positions (nothing holds the word); the second is
   * undefined when the word has one list.
   */
  private rarestLists(word: string): [] | [Int32Array, Int32Array | undefined] {
    let driver: Int32Array | undefined;
    let second: Int32Array | undefined;
    const consider = (list: Int32Array) => {
      if (!driver || list.length < driver.length) [second, driver] = [driver, list];
      else if (list !== driver && (!second || list.length < second.length)) second = list;
    };
    for (let i = 0; i + 3 <= word.length; i++) {
      const list = this.trigrams.get(trigramKey(word, i)!);
      if (!list) return [];
      consider(list);
    }
    for (let i = 0; i + 4 <= word.length; i++) {
      const quad = digitQuadAt(word, i);
      if (quad < 0) continue;
      const list = this.digitQuads[quad];
      if (list === undefined) return [];
      if (list) consider(list);
    }
    return [driver!, second];
  }

  /** At most how many texts hold a two-character word: the lengths of its lists. */
  private bigramCost(word: string): number {
    let total = 0;
    for (const list of this.bigramLists.get(word) ?? []) total += list.length;
    return total;
  }

  // ——— filters ————————————————————————————————————————————————————————————————

  /** The positions a filter's category and brand allow (either, both or neither), ascending; null: every product. */
  private scope(filter: ListFilter): Int32Array | null {
    const { category: c, brandId } = filter;
    if (brandId === undefined) return c ? this.categoryScope(c) : null;
    const brand = this.byBrand.get(brandId) ?? EMPTY;
    if (!c) return brand;
    const inCategory = this.categoryScope(c);
    let byBrand = this.brandsWithin.get(inCategory);
    if (!byBrand) this.brandsWithin.set(inCategory, (byBrand = new Map()));
    let both = byBrand.get(brandId);
    if (!both) byBrand.set(brandId, (both = intersectSorted(brand, inCategory)));
    return both;
  }

  /** The positions of a category's branch, ascending. */
  private categoryScope(c: NonNullable<ListFilter['category']>): Int32Array {
    if (c.depth === 1) return this.byL1.get(c.id) ?? EMPTY;
    if (c.depth === 2) return this.byL2.get(c.id) ?? EMPTY;
    if (c.subtree.length === 1) return this.byLeaf.get(c.id) ?? EMPTY;
    const key = c.subtree.join(',');
    let merged = this.subtrees.get(key);
    if (!merged) {
      merged = mergeSorted(c.subtree.map((id) => this.byLeaf.get(id) ?? EMPTY));
      this.subtrees.set(key, merged);
    }
    return merged;
  }

  /** The filter's check beyond its scope: stock. */
  private passes(filter: ListFilter, pos: number): boolean {
    return !filter.inStockOnly || this.inStock[pos] === 1;
  }

  private everyPosition(): Int32Array {
    return (this.all ??= Int32Array.from(this.ids.keys()));
  }
  private all: Int32Array | undefined;

  /** Ascending positions in name-descending order, runs of equal names kept ascending; lazily. */
  private *byNameDescending(ascending: Int32Array): Generator<number> {
    let end = ascending.length;
    while (end > 0) {
      const run = this.nameRun[ascending[end - 1]!]!;
      let start = end - 1;
      while (start > 0 && this.nameRun[ascending[start - 1]!] === run) start--;
      for (let i = start; i < end; i++) yield ascending[i]!;
      end = start;
    }
  }

  // ——— search ————————————————————————————————————————————————————————————————

  /**
   * Positions whose text holds `word` (2+ characters), ascending, lazily: the rarest of its trigrams' and
   * four-digit runs' lists narrowed by the next rarest (rarestLists), each position's text then checked whole.
   * (Seeking every trigram's list cost more than the check: a long word has many.) A two-character word is its
   * lists merged (bigramLists).
   */
  private holding(word: string): Cursor {
    if (word.length === 2) return new MergeCursor(this.bigramLists.get(word) ?? []);
    const [driver, second] = this.rarestLists(word);
    return driver ? new WordCursor(this.texts, word, driver, second) : new ListCursor(EMPTY);
  }

  /** Positions holding any of the options, ascending, lazily (a word and its corrections). */
  private holdingAny(options: string[]): Cursor {
    return options.length === 1 ? this.holding(options[0]!) : new AnyCursor(options.map((o) => this.holding(o)));
  }

  /**
   * The word a search is driven by: the one whose lists (the rarest of its trigrams', for each of its options) hold
   * the fewest positions, and how many they hold. -1 and Infinity: every word has an option of one character.
   */
  private driverOf(words: string[][]): { driver: number; cost: number } {
    const cost = (options: string[]) => {
      let total = 0;
      for (const o of options) {
        if (o.length < 2) return Infinity;
        if (o.length === 2) {
          total += this.bigramCost(o);
          continue;
        }
        total += this.rarestLists(o)[0]?.length ?? 0;
      }
      return total;
    };
    let driver = -1;
    let best = Infinity;
    words.forEach((options, i) => {
      const c = cost(options);
      if (c < best) [best, driver] = [c, i];
    });
    return { driver, cost: best };
  }

  /**
   * Positions matching every word (each by any of its options) and the filter, ascending, lazily: driven by
   * the word whose rarest trigram is rarest, the other words checked on the text.
   */
  private matching(filter: ListFilter, words: string[][]): Cursor {
    const { driver } = this.driverOf(words);
    const scope = this.scope(filter);
    const rest = words.filter((_, i) => i !== driver);
    const texts = this.texts;
    const accept = (pos: number) => this.passes(filter, pos) && holdsWords(texts[pos]!, rest);
    // Driven by a word, its positions are checked against the scope; else the scope itself is walked.
    if (driver >= 0) return new FilterCursor(this.holdingAny(words[driver]!), scope, accept);
    return new FilterCursor(new ListCursor(scope ?? this.everyPosition()), null, accept);
  }

  /**
   * What is known of a search's matches (see matching): its first ones found so far and where to go on, and its
   * count once asked. A search's page, its count and its next pages ask the same run, so each walks only what no
   * earlier question of the same search did (the count walked them again on every request).
   */
  private matchRun(filter: ListFilter, words: string[][]): MatchRun {
    const c = filter.category;
    const key = JSON.stringify([words, c ? [c.id, c.depth, c.subtree] : null, filter.brandId, filter.inStockOnly]);
    let run = this.matchRuns.get(key);
    if (!run) this.matchRuns.set(key, (run = { found: [], more: this.matching(filter, words), count: null }));
    return run;
  }

  /** The first `k` positions matching a search, ascending. */
  private firstMatching(filter: ListFilter, words: string[][], k: number): readonly number[] {
    const run = this.matchRun(filter, words);
    while (run.more && run.found.length < k) {
      const pos = run.more.next();
      if (pos === DONE) run.more = null;
      else run.found.push(pos);
    }
    return run.found.length > k ? run.found.slice(0, k) : run.found;
  }

  /**
   * How many positions match a search, at most SEARCH_RESULT_CAP. Counted on a walk of its own, not kept: a
   * page needs a few dozen matches, a count up to a thousand, and a thousand kept positions (8 KB) a search
   * lived just long enough to be copied out of the young generation and die in the old one.
   */
  private matchCount(filter: ListFilter, words: string[][]): number {
    const run = this.matchRun(filter, words);
    if (run.count === null) {
      if (!run.more) run.count = run.found.length;
      else {
        const walk = this.matching(filter, words);
        let n = 0;
        while (n < SEARCH_RESULT_CAP && walk.next() !== DONE) n++;
        run.count = n;
      }
    }
    return run.count;
  }

  /** Positions in [lo, hi) of `order` whose key starts with `prefix`. */
  private prefixRange(order: Int32Array, keys: string[], prefix: string): [number, number] {
    const find = (strictlyAfter: boolean) => {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const key = keys[order[mid]!]!;
        const before = strictlyAfter ? key < prefix || key.startsWith(prefix) : key < prefix;
        if (before) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    return [find(false), find(true)];
  }

  /** Positions whose code or barcode is exactly `key`, ascending. */
  private equalTo(key: string): number[] {
    const out = new Set<number>();
    const [codeLo, codeHi] = this.prefixRange(this.byCode, this.codes, key);
    // Equal keys sort first among those starting with the key.
    for (let i = codeLo; i < codeHi && this.codes[this.byCode[i]!] === key; i++) out.add(this.byCode[i]!);
    const barcodes = this.barcodes as string[]; // byBarcode holds positions with a barcode only
    const [barLo, barHi] = this.prefixRange(this.byBarcode, barcodes, key);
    for (let i = barLo; i < barHi && barcodes[this.byBarcode[i]!] === key; i++) out.add(this.byBarcode[i]!);
    return [...out].sort((a, b) => a - b);
  }

  /** Relevance groups (repository.ts relevancePageIds): exact code/barcode, prefix, all words, corrections. */
  private relevancePage(filter: ListFilter, search: SearchTerms, page: { limit: number; offset: number }): number[] {
    const k = Math.min(page.offset + page.limit, SEARCH_RESULT_CAP);
    const q = search.folded;
    const scope = this.scope(filter);
    const inFilter = (pos: number) => this.passes(filter, pos) && (scope === null || holds(scope, pos));
    const exact = this.equalTo(q).filter(inFilter).slice(0, k);
    // Names or codes starting with the query: two ranges, merged in name order (a numeric typed sort).
    const [textLo, textHi] = this.prefixRange(this.byText, this.texts, q);
    const [codeLo, codeHi] = this.prefixRange(this.byCode, this.codes, q);
    // A position in both ranges is taken from the text range only.
    const prefix = smallest(k, [
      [this.byText.subarray(textLo, textHi), inFilter],
      [this.byCode.subarray(codeLo, codeHi), (pos) => !this.texts[pos]!.startsWith(q) && inFilter(pos)],
    ]);
    const literal = this.firstMatching(
      filter,
      search.words.map((w) => [w.literal]),
      k,
    );
    const corrected = search.words.some((w) => w.corrections.length)
      ? this.firstMatching(filter, this.wordOptions(search), k)
      : [];
    const seen = new Set<number>();
    const ranked: number[] = [];
    for (const group of [exact, prefix, literal, corrected]) {
      for (const pos of group) {
        if (!seen.has(pos)) {
          seen.add(pos);
          ranked.push(pos);
        }
      }
    }
    return ranked.slice(page.offset, page.offset + page.limit).map((pos) => this.ids[pos]!);
  }

  // ——— answers ———————————————————————————————————————————————————————————————

  /** The ids of a page, in the list's order (repository.ts pageIdsQuery). */
  pageIds(filter: ListFilter, order: ListOrder, page: { limit: number; offset: number }): number[] {
    if (order.byRelevance && filter.search) return this.relevancePage(filter, filter.search, page);
    const end = page.offset + page.limit;
    const ids = (positions: Int32Array) => Array.from(positions.subarray(page.offset, end), (pos) => this.ids[pos]!);
    if (filter.search) {
      const words = this.wordOptions(filter.search);
      if (order.field === 'fiyat' && order.priceListId !== null && this.priceRank.has(order.priceListId)) {
        const walked = this.searchByPrice(filter, words, order.priceListId, order.direction === 'desc', page);
        if (walked) return walked.map((pos) => this.ids[pos]!);
      }
      // A search sorted by name or price: all its matches in that order (SQL sorts them all too).
      const matches = () => {
        const all = new IntColumn(1024);
        const walk = this.matching(filter, words);
        for (let pos = walk.next(); pos !== DONE; pos = walk.next()) all.push(pos);
        return all.done();
      };
      return ids(this.ordered(matches, order, `search:${JSON.stringify(filter)}`));
    }
    if (order.field === 'fiyat' && order.priceListId !== null && this.priceRank.has(order.priceListId)) {
      const positions = this.pricePage(filter, order.priceListId, order.direction === 'desc', page)!;
      return positions.map((pos) => this.ids[pos]!);
    }
    const descending = order.field === 'ad' && order.direction === 'desc';
    // By name ascending the scope is already in order: without the stock filter a page is a slice of it (a
    // generator's step per position was most of what finding a leaf page's ids allocated). By name
    // descending, equal names still by id ascending (SQL: `sort_name desc, id`).
    const scope = this.scope(filter) ?? this.everyPosition();
    if (!descending && !filter.inStockOnly) return ids(scope);
    const out: number[] = [];
    let skipped = 0;
    for (const pos of descending ? this.byNameDescending(scope) : scope) {
      if (!this.passes(filter, pos)) continue;
      if (skipped < page.offset) skipped++;
      else out.push(this.ids[pos]!);
      if (out.length >= page.limit) break;
    }
    return out;
  }

  private wordOptions(search: SearchTerms): string[][] {
    return search.words.map((w) => [w.literal, ...w.corrections]);
  }

  /** Positions (ascending) in the order's sequence: by price (nulls last, then name), or by name. */
  private ordered(positions: () => Int32Array, order: ListOrder, key: string): Int32Array {
    const rank = order.field === 'fiyat' && order.priceListId !== null ? this.priceRank.get(order.priceListId) : null;
    if (!rank) {
      return order.field === 'ad' && order.direction === 'desc'
        ? Int32Array.from(this.byNameDescending(positions()))
        : positions();
    }
    const cacheKey = `${order.priceListId}:${order.direction}:${key}`;
    const kept = this.priceSorted.get(cacheKey);
    if (kept) return kept;
    const sorted = byRank(positions(), rank, order.direction === 'desc');
    this.priceSorted.set(cacheKey, sorted);
    if (this.priceSorted.size > SORTED_KEEP) this.priceSorted.delete(this.priceSorted.keys().next().value!);
    return sorted;
  }

  /**
   * A scope's positions by a list's price ascending (nulls last, then position), sorted once per scope and list:
   * the stock filter, the brand in a category and the direction are applied while walking it, so they share it.
   * Kept with the scope's array (the index's own), at most the size of the scopes: a few bytes per product.
   */
  private scopeByPrice(listId: number, scope: Int32Array): { order: Int32Array; priced: number } {
    const perList = this.pricedScope(scope);
    let kept = perList.get(listId);
    if (!kept) {
      const rank = this.priceRank.get(listId)!;
      const order = byRank(scope, rank, false);
      let priced = 0;
      while (priced < order.length && rank[order[priced]!] !== NO_PRICE) priced++;
      perList.set(listId, (kept = { order, priced }));
    }
    return kept;
  }
  private readonly scopePrices = new WeakMap<Int32Array, Map<number, { order: Int32Array; priced: number }>>();
  /** A scope's price orders by list (scopeByPrice), kept with the scope's array. */
  private pricedScope(scope: Int32Array): Map<number, { order: Int32Array; priced: number }> {
    let perList = this.scopePrices.get(scope);
    if (!perList) this.scopePrices.set(scope, (perList = new Map()));
    return perList;
  }

  /**
   * A page of a list by price: a walk along its scope's price order (scopeByPrice), each product checked by the
   * filter and `also`. null: `budget` products were checked before the page was full (a page short of `limit`
   * at the end of the order is the list's last).
   */
  private pricePage(
    filter: ListFilter,
    listId: number,
    descending: boolean,
    page: { limit: number; offset: number },
    also: ((pos: number) => boolean) | null = null,
    budget = Infinity,
  ): number[] | null {
    const scope = this.scope(filter);
    const { order, priced } = this.scopeByPrice(listId, scope ?? this.everyPosition());
    const rank = this.priceRank.get(listId)!;
    const out: number[] = [];
    let skipped = 0;
    let checked = 0;
    /** true: stop — the page is full, or the budget spent (`done` tells which). */
    const take = (pos: number): boolean => {
      if (++checked > budget) return true;
      if (!this.passes(filter, pos) || (also !== null && !also(pos))) return false;
      if (skipped < page.offset) skipped++;
      else out.push(pos);
      return out.length >= page.limit;
    };
    const done = () => (checked > budget ? null : out);
    if (!descending) {
      for (let i = 0; i < order.length; i++) if (take(order[i]!)) return done();
      return out;
    }
    // Highest price first, equal prices still by position ascending, then the products without a price.
    let groupEnd = priced;
    while (groupEnd > 0) {
      const r = rank[order[groupEnd - 1]!];
      let start = groupEnd - 1;
      while (start > 0 && rank[order[start - 1]!] === r) start--;
      for (let i = start; i < groupEnd; i++) if (take(order[i]!)) return done();
      groupEnd = start;
    }
    for (let i = priced; i < order.length; i++) if (take(order[i]!)) return done();
    return out;
  }

  /**
   * A page of a search by price, found along the scope's price order with each product's text checked as
   * `matching` checks it — for a broad search: its cheapest matches then come within a few hundred products,
   * where listing all its matches and sorting them took 25 ms for "kablo" (44,000 matches at 200,000 products).
   * Checking a product costs about what listing a match does, so the walk is tried when, even with
   * as many matches as its driving word's lists hold (`cost`, at most that many), the page would be found in
   * fewer checks than that, and it is given up after `cost` checks (words common apart and rare together).
   * null: the matches are to be listed and sorted.
   */
  private searchByPrice(
    filter: ListFilter,
    words: string[][],
    listId: number,
    descending: boolean,
    page: { limit: number; offset: number },
  ): number[] | null {
    const scopeSize = this.scope(filter)?.length ?? this.size;
    const { cost } = this.driverOf(words);
    // About (offset + limit) × scope ÷ matches checks find the page, were the matches spread evenly in price.
    if (cost * cost <= (page.offset + page.limit) * scopeSize) return null;
    const texts = this.texts;
    return this.pricePage(filter, listId, descending, page, (pos) => holdsWords(texts[pos]!, words), cost);
  }

  /** How many products a list has; a search counts at most SEARCH_RESULT_CAP (repository.ts countQuery). */
  count(filter: ListFilter): number {
    if (filter.search) {
      return this.matchCount(filter, this.wordOptions(filter.search));
    }
    const scope = this.scope(filter);
    if (!filter.inStockOnly) return scope ? scope.length : this.size;
    // The index never changes once built, so a scope's in-stock count is walked once (it was walked on every
    // page of a leaf).
    const source = scope ?? this.everyPosition();
    let n = this.inStockCounts.get(source);
    if (n === undefined) {
      n = 0;
      for (let i = 0; i < source.length; i++) if (this.passes(filter, source[i]!)) n++;
      this.inStockCounts.set(source, n);
    }
    return n;
  }
  private readonly inStockCounts = new WeakMap<Int32Array, number>();

  /**
   * The brands of a category's branch (none: of every product), ascending: a list's brand drop-down. Walked once
   * per scope; read from category_brands it was a statement on the first page of each category.
   */
  brandIds(category: ListFilter['category']): Int32Array {
    const source = this.scope({ category, inStockOnly: false }) ?? this.everyPosition();
    let ids = this.scopeBrands.get(source);
    if (!ids) {
      const seen = new Set<number>();
      for (let i = 0; i < source.length; i++) {
        const brand = this.brandOf[source[i]!]!;
        if (brand >= 0) seen.add(brand);
      }
      this.scopeBrands.set(source, (ids = Int32Array.from(seen).sort()));
    }
    return ids;
  }
  private readonly scopeBrands = new WeakMap<Int32Array, Int32Array>();
}
