import { describe, expect, it } from 'vitest';
import { MAX_REPORT_YEARS } from '@bayi/common';
import {
  defaultRange,
  formatDay,
  fromQueryDate,
  RANGE_PRESETS,
  rangeProblem,
  sameRange,
  todayInTurkey,
  toQueryDate,
  type DayRange,
} from './dates';

/** A calendar day as the reports hold it: local midnight (month 1–12 here, for readability). */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);

function preset(label: string, today: Date): DayRange {
  const found = RANGE_PRESETS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no preset ${label}`);
  return found.range(today);
}

describe("today on the distributor's calendar", () => {
  it('is already 1 January in Istanbul late on 31 December UTC', () => {
    expect(todayInTurkey(new Date('2026-12-31T22:30:00Z'))).toEqual(day(2027, 1, 1));
  });

  it('is still 31 December in Istanbul just before its midnight', () => {
    expect(todayInTurkey(new Date('2026-12-31T20:59:59Z'))).toEqual(day(2026, 12, 31));
  });

  it('knows the leap day', () => {
    expect(todayInTurkey(new Date('2028-02-28T21:00:00Z'))).toEqual(day(2028, 2, 29));
    expect(todayInTurkey(new Date('2028-02-29T20:59:59Z'))).toEqual(day(2028, 2, 29));
    expect(todayInTurkey(new Date('2028-02-29T21:00:00Z'))).toEqual(day(2028, 3, 1));
  });

  it('is a midnight, whatever the time of day', () => {
    const today = todayInTurkey(new Date('2026-06-15T07:00:00Z'));
    expect(today).toEqual(day(2026, 6, 15));
    expect([today.getHours(), today.getMinutes(), today.getSeconds(), today.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });
});

describe('days in the address (yyyy.MM.dd)', () => {
  it('writes a day with zero-padded month and day', () => {
    expect(toQueryDate(day(2026, 1, 5))).toBe('2026.01.05');
    expect(toQueryDate(day(2026, 12, 31))).toBe('2026.12.31');
  });

  it('reads back the day it wrote', () => {
    for (const original of [day(2026, 1, 5), day(2026, 12, 31), day(2028, 2, 29), day(1900, 1, 1)])
      expect(fromQueryDate(toQueryDate(original))).toEqual(original);
  });

  it('reads a leap day in a leap year', () => {
    expect(fromQueryDate('2028.02.29')).toEqual(day(2028, 2, 29));
  });

  it('refuses days that do not exist', () => {
    expect(fromQueryDate('2026.02.30')).toBeNull();
    expect(fromQueryDate('2027.02.29')).toBeNull();
    expect(fromQueryDate('2026.04.31')).toBeNull();
    expect(fromQueryDate('2026.13.01')).toBeNull();
    expect(fromQueryDate('2026.00.10')).toBeNull();
  });

  it('refuses other spellings and a missing value', () => {
    expect(fromQueryDate(null)).toBeNull();
    expect(fromQueryDate('')).toBeNull();
    expect(fromQueryDate('2026-06-15')).toBeNull();
    expect(fromQueryDate('15.06.2026')).toBeNull();
    expect(fromQueryDate('2026.6.15')).toBeNull();
    expect(fromQueryDate('1899.12.31')).toBeNull();
  });
});

describe('days as the screens show them', () => {
  it('writes dd.MM.yyyy', () => {
    expect(formatDay(day(2026, 1, 5))).toBe('05.01.2026');
    expect(formatDay(day(2028, 2, 29))).toBe('29.02.2028');
  });
});

describe('the range a report opens with', () => {
  it('runs from the same day a month back to today', () => {
    expect(defaultRange(day(2026, 6, 15))).toEqual({ from: day(2026, 5, 15), to: day(2026, 6, 15) });
  });

  it('goes back into the previous year in January', () => {
    expect(defaultRange(day(2027, 1, 10))).toEqual({ from: day(2026, 12, 10), to: day(2027, 1, 10) });
  });

  it("starts on February's last day when today is 31 March (as the server's own default does)", () => {
    expect(defaultRange(day(2026, 3, 31)).from).toEqual(day(2026, 2, 28));
    expect(defaultRange(day(2028, 3, 31)).from).toEqual(day(2028, 2, 29));
    expect(defaultRange(day(2026, 5, 31)).from).toEqual(day(2026, 4, 30));
  });

  it('is a range the server accepts', () => {
    expect(rangeProblem(defaultRange(day(2026, 3, 31)))).toBeNull();
  });
});

describe('the range presets', () => {
  it('are Bugün, Bu Ay, Geçen Ay and Bu Yil, in that order', () => {
    expect(RANGE_PRESETS.map((candidate) => candidate.label)).toEqual(['Bugün', 'Bu Ay', 'Geçen Ay', 'Bu Yil']);
  });

  it('on a month end', () => {
    const today = day(2026, 3, 31);
    expect(preset('Bugün', today)).toEqual({ from: today, to: today });
    expect(preset('Bu Ay', today)).toEqual({ from: day(2026, 3, 1), to: day(2026, 3, 31) });
    expect(preset('Geçen Ay', today)).toEqual({ from: day(2026, 2, 1), to: day(2026, 2, 28) });
    expect(preset('Bu Yil', today)).toEqual({ from: day(2026, 1, 1), to: day(2026, 12, 31) });
  });

  it('on a leap day', () => {
    const today = day(2028, 2, 29);
    expect(preset('Bugün', today)).toEqual({ from: today, to: today });
    expect(preset('Bu Ay', today)).toEqual({ from: day(2028, 2, 1), to: day(2028, 2, 29) });
    expect(preset('Geçen Ay', today)).toEqual({ from: day(2028, 1, 1), to: day(2028, 1, 31) });
    expect(preset('Bu Yil', today)).toEqual({ from: day(2028, 1, 1), to: day(2028, 12, 31) });
  });

  it('in the month after a leap February, Geçen Ay ends on 29 February', () => {
    expect(preset('Geçen Ay', day(2028, 3, 31))).toEqual({ from: day(2028, 2, 1), to: day(2028, 2, 29) });
  });

  it('on 1 January, Geçen Ay is December of the year before', () => {
    const today = day(2027, 1, 1);
    expect(preset('Bugün', today)).toEqual({ from: today, to: today });
    expect(preset('Bu Ay', today)).toEqual({ from: day(2027, 1, 1), to: day(2027, 1, 31) });
    expect(preset('Geçen Ay', today)).toEqual({ from: day(2026, 12, 1), to: day(2026, 12, 31) });
    expect(preset('Bu Yil', today)).toEqual({ from: day(2027, 1, 1), to: day(2027, 12, 31) });
  });

  it('end on a midnight, so the end day is a calendar day like the others', () => {
    for (const candidate of RANGE_PRESETS) {
      const { to } = candidate.range(day(2026, 6, 15));
      expect(to.getHours() + to.getMinutes() + to.getSeconds() + to.getMilliseconds(), candidate.label).toBe(0);
    }
  });

  it('are all ranges the server accepts', () => {
    for (const candidate of RANGE_PRESETS)
      expect(rangeProblem(candidate.range(day(2028, 2, 29))), candidate.label).toBeNull();
  });
});

describe('ranges the server would refuse', () => {
  it('an end before the beginning is reversed', () => {
    expect(rangeProblem({ from: day(2026, 6, 15), to: day(2026, 6, 14) })).toBe('reversed');
  });

  it('a single day is fine', () => {
    expect(rangeProblem({ from: day(2026, 6, 15), to: day(2026, 6, 15) })).toBeNull();
  });

  it(`exactly ${MAX_REPORT_YEARS} years is fine, one day more is too long`, () => {
    expect(rangeProblem({ from: day(2021, 6, 15), to: day(2026, 6, 15) })).toBeNull();
    expect(rangeProblem({ from: day(2021, 6, 14), to: day(2026, 6, 15) })).toBe('tooLong');
    expect(rangeProblem({ from: day(1990, 1, 1), to: day(2026, 6, 15) })).toBe('tooLong');
  });

  it('five years back from a leap day reaches 28 February', () => {
    expect(rangeProblem({ from: day(2023, 2, 28), to: day(2028, 2, 29) })).toBeNull();
    expect(rangeProblem({ from: day(2023, 2, 27), to: day(2028, 2, 29) })).toBe('tooLong');
  });
});

describe('comparing ranges', () => {
  it('two ranges of the same days are the same, whatever the Date objects', () => {
    expect(sameRange({ from: day(2026, 5, 15), to: day(2026, 6, 15) }, defaultRange(day(2026, 6, 15)))).toBe(true);
  });

  it('a different first or last day makes a different range', () => {
    const range = { from: day(2026, 5, 15), to: day(2026, 6, 15) };
    expect(sameRange(range, { from: day(2026, 5, 16), to: day(2026, 6, 15) })).toBe(false);
    expect(sameRange(range, { from: day(2026, 5, 15), to: day(2026, 6, 16) })).toBe(false);
    expect(sameRange(range, { from: range.to, to: range.from })).toBe(false);
  });
});
