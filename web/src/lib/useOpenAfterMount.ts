import { useEffect, useState } from 'react';

/**
 * `open`, but false until the frame after a dialog mounts. Headless UI 2.2's Dialog makes the page behind
 * it inert (and hidden from screen readers) only when it has found the page's main tree before opening:
 * a Dialog mounted already open, once another dialog has been shown, left the page live behind it (the
 * search dialog opened after the modal banner: #root had no inert, no aria-hidden). Mounted closed and
 * opened a frame later, it finds the tree first.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return open && mounted;
}
