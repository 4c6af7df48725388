import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('never holds more than its bound, and keeps the most recent half at least', () => {
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

  it('set replaces, delete and clear forget, in either generation', () => {
    const map = new BoundedMap<string, number>(6);
    map.set('a', 1).set('b', 2).set('c', 3); // now the old generation
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
});
