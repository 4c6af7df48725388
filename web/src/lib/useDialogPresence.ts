import { useEffect, useState } from 'react';

/** Longest leave transition of our dialogs (150 ms) with room for a busy frame. */
const LEAVE_MS = 300;

export interface DialogPresence {
  /** Whether the Headless UI Dialog is in the tree at all: render nothing when false. */
  present: boolean;
  /** The Dialog's `open`. */
  open: boolean;
}

/**
 * Mounting and opening of a Headless UI 2.2 Dialog with transitions, around two of its defects:
 * - It makes the page behind it inert (and hidden from screen readers) only when it has found the page's
 *   main tree before opening: a Dialog mounted already open, once another dialog had been shown, left
 *   the page live behind it. So it mounts closed and opens a frame later.
 * - Closed while its enter transition still runs (Enter pressed in the search dialog within 200 ms of
 *   opening, as a fast typist or a loaded test browser does), its transition can stall and leave the
 *   panel and backdrop on the page, catching every click (headlessui#3892). So once closed, it leaves
 *   the tree after its leave transition's time whatever state the transition is in.
 */
export function useDialogPresence(open: boolean): DialogPresence {
  // Mounted for the Dialog: from the frame after `open` until LEAVE_MS after it ended.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() => setMounted(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setMounted(false), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { present: open || mounted, open: open && mounted };
}
