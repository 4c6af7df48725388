import { useMatches } from 'react-router';

/** Route meta (spec §2): layoutStyle 'nosidebar' removes the category sidebar. */
export interface RouteHandle {
  layoutStyle?: 'nosidebar';
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

export function useLayoutStyle(): RouteHandle['layoutStyle'] {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.layoutStyle) return handle.layoutStyle;
  }
  return undefined;
}

export const NO_SIDEBAR: RouteHandle = { layoutStyle: 'nosidebar' };
