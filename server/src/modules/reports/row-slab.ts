/**
 * A report's rows serialised once, in the order the report shows them, with each row's date: any
 * period is then a run of consecutive rows, answered as one slice of bytes (issue 12, docs/performance.md
 * "Reports"). Rows are written `row,row,…,row,` — each row followed by a comma — so a slice is exact
 * JSON array content once its last comma is dropped.
 */
export interface RowSlab {
  /** Each row's instant (epoch ms), in row order: ascending, or descending when `newestFirst`. */
  readonly at: Float64Array;
  /** Where row i starts in `body`; `starts[n]` is the body's length. */
  readonly starts: Uint32Array;
  readonly body: Buffer;
  readonly newestFirst: boolean;
}

/** Serialises rows (already in report order) with their instants. */
export function rowSlab<T>(rows: readonly T[], instant: (row: T) => string, newestFirst: boolean): RowSlab {
  const at = new Float64Array(rows.length);
  const starts = new Uint32Array(rows.length + 1);
  const parts: string[] = new Array<string>(rows.length);
  let offset = 0;
  rows.forEach((row, i) => {
    at[i] = Date.parse(instant(row));
    starts[i] = offset;
    parts[i] = `${JSON.stringify(row)},`;
    offset += Buffer.byteLength(parts[i]!);
  });
  starts[rows.length] = offset;
  return { at, starts, body: Buffer.from(parts.join('')), newestFirst };
}

/** The first index in [0, n] whose instant is not `before(at)`, by binary search (rows are ordered by instant). */
function partition(at: Float64Array, isLeft: (instant: number) => boolean): number {
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isLeft(at[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows dated in [from, to): their index range [first, end). */
export function rowsWithin(slab: RowSlab, from: number, to: number): { first: number; end: number } {
  if (slab.newestFirst) {
    return { first: partition(slab.at, (t) => t >= to), end: partition(slab.at, (t) => t >= from) };
  }
  return { first: partition(slab.at, (t) => t < from), end: partition(slab.at, (t) => t < to) };
}

/**
 * The JSON array of rows [first, end), with `lead` (already serialised rows, no trailing comma) before
 * them, as chunks to write one after the other: the rows are a view of the slab, never copied (a year of
 * a busy dealer is 3.4 MB; copying it per request cost more than cutting it).
 */
export function jsonArray(slab: RowSlab, first: number, end: number, lead = ''): Buffer[] {
  if (end <= first) return [Buffer.from(`[${lead}]`)];
  const rows = slab.body.subarray(slab.starts[first]!, slab.starts[end]! - 1);
  return [Buffer.from(`[${lead}${lead ? ',' : ''}`), rows, Buffer.from(']')];
}

/** Bytes a slab holds (for the cache's budget). */
export const slabBytes = (slab: RowSlab) => slab.body.length + slab.at.byteLength + slab.starts.byteLength;
