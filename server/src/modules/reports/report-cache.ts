import type { ReportType } from '@bayi/common';
import { slabBytes, type RowSlab } from './row-slab';

/**
 * A dealer's whole history of one report, serialised (row-slab.ts), kept while the report's data
 * version stands (report_versions, migration 0008: triggers give it a new number on every change, in
 * whatever process or program made it). A year of a busy dealer — ten thousand rows, 3.4 MB of JSON —
 * is then a binary search and a copy instead of 150–250 ms of reading and serialising (docs/performance.md
 * "Reports"). The cache holds at most `maxBytes` (REPORT_CACHE_MB), least recently read first out.
 */

/** Which version column a report reads (the columns of report_versions). */
export type ReportSource = 'ledger' | 'invoices' | 'orders';
export type ReportVersions = Record<ReportSource, string>;

export const REPORT_SOURCE: Record<ReportType, ReportSource> = {
  hesapekstresi: 'ledger',
  genelhareket: 'ledger',
  faturalistesi: 'invoices',
  siparislistesi: 'orders',
};

export interface ReportHistory {
  slab: RowSlab;
  /** Hesap Ekstresi: the running TL balance after each row (exact text), so the Devir of any period is one look-up. */
  balances?: readonly string[];
}

interface Entry {
  version: bigint;
  history: ReportHistory;
  bytes: number;
}

export function createReportCache(opts: {
  maxBytes: number;
  build: (type: ReportType, dealerId: number) => Promise<ReportHistory>;
}) {
  const entries = new Map<string, Entry>();
  /** Builds under way, by report, dealer and version: concurrent first readers share one. */
  const building = new Map<string, Promise<ReportHistory>>();
  let used = 0;

  function store(key: string, version: bigint, history: ReportHistory) {
    const bytes = slabBytes(history.slab) + (history.balances?.length ?? 0) * 48;
    const old = entries.get(key);
    if (old && old.version > version) return; // a newer build landed first
    if (old) {
      used -= old.bytes;
      entries.delete(key);
    }
    if (bytes > opts.maxBytes) return;
    entries.set(key, { version, history, bytes });
    used += bytes;
    for (const [k, e] of entries) {
      if (used <= opts.maxBytes) break;
      entries.delete(k);
      used -= e.bytes;
    }
  }

  return {
    /**
     * The history of `type` for the dealer as of `version`. The caller reads the version before
     * calling, so whatever is built here is at least that new.
     */
    async history(type: ReportType, dealerId: number, versionText: string): Promise<ReportHistory> {
      const key = `${dealerId}:${type}`;
      const version = BigInt(versionText);
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key); // most recently read last
        entries.set(key, hit);
        return hit.history;
      }
      const flight = `${key}:${versionText}`;
      let pending = building.get(flight);
      if (!pending) {
        pending = opts.build(type, dealerId).then((history) => {
          store(key, version, history);
          return history;
        });
        building.set(flight, pending);
        void pending.finally(() => building.delete(flight)).catch(() => undefined);
      }
      return pending;
    },

    /** Bytes held and entries, for tests and the bench. */
    stats: () => ({ bytes: used, entries: entries.size }),
  };
}

export type ReportCache = ReturnType<typeof createReportCache>;
