import type { AdminRates } from '@bayi/common';
import { notFound } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import type { ExchangeRatesRepository, FetchOutcome } from './repository';
import { fetchDue, turkishIsoDay } from './schedule';
import { parseTcmbXml, TcmbFormatError } from './tcmb';

export interface ExchangeRatesDeps {
  /** The TCMB file's address (TCMB_URL). */
  url: string;
  now: () => Date;
  /** How long after a failed or empty reading the file is asked again. */
  retryMs: number;
  /** The storefront serves new rates from the next request on (the application's rate cache). */
  invalidate(): void;
  fetch?: typeof fetch;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const FETCH_TIMEOUT_MS = 15_000;

/**
 * TCMB exchange rates: the daily file read after 15:30 on business days and kept as history; a failed
 * or missing file keeps the last rates (their date shows); staff may set a rate by hand.
 */
export function createExchangeRatesService(repo: ExchangeRatesRepository, deps: ExchangeRatesDeps) {
  const get = deps.fetch ?? fetch;
  let lastAttemptAt: Date | null = null;

  async function record(outcome: FetchOutcome, message: string, rateDate: string | null) {
    await repo.recordFetch(outcome, message, rateDate);
    // Called on the logger, not detached from it: pino's methods need their `this`.
    if (outcome === 'failed') deps.log?.warn({ outcome, rateDate }, `TCMB kurları: ${message}`);
    else deps.log?.info({ outcome, rateDate }, `TCMB kurları: ${message}`);
    return { outcome, message, rateDate };
  }

  /** Reads the file once and stores its rates: what happened, in Turkish, also in exchange_rate_fetches. */
  async function fetchNow(): Promise<{ outcome: FetchOutcome; message: string; rateDate: string | null }> {
    lastAttemptAt = deps.now();
    let xml: string;
    try {
      const res = await get(deps.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (res.status === 404) return await record('no-file', 'Bugün için kur dosyası yayımlanmamış (tatil?).', null);
      if (!res.ok) return await record('failed', `Kur dosyası alınamadı: HTTP ${res.status}.`, null);
      xml = await res.text();
    } catch (err) {
      return record('failed', `Kur dosyasına ulaşılamadı: ${(err as Error).message}`, null);
    }
    try {
      const bulletin = parseTcmbXml(xml);
      const stored = await repo.storeTcmb(bulletin.date, bulletin.rates);
      deps.invalidate();
      const today = turkishIsoDay(deps.now());
      if (bulletin.date !== today)
        return await record('no-file', `Bugün için kur yayımlanmamış; son yayım ${bulletin.date}.`, bulletin.date);
      return await record('ok', `${bulletin.date} kurları alındı (${stored} para birimi).`, bulletin.date);
    } catch (err) {
      if (err instanceof TcmbFormatError) return record('failed', err.message, null);
      throw err;
    }
  }

  async function overview(): Promise<AdminRates> {
    const [rates, last] = await Promise.all([repo.latest(), repo.lastFetch()]);
    return {
      rates: rates.map((r) => ({
        code: r.code,
        name: r.name,
        buy: r.buy,
        sell: r.sell,
        date: r.rate_date,
        source: r.source,
        setBy: r.set_by,
      })),
      lastFetch: last ? { at: last.at, outcome: last.outcome, message: last.message, rateDate: last.rate_date } : null,
      url: deps.url,
    };
  }

  return {
    fetchNow,

    /** The loop's step: reads the file when it is due (fetchDue); never throws. */
    async tick(): Promise<void> {
      try {
        const [lastDate, last] = await Promise.all([repo.lastTcmbDate(), repo.lastFetch()]);
        const lastAt = lastAttemptAt ?? (last ? new Date(last.at) : null);
        if (fetchDue(deps.now(), lastDate, lastAt, deps.retryMs)) await fetchNow();
      } catch (err) {
        deps.log?.warn({ message: (err as Error).message }, 'TCMB kurları okunamadı');
      }
    },

    overview,

    /** Sets today's rate of a currency by hand (audited); the day's TCMB file then leaves it. */
    async setRate(actor: Actor, code: string, rate: { buy: string; sell: string }): Promise<AdminRates> {
      const today = turkishIsoDay(deps.now());
      await repo.transaction(async (tx) => {
        if (!(await tx.currencyExists(code))) throw notFound('Para birimi bulunamadı.');
        const before = (await tx.latest()).find((r) => r.code === code);
        await tx.setManual(code, today, rate.buy, rate.sell, actor.displayName);
        await tx.audit(actor, {
          action: 'rate.set',
          entity: 'rate',
          entityId: code,
          summary: `${code} kuru elle girildi: alış ${rate.buy}, satış ${rate.sell} (${today}).`,
          before: before ? { buy: before.buy, sell: before.sell, date: before.rate_date, source: before.source } : null,
          after: { buy: rate.buy, sell: rate.sell, date: today, source: 'manual' },
        });
      });
      deps.invalidate();
      return overview();
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
