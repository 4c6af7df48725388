import { useEffect, useRef, useState } from 'react';

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
 * - It gives focus back to the element that had it before opening from a history its module keeps of focused
 *   elements; our dialogs' code (and so Headless UI's) loads when a dialog first opens, after the click on its
 *   button, so that history lacked the button and focus fell to the page's start (WCAG 2.4.3). So the opener is
 *   remembered here and given focus back once the dialog has closed, unless focus has already gone somewhere.
 */
export function useDialogPresence(open: boolean): DialogPresence {
  // Mounted for the Dialog: from the frame after `open` until LEAVE_MS after it ended.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) opener.current = active;
      const frame = requestAnimationFrame(() => setMounted(true));
      return () => cancelAnimationFrame(frame);
    }
    // A frame after closing (the panel holding focus is on its way out), and again as it leaves the tree.
    const frame = requestAnimationFrame(() => focusBack(opener.current));
    const timer = setTimeout(() => {
      setMounted(false);
      focusBack(opener.current);
      opener.current = null;
    }, LEAVE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);
  return { present: open || mounted, open: open && mounted };
}

/** Focus to the opener when it is still on the page and focus is nowhere (on the body, or on an element gone). */
function focusBack(element: HTMLElement | null): void {
  if (!element?.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && !active.closest('[role="dialog"]')) return;
  element.focus({ preventScroll: true });
}
