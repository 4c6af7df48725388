import { describe, expect, it } from 'vitest';
import { slidesAround, withNextSlide, withSlidesAround } from './carouselSlides';

describe('the slides a lazy carousel builds', () => {
  it('builds the slides in view and one beyond each side', () => {
    expect(slidesAround(0, 2, 12)).toEqual([0, 1, 2]);
    expect(slidesAround(3, 4, 12)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('stays within the slides there are', () => {
    expect(slidesAround(8, 4, 12)).toEqual([7, 8, 9, 10, 11]);
    expect(slidesAround(0, 4, 3)).toEqual([0, 1, 2]);
  });

  it('keeps a built slide built, and answers the same set when nothing is new', () => {
    const first = withSlidesAround(new Set(), 0, 2, 12);
    expect([...first].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect(withSlidesAround(first, 0, 2, 12)).toBe(first);
    // Wrapping round to the end builds the last ones and keeps the first.
    const wrapped = withSlidesAround(first, 10, 2, 12);
    expect([...wrapped].sort((a, b) => a - b)).toEqual([0, 1, 2, 9, 10, 11]);
  });

  it('builds the rest one slide at a time, the first missing one first, until all are built', () => {
    let built: ReadonlySet<number> = new Set([0, 1, 2, 9, 10, 11]);
    const order: number[] = [];
    for (let next = withNextSlide(built, 12); next !== built; next = withNextSlide(built, 12)) {
      order.push([...next].find((i) => !built.has(i))!);
      built = next;
    }
    expect(order).toEqual([3, 4, 5, 6, 7, 8]);
    expect(built.size).toBe(12);
  });
});
