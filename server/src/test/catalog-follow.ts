import { expect } from 'vitest';
import type { ProductListResponse } from '@bayi/common';
import { productTextColumns } from '../modules/catalog/derived-data';

/**
 * The catalogue index follows changes made behind a process's back: a price, a new product, a stock
 * change and a removed product, written straight into the database as an ERP import or a script would, show
 * in a process's lists, search and counts within `withinMs`. Run against a second process on PostgreSQL
 * (multi-process.pg.test.ts) and a second app on the same embedded database (live-index.test.ts).
 */
export interface FollowTarget {
  /** SQL as the importer writes it: text with $1… parameters. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The JSON body of a GET on the serving process (status 200 asserted). */
  get<T>(url: string): Promise<T>;
}

/** Asks `check` every 100 ms until it holds; answers how long that took, or fails after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - started;
}

const ids = (list: ProductListResponse) => list.stoks.map((p) => p.id);

export async function catalogueFollowsChanges(target: FollowTarget, withinMs: number): Promise<number[]> {
  const took: number[] = [];
  // The smallest category with a few products, and the one shown last on its first page by price.
  const [leaf] = await target.query<{ id: number; n: number }>(
    `select category_id as id, count(*)::int as n from products where is_active and category_id is not null
     group by category_id having count(*) >= 4 order by count(*), category_id limit 1`,
  );
  const byPrice = `/category/${leaf!.id}?f=fiyat&d=asc`;
  // The process may still be following the changes of an earlier run (another process made them): start from
  // the catalogue as it is now.
  await within(withinMs, 'the catalogue as it is', async () => {
    return (await target.get<ProductListResponse>(byPrice)).pagerInfo.totalRecords === leaf!.n;
  });
  const before = await target.get<ProductListResponse>(byPrice);
  expect(before.pagerInfo.totalRecords).toBe(leaf!.n);
  const last = ids(before).at(-1)!;
  expect(ids(before)[0]).not.toBe(last);

  // 1. A price: the product becomes the cheapest of every list, so it leads the list sorted by price.
  await target.query(
    `update product_prices set price = round((select min(price) from product_prices where price > 0) / 2, 4)
     where product_id = $1`,
    [last],
  );
  took.push(await within(withinMs, 'price', async () => ids(await target.get(byPrice))[0] === last));

  // 2. A new product: found by its words and its code, counted in its category.
  const name = 'Zümrüt Izgaralı Deneme Vanası';
  const code = 'IDX-FOLLOW-1';
  const text = productTextColumns({ name, code, barcode: null });
  const [created] = await target.query<{ id: number }>(
    `insert into products (code, name, category_id, stock_qty, search_text, sort_name)
     values ($1, $2, $3, 5, $4, $5) returning id`,
    [code, name, leaf!.id, text.searchText, text.sortName],
  );
  const id = created!.id;
  took.push(
    await within(withinMs, 'new product', async () => {
      const [words, byCode, category] = await Promise.all([
        target.get<ProductListResponse>(`/search/?q=${encodeURIComponent('zumrut izgarali')}`),
        target.get<ProductListResponse>(`/search/?q=${code}`),
        target.get<ProductListResponse>(`/category/${leaf!.id}`),
      ]);
      return ids(words).includes(id) && ids(byCode)[0] === id && category.pagerInfo.totalRecords === leaf!.n + 1;
    }),
  );

  // 3. Stock: out of stock, it leaves the in-stock lists (and their counts).
  const inStock = `/category/${leaf!.id}?instock=true`;
  const searchInStock = `/search/?q=${code}&instock=true`;
  expect(ids(await target.get(searchInStock))).toEqual([id]);
  const countInStock = (await target.get<ProductListResponse>(inStock)).pagerInfo.totalRecords;
  await target.query('update products set stock_qty = 0 where id = $1', [id]);
  took.push(
    await within(withinMs, 'stock', async () => {
      const [found, list] = await Promise.all([
        target.get<ProductListResponse>(searchInStock),
        target.get<ProductListResponse>(inStock),
      ]);
      return !ids(found).includes(id) && list.pagerInfo.totalRecords === countInStock - 1;
    }),
  );

  // 4. Removed: no longer found or counted.
  await target.query('delete from products where id = $1', [id]);
  took.push(
    await within(withinMs, 'removed product', async () => {
      const [words, category] = await Promise.all([
        target.get<ProductListResponse>(`/search/?q=${encodeURIComponent('zumrut izgarali')}`),
        target.get<ProductListResponse>(`/category/${leaf!.id}`),
      ]);
      return !ids(words).includes(id) && category.pagerInfo.totalRecords === leaf!.n;
    }),
  );
  return took;
}
