/**
 * `npm run bench:explain`: the query plans of the catalogue's hot queries, as PostgreSQL runs
 * them (EXPLAIN ANALYZE), on the database of DATABASE_URL (or the PGlite folder BENCH_DATA_DIR).
 * The statements come from the server's own query builders, so the plan is the real one. Product
 * rows for a page are then read by primary key (and mostly served from the process cache).
 */
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { queryRows } from '../../server/src/db/query';
import { countQuery, pageIdsQuery, type ListFilter, type ListOrder } from '../../server/src/modules/catalog/repository';
import { searchTerms, Vocabulary } from '../../server/src/modules/catalog/search-terms';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bayi-bench-data'),
});
const db = database.db;

const [dealer] = await queryRows<{ id: number; lists: number[] }>(
  db,
  sql`select d.id, array_agg(dp.price_list_id order by dp.sort) as lists from dealers d
      join dealer_price_lists dp on dp.dealer_id = d.id where d.code = '120.01.001' group by d.id`,
);
const [top] = await queryRows<{ id: number; ids: number[] }>(
  db,
  sql`with recursive tree as (
        select id, id as root from categories where parent_id is null
        union all select c.id, t.root from categories c join tree t on c.parent_id = t.id)
      select root as id, array_agg(id) as ids from tree group by root
      order by (select count(*) from products p where p.category_id = any(array_agg(tree.id))) desc limit 1`,
);
const [leaf] = await queryRows<{ id: number }>(
  db,
  sql`select category_id as id from products group by category_id order by count(*) desc limit 1`,
);
const products = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]!.n;
const vocabulary = new Vocabulary(
  (await queryRows<{ word: string }>(db, sql`select word from search_words where word !~ '[0-9]'`)).map((r) => r.word),
);
const page = { limit: 24, offset: 0 };
const byName: ListOrder = { field: 'ad', direction: 'asc', priceListId: dealer!.lists[0]!, byRelevance: false };
const byPrice: ListOrder = { ...byName, field: 'fiyat' };
const relevance: ListOrder = { ...byName, byRelevance: true };
const search = (q: string): ListFilter => ({ search: searchTerms(q, vocabulary), inStockOnly: false });

const cases: [string, SQL][] = [
  [
    `category list, top level (${top!.ids.length} categories), by name`,
    pageIdsQuery({ category: { id: top!.id, depth: 1, subtree: top!.ids }, inStockOnly: false }, byName, page),
  ],
  [
    'category count, top level',
    countQuery({ category: { id: top!.id, depth: 1, subtree: top!.ids }, inStockOnly: false }),
  ],
  [
    'category list, leaf, by price',
    pageIdsQuery({ category: { id: leaf!.id, depth: 3, subtree: [leaf!.id] }, inStockOnly: false }, byPrice, page),
  ],
  ['search "kablo", page 1', pageIdsQuery(search('kablo'), relevance, page)],
  ['search count "kablo"', countQuery(search('kablo'))],
  ['search "led panel" (two words)', pageIdsQuery(search('led panel'), relevance, page)],
  ['search "kalbo" (one typo)', pageIdsQuery(search('kalbo'), relevance, page)],
  ['autocomplete "kab"', pageIdsQuery(search('kab'), relevance, { limit: 10, offset: 0 })],
];

console.log(`${products} products, ${database.kind}`);
for (const [title, query] of cases) {
  const plan = await queryRows<Record<string, string>>(
    db,
    sql`explain (analyze, buffers, costs off, summary on) ${query}`,
  );
  console.log(`\n── ${title}`);
  for (const row of plan) console.log(Object.values(row)[0]);
}
await database.close();
