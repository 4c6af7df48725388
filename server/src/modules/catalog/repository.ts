import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, likeContains, likeEscape, preparedRows, queryRows } from '../../db/query';
import type { SearchTerms } from './search-terms';

/** Filters of a product list; exactly the ones the list calls offer (spec §7). */
export interface ListFilter {
  /** A category with everything below it; depth 1 is a top-level category. */
  category?: { id: number; depth: number; subtree: number[] };
  brandId?: number;
  search?: SearchTerms;
  inStockOnly: boolean;
}

export interface ListOrder {
  field: 'fiyat' | 'ad';
  direction: 'asc' | 'desc';
  /** Price list whose price orders the list by price. */
  priceListId: number | null;
  /** Search: relevance first (exact code/barcode, prefix, all words, close matches). */
  byRelevance: boolean;
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
  unit: string;
  brand_id: number | null;
  brand_name: string | null;
  category_id: number | null;
  vat_rate: string;
  stock_qty: string;
  delivery_text: string | null;
  show_barcode: boolean;
  images: { id: number; file: string }[] | null;
  prices: Record<string, string> | null;
}

/**
 * A product row as the row store keeps it (row-store.ts): its members after the id in ProductRow's order, as one
 * JSON array, the images as [id, file] pairs. Read with the same joins as `productColumns`, so the row it gives
 * back is the one `productsByIds` reads (a test holds the two together).
 */
const storedRowText = sql`json_build_array(p.code, p.name, p.barcode, p.unit, p.brand_id, b.name, p.category_id,
    p.vat_rate::text, p.stock_qty::text, p.delivery_text, p.show_barcode, i.images, pr.prices)::text`;

type StoredRow = [
  string,
  string,
  string | null,
  string,
  number | null,
  string | null,
  number | null,
  string,
  string,
  string | null,
  boolean,
  [number, string][] | null,
  Record<string, string> | null,
];

/**
 * One string for each brand name and delivery text, which thousands of rows repeat: JSON.parse shares only texts of
 * up to 10 characters, and rows are kept (caches.ts) — a copy of "Sipariş Üzerine" in each was 48 bytes a row the
 * collector copied before it settled. Bounded: a catalogue with more distinct texts starts over.
 */
const sharedTexts = new Map<string, string>();
function sharedText(text: string | null): string | null {
  if (text === null) return null;
  const held = sharedTexts.get(text);
  if (held !== undefined) return held;
  if (sharedTexts.size >= SHARED_TEXTS) sharedTexts.clear();
  sharedTexts.set(text, text);
  return text;
}
const SHARED_TEXTS = 4_096;

/** The row of `storedRowText`'s text, member for member as `productsByIds` gives it. */
export function rowFromStored(id: number, text: string): ProductRow {
  const r = JSON.parse(text) as StoredRow;
  return {
    id,
    code: r[0],
    name: r[1],
    barcode: r[2],
    unit: r[3],
    brand_id: r[4],
    brand_name: sharedText(r[5]),
    category_id: r[6],
    vat_rate: r[7],
    stock_qty: r[8],
    delivery_text: sharedText(r[9]),
    show_barcode: r[10],
    images: r[11] && r[11].map(([imageId, file]) => ({ id: imageId, file })),
    prices: r[12],
  };
}

const contains = (word: string) => sql`s.search_text like ${likeContains(word)}`;

function wordCondition(word: SearchTerms['words'][number]): SQL {
  const options = [word.literal, ...word.corrections].map(contains);
  return sql`(${sql.join(options, sql` or `)})`;
}

/* The in-process index's input (catalog-index.ts). */
/** One active product as the index needs it; the rows come in name order. */
export interface IndexedProduct {
  id: number;
  sortName: string;
  searchText: string;
  codeLower: string;
  barcode: string | null;
  inStock: boolean;
  categoryId: number | null;
  l1: number | null;
  l2: number | null;
  brandId: number | null;
}

export interface CatalogIndexSource {
  /** Active products in name order (sort_name collate "C", id), in chunks; an id may come twice (keep the first). */
  products: AsyncIterable<IndexedProduct[]>;
  /** Per price list: product ids and the dense rank of each one's price (at the same positions). */
  priceRanks: Promise<Map<number, { ids: Int32Array; ranks: Int32Array }>>;
}

/** Search lists rank and count at most this many matches: a dealer refines a broader query. */
export const SEARCH_RESULT_CAP = 1000;

function whereClause(filter: ListFilter, withSearch = true): SQL {
  // product_search holds active products only.
  const parts: SQL[] = [sql`true`];
  const c = filter.category;
  // A whole branch is one indexed column (category_l1/l2), read in name order without a sort.
  if (c?.depth === 1) parts.push(sql`s.category_l1 = ${c.id}`);
  else if (c?.depth === 2) parts.push(sql`s.category_l2 = ${c.id}`);
  else if (c && c.subtree.length === 1) parts.push(sql`s.category_id = ${c.id}`);
  else if (c) parts.push(sql`s.category_id = any(${intArray(c.subtree)})`);
  if (filter.brandId !== undefined) parts.push(sql`s.brand_id = ${filter.brandId}`);
  if (filter.inStockOnly) parts.push(sql`s.in_stock`);
  if (withSearch && filter.search) for (const word of filter.search.words) parts.push(wordCondition(word));
  return sql.join(parts, sql` and `);
}

function orderClause(order: ListOrder): SQL {
  const dir = order.direction === 'desc' ? sql`desc` : sql`asc`;
  const keys: SQL[] = [];
  if (order.field === 'fiyat' && order.priceListId !== null) {
    keys.push(
      sql`(select pp.price from product_prices pp where pp.product_id = s.id and pp.price_list_id = ${order.priceListId}) ${dir} nulls last`,
    );
  }
  keys.push(sql`s.sort_name collate "C" ${order.field === 'ad' ? dir : sql`asc`}`, sql`s.id`);
  return sql.join(keys, sql`, `);
}

/** Everything a product box shows, for any viewer (a detail page adds the description): the prices of every list (no N+1). */
const productColumns = sql`
    p.id, p.code, p.name, p.barcode, p.unit, p.brand_id, b.name as brand_name, p.category_id,
    p.vat_rate, p.stock_qty, p.delivery_text, p.show_barcode,
    (select json_agg(json_build_object('id', i.id, 'file', i.file_name) order by i.sort, i.id)
       from product_images i where i.product_id = p.id) as images,
    (select json_object_agg(pp.price_list_id, pp.price::text) from product_prices pp where pp.product_id = p.id) as prices`;

const byName = sql`s.sort_name collate "C", s.id`;

/**
 * The ids of a page in relevance order: exact code or barcode, then
 * names or codes that start with the query, then all words as typed, then close matches (typos);
 * by name within each. Each group is read in name order and cut at the page's end, so a broad
 * query ("kablo") never ranks all its matches.
 */
function relevancePageIds(filter: ListFilter, search: SearchTerms, page: { limit: number; offset: number }): SQL {
  const base = whereClause(filter, false);
  const q = search.folded;
  const k = Math.min(page.offset + page.limit, SEARCH_RESULT_CAP);
  const literal = sql.join(
    search.words.map((w) => contains(w.literal)),
    sql` and `,
  );
  const groups: SQL[] = [
    sql`(select s.id, 0 as r, s.sort_name, 0 as g from product_search s where ${base} and (s.code_lower = ${q} or s.barcode = ${q}) limit ${k})`,
    sql`(select s.id, 1, s.sort_name, 0 from product_search s where ${base}
          and (s.search_text like ${likeEscape(q) + '%'} or s.code_lower like ${likeEscape(q) + '%'})
          order by ${byName} limit ${k})`,
    sql`(select s.id, 2, s.sort_name, 0 from product_search s where ${base} and ${literal} order by ${byName} limit ${k})`,
  ];
  if (search.words.some((w) => w.corrections.length)) {
    groups.push(sql`(select s.id, 3, s.sort_name, 0 from product_search s where ${base}
          and ${sql.join(search.words.map(wordCondition), sql` and `)} order by ${byName} limit ${k})`);
  }
  return sql`
    select id from (
      select id, min(r) as r, min(sort_name) as sort_name from (${sql.join(groups, sql` union all `)}) c group by id
    ) ranked
    order by r, sort_name collate "C", id
    limit ${page.limit} offset ${page.offset}`;
}

/** The ids of one page of a product list, in list order: the hot statement. */
export function pageIdsQuery(filter: ListFilter, order: ListOrder, page: { limit: number; offset: number }): SQL {
  return order.byRelevance && filter.search
    ? relevancePageIds(filter, filter.search, page)
    : sql`select s.id from product_search s where ${whereClause(filter)} order by ${orderClause(order)}
          limit ${page.limit} offset ${page.offset}`;
}

/** Matches of a list; for a search at most SEARCH_RESULT_CAP, so counting stays cheap. */
export function countQuery(filter: ListFilter): SQL {
  if (filter.search) {
    return sql`select count(*)::int as n from (select 1 from product_search s where ${whereClause(filter)} limit ${SEARCH_RESULT_CAP}) m`;
  }
  return sql`select count(*)::int as n from product_search s where ${whereClause(filter)}`;
}

export function createCatalogRepository(db: Db) {
  return {
    async pageIds(filter: ListFilter, order: ListOrder, page: { limit: number; offset: number }): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, pageIdsQuery(filter, order, page));
      return rows.map((r) => r.id);
    },

    /**
     * What the in-process index is built from (catalog-index.ts): product_search in name order, in keyset
     * chunks of `chunkSize` rows, and the price ranks. A chunk is dropped once the index has copied it, so a
     * rebuild beside the served index holds one chunk of row objects, not the whole catalogue's.
     * The chunks are separate statements: a product renamed between two of them may come twice (the index
     * keeps the first) or not at all; either way the change moved the catalogue's version, which was read
     * before, so the next check builds again.
     */
    async indexSource(chunkSize = 10_000): Promise<CatalogIndexSource> {
      // One row per list with "id:rank" pairs in one text: a row per price (600,000 at 200,000 products) was
      // 70 MB of short-lived objects at every rebuild, beside the index being replaced. Read on a connection
      // of its own while the rows come (the longer of the two reads).
      const priceRanks = queryRows<{ list: number; n: number; pairs: string }>(
        db,
        sql`select list, count(*)::int as n, string_agg(id::text || ':' || r::text, ',') as pairs
            from (select price_list_id as list, product_id as id,
                         dense_rank() over (partition by price_list_id order by price) as r
                  from product_prices) x
            group by list`,
      ).then((lists) => new Map(lists.map((l) => [l.list, pairsOf(l.pairs, l.n)] as const)));
      // Awaited by the build once the rows are in; a failed read of the rows ends the build before that.
      priceRanks.catch(() => undefined);
      async function* products(): AsyncGenerator<IndexedProduct[]> {
        let after: { sortName: string; id: number } | null = null;
        for (;;) {
          const chunk: IndexedProduct[] = await queryRows<IndexedProduct>(
            db,
            sql`select id, sort_name as "sortName", search_text as "searchText", code_lower as "codeLower", barcode,
                       in_stock as "inStock", category_id as "categoryId", category_l1 as l1, category_l2 as l2,
                       brand_id as "brandId"
                from product_search
                where ${after ? sql`(sort_name collate "C", id) > (${after.sortName} collate "C", ${after.id})` : sql`true`}
                order by sort_name collate "C", id
                limit ${chunkSize}`,
          );
          if (chunk.length) yield chunk;
          if (chunk.length < chunkSize) return;
          const last = chunk[chunk.length - 1]!;
          after = { sortName: last.sortName, id: last.id };
        }
      }
      return { products: products(), priceRanks };
    },

    /** The catalogue's data version (migration 0011), as text: a bigint. */
    async catalogVersion(): Promise<string> {
      const [row] = await queryRows<{ v: string }>(db, sql`select version::text as v from catalog_version`);
      return row?.v ?? '0';
    },

    /** The newest catalog_changes row (migration 0012), 0 when none. */
    async lastCatalogChange(): Promise<number> {
      const [row] = await queryRows<{ seq: string | null }>(db, sql`select max(seq)::text as seq from catalog_changes`);
      return Number(row?.seq ?? 0);
    },

    /**
     * Changed products after `seq`, oldest first (a null product: every product). Ordered by the column, not by
     * its text (seq::text, for exact bigints): that order sorted the whole table and put "10" before "9".
     */
    async catalogChangesAfter(seq: number, limit: number): Promise<{ seq: number; productId: number | null }[]> {
      const rows = await queryRows<{ seq: string; product_id: number | null }>(
        db,
        sql`select seq::text as seq, product_id from catalog_changes c where c.seq > ${seq} order by c.seq limit ${limit}`,
      );
      return rows.map((r) => ({ seq: Number(r.seq), productId: r.product_id }));
    },

    async pruneCatalogChanges(keepMinutes: number): Promise<void> {
      await db.execute(
        sql`delete from catalog_changes where changed_at < now() - make_interval(mins => ${keepMinutes})`,
      );
    },

    async count(filter: ListFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, countQuery(filter));
      return row?.n ?? 0;
    },

    /** A product's description (the detail page's only; rows leave it out). */
    async description(id: number): Promise<string | null> {
      const [row] = await queryRows<{ description: string }>(
        db,
        sql`select description from products where id = ${id} and is_active`,
      );
      return row?.description ?? null;
    },

    /** Active products by id, in no particular order. */
    async productsByIds(ids: number[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      // Every list page asks for its rows not kept yet: prepared, PostgreSQL plans it once per connection.
      return preparedRows<ProductRow>(
        db,
        sql`select ${productColumns}
            from products p left join brands b on b.id = p.brand_id
            where p.id = any(${intArray(ids)}) and p.is_active`,
      );
    },

    /**
     * Active products with an id above `after`, in id order, at most `limit`, as the row store keeps them: their
     * images and prices aggregated for the chunk at once, not looked up product by product (a third of the time).
     */
    async storedRowsAfter(after: number, limit: number): Promise<{ id: number; row: string }[]> {
      return preparedRows<{ id: number; row: string }>(
        db,
        sql`with c as (select id from products where is_active and id > ${after} order by id limit ${limit})
            select p.id, ${storedRowText} as row
            from c join products p on p.id = c.id
              left join brands b on b.id = p.brand_id
              left join (select product_id, json_agg(json_build_array(id, file_name) order by sort, id) as images
                         from product_images where product_id in (select id from c) group by product_id) i
                on i.product_id = p.id
              left join (select product_id, json_object_agg(price_list_id, price::text) as prices
                         from product_prices where product_id in (select id from c) group by product_id) pr
                on pr.product_id = p.id
            order by p.id`,
      );
    },

    /** Brands with active products in a category's branch (null: anywhere), from category_brands. */
    async brandsIn(categoryId: number | null): Promise<{ id: number; name: string }[]> {
      return queryRows(
        db,
        categoryId === null
          ? sql`select b.id, b.name from brands b
                where b.is_active and exists (select 1 from category_brands cb where cb.brand_id = b.id)`
          : sql`select b.id, b.name from category_brands cb join brands b on b.id = cb.brand_id
                where cb.category_id = ${categoryId} and b.is_active`,
      );
    },

    async allBrands(): Promise<{ id: number; name: string; logo: string | null }[]> {
      return queryRows(db, sql`select id, name, logo from brands where is_active`);
    },

    async vocabulary(): Promise<string[]> {
      const rows = await queryRows<{ word: string }>(db, sql`select word from search_words where word !~ '[0-9]'`);
      return rows.map((r) => r.word);
    },

    /**
     * Alternatives to a product when the distributor set none: active products of the same category, the
     * same brand first, then those in stock, then by name.
     */
    async alternativesByRule(productId: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id from products me
              join products p on p.category_id = me.category_id and p.id <> me.id and p.is_active
            where me.id = ${productId}
            order by (p.brand_id is not distinct from me.brand_id) desc, (p.stock_qty > 0) desc, p.sort_name, p.id
            limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Products sold together with a product when the distributor set none: those on the same placed orders and
     * the same invoices, most often first (ties: in stock, then by name).
     */
    async soldTogetherByRule(productId: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select p.id from (
              select other.product_id, count(*) as times from order_lines mine
                join orders o on o.id = mine.order_id and o.status in ('placed', 'completed')
                join order_lines other on other.order_id = mine.order_id and other.product_id <> mine.product_id
              where mine.product_id = ${productId}
              group by other.product_id
              union all
              select other.product_id, count(*) from invoice_lines mine
                join invoice_lines other on other.invoice_id = mine.invoice_id and other.product_id <> mine.product_id
              where mine.product_id = ${productId}
              group by other.product_id
            ) together
            join products p on p.id = together.product_id and p.is_active
            group by p.id, p.stock_qty, p.sort_name
            order by sum(together.times) desc, (p.stock_qty > 0) desc, p.sort_name, p.id
            limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Sold together for a product no order or invoice has carried yet (most of a large catalogue): what was
     * sold with products of its category, most often first, outside the category itself (what a dealer adds
     * next to a cable is a socket, not another cable). Ties: in stock, then by name.
     */
    async soldWithCategoryByRule(productId: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`with cat as (
              select category_id from products where id = ${productId}
            ), kin as (
              -- product_search holds the active products; its (category, name, id) index answers this alone.
              select s.id from product_search s where s.category_id = (select category_id from cat)
            ), together as (
              select other.product_id, count(*) as times from order_lines mine
                join orders o on o.id = mine.order_id and o.status in ('placed', 'completed')
                join order_lines other on other.order_id = mine.order_id
              where mine.product_id in (select id from kin)
              group by other.product_id
              union all
              select other.product_id, count(*) from invoice_lines mine
                join invoice_lines other on other.invoice_id = mine.invoice_id
              where mine.product_id in (select id from kin)
              group by other.product_id
            )
            select p.id from together
            join products p on p.id = together.product_id and p.is_active
              and p.category_id is distinct from (select category_id from cat)
            group by p.id, p.stock_qty, p.sort_name
            order by sum(together.times) desc, (p.stock_qty > 0) desc, p.sort_name, p.id
            limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/** n "id:rank" pairs written with commas between them, read without a string per number. */
function pairsOf(text: string, n: number): { ids: Int32Array; ranks: Int32Array } {
  const ids = new Int32Array(n);
  const ranks = new Int32Array(n);
  let i = 0;
  let value = 0;
  for (let c = 0; c < text.length; c++) {
    const code = text.charCodeAt(c);
    if (code === 58) {
      ids[i] = value;
      value = 0;
    } else if (code === 44) {
      ranks[i++] = value;
      value = 0;
    } else value = value * 10 + code - 48;
  }
  if (text.length > 0) ranks[i] = value;
  return { ids, ranks };
}
