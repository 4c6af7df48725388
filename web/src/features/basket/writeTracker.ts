/**
 * What 'Sipariş Ver' must wait for: quantity edits still on their way to the server, and edits
 * typed but not yet sent (a debounce running). Placing the order first flushes the waiting edits,
 * then waits for every write, so the order is placed with the quantities the dealer sees.
 */
export interface WriteTracker {
  track: (write: Promise<unknown>) => void;
  /** Registers a function that sends a waiting edit now; returns the unregister function. */
  addFlusher: (flush: () => void) => () => void;
  /** Sends waiting edits, waits for all writes; false when one of them failed. */
  settle: () => Promise<boolean>;
}

export function createWriteTracker(): WriteTracker {
  const pending = new Set<Promise<unknown>>();
  const flushers = new Set<() => void>();
  return {
    track(write) {
      pending.add(write);
      const forget = () => pending.delete(write);
      write.then(forget, forget);
    },
    addFlusher(flush) {
      flushers.add(flush);
      return () => flushers.delete(flush);
    },
    async settle() {
      for (const flush of flushers) flush();
      const results = await Promise.allSettled([...pending]);
      return results.every((result) => result.status === 'fulfilled');
    },
  };
}
