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

  // Into the browser's address only, not through the router: the page already shows the default range, and a
  // navigation would draw the whole page again in the same task as the app's start (the router reads the address
  // again at the next navigation, back or forward).
  useEffect(() => {
    if (fromAddress) return;
    const url = new URL(window.location.href);
    url.searchParams.set(BEGIN_PARAM, toQueryDate(fallback.from));
    url.searchParams.set(END_PARAM, toQueryDate(fallback.to));
    window.history.replaceState(window.history.state, '', url);
  }, [fromAddress, fallback]);

  return [fromAddress ?? fallback, setRange];
}
