import type { Page } from '@playwright/test';

/**
 * Layout shifts of every page a journey visits, measured as browsers report them (the Layout Instability API),
 * into cumulative layout shift the way Core Web Vitals define it: the largest burst of shifts (a session window:
 * shifts less than 1 s apart, at most 5 s long), not counting shifts right after the user's own input.
 */
export interface ShiftEntry {
  value: number;
  startTime: number;
  sources: string[];
}

/** A page's CLS from its shifts: the largest session window (web.dev/articles/cls). */
export function clsOf(entries: ShiftEntry[]): number {
  let best = 0;
  let window = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const e of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    if (e.startTime - last < 1000 && e.startTime - first < 5000) window += e.value;
    else {
      window = e.value;
      first = e.startTime;
    }
    last = e.startTime;
    best = Math.max(best, window);
  }
  return best;
}

/** Starts recording: each document the page loads reports its shifts, keyed by its address and load. */
export async function recordLayoutShifts(page: Page): Promise<Map<string, ShiftEntry[]>> {
  const byDocument = new Map<string, ShiftEntry[]>();
  await page.exposeBinding('__bayiLayoutShift', (_source, documentKey: string, entry: ShiftEntry) => {
    const list = byDocument.get(documentKey) ?? [];
    list.push(entry);
    byDocument.set(documentKey, list);
  });
  await page.addInitScript(() => {
    // One key per document: the same address loaded twice is two pages.
    const key = `${location.pathname}${location.search} #${Math.random().toString(36).slice(2, 8)}`;
    const report = (window as unknown as { __bayiLayoutShift?: (k: string, e: unknown) => void }).__bayiLayoutShift;
    if (!report || typeof PerformanceObserver === 'undefined') return;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null | undefined;
          if (!node || !('tagName' in node)) return '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).slice(0, 60)}`;
        });
        void report(key, { value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return byDocument;
}
