import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { BasketLine } from '@bayi/common';
import { errorMessageOf } from '../../lib/http';
import { useRemoveLine, useUpdateLine } from './api';
import type { WriteTracker } from './writeTracker';

/** A pause in typing or in −/+ clicks this long sends the quantity (one request, not one per key). */
export const QUANTITY_DEBOUNCE_MS = 700;
const MIN = 1;
const MAX = 1_000_000;

/** A whole number from 1 up (spec §5 "Basket quantity input: min 1"), or null. */
function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= MIN && value <= MAX ? value : null;
}

export interface LineControls {
  quantity: {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: (event: ChangeEvent<HTMLInputElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  /** −1 / +1 from the value shown; never below 1. */
  step: (delta: 1 | -1) => void;
  canDecrease: boolean;
  remove: () => void;
  updating: boolean;
  removing: boolean;
  error: string | null;
  /** The id of the line's messages (over stock, a failed edit). */
  messageId: string;
  /** What the quantity input is described by: the messages' id while there is one. */
  describedBy: string | undefined;
}

/**
 * One basket line's quantity and remove controls. The quantity goes to the server on Enter, on
 * leaving the field, or after a pause; an entry below 1 (or not a whole number) is never sent and
 * the field shows the basket's quantity again.
 */
export function useBasketLine(line: BasketLine, siparisId: number, tracker: WriteTracker): LineControls {
  const update = useUpdateLine();
  const removal = useRemoveLine();
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** The quantity last sent and not yet answered, so the same value is not sent twice. */
  const inFlight = useRef<number | null>(null);

  const stopTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const send = (text: string, restoreInvalid: boolean) => {
    stopTimer();
    const adet = parseQuantity(text);
    if (adet === null) {
      if (restoreInvalid) setDraft(null);
      return;
    }
    if (adet === (inFlight.current ?? line.miktar)) {
      if (inFlight.current === null) setDraft(null);
      return;
    }
    update.reset();
    inFlight.current = adet;
    const write = update.mutateAsync({ productId: line.stokId, rowId: line.rowId, siparisId, adet });
    tracker.track(write);
    const done = () => {
      if (inFlight.current === adet) inFlight.current = null;
      // The answer replaced the line; show it unless the dealer has typed something else meanwhile.
      setDraft((current) => (current === text ? null : current));
    };
    write.then(done, done);
  };

  const schedule = (text: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => send(text, false), QUANTITY_DEBOUNCE_MS);
  };

  // 'Sipariş Ver' sends a waiting edit at once (writeTracker.ts); the flusher sees the latest draft.
  const flushRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    flushRef.current = () => {
      if (timer.current !== undefined && draft !== null) send(draft, true);
    };
  });
  useEffect(() => tracker.addFlusher(() => flushRef.current()), [tracker]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const value = draft ?? String(line.miktar);
  const current = parseQuantity(value) ?? line.miktar;
  const error = update.error ?? removal.error;
  const messageId = useId();
  const hasMessage = !line.stokMiktarUygun || Boolean(error);

  return {
    quantity: {
      value,
      onChange: (event) => {
        setDraft(event.target.value);
        schedule(event.target.value);
      },
      onBlur: (event) => {
        if (draft !== null) send(event.target.value, true);
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send(event.currentTarget.value, true);
        } else if (event.key === 'Escape' && draft !== null) {
          stopTimer();
          setDraft(null);
        }
      },
    },
    step: (delta) => {
      const next = Math.max(MIN, Math.floor(current) + delta);
      setDraft(String(next));
      schedule(String(next));
    },
    canDecrease: current > MIN,
    remove: () => {
      if (removal.isPending) return;
      stopTimer();
      update.reset();
      const write = removal.mutateAsync({ rowId: line.rowId, siparisId });
      tracker.track(write);
      write.catch(() => undefined);
    },
    updating: update.isPending,
    removing: removal.isPending,
    error: error ? errorMessageOf(error) : null,
    messageId,
    describedBy: hasMessage ? messageId : undefined,
  };
}
