import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readSessionStorage, STORAGE_KEYS, writeSessionStorage } from '../lib/storage';
import { useScrollDelay } from './routeHandle';

/**
 * The one owner of the window's scroll position (spec §2, §9). React Router's
 * <ScrollRestoration> is not used: it scrolls to the top at once on every navigation, and it keys the
 * first entry of every page load as "default", so a position saved on one full load was reused on the
 * next (a page opening at y ≈ 600). The browser's own restoration is off from before the first render (main.tsx).
 *
 * - Back/forward (and the page load itself) go to the position saved for that history entry, or the
 *   top when there is none, and stay there: on a page still filling in, once the position can be reached.
 * - A new navigation goes to its #hash or the top; to a route with a scroll delay (the search results,
 *   §9 1200 ms) it waits that long first, so the new results are in before the page moves.
 * - Each entry's position is kept while the dealer scrolls; positions outlive a reload in
 *   sessionStorage, except the router's "default" key, which every fresh page load shares.
 * - A planned scroll is dropped as soon as the dealer scrolls by hand (wheel, touch, keys).
 */

/** A restore whose position the page has not grown to reach is given up after this long. */
const RESTORE_WAIT_MS = 5000;
/** Entries kept in sessionStorage, newest last. */
const MAX_SAVED = 50;
/** React Router's key for an entry it did not create (the first of each page load). */
const DEFAULT_KEY = 'default';
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
const INPUT_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function loadPositions(): Map<string, number> {
  try {
    const value = JSON.parse(readSessionStorage(STORAGE_KEYS.scrollPositions) ?? '[]') as unknown;
    if (Array.isArray(value)) {
      return new Map(
        value.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            entry[0] !== DEFAULT_KEY &&
            typeof entry[1] === 'number',
        ),
      );
    }
  } catch {
    // A damaged entry is ignored: pages open at the top.
  }
  return new Map();
}

function savePositions(positions: Map<string, number>): void {
  const entries = [...positions].filter(([key]) => key !== DEFAULT_KEY).slice(-MAX_SAVED);
  writeSessionStorage(STORAGE_KEYS.scrollPositions, JSON.stringify(entries));
}

const positions = loadPositions();
let currentKey: string | null = null;
/** Set while a scroll of ours is planned or under way: the page's own movements are not saved. */
let planned = false;

function remember(key: string, y: number): void {
  positions.delete(key); // re-inserted last: the newest survive the MAX_SAVED cut
  positions.set(key, y);
}

const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls to y once the page has come and grown to reach it (at once when it has), or after RESTORE_WAIT_MS as far
 * as it can. Not part of the way, nor while a loading block stands for the page: there the page's end (the
 * footer) was on the screen, and pushed down by the page when it came. And when the page comes in while waiting,
 * a frame after it is painted: gone there in the same frame, the browser sees the footer moved by the page on
 * the screen it scrolled to. Returns a cancel.
 */
function scrollWhenReachable(y: number, done: () => void): () => void {
  const reachable = () => y <= maxScrollY() + 1 && (y === 0 || !document.querySelector('[data-loading-block]'));
  const go = () => {
    window.scrollTo({ top: y, behavior: 'instant' });
    done();
  };
  if (reachable()) {
    go();
    return () => {};
  }
  // The page grows (a size change) or its loading block gives way to the page (not always a size change).
  const check = () => {
    if (reachable()) finish();
  };
  const grown = new ResizeObserver(check);
  const changed = new MutationObserver(check);
  const timer = window.setTimeout(finish, RESTORE_WAIT_MS);
  let frame = 0;
  function stop() {
    grown.disconnect();
    changed.disconnect();
    window.clearTimeout(timer);
  }
  function finish() {
    stop();
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(go);
    });
  }
  grown.observe(document.body);
  changed.observe(document.body, { childList: true, subtree: true });
  return () => {
    stop();
    cancelAnimationFrame(frame);
  };
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function useScrollManager(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const delayMs = useScrollDelay();

  // Keeps each entry's position as the dealer scrolls; writes them out when the page is left.
  useEffect(() => {
    const onScroll = () => {
      if (!planned && currentKey !== null) remember(currentKey, window.scrollY);
    };
    const onPageHide = () => savePositions(positions);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // Before the new page is painted: decide where it goes.
  useLayoutEffect(() => {
    const key = location.key;
    // The first page this document opened with: no page was shown before it.
    const opening = currentKey === null;
    currentKey = key;
    const saved = positions.get(key);
    planned = true;
    let timer: number | undefined;
    let stopScrolling = () => {};
    const stop = () => {
      window.clearTimeout(timer);
      stopScrolling();
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, byHand));
      planned = false;
    };
    const settle = () => {
      stop();
      remember(key, window.scrollY);
    };
    // The dealer's own scrolling wins over a planned one.
    function byHand(event: Event) {
      if (event instanceof KeyboardEvent && (!SCROLL_KEYS.has(event.key) || isTyping(event.target))) return;
      // A press on the page's scroll bar lands on the root element.
      if (event.type === 'pointerdown' && event.target !== document.documentElement) return;
      settle();
    }
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, byHand, { passive: true }));
    const go = (y: number) => {
      stopScrolling = scrollWhenReachable(y, settle);
    };

    if (navigationType === 'POP' && !saved && opening) {
      // The document's first page with no position to return to: it opened at the top. Scrolling there (and reading
      // the page's height to know it can) would make the browser lay out the page in the middle of its first render.
      stop();
      remember(key, 0);
    } else if (navigationType === 'POP') {
      go(saved ?? 0);
    } else {
      const target = hashTarget(location.hash);
      if (target) {
        target.scrollIntoView();
        settle();
      } else if (delayMs > 0) {
        timer = window.setTimeout(() => go(saved ?? 0), delayMs);
      } else {
        go(0);
      }
    }
    return stop;
    // Only a new history entry moves the page; the action and delay belong to that same entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
