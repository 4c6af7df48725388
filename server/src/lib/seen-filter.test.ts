import { describe, expect, it } from 'vitest';
import { SeenFilter } from './seen-filter';

describe('SeenFilter', () => {
  it('says a key was seen from its second request on', () => {
    const seen = new SeenFilter(1_000);
    expect(seen.seenBefore('12.|1,2,3')).toBe(false);
    expect(seen.seenBefore('12.|1,2,3')).toBe(true);
    expect(seen.seenBefore('12.|1,2,3')).toBe(true);
  });

  it('rarely mistakes a new key for a seen one', () => {
    const seen = new SeenFilter(1_000);
    let mistaken = 0;
    for (let i = 0; i < 10_000; i++) if (seen.seenBefore(`7.|${i},${i + 1},${i + 2}`)) mistaken++;
    // At most 2,000 keys remembered in two arrays of 32,768 bits: a few percent share a bit.
    expect(mistaken).toBeLessThan(700);
  });

  it('remembers a key for at least the window of new keys after it, and forgets it after twice that', () => {
    const seen = new SeenFilter(100);
    let mistaken = 0;
    for (let round = 0; round < 50; round++) {
      const key = `page ${round}`;
      seen.seenBefore(key);
      for (let i = 0; i < 100; i++) seen.seenBefore(`${round} within ${i}`);
      expect(seen.seenBefore(key)).toBe(true);
      for (let i = 0; i < 201; i++) seen.seenBefore(`${round} beyond ${i}`);
      // Forgotten, but for a key sharing a bit with one remembered (a few percent).
      if (seen.seenBefore(key)) mistaken++;
    }
    expect(mistaken).toBeLessThan(8);
  });

  it('refuses a window that is not a positive whole number', () => {
    expect(() => new SeenFilter(0)).toThrow();
    expect(() => new SeenFilter(2.5)).toThrow();
  });
});
