import type { ProductRow } from '../repository';
import { rowFromStored } from '../repository';
import type { Changed } from './change-feed';

/**
 * A copy of every active product's row, off the heap. A row not in the row cache (caches.ts) was a
 * statement: on a freshly started server nearly every box of every page, and later every box of a product not
 * seen for a while (the cache holds 50,000 rows). Each was a query, the driver's parsing and a wait for
 * PostgreSQL on a core it shares; the copy answers it with a slice of a buffer and a JSON.parse.
 *
 * The copy follows the change feed (change-feed.ts) exactly as the row cache does: a product reported changed
 * is answered by PostgreSQL from then on, and a change of everything drops the copy until it is read again.
 * It is read only once the feed has its starting point, and every change the feed reports while it is read
 * marks its product too, so no change can fall between the two. As a safety net (a read of the feed failing
 * unnoticed) a copy is answered for `keepMs` / 2 at most and read again every `keepMs` / 3 — on PostgreSQL. The
 * embedded database (PGlite) belongs to this process alone, so every change passes through it; and reading
 * there holds the only thread (about 0.3 s per 5,000 rows, 13 s at 200,000): its copy (`keepMs` null) is read
 * at start and after a change of everything only.
 *
 * It costs about 280 bytes a product outside the JavaScript heap (53 MB at 200,000 products): the collector
 * never copies or marks it. A catalogue that needs more than `maxBytes` is not copied (logged), and its rows
 * are read from PostgreSQL as before.
 */

/** Rows read per statement: one slab of the copy. */
const CHUNK = 5_000;
/** More products than this changed since the copy was read: it is read again (they all go to PostgreSQL). */
const STALE_SHARE = 0.1;
/** A failed read is tried again after this long. */
const RETRY_MS = 60_000;

export interface RowStoreSource {
  /** Active products with an id above `after`, in id order, at most `limit`: the id and its stored text. */
  storedRowsAfter(after: number, limit: number): Promise<{ id: number; row: string }[]>;
}

interface Copy {
  /** Ids in ascending order; slot i is in slab ⌊i / CHUNK⌋. */
  ids: Int32Array;
  /** Where slot i's text ends in its slab (it starts where slot i − 1's ends, or at 0). */
  ends: Uint32Array;
  slabs: Buffer[];
  /** Products changed since their row was read. */
  stale: Set<number>;
  readAt: number;
}

export function createRowStore(
  source: RowStoreSource,
  opts: {
    maxBytes: number;
    /** null: never read again on a timer, nor expired (the embedded database). */
    keepMs: number | null;
    log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
    now?: () => number;
  },
) {
  const now = opts.now ?? Date.now;
  let copy: Copy | null = null;
  /** The read under way: changes reported meanwhile, or `all`. */
  let reading: { changed: Set<number> | 'all' } | null = null;
  /** Whether the store answered its first read (copied, too large, or failed): the readiness probe. */
  let settled = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void read(), ms);
    timer.unref();
  }

  /** Reads every active row into a new copy and swaps it in; changes reported meanwhile are marked stale. */
  async function read(): Promise<void> {
    if (reading || stopped) return;
    const marks: { changed: Set<number> | 'all' } = { changed: new Set() };
    reading = marks;
    const t0 = performance.now();
    const readAt = now();
    try {
      const next = await readAll();
      if (stopped) return;
      if (next === null) {
        opts.log?.warn(
          { maxMb: Math.round(opts.maxBytes / 1048576) },
          'catalogue rows not copied: they need more than CATALOG_ROW_STORE_MB',
        );
        copy = null;
        if (opts.keepMs !== null) schedule(opts.keepMs / 3);
        return;
      }
      if (marks.changed === 'all') {
        // Everything changed while it was read: read again at once.
        reading = null;
        return await read();
      }
      copy = { ...next, stale: marks.changed, readAt };
      const bytes = next.slabs.reduce((sum, slab) => sum + slab.length, 0);
      opts.log?.info(
        { products: next.ids.length, mb: Math.round(bytes / 1048576), ms: Math.round(performance.now() - t0) },
        'catalogue rows copied',
      );
      if (opts.keepMs !== null) schedule(opts.keepMs / 3);
    } catch (err) {
      if (!stopped) opts.log?.warn({ message: (err as Error).message }, 'catalogue rows not copied');
      schedule(RETRY_MS);
    } finally {
      if (reading === marks) reading = null;
      settled = true;
    }
  }

  /** Every active row, slab by slab; null past `maxBytes`. */
  async function readAll(): Promise<Pick<Copy, 'ids' | 'ends' | 'slabs'> | null> {
    const ids: number[] = [];
    const ends: number[] = [];
    const slabs: Buffer[] = [];
    let bytes = 0;
    let scratch = Buffer.allocUnsafeSlow(1 << 20);
    for (let after = 0; ;) {
      const rows = await source.storedRowsAfter(after, CHUNK);
      if (stopped) return null;
      let used = 0;
      for (const { id, row } of rows) {
        // At most three bytes per UTF-16 unit: grow before writing so a text is never cut.
        if (scratch.length - used < row.length * 3) {
          const larger = Buffer.allocUnsafeSlow(Math.max(scratch.length * 2, used + row.length * 3));
          scratch.copy(larger, 0, 0, used);
          scratch = larger;
        }
        used += scratch.write(row, used);
        ids.push(id);
        ends.push(used);
      }
      if (used > 0) {
        const slab = Buffer.allocUnsafeSlow(used);
        scratch.copy(slab, 0, 0, used);
        slabs.push(slab);
        bytes += used;
        if (bytes > opts.maxBytes) return null;
      }
      if (rows.length < CHUNK) break;
      after = rows.at(-1)!.id;
    }
    return { ids: Int32Array.from(ids), ends: Uint32Array.from(ends), slabs };
  }

  /** The slot of `id` in the copy, or -1. */
  function slotOf(ids: Int32Array, id: number): number {
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = ids[mid]!;
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  return {
    /** Reads the copy once the change feed has its starting point (`following`), then every `keepMs` / 3 (if any). */
    start(following: Promise<void>): void {
      if (opts.maxBytes <= 0) {
        settled = true;
        return;
      }
      void following.then(read);
    },

    /** Reads the copy again now (as the start and the timer do); resolves once it is read or could not be. */
    read,

    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },

    /** Products changed in the database (change-feed.ts): from now on their rows come from PostgreSQL. */
    forget(changed: Changed): void {
      if (reading) {
        if (changed === 'all') reading.changed = 'all';
        else if (reading.changed !== 'all') for (const id of changed) reading.changed.add(id);
      }
      if (!copy) return;
      if (changed === 'all') {
        copy = null;
        void read();
        return;
      }
      for (const id of changed) copy.stale.add(id);
      if (copy.stale.size > Math.max(1_000, copy.ids.length * STALE_SHARE)) void read();
    },

    /**
     * The rows the copy answers: `found` by id, and `ask` the ids only PostgreSQL can answer (changed since the
     * copy was read, or no copy). An id in neither was not an active product when the copy was read and has
     * not changed since: there is no row to show.
     */
    rows(ids: readonly number[]): { found: Map<number, ProductRow>; ask: number[] } {
      const found = new Map<number, ProductRow>();
      const held = copy;
      const expired = opts.keepMs !== null && now() - (held?.readAt ?? 0) > opts.keepMs / 2;
      if (!held || expired) return { found, ask: [...ids] };
      const ask: number[] = [];
      for (const id of ids) {
        if (held.stale.has(id)) {
          ask.push(id);
          continue;
        }
        const slot = slotOf(held.ids, id);
        if (slot < 0) continue;
        const inSlab = slot % CHUNK;
        const start = inSlab === 0 ? 0 : held.ends[slot - 1]!;
        const text = held.slabs[(slot - inSlab) / CHUNK]!.toString('utf8', start, held.ends[slot]!);
        found.set(id, rowFromStored(id, text));
      }
      return { found, ask };
    },

    /** Whether the first read has ended (copied, too large or failed), for the readiness probe. */
    isSettled: () => settled,

    /** How many products the copy holds (0: none), for the tests and the logs. */
    get size(): number {
      return copy?.ids.length ?? 0;
    },
  };
}

export type RowStore = ReturnType<typeof createRowStore>;
