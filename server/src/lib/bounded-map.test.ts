import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('never holds more than its bound, and keeps the entries set last', () => {
    const map = new BoundedMap<number, string>(10);
    for (let i = 0; i < 1_000; i++) {
      map.set(i, `v${i}`);
      expect(map.size).toBeLessThanOrEqual(10);
    }
    for (let i = 995; i < 1_000; i++) expect(map.get(i)).toBe(`v${i}`);
    expect(map.get(0)).toBeUndefined();
  });

  it('an entry that is read again survives the entries set after it', () => {
    const map = new BoundedMap<string, number>(4);
    map.set('kept', 1);
    for (let i = 0; i < 20; i++) {
      expect(map.get('kept')).toBe(1);
      map.set(`other${i}`, i);
    }
    expect(map.get('kept')).toBe(1);
    expect(map.get('other0')).toBeUndefined();
  });

  it('set replaces, delete and clear forget', () => {
    const map = new BoundedMap<string, number>(6);
    map.set('a', 1).set('b', 2).set('c', 3);
    map.set('d', 4);
    map.set('a', 10);
    expect(map.get('a')).toBe(10);
    expect(map.size).toBe(4);
    expect(map.delete('b')).toBe(true);
    expect(map.delete('b')).toBe(false);
    expect(map.get('b')).toBeUndefined();
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('d')).toBeUndefined();
  });

  it('holds undefined values like any other', () => {
    const map = new BoundedMap<string, number | undefined>(4);
    map.set('u', undefined);
    expect(map.size).toBe(1);
    expect(map.get('u')).toBeUndefined();
  });

  it('the slot of a deleted entry is used again before any entry has to go', () => {
    const map = new BoundedMap<number, number>(3);
    map.set(1, 1).set(2, 2).set(3, 3);
    map.delete(2);
    map.set(4, 4);
    expect([map.get(1), map.get(2), map.get(3), map.get(4)]).toEqual([1, undefined, 3, 4]);
    expect(map.size).toBe(3);
  });

  it('answers what was last set or nothing, never the value of another key, under any mix of calls', () => {
    // A plain Map as the reference: the bounded one may have forgotten a key, but never answers a wrong value.
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % n;
    };
    const map = new BoundedMap<number, string>(50);
    const reference = new Map<number, string>();
    for (let step = 0; step < 20_000; step++) {
      const key = random(200);
      const op = random(10);
      if (op < 5) {
        const value = `${key}:${step}`;
        map.set(key, value);
        reference.set(key, value);
        expect(map.get(key)).toBe(value);
      } else if (op < 9) {
        const got = map.get(key);
        if (got !== undefined) expect(got).toBe(reference.get(key));
      } else {
        map.delete(key);
        reference.delete(key);
        expect(map.get(key)).toBeUndefined();
      }
      if (step === 10_000) map.clear();
      expect(map.size).toBeLessThanOrEqual(50);
    }
  });
});
