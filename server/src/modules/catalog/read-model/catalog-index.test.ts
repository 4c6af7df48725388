import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { CatalogIndex } from './catalog-index';
import { createCatalogRepository, type ListFilter, type ListOrder } from '../repository';
import { searchTerms, Vocabulary } from '../search-terms';

/**
 * The in-process index answers exactly what the SQL of repository.ts answers: the SQL over the
 * whole product_search table is the brute-force reference. The tests' demo catalogue (400 products), read in
 * chunks of 97.
 */
let ctx: TestContext;
let repo: ReturnType<typeof createCatalogRepository>;
let index: CatalogIndex;
let vocabulary: Vocabulary;
let listIds: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  repo = createCatalogRepository(ctx.database.db);
  // Chunks that do not divide the catalogue: the index is the same whatever the chunks.
  index = await CatalogIndex.build(await repo.indexSource(97));
  vocabulary = new Vocabulary(await repo.vocabulary());
  listIds = (await ctx.query(sql`select id from price_lists order by id`)).rows.map((r) => Number(r.id));
});
afterAll(() => ctx.close());

const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];

/** A seeded generator, so a failure names a question that comes back. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function sampledQuestions(count: number): Promise<string[]> {
  const next = random(15);
  const products = await rows<{ search_text: string; code_lower: string; barcode: string | null }>(
    sql`select search_text, code_lower, barcode from product_search order by id`,
  );
  const pick = () => products[Math.floor(next() * products.length)]!;
  const word = () => {
    const words = pick()
      .search_text.split(' ')
      .filter((w) => w.length >= 3 && /[a-z]/.test(w));
    return words[Math.floor(next() * words.length)] ?? 'kablo';
  };
  const questions = new Set<string>();
  const makers = [
    () => word(),
    () => `${word()} ${word()}`,
    () => word().slice(0, 2),
    () => word().slice(0, 4),
    () => pick().code_lower,
    () => pick().code_lower.slice(0, 5),
    () => pick().barcode ?? word(),
    () => (pick().barcode ?? '8691').slice(0, 7),
    () => {
      const w = word();
      return w.length >= 5 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w; // a swap: one typo
    },
    () => {
      const w = pick().search_text.split(' ');
      return w.slice(0, 2).join(' '); // the start of a name
    },
  ];
  while (questions.size < count) questions.add(makers[questions.size % makers.length]!());
  return [...questions];
}

const pages = [
  { limit: 24, offset: 0 },
  { limit: 24, offset: 24 },
  { limit: 10, offset: 0 },
];

describe('the catalogue index against the SQL reference', () => {
  it('50 sampled questions: the same pages in relevance order, the same (capped) count, name and price order', async () => {
    const questions = await sampledQuestions(50);
    let nonEmpty = 0;
    for (const q of questions) {
      const terms = searchTerms(q, vocabulary);
      for (const inStockOnly of [false, true]) {
        const filter: ListFilter = { search: terms, inStockOnly };
        const count = await repo.count(filter);
        expect(index.count(filter), `count of "${q}"`).toBe(count);
        if (count > 0) nonEmpty++;
        const orders: ListOrder[] = [
          { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true },
          { field: 'ad', direction: 'desc', priceListId: null, byRelevance: false },
          { field: 'fiyat', direction: 'asc', priceListId: listIds[0]!, byRelevance: false },
        ];
        for (const order of orders) {
          for (const page of pages) {
            expect(
              index.pageIds(filter, order, page),
              `"${q}" ${JSON.stringify({ order, page, inStockOnly })}`,
            ).toEqual(await repo.pageIds(filter, order, page));
          }
        }
      }
    }
    // The sample is not a set of misses.
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('a search asked first for a few matches, then for more and its count, goes on from what it found', async () => {
    // A fresh index: no earlier question of these searches left matches behind.
    const fresh = await CatalogIndex.build(await repo.indexSource());
    const relevance: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true };
    for (const q of (await sampledQuestions(20)).slice(10)) {
      const filter: ListFilter = { search: searchTerms(q, vocabulary), inStockOnly: false };
      for (const page of [
        { limit: 10, offset: 0 },
        { limit: 24, offset: 24 },
        { limit: 24, offset: 0 },
      ]) {
        expect(fresh.pageIds(filter, relevance, page), `"${q}" ${JSON.stringify(page)}`).toEqual(
          await repo.pageIds(filter, relevance, page),
        );
      }
      expect(fresh.count(filter), `count of "${q}"`).toBe(await repo.count(filter));
    }
  });

  it('two-character words, rare and common, whole words and word ends, alone and beside a longer word', async () => {
    const texts = (await rows<{ search_text: string }>(sql`select search_text from product_search`)).map(
      (r) => r.search_text,
    );
    // How many texts hold each two-character piece of a word, and which are whole words.
    const holders = new Map<string, number>();
    const whole = new Set<string>();
    const ends = new Set<string>();
    for (const text of texts) {
      const seen = new Set<string>();
      for (const word of text.split(' ')) {
        if (word.length === 2) whole.add(word);
        for (let i = 0; i + 2 <= word.length; i++) seen.add(word.slice(i, i + 2));
      }
      for (const b of seen) holders.set(b, (holders.get(b) ?? 0) + 1);
    }
    // A piece that some text holds only at the end of longer words: found only through a trigram it ends.
    for (const text of texts) {
      const words = text.split(' ');
      for (const w of words) {
        const b = w.slice(-2);
        if (w.length > 2 && words.every((other) => !other.slice(0, -1).includes(b))) ends.add(b);
      }
    }
    // The index merges a two-character word's lists (the trigrams it begins or ends, the texts holding it whole):
    // rare and common ones are asked, whole words and word ends, and one that no text holds.
    const rare = [...holders].filter(([, n]) => n * 32 <= texts.length).map(([b]) => b);
    const common = [...holders].filter(([, n]) => n * 32 > texts.length).map(([b]) => b);
    const chosen = [
      ...rare.filter((b) => whole.has(b)).slice(0, 6),
      ...rare.filter((b) => ends.has(b) && !whole.has(b)).slice(0, 6),
      ...rare.slice(0, 8),
      ...common.slice(0, 4),
      'qj',
    ];
    expect(rare.filter((b) => whole.has(b)).length).toBeGreaterThan(0);
    expect(rare.filter((b) => ends.has(b) && !whole.has(b)).length).toBeGreaterThan(0);
    const relevance: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true };
    const byName: ListOrder = { ...relevance, byRelevance: false };
    for (const q of [...chosen, ...chosen.slice(0, 6).map((b) => `kablo ${b}`)]) {
      const filter: ListFilter = { search: searchTerms(q, vocabulary), inStockOnly: false };
      expect(index.count(filter), `count of "${q}"`).toBe(await repo.count(filter));
      for (const order of [relevance, byName]) {
        for (const page of pages) {
          expect(index.pageIds(filter, order, page), `"${q}" ${JSON.stringify({ order, page })}`).toEqual(
            await repo.pageIds(filter, order, page),
          );
        }
      }
    }
  });

  it('words with four digits in a row: code and barcode pieces, common and rare, and digits nothing holds', async () => {
    const products = await rows<{ code_lower: string; barcode: string | null }>(
      sql`select code_lower, barcode from product_search order by id`,
    );
    const runs = (text: string) => [...text.matchAll(/\d{4,}/g)].map((m) => m[0]);
    const holders = new Map<string, number>();
    for (const p of products)
      for (const run of runs(`${p.code_lower} ${p.barcode ?? ''}`))
        for (let i = 0; i + 4 <= run.length; i++)
          holders.set(run.slice(i, i + 4), (holders.get(run.slice(i, i + 4)) ?? 0) + 1);
    // The index keeps the positions of runs held by at most 1 % of the texts; the others are asked too.
    const common = [...holders].filter(([, n]) => n * 100 > products.length).map(([q]) => q);
    const rare = [...holders].filter(([, n]) => n * 100 <= products.length).map(([q]) => q);
    expect(common.length).toBeGreaterThan(0);
    expect(rare.length).toBeGreaterThan(0);
    const withBarcode = products.filter((p) => p.barcode);
    const chosen = [
      ...common.slice(0, 4),
      ...rare.slice(0, 6),
      ...withBarcode.slice(0, 3).map((p) => p.barcode!.slice(0, 7)),
      ...withBarcode.slice(3, 6).map((p) => p.barcode!.slice(4)),
      ...products.slice(0, 4).map((p) => p.code_lower),
      ...products.slice(4, 8).map((p) => p.code_lower.slice(0, -1)),
      '99990000',
      `kablo ${rare[0]}`,
    ];
    const relevance: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true };
    const byName: ListOrder = { ...relevance, byRelevance: false };
    for (const q of chosen) {
      const filter: ListFilter = { search: searchTerms(q, vocabulary), inStockOnly: false };
      expect(index.count(filter), `count of "${q}"`).toBe(await repo.count(filter));
      for (const order of [relevance, byName])
        for (const page of [
          { limit: 10, offset: 0 },
          { limit: 24, offset: 24 },
        ])
          expect(index.pageIds(filter, order, page), `"${q}" ${JSON.stringify({ order, page })}`).toEqual(
            await repo.pageIds(filter, order, page),
          );
    }
  });

  it('every category level, brand lists, each sort, pages and the in-stock filter', async () => {
    const categories = await rows<{ id: number; depth: number }>(sql`
      with recursive tree as (
        select id, 1 as depth from categories where parent_id is null
        union all select c.id, t.depth + 1 from categories c join tree t on c.parent_id = t.id)
      select id, depth from tree order by depth, id`);
    const childrenOf = async (id: number) =>
      (
        await rows<{ id: number }>(sql`
        with recursive sub as (select id from categories where id = ${id}
          union all select c.id from categories c join sub s on c.parent_id = s.id)
        select id from sub`)
      ).map((r) => r.id);
    const brands = await rows<{ id: number }>(sql`select distinct brand_id as id from product_search
      where brand_id is not null order by 1 limit 3`);
    const chosen = [
      ...categories.filter((c) => c.depth === 1).slice(0, 2),
      ...categories.filter((c) => c.depth === 2).slice(0, 2),
      ...categories.filter((c) => c.depth === 3).slice(0, 2),
    ];
    const filters: Omit<ListFilter, 'inStockOnly'>[] = [{}];
    for (const c of chosen) filters.push({ category: { id: c.id, depth: c.depth, subtree: await childrenOf(c.id) } });
    // A brand alone, and within a category of each depth (its own kept scope in the index).
    const byDepth = [filters[1]!, filters[3]!, filters[5]!].map((f) => f.category);
    for (const b of brands)
      filters.push({ brandId: b.id }, ...byDepth.map((category) => ({ brandId: b.id, category })));
    const orders: ListOrder[] = [
      { field: 'ad', direction: 'asc', priceListId: null, byRelevance: false },
      { field: 'ad', direction: 'desc', priceListId: null, byRelevance: false },
      ...listIds.flatMap((id) =>
        (['asc', 'desc'] as const).map((direction) => ({
          field: 'fiyat' as const,
          direction,
          priceListId: id,
          byRelevance: false,
        })),
      ),
    ];
    for (const f of filters) {
      for (const inStockOnly of [false, true]) {
        const filter = { ...f, inStockOnly };
        expect(index.count(filter), JSON.stringify(filter)).toBe(await repo.count(filter));
        for (const order of orders) {
          for (const page of [...pages, { limit: 24, offset: 240 }]) {
            expect(index.pageIds(filter, order, page), JSON.stringify({ filter, order, page })).toEqual(
              await repo.pageIds(filter, order, page),
            );
          }
        }
      }
    }
  });
});

describe('a list’s brand drop-down from the index', () => {
  it('is the brands of the products in the category’s branch, for every category and for the whole catalogue', async () => {
    const categories = await rows<{ id: number; depth: number; subtree: number[] }>(sql`
      with recursive tree as (
        select id, 1 as depth, array[id] as path from categories where parent_id is null
        union all select c.id, t.depth + 1, t.path || c.id from categories c join tree t on c.parent_id = t.id)
      select t.id, t.depth, (select array_agg(d.id) from tree d where t.id = any(d.path)) as subtree from tree t`);
    const brandsOf = async (subtree: number[] | null) =>
      (
        await rows<{ id: number }>(sql`select distinct brand_id as id from product_search
          where brand_id is not null ${subtree ? sql.raw(`and category_id in (${subtree.join(',')})`) : sql``}
          order by 1`)
      ).map((r) => r.id);
    expect([...index.brandIds(undefined)]).toEqual(await brandsOf(null));
    let withBrands = 0;
    for (const c of categories) {
      const ids = [...index.brandIds({ id: c.id, depth: c.depth, subtree: c.subtree.map(Number) })];
      expect(ids, `category ${c.id}`).toEqual(await brandsOf(c.subtree.map(Number)));
      if (ids.length > 1) withBrands++;
    }
    expect(withBrands).toBeGreaterThan(3);
  });
});

describe('building the index from chunks', () => {
  it('keeps a product that comes twice (renamed between two chunks) once, at its first place', async () => {
    const source = await repo.indexSource(300);
    const chunks = [];
    for await (const chunk of source.products) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    // Renamed to sort last after the first chunk was read: the last chunk brings it again.
    const renamed = { ...chunks[0]![0]!, sortName: '~~~~' };
    chunks.at(-1)!.push(renamed);
    const twice = await CatalogIndex.build({
      products: (async function* () {
        yield* chunks;
      })(),
      priceRanks: source.priceRanks,
    });
    const everything: ListFilter = { inStockOnly: false };
    const byName: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: false };
    const lastFirst: ListOrder = { ...byName, direction: 'desc' };
    expect(twice.size).toBe(index.size);
    expect(twice.count(everything)).toBe(await repo.count(everything));
    expect(twice.pageIds(everything, byName, { limit: 3, offset: 0 })[0]).toBe(renamed.id);
    expect(twice.pageIds(everything, lastFirst, { limit: 24, offset: 0 })).toEqual(
      index.pageIds(everything, lastFirst, { limit: 24, offset: 0 }),
    );
  });
});

describe('a search sorted by price', () => {
  // 5,000 products in name order; "alfa" in the first 500, "beta" from the 490th on (together in ten), "urun" in
  // all. Prices rise with the position, two products to a price (2,500 ranks: more than one digit of the radix
  // sort); every 97th has none; every 7th is out of stock; categories 1 and 2 take turns.
  const products = Array.from({ length: 5000 }, (_, i) => ({
    id: 5000 + i,
    sortName: `p${String(i).padStart(4, '0')}`,
    searchText: `urun ${i}${i < 500 ? ' alfa' : ''}${i >= 490 ? ' beta' : ''}`,
    codeLower: `c-${i}`,
    barcode: null,
    inStock: i % 7 !== 0,
    categoryId: 1 + (i % 2),
    l1: 1 + (i % 2),
    l2: 1 + (i % 2),
    brandId: 1,
  }));
  const priced = products.filter((_, i) => i % 97 !== 0);
  const rankOf = (i: number) => 1 + Math.floor(i / 2);
  let synthetic: CatalogIndex;
  beforeAll(async () => {
    synthetic = await CatalogIndex.build({
      products: (async function* () {
        yield products.slice(0, 600);
        yield products.slice(600);
      })(),
      priceRanks: Promise.resolve(
        new Map([
          [
            1,
            {
              ids: Int32Array.from(priced.map((p) => p.id)),
              ranks: Int32Array.from(priced.map((p) => rankOf(p.id - 5000))),
            },
          ],
        ]),
      ),
    });
  });

  /** The brute-force answer: every match, by price (none last), equal prices by name. */
  function reference(
    words: string[],
    inStockOnly: boolean,
    descending: boolean,
    page: { limit: number; offset: number },
    categoryId: number | null = null,
  ) {
    const price = (i: number) => (i % 97 === 0 ? null : rankOf(i));
    return products
      .map((p, i) => ({ p, i }))
      .filter(
        ({ p }) =>
          words.every((w) => p.searchText.includes(w)) &&
          (!inStockOnly || p.inStock) &&
          (categoryId === null || p.categoryId === categoryId),
      )
      .sort((a, b) => {
        const [pa, pb] = [price(a.i), price(b.i)];
        if (pa !== pb) {
          if (pa === null) return 1;
          if (pb === null) return -1;
          return descending ? pb - pa : pa - pb;
        }
        return a.i - b.i;
      })
      .slice(page.offset, page.offset + page.limit)
      .map(({ p }) => p.id);
  }

  it('finds the same page along the price order (a broad word) as by sorting every match (words rare together)', () => {
    const vocabulary = new Vocabulary([]);
    // "alfa" and "urun" are broad: found along the price order. "alfa beta": each word broad, ten products
    // together — the walk gives up and the matches are sorted. Both must be the reference's pages.
    for (const q of ['alfa', 'urun', 'alfa beta', 'beta urun', '49']) {
      for (const inStockOnly of [false, true]) {
        for (const direction of ['asc', 'desc'] as const) {
          for (const page of [
            { limit: 24, offset: 0 },
            { limit: 24, offset: 24 },
            { limit: 24, offset: 480 },
          ]) {
            const order: ListOrder = { field: 'fiyat', direction, priceListId: 1, byRelevance: false };
            const filter: ListFilter = { search: searchTerms(q, vocabulary), inStockOnly };
            expect(synthetic.pageIds(filter, order, page), JSON.stringify({ q, inStockOnly, direction, page })).toEqual(
              reference(q.split(' '), inStockOnly, direction === 'desc', page),
            );
          }
        }
      }
    }
  });

  it('orders a category by price as the reference does, both ways, with and without the stock filter', () => {
    for (const id of [1, 2]) {
      for (const inStockOnly of [false, true]) {
        for (const direction of ['asc', 'desc'] as const) {
          for (const offset of [0, 24, 1200, 2150, 2470]) {
            const page = { limit: 24, offset };
            const order: ListOrder = { field: 'fiyat', direction, priceListId: 1, byRelevance: false };
            const filter: ListFilter = { category: { id, depth: 1, subtree: [id] }, inStockOnly };
            expect(
              synthetic.pageIds(filter, order, page),
              JSON.stringify({ id, inStockOnly, direction, page }),
            ).toEqual(reference([], inStockOnly, direction === 'desc', page, id));
          }
        }
      }
    }
  });
});
