import { useEffect, useRef } from 'react';

export interface HotkeyBinding {
  /** A digit or letter, e.g. '1'. Matched on KeyboardEvent.key, or the Digit/Numpad code as a fallback. */
  key: string;
  ctrl?: boolean;
  handler: (event: KeyboardEvent) => void;
}

function matches(binding: HotkeyBinding, event: KeyboardEvent): boolean {
  if (Boolean(binding.ctrl) !== event.ctrlKey || event.altKey || event.shiftKey || event.metaKey) return false;
  const key = binding.key.toLowerCase();
  return (
    event.key.toLowerCase() === key ||
    event.code === `Digit${binding.key}` ||
    event.code === `Numpad${binding.key}` ||
    event.code === `Key${binding.key.toUpperCase()}`
  );
}

/** Window-level shortcuts; the matching event's default action (e.g. tab switching) is prevented. */
export function useHotkeys(bindings: readonly HotkeyBinding[]): void {
  const latest = useRef(bindings);
  useEffect(() => {
    latest.current = bindings;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const binding = latest.current.find((candidate) => matches(candidate, event));
      if (!binding) return;
      event.preventDefault();
      binding.handler(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
