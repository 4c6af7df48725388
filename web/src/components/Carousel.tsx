import {
  Children,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../lib/cn';
import { REDUCED_MOTION, useMediaQuery } from '../lib/useMediaQuery';
import { withNextSlide, withSlidesAround } from './carouselSlides';
import { Icon } from './Icon';

/** Autoplay step (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/**
 * Items per view of product sliders (spec §9: 1024 px 4, 768 px 3, 640 px 2, 375 px 2; narrower
 * than 375 px one). Read back from the CSS variable, so CSS stays the one source of the breakpoints.
 */
export const PRODUCT_SLIDER_PER_VIEW =
  '[--per-view:1] min-[375px]:[--per-view:2] sm:[--per-view:2] md:[--per-view:3] lg:[--per-view:4]';

/**
 * The overlay arrows sit over the slides' side edges (from 640 px; hidden on phones). A slide keeps its
 * text clear of them by padding its sides with this width: the arrow's inset, its size and a gap.
 */
export const ARROW_CLEARANCE = 'var(--carousel-arrow-clearance, 0px)';
const ARROW_CLEARANCE_CLASS = '[--carousel-arrow-clearance:0px] sm:[--carousel-arrow-clearance:4.5rem]';

/** Pixels a pointer must travel sideways before a press becomes a drag (below: a click). */
const DRAG_START_PX = 6;

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Classes that set --per-view (items visible at once) per breakpoint; one item when absent. */
  perViewClass?: string;
  autoplay?: boolean;
  /** 'overlay': round arrows over the slides' edges and dots below (hero); 'header': arrows in `header`. */
  controls?: 'overlay' | 'header';
  /** Content left of the arrows in the 'header' layout (usually the section title). */
  header?: ReactNode;
  /** Space between slides (padding in each slide, compensated by the viewport); off for a full-bleed hero. */
  gutter?: boolean;
  /**
   * Build at first only the slides in view and their neighbours, the rest while the browser is idle once the
   * carousel is near the screen (carouselSlides.ts): for long lists of heavy slides (product cards). The hero
   * leaves it off: its slides are few, and it is on the screen from the start.
   */
  lazy?: boolean;
  className?: string;
}

/**
 * A small carousel (spec §4 "Carousel", §9): transform-based track, autoplay every 3 s with
 * wrap-around, pointer drag, 'Önceki'/'Sonraki' arrows, dots for the hero. Autoplay pauses while
 * the pointer is over it, while it holds focus, while the tab is hidden, and never runs when the
 * user prefers reduced motion. Slides out of view are inert, so Tab never lands on a hidden link.
 */
export function Carousel({
  label,
  children,
  perViewClass = '[--per-view:1]',
  autoplay = true,
  controls = 'header',
  header,
  gutter = true,
  lazy = false,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragOffset, setDragOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const pageVisible = usePageVisible();

  // The items per view follow the CSS breakpoints: read when the viewport has been laid out, at first and on every
  // resize (see watchPerView).
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    return watchPerView(viewport, setPerView);
  }, []);

  const lastIndex = Math.max(0, count - perView);
  const current = Math.min(index, lastIndex);
  const scrollable = lastIndex > 0;

  // Slides built so far (lazy only). Grown during render, so a step shows its slides in the same frame as it moves.
  const [built, setBuilt] = useState<ReadonlySet<number>>(() => new Set());
  const wanted = lazy ? withSlidesAround(built, current, perView, count) : built;
  if (wanted !== built) setBuilt(wanted);

  // Within a screen of the viewport, the slides not built yet are built one at a time while the browser is idle, in
  // renders that give way to the dealer's input. By the time the carousel is read it has the height of its tallest
  // card, so neither autoplay nor an arrow grows it (and moves the page under it) when that card comes into view.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const section = sectionRef.current;
    if (!lazy || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [lazy]);
  const complete = wanted.size >= count;
  useEffect(() => {
    if (!near || complete) return;
    return whenIdle(() => startTransition(() => setBuilt((done) => withNextSlide(done, count))));
  }, [near, complete, wanted, count]);

  // Wrap-around both ways: after the last position comes the first, before the first the last.
  const next = () => setIndex(current >= lastIndex ? 0 : current + 1);
  const prev = () => setIndex(current <= 0 ? lastIndex : current - 1);

  const playing = autoplay && scrollable && !reducedMotion && !hovered && !focused && !dragging && pageVisible;
  useEffect(() => {
    if (!playing) return;
    // Restarts after every move, so a manual step gets a full interval before the next automatic one.
    const timer = window.setTimeout(() => setIndex(current >= lastIndex ? 0 : current + 1), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, lastIndex]);

  const drag = useRef<{ id: number; x: number; y: number; active: boolean; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!scrollable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, active: false, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.x;
    const dy = event.clientY - state.y;
    if (!state.active) {
      if (Math.abs(dx) < DRAG_START_PX || Math.abs(dx) < Math.abs(dy)) return;
      state.active = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    state.moved = true;
    setDragOffset(dx);
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state || !state.active) return;
    const width = viewportRef.current?.clientWidth ?? 0;
    const threshold = Math.min(80, (width / perView) * 0.2);
    const dx = event.clientX - state.x;
    if (dx <= -threshold) next();
    else if (dx >= threshold) prev();
    suppressClick.current = state.moved;
    setDragOffset(0);
    setDragging(false);
  };

  const arrowButton = (direction: 'prev' | 'next', placement: string) => (
    <button
      type="button"
      onClick={direction === 'prev' ? prev : next}
      aria-label={direction === 'prev' ? 'Önceki' : 'Sonraki'}
      className={placement}
    >
      <Icon name={direction === 'prev' ? 'fa-solid fa-chevron-left' : 'fa-solid fa-chevron-right'} />
    </button>
  );

  // 44 px below 1024 px (WCAG 2.5.5 target size).
  const headerArrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-sm text-slate-700 shadow-xs transition hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 lg:size-9';
  const overlayArrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow-lg backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:inline-flex';

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', controls === 'overlay' && ARROW_CLEARANCE_CLASS, className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {controls === 'header' && (
        <div className="mb-3 flex items-center justify-between gap-3">
          <div className="min-w-0">{header}</div>
          {scrollable && (
            <div className="flex shrink-0 gap-2">
              {arrowButton('prev', headerArrow)}
              {arrowButton('next', headerArrow)}
            </div>
          )}
        </div>
      )}
      <div
        ref={viewportRef}
        className={cn(
          'overflow-hidden',
          gutter && '-mx-1.5 py-1 sm:-mx-2',
          perViewClass,
          dragging && 'cursor-grabbing select-none',
        )}
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A drag that ends over a link must not follow it.
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          aria-live={playing ? 'off' : 'polite'}
          className={cn(
            'flex',
            !dragging && !reducedMotion && 'transition-transform duration-500 ease-[cubic-bezier(.22,.61,.36,1)]',
          )}
          style={{ transform: `translate3d(calc(${-current} * 100% / var(--per-view, 1) + ${dragOffset}px), 0, 0)` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${count}`}
                inert={!visible}
                className={cn('min-w-0 shrink-0', gutter && 'px-1.5 sm:px-2')}
                style={{ flexBasis: 'calc(100% / var(--per-view, 1))' }}
              >
                {!lazy || wanted.has(i) ? slide : null}
              </div>
            );
          })}
        </div>
      </div>
      {controls === 'overlay' && scrollable && (
        <>
          {arrowButton('prev', cn(overlayArrow, 'left-3'))}
          {arrowButton('next', cn(overlayArrow, 'right-3'))}
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-2">
            {Array.from({ length: lastIndex + 1 }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`${i + 1}. slayta git`}
                aria-current={i === current || undefined}
                className={cn(
                  'h-2 rounded-full bg-white/60 shadow transition-all hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                  i === current ? 'w-6 bg-white' : 'w-2',
                )}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

const perViewSetters = new Map<Element, (perView: number) => void>();
let perViewObserver: ResizeObserver | null = null;

/**
 * Calls `set` with the viewport's `--per-view` whenever its size changes, the first time once it is laid out. One
 * ResizeObserver serves every carousel of the page: it reports after the browser's own layout, so reading the styles
 * there costs nothing as long as every carousel is read before any is changed; then all are applied at once
 * (flushSync), before that frame is painted, so the first frame already shows as many slides as fit.
 */
function watchPerView(viewport: Element, set: (perView: number) => void): () => void {
  perViewObserver ??= new ResizeObserver((entries) => {
    const read = entries.map((entry) => {
      const value = Number.parseInt(getComputedStyle(entry.target).getPropertyValue('--per-view'), 10);
      return [entry.target, Number.isFinite(value) && value > 0 ? value : 1] as const;
    });
    flushSync(() => {
      for (const [target, value] of read) perViewSetters.get(target)?.(value);
    });
  });
  perViewSetters.set(viewport, set);
  perViewObserver.observe(viewport);
  return () => {
    perViewSetters.delete(viewport);
    perViewObserver?.unobserve(viewport);
  };
}

/** Runs `task` when the browser is next idle (soon after, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 50);
  return () => window.clearTimeout(timer);
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
