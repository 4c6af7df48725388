/**
 * The server's clock. In production it is the machine's. With CLOCK_START it reads that instant when the
 * process starts and runs on at the machine's pace from there: the demo data, the reports' "today", card expiry
 * and every other date the server decides then follow a day the caller chose, whatever the machine's date is.
 * The tests use it so that they pass on any day (a month end, a leap day, New Year's Eve) and read the same
 * demo history every time.
 */
export type Clock = () => Date;

export const machineClock: Clock = () => new Date();

/** A clock that reads `start` now and runs on from it; the machine's clock when there is no start. */
export function clockFrom(start: Date | undefined): Clock {
  if (!start) return machineClock;
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
