import { describe, expect, it } from 'vitest';
import { DISTRIBUTOR_TIME_ZONE, formatInstant, formatInstantDay } from './instants';

describe("instants shown on the distributor's calendar and clock", () => {
  it("are read in Türkiye's zone", () => {
    expect(DISTRIBUTOR_TIME_ZONE).toBe('Europe/Istanbul');
  });

  it('show the Turkish day of a UTC instant late on 31 December', () => {
    expect(formatInstantDay('2026-12-31T22:30:00Z')).toBe('01.01.2027');
    expect(formatInstant('2026-12-31T22:30:00Z')).toBe('01.01.2027 01:30');
  });

  it('show the day and the 24-hour time, zero-padded', () => {
    expect(formatInstantDay('2026-06-15T07:05:00.000Z')).toBe('15.06.2026');
    expect(formatInstant('2026-06-15T07:05:00.000Z')).toBe('15.06.2026 10:05');
  });

  it("put Turkish midnight and the day's last minute on the same day", () => {
    expect(formatInstant('2026-06-14T21:00:00Z')).toBe('15.06.2026 00:00');
    expect(formatInstant('2026-06-15T20:59:00Z')).toBe('15.06.2026 23:59');
  });

  it('show an instant sent with an offset at the same moment', () => {
    expect(formatInstant('2026-06-15T10:00:00+03:00')).toBe('15.06.2026 10:00');
  });

  it('show nothing for a missing or unreadable instant', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatInstantDay(value)).toBe('');
      expect(formatInstant(value)).toBe('');
    }
  });
});
