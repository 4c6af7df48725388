import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, crc32Combine, deflatePiece, gzipJoin } from './gzip-join';

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

  it('joins pieces compressed apart into one gzip stream any client can read', () => {
    const parts = [bytes(10, 1), bytes(40_000, 2), bytes(0, 3), bytes(17_000, 4)];
    const last = bytes(333, 5);
    const whole = gzipJoin(
      parts.map((p, i) => deflatePiece(p, i % 2 ? 6 : 1)),
      last,
      1,
    );
    expect(zlib.gunzipSync(whole).equals(Buffer.concat([...parts, last]))).toBe(true);
    // Compressed: the pieces are sent as they are.
    expect(whole.length).toBeLessThan(Buffer.concat([...parts, last]).length);
  });

  it('a lone last piece is a whole gzip stream, empty or not', () => {
    expect(zlib.gunzipSync(gzipJoin([], Buffer.alloc(0), 1)).length).toBe(0);
    expect(zlib.gunzipSync(gzipJoin([], Buffer.from('[]'), 1)).toString()).toBe('[]');
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
