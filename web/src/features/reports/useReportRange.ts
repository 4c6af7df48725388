import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { defaultRange, currentDay, fromQueryDate, rangeProblem, toQueryDate, type DayRange } from './dates';

/** The address's query keys of the range, in the report calls' own form (yyyy.MM.dd). */
export const BEGIN_PARAM = 'begin';
export const END_PARAM = 'end';

export function rangeSearch(range: DayRange): string {
  const params = new URLSearchParams({ [BEGIN_PARAM]: toQueryDate(range.from), [END_PARAM]: toQueryDate(range.to) });
  return `?${params.toString()}`;
}

/**
 * The report's range lives in the address (?begin=yyyy.MM.dd&end=yyyy.MM.dd), so a reload, the back
 * button or a shared link shows the same figures. An address without a usable range gets the default
 * (spec §2: one month back) written into it, in place, so the link a dealer copies is exact.
 */
export function useReportRange(): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const beginParam = params.get(BEGIN_PARAM);
  const endParam = params.get(END_PARAM);

  const fromAddress = useMemo(() => {
    const from = fromQueryDate(beginParam);
    const to = fromQueryDate(endParam);
    return from && to && rangeProblem({ from, to }) === null ? { from, to } : null;
  }, [beginParam, endParam]);
  const fallback = useMemo(() => defaultRange(currentDay()), []);

  const setRange = useCallback(
    (range: DayRange, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(BEGIN_PARAM, toQueryDate(range.from));
          next.set(END_PARAM, toQueryDate(range.to));
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!fromAddress) setRange(fallback, true);
  }, [fromAddress, fallback, setRange]);

  return [fromAddress ?? fallback, setRange];
}
