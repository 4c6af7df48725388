import { describe, expect, it } from 'vitest';
import { SeenFilter } from './seen-filter';

describe('SeenFilter', () => {
  it('says a key was seen from its second request on', () => {
    const seen = new SeenFilter(1 << 16);
    expect(seen.seenBefore('12.|1,2,3')).toBe(false);
    expect(seen.seenBefore('12.|1,2,3')).toBe(true);
    expect(seen.seenBefore('12.|1,2,3')).toBe(true);
  });

  it('rarely mistakes a new key for a seen one', () => {
    const seen = new SeenFilter(1 << 16);
    let mistaken = 0;
    for (let i = 0; i < 10_000; i++) if (seen.seenBefore(`7.|${i},${i + 1},${i + 2}`)) mistaken++;
    // 10,000 keys in 65,536 bits, cleared after 16,384: at most ~15 % share a bit.
    expect(mistaken).toBeLessThan(1_500);
  });

  it('forgets everything once a quarter of its bits is set, so its memory stays fixed', () => {
    const seen = new SeenFilter(64);
    seen.seenBefore('first');
    for (let i = 0; i < 16; i++) seen.seenBefore(`other ${i}`);
    expect(seen.seenBefore('first')).toBe(false);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => new SeenFilter(1000)).toThrow();
  });
});
