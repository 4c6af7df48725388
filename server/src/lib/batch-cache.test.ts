import { describe, expect, it } from 'vitest';
import { BatchCache } from './batch-cache';

function counter() {
  const calls: number[][] = [];
  const load = async (missing: number[]) => {
    calls.push(missing);
    // 0 stands for an unknown product: the loader leaves it out.
    return new Map(missing.filter((k) => k !== 0).map((k) => [k, `p${k}`]));
  };
  return { calls, load };
}

describe('BatchCache', () => {
  it('loads only the missing keys, all in one call, and keeps them for the ttl', async () => {
    let t = 0;
    const cache = new BatchCache<number, string>(1000, 100, () => t, 0);
    const { calls, load } = counter();
    expect([...(await cache.getMany([1, 2, 3], load))]).toEqual([
      [1, 'p1'],
      [2, 'p2'],
      [3, 'p3'],
    ]);
    expect((await cache.getMany([2, 3, 4], load)).get(4)).toBe('p4');
    expect(calls).toEqual([[1, 2, 3], [4]]);
    // Past the ttl the old value answers at once and one reload of the stale keys runs behind it.
    t = 1000;
    expect((await cache.getMany([1, 2], load)).get(1)).toBe('p1');
    await cache.getMany([1, 2], load);
    expect(calls.at(-1)).toEqual([1, 2]);
    expect(calls).toHaveLength(3);
    // Twice the ttl: too old to answer; the caller waits for the load.
    t = 5000;
    await cache.getMany([3], load);
    expect(calls.at(-1)).toEqual([3]);
  });

  it('leaves out keys without a value and asks for them again', async () => {
    const cache = new BatchCache<number, string>(1000, 100);
    const { calls, load } = counter();
    expect((await cache.getMany([0, 5], load)).has(0)).toBe(false);
    await cache.getMany([0, 5], load);
    expect(calls).toEqual([[0, 5], [0]]);
  });

  it('with a ttl of 0 always loads, and never holds more than maxEntries', async () => {
    const off = new BatchCache<number, string>(0, 100);
    const a = counter();
    await off.getMany([1], a.load);
    await off.getMany([1], a.load);
    expect(a.calls).toEqual([[1], [1]]);

    // Bounded: at most maxEntries, the most recently used half at least (BoundedMap).
    const small = new BatchCache<number, string>(60_000, 4);
    const b = counter();
    await small.getMany([1, 2, 3, 4, 5, 6], b.load);
    expect(small.size).toBeLessThanOrEqual(4);
    await small.getMany([5, 6], b.load);
    await small.getMany([1], b.load);
    expect(b.calls).toEqual([[1, 2, 3, 4, 5, 6], [1]]);
  });

  it('keeps the held object when a reload brings an equal value', async () => {
    let t = 0;
    let version = 1;
    const cache = new BatchCache<number, { v: number }>(
      1000,
      100,
      () => t,
      0,
      (a, b) => a.v === b.v,
    );
    const load = async (keys: number[]) => new Map(keys.map((k) => [k, { v: version }]));
    const first = (await cache.getMany([1], load)).get(1);
    t = 2500; // too old: loaded again, equal, so the same object comes back
    expect((await cache.getMany([1], load)).get(1)).toBe(first);
    version = 2;
    t = 5000;
    expect((await cache.getMany([1], load)).get(1)).toEqual({ v: 2 });
  });

  it('never keeps a value read before its key was evicted (a product changed while its row was being read)', async () => {
    const cache = new BatchCache<number, string>(60_000, 100, () => 0, 0);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Two pages' reads, both under way when products 1 and 3 change.
    const reading = cache.getMany([1, 2], async (keys) => {
      await gate;
      return new Map(keys.map((k) => [k, `old${k}`]));
    });
    const other = cache.getMany([3, 4], async (keys) => {
      await gate;
      return new Map(keys.map((k) => [k, `old${k}`]));
    });
    cache.evict([1, 3]);
    release();
    expect((await reading).get(1)).toBe('old1'); // answered: it is what the request read
    await other;
    const next = await cache.getMany([1, 2, 3, 4], async (keys) => new Map(keys.map((k) => [k, `new${k}`])));
    expect([1, 2, 3, 4].map((k) => next.get(k))).toEqual(['new1', 'old2', 'new3', 'old4']);
    // After a full invalidation, nothing read before it is kept.
    let release2!: () => void;
    const gate2 = new Promise<void>((r) => (release2 = r));
    const late = cache.getMany([5], async (keys) => {
      await gate2;
      return new Map(keys.map((k) => [k, `old${k}`]));
    });
    cache.invalidate();
    release2();
    await late;
    expect(cache.size).toBe(0);
  });
});
