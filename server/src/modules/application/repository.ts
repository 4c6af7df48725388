import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { currencies, settings, theme } from '../../db/schema';

export function createApplicationRepository(db: Db) {
  return {
    async allSettings(): Promise<Map<string, string>> {
      const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async savedTheme(): Promise<unknown | null> {
      const [row] = await db.select({ settings: theme.settings }).from(theme).where(eq(theme.id, 1));
      return row?.settings ?? null;
    },

    /** The newest rate of every foreign currency, in the currencies' display order. */
    async latestRates() {
      const rows = await queryRows<{ code: string; name: string; buy: string; sell: string; rate_date: string }>(
        db,
        sql`
        select distinct on (r.currency_code) r.currency_code as code, c.name, r.buy, r.sell, r.rate_date::text as rate_date, c.sort
        from exchange_rates r join ${currencies} c on c.code = r.currency_code
        order by r.currency_code, r.rate_date desc`,
      );
      return rows.sort((a, b) => a.code.localeCompare(b.code));
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
