import { SharedDataCache, sameJson } from '../../../lib/shared-data-cache';
import { BatchCache } from '../../../lib/batch-cache';
import { sanitizeContentHtml } from '../../content/sanitize';
import type { CatalogRepository, ListFilter, ListOrder, ProductRow } from '../repository';
import type { Changed } from './change-feed';
import type { CatalogIndex } from './catalog-index';
import type { LiveCatalogIndex } from './live-index';
import type { RowStore } from './row-store';
import { brandOptions } from '../present';

import { Vocabulary } from '../search-terms';
import { RELATED_BY_RULE_MAX, type RelatedKind } from '../rules';

export type BrandOptions = ReturnType<typeof brandOptions>;

/**
 * The read model's cache layers (docs/architecture.md "A page is three layers"), each shared as widely
 * as it can be: which products a page shows (per list, for every viewer) and the product rows (for every
 * viewer); a page's answer is kept as bytes per viewer (product-json.ts pageBody). Money is never served
 * from here: adding and placing price through the pricing service with fresh data.
 */

/** Pages and rows kept per process; bounded so a 200,000-product catalogue cannot fill memory. */
const PAGE_CACHE_ENTRIES = 5_000;
const ROW_CACHE_ENTRIES = 50_000;
/** Descriptions are read for detail pages only. */
const DESCRIPTION_CACHE_ENTRIES = 10_000;

export interface PageRequest {
  filter: ListFilter;
  order: ListOrder;
  page: { limit: number; offset: number };
}

/** What the caches answer from besides PostgreSQL, each kept current in the process. */
export interface CatalogSources {
  /** The catalogue index (live-index.ts); lists ask PostgreSQL (and keep the answer) while it is null. */
  liveIndex: LiveCatalogIndex | null;
  /** The off-heap copy of every row (row-store.ts); rows the cache misses are read from PostgreSQL without it. */
  rowStore: RowStore | null;
  /**
   * Reads the change feed before rows are read (change-feed.ts `catchUp`, the tests: no feed on a timer); null: the
   * feed is read on its timer.
   */
  catchUp?: (() => Promise<void>) | null;
}

export function createCatalogCaches(
  repo: CatalogRepository,
  ttl: {
    sharedTtlMs: number;
    listTtlMs: number;
    /** Rows are dropped when their product changes (change-feed.ts): kept this long (0: `sharedTtlMs`). */
    rowKeepMs?: number;
  },
  { liveIndex, rowStore, catchUp = null }: CatalogSources = { liveIndex: null, rowStore: null },
) {
  const cacheTtlMs = ttl.sharedTtlMs;
  // With the change feed a row is kept until its product changes (bounded by rowKeepMs, should a read of the
  // feed fail unnoticed), whatever the time other shared data is kept.
  const rowTtlMs = ttl.rowKeepMs ? Math.max(cacheTtlMs, ttl.rowKeepMs) : cacheTtlMs;
  // The brand drop-down of a list, sorted once per load (Turkish collation is not cheap): from category_brands
  // until the index is built, then the index's brands of the branch with the active brands' names.
  const brandOptionsCache = new SharedDataCache(cacheTtlMs, async (categoryId: number) =>
    brandOptions(await repo.brandsIn(categoryId > 0 ? categoryId : null), categoryId),
  );
  const activeBrandsCache = new SharedDataCache(cacheTtlMs, () => repo.allBrands(), undefined, undefined, sameJson);
  /** The active brands by id, made once per loaded list (a brand page asked PostgreSQL for its brand each time). */
  const brandsById = new WeakMap<object, Map<number, { id: number; name: string }>>();
  function byIdOf(brands: { id: number; name: string }[]): Map<number, { id: number; name: string }> {
    let byId = brandsById.get(brands);
    if (!byId) brandsById.set(brands, (byId = new Map(brands.map((b) => [b.id, b]))));
    return byId;
  }
  /** Per category: the drop-down made from the index's brand ids and the brands as loaded (both kept objects). */
  const brandDropDowns = new Map<number, { ids: Int32Array; brands: object; options: BrandOptions }>();
  function indexedBrandOptions(
    index: CatalogIndex,
    brands: { id: number; name: string }[],
    category: ListFilter['category'],
  ): BrandOptions {
    const categoryId = category?.id ?? 0;
    const ids = index.brandIds(category);
    const held = brandDropDowns.get(categoryId);
    if (held && held.ids === ids && held.brands === brands) return held.options;
    const inBranch = new Set(ids);
    const options = brandOptions(
      brands.filter((b) => inBranch.has(b.id)),
      categoryId,
    );
    brandDropDowns.set(categoryId, { ids, brands, options });
    return options;
  }
  // How many products a list has changes only with the catalogue; counting a branch or a broad
  // search is the dearest part of a page, so pages of one list share one count for a while.
  const countCache = new SharedDataCache(
    ttl.listTtlMs,
    (key: string) => repo.count(JSON.parse(key) as ListFilter),
    undefined,
    PAGE_CACHE_ENTRIES,
  );
  // Which products a page of a list shows depends on the catalogue only, never on the dealer:
  // dealers browsing the same category or typing the same word share one statement.
  const pageIdsCache = new SharedDataCache(
    ttl.listTtlMs,
    (key: string) => {
      const { filter, order, page } = JSON.parse(key) as PageRequest;
      return repo.pageIds(filter, order, page);
    },
    undefined,
    PAGE_CACHE_ENTRIES,
  );
  // Product rows are shared by every viewer; a priced box is per viewer (dealer and chosen list) and not kept.
  const rowCache = new BatchCache<number, ProductRow>(
    rowTtlMs,
    ROW_CACHE_ENTRIES,
    undefined,
    undefined,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const descriptionCache = new BatchCache<number, string>(rowTtlMs, DESCRIPTION_CACHE_ENTRIES);
  // Lists chosen by rule follow the order history, which moves slowly: a minute is plenty.
  // A product never sold yet borrows what was sold with its category.
  const relatedCache = new SharedDataCache(Math.max(cacheTtlMs, 60_000), async (key: string) => {
    const [kind, id] = key.split(':') as [RelatedKind, string];
    if (kind === 'alternatifstoklar') return repo.alternativesByRule(Number(id), RELATED_BY_RULE_MAX);
    const own = await repo.soldTogetherByRule(Number(id), RELATED_BY_RULE_MAX);
    return own.length > 0 ? own : repo.soldWithCategoryByRule(Number(id), RELATED_BY_RULE_MAX);
  });
  // The vocabulary changes only with the catalogue; a minute is plenty.
  const vocabularyCache = new SharedDataCache(
    Math.max(cacheTtlMs, 60_000),
    async () => new Vocabulary(await repo.vocabulary()),
  );

  /** Active products by id, from the shared row cache, then the row store; at most one statement for the rest. */
  async function productRows(ids: number[]): Promise<Map<number, ProductRow>> {
    if (catchUp) await catchUp();
    return rowCache.getMany(ids, loadRows);
  }
  async function loadRows(missing: number[]): Promise<Map<number, ProductRow>> {
    const { found, ask } = rowStore ? rowStore.rows(missing) : { found: new Map<number, ProductRow>(), ask: missing };
    if (ask.length) for (const row of await repo.productsByIds(ask)) found.set(row.id, row);
    return found;
  }
  /** The rows of these ids in the same order, unknown ids left out. */
  function inOrder(ids: number[], byId: Map<number, ProductRow>): ProductRow[] {
    const rows: ProductRow[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }
  /** A page from the index: its ids in order and the list's count. */
  const indexedPage = (index: CatalogIndex, request: PageRequest) => ({
    ids: index.pageIds(request.filter, request.order, request.page),
    total: index.count(request.filter),
  });

  return {
    /** The active brands by id, as kept for the brand drop-downs. */
    activeBrands: async () => byIdOf(await activeBrandsCache.get('all')),
    /** The brand drop-down of a list: brands with products in the category's branch (no category: anywhere). */
    async brandOptions(category: ListFilter['category']): Promise<BrandOptions> {
      const index = await liveIndex?.current();
      return index
        ? indexedBrandOptions(index, await activeBrandsCache.get('all'), category)
        : brandOptionsCache.get(category?.id ?? 0);
    },
    /**
     * Which products a page shows, in order, and how many the list has: from the index when it is built (one look,
     * nothing kept), else PostgreSQL (each kept for the list's time).
     */
    async page(request: PageRequest): Promise<{ ids: number[]; total: number }> {
      const index = await liveIndex?.current();
      if (index) return indexedPage(index, request);
      const [ids, total] = await Promise.all([
        pageIdsCache.get(JSON.stringify(request)),
        countCache.get(JSON.stringify(request.filter)),
      ]);
      return { ids, total };
    },
    /** Which products a page shows, in order (autocomplete: no count). */
    async pageIds(request: PageRequest): Promise<number[]> {
      const index = await liveIndex?.current();
      return index
        ? index.pageIds(request.filter, request.order, request.page)
        : pageIdsCache.get(JSON.stringify(request));
    },
    vocabulary: () => vocabularyCache.get('all'),
    /** Related products of a product chosen by rule (when the distributor set none). */
    relatedByRule: (kind: RelatedKind, productId: number) => relatedCache.get(`${kind}:${productId}`),
    productRows,
    /**
     * A product's description as sanitised HTML (null: no active product), for its detail page. Sanitised as it is
     * read and kept so: sanitising on every request was 40 % of a detail page's CPU.
     */
    async description(id: number): Promise<string | null> {
      if (catchUp) await catchUp();
      const found = await descriptionCache.getMany([id], async () => {
        const text = await repo.description(id);
        return new Map(text === null ? [] : [[id, sanitizeContentHtml(text)]]);
      });
      return found.get(id) ?? null;
    },
    /** Products changed in the database (change-feed.ts): their rows are read again on the next request. */
    forget(changed: Changed): void {
      // The store first: a row the cache reads again right after must not come from its old copy.
      rowStore?.forget(changed);
      if (changed === 'all') {
        rowCache.invalidate();
        descriptionCache.invalidate();
      } else {
        rowCache.evict(changed);
        descriptionCache.evict(changed);
      }
    },

    /**
     * The rows of these ids in the same order, unknown ids left out. A row is reloaded as the same object while
     * nothing in it changed (BatchCache `same`), so kept bytes stay right until their product or pricing changes.
     */
    async pageRows(ids: number[]): Promise<ProductRow[]> {
      return inOrder(ids, await productRows(ids));
    },
  };
}

export type CatalogCaches = ReturnType<typeof createCatalogCaches>;
