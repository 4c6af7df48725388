import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';
import type { TcmbRate } from './tcmb';

export type FetchOutcome = 'ok' | 'no-file' | 'failed';

export interface RateRow {
  code: string;
  name: string;
  buy: string;
  sell: string;
  rate_date: string;
  source: string;
  set_by: string | null;
}

export interface FetchRow {
  at: string;
  outcome: FetchOutcome;
  message: string;
  rate_date: string | null;
}

function statements(db: Db) {
  return {
    /** The newest rate of every currency but TL, with where it came from. */
    async latest(): Promise<RateRow[]> {
      return queryRows<RateRow>(
        db,
        sql`select distinct on (r.currency_code) r.currency_code as code, c.name, r.buy::text as buy,
              r.sell::text as sell, r.rate_date::text as rate_date, r.source, r.set_by
            from exchange_rates r join currencies c on c.code = r.currency_code
            order by r.currency_code, r.rate_date desc`,
      );
    },

    /** The newest day the TCMB file gave rates for. */
    async lastTcmbDate(): Promise<string | null> {
      const [row] = await queryRows<{ d: string | null }>(
        db,
        sql`select max(rate_date)::text as d from exchange_rates where source = 'tcmb'`,
      );
      return row?.d ?? null;
    },

    async lastFetch(): Promise<FetchRow | undefined> {
      const [row] = await queryRows<FetchRow>(
        db,
        sql`select ${isoInstant(sql`at`)} as at, outcome, message, rate_date::text as rate_date
            from exchange_rate_fetches order by at desc limit 1`,
      );
      return row;
    },

    /**
     * The day's rates of the currencies the distributor keeps (others in the file are left out); a rate staff
     * set by hand for that day stays. Answers how many were written.
     */
    async storeTcmb(date: string, rates: TcmbRate[]): Promise<number> {
      const rows = await queryRows(
        db,
        sql`insert into exchange_rates (currency_code, rate_date, buy, sell, source)
            select t.code, ${date}::date, t.buy, t.sell, 'tcmb'
            from unnest(${valueArray(
              rates.map((r) => r.code),
              'text',
            )}, ${valueArray(
              rates.map((r) => r.buy),
              'numeric',
            )}, ${valueArray(
              rates.map((r) => r.sell),
              'numeric',
            )}) as t(code, buy, sell)
            join currencies c on c.code = t.code
            on conflict (currency_code, rate_date) do update set buy = excluded.buy, sell = excluded.sell,
              source = 'tcmb', set_by = null
            where exchange_rates.source <> 'manual'
            returning currency_code`,
      );
      return rows.length;
    },

    async recordFetch(outcome: FetchOutcome, message: string, rateDate: string | null): Promise<void> {
      await queryRows(
        db,
        sql`insert into exchange_rate_fetches (outcome, message, rate_date) values (${outcome}, ${message}, ${rateDate})`,
      );
    },

    async currencyExists(code: string): Promise<boolean> {
      const rows = await queryRows(db, sql`select 1 from currencies where code = ${code} and code <> 'TL'`);
      return rows.length > 0;
    },

    /** A rate staff set for the day, replacing whatever the day had. */
    async setManual(code: string, date: string, buy: string, sell: string, by: string): Promise<void> {
      await queryRows(
        db,
        sql`insert into exchange_rates (currency_code, rate_date, buy, sell, source, set_by)
            values (${code}, ${date}::date, ${buy}, ${sell}, 'manual', ${by})
            on conflict (currency_code, rate_date) do update set buy = excluded.buy, sell = excluded.sell,
              source = 'manual', set_by = excluded.set_by`,
      );
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createExchangeRatesRepository = (db: Db) => withTransactions(db, statements);
export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
