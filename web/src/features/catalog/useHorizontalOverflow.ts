import { useCallback, useState } from 'react';

/**
 * Whether a scroll box is narrower than its content, followed through resizes: the list table marks
 * its sticky columns (shadows) only while it actually scrolls sideways.
 */
export function useHorizontalOverflow<T extends HTMLElement>(): [(node: T | null) => () => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: T | null) => {
    if (!node) return () => {};
    const measure = () => setOverflowing(node.scrollWidth > node.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing];
}
