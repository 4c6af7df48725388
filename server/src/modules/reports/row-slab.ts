import { deflatePiece, gzipJoin, storedPiece, type DeflatePiece } from '../../lib/gzip-join';

/**
 * A report's rows serialised once, in the order the report shows them, with each row's date: any
 * period is then a run of consecutive rows, answered as one slice of bytes (docs/performance.md
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
  /** The row where each block of about BLOCK_BYTES begins; the last entry is the row count. */
  readonly blockStarts: Uint32Array;
  /** Each block compressed (gzip-join.ts), made the first time a gzipped answer covers the whole block. */
  readonly pieces: (DeflatePiece | undefined)[];
}

/**
 * Raw bytes per compressed block. A block compresses from a fresh dictionary, so smaller blocks compress
 * worse; the rows of a period outside whole blocks (a block's worth on average) go uncompressed, so larger
 * blocks send more. A busy year's statement (3.57 MB; gzip -6 of the whole: 278 KB) in blocks at level 9:
 * 4 KB 617 KB, 16 KB 370 KB, 32 KB 315 KB, 64 KB 284 KB (docs/performance.md "Reports"); with the ends
 * added, 32 KB sends least. About 110 blocks a year.
 */
const BLOCK_BYTES = 32 * 1024;
/** Blocks are compressed once and sent many times: worth the best level (a year's blocks: ~45 ms, once). */
const BLOCK_LEVEL = 9;
/** What is compressed per answer (a short period, the ends of a period): the fast level. */
const ANSWER_LEVEL = 1;
/** From this many whole blocks (256 KB of rows), an answer's ends go uncompressed (gzipJsonArray). */
const STORED_ENDS_FROM = 8;

/** Serialises rows (already in report order) with their instants. */
export function rowSlab<T>(rows: readonly T[], instant: (row: T) => string, newestFirst: boolean): RowSlab {
  const at = new Float64Array(rows.length);
  const starts = new Uint32Array(rows.length + 1);
  const parts: string[] = new Array<string>(rows.length);
  const blockStarts: number[] = [];
  let offset = 0;
  let blockOffset = -Infinity;
  rows.forEach((row, i) => {
    at[i] = Date.parse(instant(row));
    starts[i] = offset;
    if (offset - blockOffset >= BLOCK_BYTES) {
      blockStarts.push(i);
      blockOffset = offset;
    }
    parts[i] = `${JSON.stringify(row)},`;
    offset += Buffer.byteLength(parts[i]!);
  });
  starts[rows.length] = offset;
  blockStarts.push(rows.length);
  return {
    at,
    starts,
    body: Buffer.from(parts.join('')),
    newestFirst,
    blockStarts: Uint32Array.from(blockStarts),
    pieces: new Array<DeflatePiece | undefined>(blockStarts.length - 1),
  };
}

/** The first index in [0, n] whose value is not `isLeft` (values ordered so that all left ones come first). */
function lowerBound(values: ArrayLike<number>, isLeft: (value: number) => boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isLeft(values[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index in [0, n] whose instant is not `before(at)`, by binary search (rows are ordered by instant). */
function partition(at: Float64Array, isLeft: (instant: number) => boolean): number {
  return lowerBound(at, isLeft);
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

/**
 * The same JSON array as `jsonArray`, gzipped (Content-Encoding: gzip): the whole blocks inside the period
 * are sent as compressed once. The rows before the first and after the last whole block (a block's worth
 * on average) are compressed per answer (level 1, ~0.1 ms) — or, in an answer of STORED_ENDS_FROM whole
 * blocks or more, sent as they are in stored blocks: there they add about a tenth to the bytes and save the
 * server a seventh of its work per answer. A busy year's 3.4 MB leave as about 330 KB (docs/performance.md
 * "Reports").
 */
export function gzipJsonArray(slab: RowSlab, first: number, end: number, lead = ''): Buffer {
  if (end <= first) return gzipJoin([deflatePiece(Buffer.from(`[${lead}]`), ANSWER_LEVEL)]);
  const open = Buffer.from(`[${lead}${lead ? ',' : ''}`);
  // Whole blocks [b0, b): each begins at or after `first` and ends before the last row, whose comma is dropped.
  const b0 = lowerBound(slab.blockStarts, (row) => row < first);
  let b = b0;
  while (b + 1 < slab.blockStarts.length && slab.blockStarts[b + 1]! <= end - 1) b++;
  const rowsBytes = (from: number, to: number) => slab.body.subarray(slab.starts[from]!, slab.starts[to]!);
  const lastRowsEnd = slab.starts[end]! - 1;
  if (b === b0) {
    const all = Buffer.concat([open, slab.body.subarray(slab.starts[first]!, lastRowsEnd), CLOSE]);
    return gzipJoin([deflatePiece(all, ANSWER_LEVEL)]);
  }
  const endPiece = (raw: Buffer) => (b - b0 >= STORED_ENDS_FROM ? storedPiece(raw) : deflatePiece(raw, ANSWER_LEVEL));
  const pieces: DeflatePiece[] = [endPiece(Buffer.concat([open, rowsBytes(first, slab.blockStarts[b0]!)]))];
  for (let k = b0; k < b; k++) {
    const piece = (slab.pieces[k] ??= deflatePiece(
      rowsBytes(slab.blockStarts[k]!, slab.blockStarts[k + 1]!),
      BLOCK_LEVEL,
    ));
    pieces.push(piece);
  }
  pieces.push(endPiece(Buffer.concat([slab.body.subarray(slab.starts[slab.blockStarts[b]!]!, lastRowsEnd), CLOSE])));
  return gzipJoin(pieces);
}

const CLOSE = Buffer.from(']');

/**
 * Bytes a slab holds (for the cache's budget), counting from the start what its compressed blocks add once
 * every block has been sent gzipped: JSON rows compress to about a tenth; a fifth leaves room.
 */
export const slabBytes = (slab: RowSlab) =>
  slab.body.length +
  Math.ceil(slab.body.length / 5) +
  slab.at.byteLength +
  slab.starts.byteLength +
  slab.blockStarts.byteLength;
