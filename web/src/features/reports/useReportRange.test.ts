import { describe, expect, it } from 'vitest';
import { fromQueryDate } from './dates';
import { BEGIN_PARAM, END_PARAM, rangeSearch } from './useReportRange';

describe("a report range in the page's address", () => {
  it('is written as ?begin=yyyy.MM.dd&end=yyyy.MM.dd', () => {
    expect(rangeSearch({ from: new Date(2026, 4, 15), to: new Date(2026, 5, 15) })).toBe(
      '?begin=2026.05.15&end=2026.06.15',
    );
  });

  it('is read back as the same days', () => {
    const range = { from: new Date(2028, 1, 29), to: new Date(2028, 11, 31) };
    const params = new URLSearchParams(rangeSearch(range));
    expect(fromQueryDate(params.get(BEGIN_PARAM))).toEqual(range.from);
    expect(fromQueryDate(params.get(END_PARAM))).toEqual(range.to);
  });
});
