import { useMatches } from 'react-router';

/**
 * Route meta (spec §2): layoutStyle 'nosidebar' removes the category sidebar; scrollDelayMs makes a
 * new navigation to the route wait that long before it scrolls (app/useScrollManager.ts).
 */
export interface RouteHandle {
  layoutStyle?: 'nosidebar';
  scrollDelayMs?: number;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The deepest matched route's value of one handle field. */
function useHandleValue<K extends keyof RouteHandle>(field: K): RouteHandle[K] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle[field] !== undefined) return handle[field];
  }
  return undefined;
}

export function useLayoutStyle(): RouteHandle['layoutStyle'] {
  return useHandleValue('layoutStyle');
}

export function useScrollDelay(): number {
  return useHandleValue('scrollDelayMs') ?? 0;
}

export const NO_SIDEBAR: RouteHandle = { layoutStyle: 'nosidebar' };

/** spec §2, §9: after a search navigation the scroll to top is delayed 1200 ms. */
export const SEARCH_SCROLL_DELAY_MS = 1200;
export const SEARCH_RESULTS: RouteHandle = { scrollDelayMs: SEARCH_SCROLL_DELAY_MS };
