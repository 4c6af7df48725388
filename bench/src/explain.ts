/**
 * `npm run bench:explain`: the query plans of the catalogue's hot queries, as PostgreSQL runs
 * them (EXPLAIN ANALYZE), on the database of DATABASE_URL (or the PGlite folder BENCH_DATA_DIR).
 * The statements come from the server's own query builders, so the plan is the real one. Product
 * rows for a page are then read by primary key (and mostly served from the process cache).
 * Then the report statements of the busiest dealer (120.01.900 after `npm run seed -- --busy-dealer`),
 * run by the reports repository itself on a connection that explains instead of answering.
 */
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { queryRows } from '../../server/src/db/query';
import { countQuery, pageIdsQuery, type ListFilter, type ListOrder } from '../../server/src/modules/catalog/repository';
import { searchTerms, Vocabulary } from '../../server/src/modules/catalog/search-terms';
import { createReportsRepository } from '../../server/src/modules/reports/repository';
import type { Db } from '../../server/src/db/client';

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
// The report statements, on the dealer with the most movements, over the last year.
const [busy] = await queryRows<{ id: number; code: string; movements: number; invoices: number }>(
  db,
  sql`select d.id, d.code, (select count(*)::int from account_movements m where m.dealer_id = d.id) as movements,
        (select count(*)::int from invoices i where i.dealer_id = d.id) as invoices
      from dealers d order by movements desc limit 1`,
);
const explained: string[][] = [];
/** A Db whose statements are explained (and the plan kept) instead of answered. */
const explaining = {
  execute: async (query: SQL) => {
    const plan = await queryRows<Record<string, string>>(
      db,
      sql`explain (analyze, buffers, costs off, summary on) ${query}`,
    );
    explained.push(plan.map((row) => String(Object.values(row)[0])));
    return { rows: [] };
  },
  // Prepared statements (db/query.ts preparedRows) come here already built: explained the same way.
  _: {
    session: {
      prepareQuery: (built: { sql: string; params: unknown[] }) => ({
        execute: async () => {
          const explain = {
            sql: `explain (analyze, buffers, costs off, summary on) ${built.sql}`,
            params: built.params,
          };
          const plan = (await db._.session.prepareQuery(explain as never, undefined, undefined, false).execute()) as {
            rows: Record<string, string>[];
          };
          explained.push(plan.rows.map((row) => String(Object.values(row)[0])));
          return { rows: [] };
        },
      }),
    },
  },
} as unknown as Db;
const reports = createReportsRepository(explaining);
const to = new Date();
const from = new Date(to.getTime() - 365 * 86_400_000);
const [invoice] = await queryRows<{ id: number; document_no: string; order_id: number | null }>(
  db,
  sql`select id, document_no, order_id from invoices where dealer_id = ${busy!.id} and order_id is not null order by date desc limit 1`,
);
const [payment] = await queryRows<{ id: number }>(
  db,
  sql`select id from payments where dealer_id = ${busy!.id} limit 1`,
);
const reportCases: [string, () => Promise<unknown>][] = [
  ['statement: Devir (everything before the year)', () => reports.balanceBefore(busy!.id, from)],
  ['statement: movements of a year with the running balance', () => reports.statementRows(busy!.id, from, to, '0')],
  ['movements of a year, newest first', () => reports.movements(busy!.id, from, to)],
  ['delivery notes of a year', () => reports.deliveryNotes(busy!.id, from, to)],
  ['invoice list of a year', () => reports.invoices(busy!.id, from, to)],
  ['order list of a year', () => reports.orderLines(busy!.id, from, to)],
  ['report data versions (every report request)', () => reports.reportVersions(busy!.id)],
  ['invoice by number with its lines', () => reports.documentWithLines('invoice', busy!.id, invoice!.document_no)],
  ['order by id', () => reports.order(busy!.id, { id: invoice!.order_id! })],
  ['order lines with products', () => reports.orderDetailLines(invoice!.order_id!)],
  ['receipt', () => reports.receipt(busy!.id, payment?.id ?? 0)],
];
console.log(
  `\n${busy!.code}: ${busy!.movements} movements, ${busy!.invoices} invoices; report range ${from.toISOString().slice(0, 10)} – ${to.toISOString().slice(0, 10)}`,
);
for (const [title, run] of reportCases) {
  explained.length = 0;
  await run();
  console.log(`\n── ${title}`);
  for (const plan of explained) for (const line of plan) console.log(line);
}
await database.close();
