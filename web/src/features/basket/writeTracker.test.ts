import { describe, expect, it } from 'vitest';
import { createWriteTracker } from './writeTracker';

/** A write the test finishes by hand. */
function pendingWrite() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("placing the order waits for the basket's edits", () => {
  it('has nothing to wait for when no quantity was edited', async () => {
    await expect(createWriteTracker().settle()).resolves.toBe(true);
  });

  it('waits until every edit on its way has been answered', async () => {
    const tracker = createWriteTracker();
    const first = pendingWrite();
    const second = pendingWrite();
    tracker.track(first.promise);
    tracker.track(second.promise);
    let settled = false;
    const done = tracker.settle().then((ok) => {
      settled = true;
      return ok;
    });
    first.resolve();
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    second.resolve();
    await expect(done).resolves.toBe(true);
  });

  it('is told when an edit failed, so the order is not placed with a quantity the server refused', async () => {
    const tracker = createWriteTracker();
    const write = pendingWrite();
    tracker.track(write.promise);
    tracker.track(Promise.resolve());
    const done = tracker.settle();
    write.reject(new Error('Stok yetersiz'));
    await expect(done).resolves.toBe(false);
  });

  it('does not hold an answered edit against the next attempt', async () => {
    const tracker = createWriteTracker();
    const failed = pendingWrite();
    tracker.track(failed.promise);
    failed.reject(new Error('Stok yetersiz'));
    await expect(tracker.settle()).resolves.toBe(false);
    // The failed edit is forgotten once answered: the dealer may fix the line and order again.
    await expect(tracker.settle()).resolves.toBe(true);
  });

  it('first sends the edits still being typed, then waits for them too', async () => {
    const tracker = createWriteTracker();
    const typed = pendingWrite();
    const sent: string[] = [];
    tracker.addFlusher(() => {
      sent.push('line 1');
      tracker.track(typed.promise);
    });
    tracker.addFlusher(() => sent.push('line 2'));
    let settled = false;
    const done = tracker.settle().then((ok) => {
      settled = true;
      return ok;
    });
    expect(sent).toEqual(['line 1', 'line 2']);
    await Promise.resolve();
    expect(settled).toBe(false);
    typed.resolve();
    await expect(done).resolves.toBe(true);
  });

  it('no longer asks a removed line to send its edit', async () => {
    const tracker = createWriteTracker();
    const sent: string[] = [];
    const unregister = tracker.addFlusher(() => sent.push('removed line'));
    tracker.addFlusher(() => sent.push('kept line'));
    unregister();
    await tracker.settle();
    expect(sent).toEqual(['kept line']);
  });
});
