import { describe, expect, it } from 'vitest';
import { AnyCursor, DONE, FilterCursor, ListCursor, MergeCursor, WordCursor, seek, type Cursor } from './match-cursors';

/** Every position a cursor gives, and that it stays done. */
function drain(cursor: Cursor): number[] {
  const out: number[] = [];
  for (let pos = cursor.next(); pos !== DONE; pos = cursor.next()) out.push(pos);
  expect(cursor.next()).toBe(DONE);
  return out;
}

/** A random ascending list of distinct positions below `n`. */
function randomList(n: number, share: number, next: () => number): Int32Array {
  const out: number[] = [];
  for (let pos = 0; pos < n; pos++) if (next() < share) out.push(pos);
  return Int32Array.from(out);
}

/** A repeatable sequence in [0, 1). */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('the walks of a search', () => {
  it('seek finds the first value at or after a point', () => {
    const a = Int32Array.from([2, 4, 4, 9, 15, 40]);
    expect([0, 2, 3, 5, 9, 16, 41].map((v) => seek(a, 0, v))).toEqual([0, 0, 1, 3, 3, 5, 6]);
    expect(seek(a, 3, 4)).toBe(3);
  });

  it('a word’s positions are those of both lists whose text holds it', () => {
    const texts = ['kablo nym', 'kab', 'nym kablo', 'abl', 'kablosuz', 'ka bl'];
    // The lists hold candidates, not only texts with the word: each is checked.
    const all = Int32Array.from(texts.keys());
    expect(drain(new WordCursor(texts, 'kablo', all, Int32Array.from([0, 2, 3, 4, 5])))).toEqual([0, 2, 4]);
    expect(drain(new WordCursor(texts, 'kablo', all, undefined))).toEqual([0, 2, 4]);
    // Three characters are the one trigram whose list is given: every position of it holds the word.
    expect(drain(new WordCursor(texts, 'abl', Int32Array.from([0, 2, 3, 4]), undefined))).toEqual([0, 2, 3, 4]);
    expect(drain(new WordCursor(texts, 'kablo', Int32Array.from([]), undefined))).toEqual([]);
  });

  it('merged, any-of and filtered walks give what the sets give, in order', () => {
    const next = seeded(7);
    for (let round = 0; round < 50; round++) {
      const lists = Array.from({ length: 1 + (round % 5) }, (_, i) => randomList(300, 0.05 * (i + 1), next));
      const union = [...new Set(lists.flatMap((l) => [...l]))].sort((a, b) => a - b);
      expect(drain(new MergeCursor(lists))).toEqual(union);
      expect(drain(new AnyCursor(lists.map((l) => new ListCursor(l))))).toEqual(union);

      const scope = randomList(300, 0.5, next);
      const even = (pos: number) => pos % 2 === 0;
      const filtered = union.filter((pos) => scope.includes(pos) && even(pos));
      expect(drain(new FilterCursor(new MergeCursor(lists), scope, even))).toEqual(filtered);
      expect(drain(new FilterCursor(new MergeCursor(lists), null, even))).toEqual(union.filter(even));
    }
    expect(drain(new MergeCursor([]))).toEqual([]);
    expect(drain(new AnyCursor([]))).toEqual([]);
  });
});
