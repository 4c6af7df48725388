import { describe, expect, it } from 'vitest';
import { SharedDataCache } from './shared-data-cache';

/** A cache of one second on a clock the test moves, and how many loads it made. */
function clocked() {
  const at = { clock: 0, loads: 0 };
  const cache = new SharedDataCache(
    1000,
    async (k: string) => `${k}${++at.loads}`,
    () => at.clock,
  );
  return { cache, at };
}

describe('SharedDataCache', () => {
  it('loads once for concurrent callers and again after the time to live', async () => {
    const { cache, at } = clocked();
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a1', 'a1']);
    at.clock = 999;
    expect(await cache.get('a')).toBe('a1');
    // Past the ttl: the old value answers at once while one reload runs behind it.
    at.clock = 1000;
    expect(await Promise.all([cache.get('a'), cache.get('a')])).toEqual(['a1', 'a1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('a')).toBe('a2');
    expect(at.loads).toBe(2);
    // Twice the ttl without a caller: too old to answer, the caller waits for a fresh load.
    at.clock = 3000;
    expect(await cache.get('a')).toBe('a3');
    cache.invalidate();
    expect(await cache.get('a')).toBe('a4');
  });

  it('peek answers what get would once it is loaded, without a promise, and reloads alike', async () => {
    const { cache, at } = clocked();
    expect(cache.peek('a')).toBeUndefined();
    const loading = cache.get('a');
    expect(cache.peek('a')).toBeUndefined();
    await loading;
    expect(cache.peek('a')).toBe('a1');
    // Past the ttl: the old value while one reload runs behind it, then the reloaded one.
    at.clock = 1500;
    expect(cache.peek('a')).toBe('a1');
    expect(cache.peek('a')).toBe('a1');
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.peek('a')).toBe('a2');
    expect(at.loads).toBe(2);
    // Too old to answer: nothing without a load.
    at.clock = 5000;
    expect(cache.peek('a')).toBeUndefined();
    cache.invalidate();
    expect(cache.peek('a')).toBeUndefined();
  });

  it('with a ttl of 0 loads on every call', async () => {
    let loads = 0;
    const cache = new SharedDataCache(0, async () => ++loads);
    await cache.get('a');
    expect(await cache.get('a')).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = new SharedDataCache(60_000, async (k: number) => `${k}:${++loads}`, Date.now, 2);
    await cache.get(1);
    await cache.get(2);
    await cache.get(3);
    expect(await cache.get(3)).toBe('3:3');
    expect(await cache.get(1)).toBe('1:4');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = new SharedDataCache(1000, async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    });
    await expect(cache.get(1)).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get(1)).toBe('ok');
  });

  it('keeps the object it holds when a reload finds the same value, and takes a changed one', async () => {
    let clock = 0;
    let version = 1;
    const cache = new SharedDataCache(
      1000,
      async () => ({ version }),
      () => clock,
      10,
      (held, loaded) => held.version === loaded.version,
    );
    const first = await cache.get('lists');
    clock = 1000;
    await cache.get('lists'); // past the ttl: one reload behind the answer
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('lists')).toBe(first);
    // The reload kept the held value but counts as fresh: no reload until the ttl has passed again.
    clock = 1500;
    version = 2;
    expect(await cache.get('lists')).toBe(first);
    clock = 2000;
    await cache.get('lists');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('lists')).toEqual({ version: 2 });
  });
});
