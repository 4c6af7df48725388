import { sql, type SQL } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../db/client';
import { preparedRows, valueArray } from '../../db/query';

/** A product a written code or barcode matched, with what the preview shows of it. */
export interface MatchedProduct {
  id: number;
  code: string;
  barcode: string | null;
  name: string;
  unit: string;
  delivery_text: string | null;
  is_active: boolean;
  stock_qty: string;
}

/**
 * The pricing service's columns for the matched products, the join they need and how their rows are read
 * back (pricing.orderPricingRead), so one statement reads products and prices (see basket's JoinedRead).
 */
export interface JoinedRead<Pricing> {
  columns: SQL;
  join: (dealerId: SQL) => SQL;
  read: (rows: readonly object[]) => Pricing;
}

export function createQuickOrderRepository(db: Db) {
  return {
    /**
     * Every product whose code or barcode is one of `tokens` — active or not — with the dealer's pricing
     * data read fresh (money is never served from a cache): one statement whatever the number of lines,
     * each token an index look-up on products_code and products_barcode. Its text never changes (the
     * tokens are one array parameter), so it is prepared once per connection.
     */
    async match<Pricing>(
      dealerId: number,
      tokens: readonly string[],
      pricing: JoinedRead<Pricing>,
    ): Promise<{ products: MatchedProduct[]; pricing: Pricing }> {
      if (!tokens.length) return { products: [], pricing: pricing.read([]) };
      const rows = await preparedRows<MatchedProduct & Record<string, unknown>>(
        db,
        sql`with t as (select distinct unnest(${valueArray(tokens, 'text')}) as token),
            m as (select p.id from t join products p on p.code = t.token
                  union
                  select p.id from t join products p on p.barcode = t.token
                  union
                  select s.id from unnest(${valueArray([...new Set(tokens.map(foldTurkish))], 'text')}) as f(code)
                    join product_search s on s.code_lower = f.code)
            select p.id, p.code, p.barcode, p.name, p.unit, p.delivery_text, p.is_active, p.stock_qty::text as stock_qty,
              ${pricing.columns}
            from (select ${dealerId}::int as id) q
            join dealers d on d.id = q.id
            join m on true
            join products p on p.id = m.id
            ${pricing.join(sql`q.id`)}`,
      );
      return { products: rows, pricing: pricing.read(rows) };
    },
  };
}

export type QuickOrderRepository = ReturnType<typeof createQuickOrderRepository>;
