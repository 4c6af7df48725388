import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the app takes over a page the server drew (and on the server itself), true from then on: for what
 * only a browser can make, such as HTML sanitised with the browser's own parser. React draws it right after
 * taking over, so the server's markup and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
