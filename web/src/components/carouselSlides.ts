/**
 * Which slides of a lazy carousel have their content built. A product slider holds a dozen cards of sixty-odd
 * elements each, and on a dealer's home four of them are most of the page's work; a slide nobody has moved to
 * yet is only its empty frame, still labelled and counted ('5 / 12') but inert, as every slide out of view is.
 * The first screen builds the slides in view and their neighbours; the rest follow one at a time while the
 * browser is idle, once the carousel is near the screen (Carousel.tsx).
 */

/**
 * The slides to build for the position `current` with `perView` in view: those in view and one on each side (a
 * drag shows the neighbour before it lets go), within 0 … count − 1.
 */
export function slidesAround(current: number, perView: number, count: number): number[] {
  const first = Math.max(0, current - 1);
  const last = Math.min(count - 1, current + perView);
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/**
 * `built` with the slides around `current` added, or `built` itself when it holds them all already. A slide once
 * built stays built: going back shows it at once, and the quantity a dealer typed in its card is kept.
 */
export function withSlidesAround(
  built: ReadonlySet<number>,
  current: number,
  perView: number,
  count: number,
): ReadonlySet<number> {
  const missing = slidesAround(current, perView, count).filter((i) => !built.has(i));
  if (!missing.length) return built;
  return new Set([...built, ...missing]);
}

/** `built` with the first slide not built yet added, or `built` itself when every slide is. */
export function withNextSlide(built: ReadonlySet<number>, count: number): ReadonlySet<number> {
  for (let i = 0; i < count; i++) if (!built.has(i)) return new Set([...built, i]);
  return built;
}
