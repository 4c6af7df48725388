import zlib from 'node:zlib';

/**
 * One gzip answer made of pieces compressed at different times (a report period is cut from a
 * dealer's history, whose blocks are compressed once and reused by every period that covers them).
 *
 * A deflate stream may be cut wherever the compressor was flushed with Z_FULL_FLUSH/Z_SYNC_FLUSH: the output
 * then ends on a byte boundary, no block is marked final, and a piece compressed from a fresh dictionary
 * refers to nothing before it. Such pieces written one after the other are one valid deflate stream; the
 * last one is finished normally (its final block). gzip's trailer needs the CRC-32 of all the uncompressed
 * bytes: zlib's crc32_combine gives it from each piece's own CRC and length, without reading the bytes
 * again (RFC 1952; pigz joins parallel work the same way).
 */

/** A piece of a deflate stream: starts from a fresh dictionary, ends flushed and not final. */
export interface DeflatePiece {
  readonly deflated: Buffer;
  /** CRC-32 and length of the uncompressed bytes. */
  readonly crc: number;
  readonly length: number;
  /** x^(8·length) modulo the CRC polynomial: what appending this piece does to the CRC before it. */
  readonly shift: number;
}

const POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial (bit-reflected), as zlib's multmodp. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [1 << 30];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n > 0) {
    if (n & 1) p = multModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** CRC-32 of A‖B from CRC-32(A), CRC-32(B) and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multModP(x2nModP(lengthB, 3), crcA >>> 0) ^ crcB) >>> 0;
}

/** The CRC-32 of what came before, then `piece`: one multiplication, the piece's shift being kept with it. */
const appendCrc = (crc: number, piece: DeflatePiece) => (multModP(piece.shift, crc >>> 0) ^ piece.crc) >>> 0;

/** Compresses bytes into a piece that may be followed by any other piece. */
export function deflatePiece(raw: Buffer, level: number): DeflatePiece {
  return {
    deflated: zlib.deflateRawSync(raw, { level, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    crc: zlib.crc32(raw),
    length: raw.length,
    shift: x2nModP(raw.length, 3),
  };
}

/**
 * Bytes as they are, in deflate's stored blocks (RFC 1951 §3.2.4: a header byte, the length and its
 * complement, the bytes; at most 65,535 a block): no compression work at all, for the few kilobytes at
 * each end of an answer that no compressed block covers.
 */
export function storedPiece(raw: Buffer): DeflatePiece {
  const blocks = Math.max(1, Math.ceil(raw.length / 65_535));
  const out = Buffer.allocUnsafe(raw.length + 5 * blocks);
  let at = 0;
  for (let b = 0; b < blocks; b++) {
    const part = raw.subarray(b * 65_535, (b + 1) * 65_535);
    out[at] = 0; // not final, stored; the bits before it end on a byte boundary
    out.writeUInt16LE(part.length, at + 1);
    out.writeUInt16LE(~part.length & 0xffff, at + 3);
    part.copy(out, at + 5);
    at += 5 + part.length;
  }
  return { deflated: out, crc: zlib.crc32(raw), length: raw.length, shift: x2nModP(raw.length, 3) };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman, BFINAL set, end-of-block): what zlib writes to finish an empty input. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * A gzip stream of `pieces`, finished, as one buffer: the pieces are a kilobyte or two each, and writing
 * hundreds of them one by one costs a write each; one copy of ~300 KB costs tens of microseconds.
 */
export function gzipJoin(pieces: readonly DeflatePiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = appendCrc(crc, piece);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((p) => p.deflated), FINAL_BLOCK, trailer]);
}

/**
 * Whether an Accept-Encoding header allows gzip (RFC 9110 §12.5.3): named, or `*`, with a q above 0 —
 * `gzip;q=0` refuses it even when `*` is allowed.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    const coding = name.trim();
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') star = allowed;
  }
  return star;
}
