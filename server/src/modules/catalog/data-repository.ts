import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { queryRows, valueArray } from '../../db/query';
import { differs, insertValues, names, setList, type UpsertColumn } from '../../db/upsert';

/**
 * The only file that writes the catalogue's own data: products (their stock too), product_prices, categories,
 * brands and agreement_prices (ESLint `bayi/table-writes-by-owner`). Its callers are the ERP import, a batch at a
 * time in the import's transaction, and the theme editor's category icon; repository.ts beside it reads. The
 * statements are built for a whole batch at once (unnest of arrays), so 200,000 products are a few hundred
 * statements. What the catalogue derives from these rows (product_search, the row caches' change feed
 * catalog_changes, the catalogue version) is written by the tables' triggers (migrations 0011, 0012, 0025) and by
 * derived-data.ts.
 */

/** A products column a batch writes, with its values; an empty cell (null) with keepWhenNull keeps the stored value. */
export interface ProductColumn {
  name: string;
  values: SQL;
  keepWhenNull?: boolean;
}

/** A changed product of an update, and whether the change reaches what is derived from the whole catalogue. */
export interface UpdatedProduct {
  code: string;
  /** Its words, activity, brand or category changed: the brands per category are made again. */
  reshaped: boolean;
  /** Its words or activity changed: the search dictionary is made again. */
  rewords: boolean;
}

/** The default a new product takes for a column the file left empty. */
function defaultOf(column: string): string {
  switch (column) {
    case 'vat_rate':
      return '20';
    case 'unit':
      return `'Adet'`;
    case 'stock_qty':
      return '0';
    case 'is_active':
      return 'true';
    default:
      return 'null';
  }
}

/** `unnest(codes, …) as t(code, …)` of a products batch, and its column names. */
function productSource(codes: SQL, columns: ProductColumn[]) {
  const input = sql.join(
    columns.map((c) => sql`${c.values}`),
    sql`, `,
  );
  const columnNames = sql.raw(columns.map((c) => c.name).join(', '));
  return { columnNames, source: sql`unnest(${codes}, ${input}) as t(code, ${columnNames})` };
}

export function createCatalogDataRepository(db: Db) {
  return {
    /**
     * Existing products whose values differ from the batch's are updated (a null kept by keepWhenNull leaves the
     * product's value); answers the changed ones.
     */
    async updateProducts(codes: SQL, columns: ProductColumn[]): Promise<UpdatedProduct[]> {
      const { source } = productSource(codes, columns);
      const setColumns = sql.raw(
        columns
          .map((c) => (c.keepWhenNull ? `${c.name} = coalesce(t.${c.name}, p.${c.name})` : `${c.name} = t.${c.name}`))
          .join(', '),
      );
      const differ = sql.raw(
        columns
          .map((c) =>
            c.keepWhenNull
              ? `(t.${c.name} is not null and p.${c.name} is distinct from t.${c.name})`
              : `p.${c.name} is distinct from t.${c.name}`,
          )
          .join(' or '),
      );
      // o is the row as it was: whether a change reaches what is derived from the whole catalogue.
      return queryRows<UpdatedProduct>(
        db,
        sql`update products p set ${setColumns}, updated_at = now() from ${source} join products o on o.code = t.code
            where p.id = o.id and (${differ})
            returning p.code, (o.search_text, o.is_active, o.brand_id, o.category_id)
              is distinct from (p.search_text, p.is_active, p.brand_id, p.category_id) as reshaped,
              (o.search_text, o.is_active) is distinct from (p.search_text, p.is_active) as rewords`,
      );
    },

    /** The batch's products no product has the code of, made; columns left null take their defaults. Answers their codes. */
    async insertProducts(codes: SQL, columns: ProductColumn[]): Promise<{ code: string }[]> {
      const { columnNames, source } = productSource(codes, columns);
      const values = sql.raw(
        columns.map((c) => (c.keepWhenNull ? `coalesce(t.${c.name}, ${defaultOf(c.name)})` : `t.${c.name}`)).join(', '),
      );
      return queryRows<{ code: string }>(
        db,
        sql`insert into products (code, ${columnNames})
            select t.code, ${values} from ${source}
            where not exists (select 1 from products p where p.code = t.code)
            returning code`,
      );
    },

    /**
     * Stock (and, when `delivery` is given, the delivery text) of the products with these codes, where it differs;
     * answers the changed products' codes.
     */
    async setStock(codes: SQL, stock: SQL, delivery: SQL | null): Promise<{ code: string }[]> {
      return queryRows<{ code: string }>(
        db,
        delivery
          ? sql`update products p set stock_qty = t.stock, delivery_text = t.delivery, updated_at = now()
                from unnest(${codes}, ${stock}, ${delivery}) as t(code, stock, delivery)
                where p.code = t.code and (p.stock_qty, p.delivery_text) is distinct from (t.stock, t.delivery)
                returning p.code`
          : sql`update products p set stock_qty = t.stock, updated_at = now()
                from unnest(${codes}, ${stock}) as t(code, stock)
                where p.code = t.code and p.stock_qty is distinct from t.stock
                returning p.code`,
      );
    },

    /**
     * Prices by product code and list id, upserted where they differ (an unknown code is passed over); answers the
     * codes of the products whose price changed.
     */
    async setPricesOfProducts(codes: string[], lists: number[], prices: string[]): Promise<{ code: string }[]> {
      return queryRows<{ code: string }>(
        db,
        sql`with input as (
              select p.id as product_id, t.list_id, t.price, t.code
              from unnest(${valueArray(codes, 'text')}, ${valueArray(lists, 'int')}, ${valueArray(prices, 'numeric')})
                as t(code, list_id, price)
              join products p on p.code = t.code),
            written as (
              insert into product_prices (product_id, price_list_id, price)
              select product_id, list_id, price from input
              on conflict (product_id, price_list_id) do update set price = excluded.price
              where product_prices.price is distinct from excluded.price
              returning product_id)
            select distinct p.code from written w join products p on p.id = w.product_id`,
      );
    },

    /**
     * Prices by product code and list id, upserted where they differ (an unknown code is passed over); answers a
     * row per price written, whether it was new.
     */
    async setPrices(codes: SQL, lists: number[], prices: string[]): Promise<{ inserted: boolean }[]> {
      return queryRows<{ inserted: boolean }>(
        db,
        sql`insert into product_prices (product_id, price_list_id, price)
            select p.id, t.list_id, t.price
            from unnest(${codes}, ${valueArray(lists, 'int')}, ${valueArray(prices, 'numeric')}) as t(code, list_id, price)
            join products p on p.code = t.code
            on conflict (product_id, price_list_id) do update set price = excluded.price
            where product_prices.price is distinct from excluded.price
            returning (xmax = 0) as inserted`,
      );
    },

    /** A new category under `parent` (null: a top one), last among its siblings; answers its id. */
    async insertCategory(parent: number | null, name: string): Promise<number> {
      const [made] = await queryRows<{ id: number }>(
        db,
        sql`insert into categories (parent_id, name, sort)
            values (${parent}, ${name}, (select coalesce(max(sort), 0) + 1 from categories
                                         where parent_id is not distinct from ${parent}))
            returning id`,
      );
      return made!.id;
    },

    /** A new brand; answers its id. */
    async insertBrand(name: string): Promise<number> {
      const [made] = await queryRows<{ id: number }>(db, sql`insert into brands (name) values (${name}) returning id`);
      return made!.id;
    },

    /** A category's icon in the side menu. */
    async setCategoryIcon(id: number, icon: string): Promise<void> {
      await db.update(categories).set({ icon }).where(eq(categories.id, id));
    },

    /**
     * Agreement prices of `source` (`unnest(…) as t(dealer_id, product_id, <columns>)`) that a dealer and product
     * have already, where they differ; answers their ids.
     */
    async updateAgreementPrices(source: SQL, columns: UpsertColumn[]): Promise<{ id: number }[]> {
      return queryRows<{ id: number }>(
        db,
        sql`update agreement_prices a set ${setList(columns, 'a')} from ${source}
            where a.dealer_id = t.dealer_id and a.product_id = t.product_id and (${differs(columns, 'a')})
            returning a.id`,
      );
    },

    /** Agreement prices of `source` for a dealer and product that have none yet; answers their ids. */
    async insertAgreementPrices(source: SQL, columns: UpsertColumn[]): Promise<{ id: number }[]> {
      return queryRows<{ id: number }>(
        db,
        sql`insert into agreement_prices (dealer_id, product_id, ${names(columns)})
            select t.dealer_id, t.product_id, ${insertValues(columns)} from ${source}
            where not exists (select 1 from agreement_prices a
                              where a.dealer_id = t.dealer_id and a.product_id = t.product_id)
            returning id`,
      );
    },
  };
}

export type CatalogDataRepository = ReturnType<typeof createCatalogDataRepository>;
