import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** spec §2, §9: after a search navigation the scroll to top waits 1200 ms. */
export const SEARCH_SCROLL_DELAY_MS = 1200;

interface SavedPosition {
  url: string;
  y: number;
}

function readSaved(): SavedPosition | null {
  try {
    const value = JSON.parse(readStorage(STORAGE_KEYS.searchScrollPosition) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'url' in value && 'y' in value) {
      const { url, y } = value as SavedPosition;
      if (typeof url === 'string' && typeof y === 'number') return { url, y };
    }
  } catch {
    // A damaged entry is ignored.
  }
  return null;
}

/**
 * 1200 ms after arriving on a search result page, scroll to the position saved when this same
 * result page was left (back from a product), else to the top — unless the dealer has already
 * scrolled in the meantime. Leaving the page saves its position.
 */
export function useSearchScroll(): void {
  const location = useLocation();
  const url = location.pathname + location.search;
  useEffect(() => {
    const arrivedAt = window.scrollY;
    const timer = window.setTimeout(() => {
      const saved = readSaved();
      removeStorage(STORAGE_KEYS.searchScrollPosition);
      if (saved && saved.url === url) window.scrollTo({ top: saved.y });
      else if (window.scrollY === arrivedAt) window.scrollTo({ top: 0 });
    }, SEARCH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      writeStorage(STORAGE_KEYS.searchScrollPosition, JSON.stringify({ url, y: window.scrollY }));
    };
  }, [url, location.key]);
}
