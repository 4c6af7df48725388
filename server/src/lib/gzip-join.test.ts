import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, crc32Combine, deflatePiece, gzipJoin, storedPiece } from './gzip-join';

/** Bytes that compress like JSON rows but differ: a seeded walk over a small alphabet. */
function bytes(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = 0x22 + ((x >>> 16) % 60);
  }
  return out;
}

describe('gzip-join', () => {
  it('combines CRC-32s exactly as reading the joined bytes does', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [1, 1],
      [100, 0],
      [16_384, 3],
      [5, 70_001],
      [1_000_003, 65_536],
    ] as const) {
      const left = bytes(a, a + 1);
      const right = bytes(b, b + 7);
      expect(crc32Combine(zlib.crc32(left), zlib.crc32(right), b)).toBe(zlib.crc32(Buffer.concat([left, right])));
    }
  });

  it('joins pieces compressed apart, and stored ones, into one gzip stream any client can read', async () => {
    const parts = [bytes(10, 1), bytes(40_000, 2), bytes(0, 3), bytes(17_000, 4), bytes(140_000, 5), bytes(1, 6)];
    const pieces = parts.map((p, i) => (i % 3 === 2 ? storedPiece(p) : deflatePiece(p, i % 2 ? 9 : 1)));
    const whole = gzipJoin(pieces);
    const plain = Buffer.concat(parts);
    expect(zlib.gunzipSync(whole).equals(plain)).toBe(true);
    // Node's streaming decoder too, as a browser reads it: chunk by chunk.
    const streamed: Buffer[] = [];
    const gunzip = zlib.createGunzip();
    gunzip.on('data', (c: Buffer) => streamed.push(c));
    const done = new Promise((resolve) => gunzip.on('end', resolve));
    for (let i = 0; i < whole.length; i += 1000) gunzip.write(whole.subarray(i, i + 1000));
    gunzip.end();
    await done;
    expect(Buffer.concat(streamed).equals(plain)).toBe(true);
    // Stored pieces cost their bytes; compressed ones much less.
    expect(storedPiece(parts[4]!).deflated.length).toBe(140_000 + 3 * 5);
    expect(whole.length).toBeLessThan(plain.length);
  });

  it('an answer of no piece, or empty ones, is a whole gzip stream', () => {
    expect(zlib.gunzipSync(gzipJoin([])).length).toBe(0);
    expect(zlib.gunzipSync(gzipJoin([storedPiece(Buffer.alloc(0))])).length).toBe(0);
    expect(zlib.gunzipSync(gzipJoin([deflatePiece(Buffer.from('[]'), 1)])).toString()).toBe('[]');
  });

  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true); // Chromium
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['deflate', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
