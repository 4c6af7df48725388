/**
 * `npm run bench:index`: what the in-process catalogue index costs on the database of DATABASE_URL
 * (or the PGlite folder BENCH_DATA_DIR): how long reading the catalogue and building the index take, the
 * longest the event loop was held meanwhile (a serving process keeps answering during a rebuild), the heap it
 * holds, and how long its answers take one at a time, per kind of question.
 */
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { queryRows } from '../../server/src/db/query';
import { CatalogIndex } from '../../server/src/modules/catalog/read-model/catalog-index';
import { createCatalogRepository, type ListFilter, type ListOrder } from '../../server/src/modules/catalog/repository';
import { searchTerms, Vocabulary } from '../../server/src/modules/catalog/search-terms';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bayi-bench-data'),
});
const repo = createCatalogRepository(database.db);
const gc = (globalThis as { gc?: () => void }).gc;

/** Runs `work` while sampling the event loop: its duration and the longest the loop was held. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; maxBlockMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  loop.disable();
  return { value, ms, maxBlockMs: loop.max / 1e6 };
}

gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const buffersBefore = process.memoryUsage().arrayBuffers;
// The rows come in chunks while the index is built: reading and building are one step.
let heapPeak = heapBefore;
const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 10);
const build = await timed(async () => CatalogIndex.build(await repo.indexSource()));
clearInterval(sampler);
const index = build.value;
gc?.();
const heapAfter = process.memoryUsage().heapUsed;
const buffersAfter = process.memoryUsage().arrayBuffers;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

console.log(
  `\n${index.size.toLocaleString('en')} products, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}` +
    `${gc ? '' : ' (heap figure without --expose-gc: includes garbage)'}`,
);
console.table([
  {
    step: 'read the catalogue and build the index',
    ms: Math.round(build.ms),
    'longest block ms': Math.round(build.maxBlockMs),
  },
]);
console.log(
  `held by the index: ${mb(heapAfter - heapBefore)} MB of heap and ${mb(buffersAfter - buffersBefore)} MB of ` +
    `typed arrays; ` +
    `most the heap grew while building: ${mb(heapPeak - heapBefore)} MB`,
);

// ——— answers, one at a time ————————————————————————————————————————————————————————————————
const vocabulary = new Vocabulary(await repo.vocabulary());
const sample = await queryRows<{ search_text: string; code_lower: string; barcode: string | null }>(
  database.db,
  sql`select search_text, code_lower, barcode from product_search order by random() limit 2000`,
);
const categories = await queryRows<{ id: number; depth: number; subtree: number[] }>(
  database.db,
  sql`with recursive tree as (
        select id, 1 as depth, array[id] as path from categories where parent_id is null
        union all select c.id, t.depth + 1, t.path || c.id from categories c join tree t on c.parent_id = t.id)
      select t.id, t.depth, array(select u.id from tree u where t.id = any(u.path)) as subtree from tree t`,
);
const [list] = await queryRows<{ id: number }>(database.db, sql`select id from price_lists order by sort, id limit 1`);
const words = sample.flatMap((p) => p.search_text.split(' ').filter((w) => w.length >= 3 && /[a-z]/.test(w)));
const pick = <T>(items: T[], i: number) => items[(i * 7919) % items.length]!;

const byRelevance: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true };
const byName: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: false };
const byPrice: ListOrder = { field: 'fiyat', direction: 'asc', priceListId: list!.id, byRelevance: false };
const page = { limit: 24, offset: 0 };
const search = (q: string): ListFilter => ({ search: searchTerms(q, vocabulary), inStockOnly: false });

const kinds: { name: string; question: (i: number) => () => void }[] = [
  { name: 'word', question: (i) => ask(search(pick(words, i)), byRelevance) },
  { name: 'two words', question: (i) => ask(search(`${pick(words, i)} ${pick(words, i + 1)}`), byRelevance) },
  { name: 'prefix (3 letters)', question: (i) => ask(search(pick(words, i).slice(0, 3)), byRelevance) },
  { name: 'code', question: (i) => ask(search(pick(sample, i).code_lower), byRelevance) },
  { name: 'code prefix', question: (i) => ask(search(pick(sample, i).code_lower.slice(0, 5)), byRelevance) },
  {
    name: 'typo',
    question: (i) => {
      const w = pick(words, i);
      return ask(search(w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w), byRelevance);
    },
  },
  { name: 'autocomplete (10)', question: (i) => ask(search(pick(words, i).slice(0, 4)), byRelevance, 10) },
  {
    name: 'category page by name',
    question: (i) => {
      const c = pick(categories, i);
      return ask({ category: c, inStockOnly: i % 2 === 0 }, byName, 24, (i % 3) * 24);
    },
  },
  {
    name: 'category page by price',
    question: (i) => {
      const c = pick(categories, i);
      return ask({ category: c, inStockOnly: i % 2 === 0 }, { ...byPrice, direction: i % 4 < 2 ? 'asc' : 'desc' });
    },
  },
];

function ask(filter: ListFilter, order: ListOrder, limit = page.limit, offset = 0) {
  return () => {
    index.pageIds(filter, order, { limit, offset });
    index.count(filter);
  };
}

const rows = kinds.map(({ name, question }) => {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const q = question(i);
    const started = performance.now();
    q();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  return { 'page and count': name, 'p50 ms': at(0.5), 'p99 ms': at(0.99), 'max ms': at(1) };
});
console.log('\n500 questions of each kind, one at a time (the first price order of a list and filter sorts it):');
console.table(rows);
await database.close();
