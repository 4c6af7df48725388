/**
 * The instant every test takes as "now", whatever the machine's date: the API tests' demo data and clock, the
 * end-to-end server's CLOCK_START and its browser's clock all start here. A Monday in the middle of a month, at
 * 10:00 Türkiye time, so that a run of any length stays on the same day, month and year. The suite passes with
 * the machine's clock set to any day (docs/testing.md "Dates"), because nothing it checks reads that clock.
 */
export const TEST_NOW = '2026-06-15T10:00:00+03:00';

/**
 * Makes `Date` (new Date(), Date.now()) in this process start at `start` and run on at the machine's pace;
 * dates built from a value are untouched. Returns the function that puts the machine's clock back. Used by the
 * Vitest workers (setup-clock.ts) and around the test template's demo data; the server's own code takes a
 * clock (server/src/lib/clock.ts) and needs none of this.
 */
export function shiftDateTo(start: Date | string): () => void {
  const MachineDate = globalThis.Date;
  const offset = new MachineDate(start).getTime() - MachineDate.now();
  if (Number.isNaN(offset)) throw new Error(`not an instant: ${String(start)}`);
  class TestDate extends MachineDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(MachineDate.now() + offset);
      else super(...(args as [string | number]));
    }
    static override now(): number {
      return MachineDate.now() + offset;
    }
    // A date made before the shift, or by Node itself (file times), is a Date all the same.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof MachineDate;
    }
  }
  globalThis.Date = TestDate as DateConstructor;
  return () => {
    globalThis.Date = MachineDate;
  };
}
