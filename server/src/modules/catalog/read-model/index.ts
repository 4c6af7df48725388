import type { CatalogRepository, ListFilter, ProductRow } from '../repository';
import type { RelatedKind } from '../rules';
import type { Vocabulary } from '../search-terms';
import { createCatalogCaches, type BrandOptions, type CatalogSources, type PageRequest } from './caches';
import type { Changed } from './change-feed';

export type { BrandOptions, CatalogSources, PageRequest };
export type { Changed };

/**
 * What the catalogue's rules read (service.ts): which products a list, a search or an autocomplete shows, their
 * rows, a product's detail, the brand drop-downs, the search vocabulary and the related products chosen by rule.
 * Nothing here is a rule or a price: each answer is the catalogue's data as stored, however it is fastest to get —
 * the catalogue index (catalog-index.ts, live-index.ts), the row cache and the off-heap row copy (caches.ts,
 * row-store.ts), PostgreSQL for what none of them holds. Each is kept current by the change feed (change-feed.ts).
 */
export interface CatalogReadModel {
  /** Which products a page of a list shows, in order, and how many the list has. */
  page(request: PageRequest): Promise<{ ids: number[]; total: number }>;
  /** Which products a page shows, in order, without the count (autocomplete). */
  pageIds(request: PageRequest): Promise<number[]>;
  /** The active products' rows of these ids in the same order, unknown ids left out. */
  rows(ids: number[]): Promise<ProductRow[]>;
  /** An active product's row and its description (sanitised HTML); null: no such active product. */
  detail(id: number): Promise<{ row: ProductRow; description: string } | null>;
  /** An active brand (undefined: none with this id). */
  activeBrand(id: number): Promise<{ id: number; name: string } | undefined>;
  /** Every active brand with its logo (the brand page's list). */
  allBrands(): Promise<{ id: number; name: string; logo: string | null }[]>;
  /** The brand drop-down of a list: brands with products in the category's branch (no category: anywhere). */
  brandOptions(category: ListFilter['category']): Promise<BrandOptions>;
  /** The words of the catalogue, for reading a search (search-terms.ts). */
  vocabulary(): Promise<Vocabulary>;
  /** A product's related products chosen by rule, for when the distributor set none. */
  relatedByRule(kind: RelatedKind, productId: number): Promise<number[]>;
  /** Products changed in the database (change-feed.ts): read again on the next request. */
  forget(changed: Changed): void;
}

/**
 * The read model over the caches. Each answer is one promise: taking what is held without one (`SharedDataCache.peek`,
 * `liveIndex.peek`) was measured with `npm run bench:compare` at no more than the host's noise on every route of the
 * dealer mix, and was taken out.
 */
export function createCatalogReadModel(
  repo: CatalogRepository,
  ttl: Parameters<typeof createCatalogCaches>[1],
  sources: CatalogSources = { liveIndex: null, rowStore: null },
): CatalogReadModel {
  const caches = createCatalogCaches(repo, ttl, sources);
  return {
    page: caches.page,
    pageIds: caches.pageIds,
    rows: caches.pageRows,
    async detail(id) {
      const [rows, description] = await Promise.all([caches.productRows([id]), caches.description(id)]);
      const row = rows.get(id);
      return row === undefined || description === null ? null : { row, description };
    },
    async activeBrand(id) {
      return (await caches.activeBrands()).get(id);
    },
    allBrands: () => repo.allBrands(),
    brandOptions: caches.brandOptions,
    vocabulary: caches.vocabulary,
    relatedByRule: caches.relatedByRule,
    forget: caches.forget,
  };
}
