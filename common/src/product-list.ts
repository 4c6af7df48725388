import type { SortDirection, SortField } from './api/catalog';

/**
 * The storefront's list pages keep page, sort and stock filter in their address (spec §4 "Product list"), and
 * the list call follows from it. One reading for both sides: the app asks with it, and the server writes the
 * answer to exactly that call into the page it sends (server/src/plugins/spa.ts), which the app then takes
 * instead of asking — a different spelling of the same call would be asked for again.
 */

/** The four sort choices of spec §9, keyed "field-direction". */
export const LIST_SORTS = [
  { value: 'fiyat-asc', f: 'fiyat', d: 'asc' },
  { value: 'fiyat-desc', f: 'fiyat', d: 'desc' },
  { value: 'ad-asc', f: 'ad', d: 'asc' },
  { value: 'ad-desc', f: 'ad', d: 'desc' },
] as const satisfies ReadonlyArray<{ value: string; f: SortField; d: SortDirection }>;

export type SortValue = (typeof LIST_SORTS)[number]['value'];

export interface ListState {
  /** NaN when the address holds something that is not a page number. */
  page: number;
  sort: SortValue | null;
  inStock: boolean | null;
}

export function readListState(params: URLSearchParams): ListState {
  const rawPage = params.get('page');
  const page = rawPage === null ? 1 : /^\d+$/.test(rawPage) ? Number(rawPage) : Number.NaN;
  const sortValue = `${params.get('f')}-${params.get('d')}`;
  const sort = LIST_SORTS.find((option) => option.value === sortValue)?.value ?? null;
  const instock = params.get('instock');
  return { page, sort, inStock: instock === 'true' ? true : instock === 'false' ? false : null };
}

/**
 * The query of the list call: page, d, f and instock as the dealer chose them; values left out
 * get the server's defaults (settings stok.default.sort.*, stok.listele.stoktakiler).
 */
export function listApiQuery(state: ListState, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (Number.isInteger(state.page) && state.page > 1) query.set('page', String(state.page));
  const sort = LIST_SORTS.find((option) => option.value === state.sort);
  if (sort) {
    query.set('d', sort.d);
    query.set('f', sort.f);
  }
  if (state.inStock !== null) query.set('instock', String(state.inStock));
  return query.toString();
}

/** The list call's address: its path ('/category/12', '/search/') and listApiQuery's query. */
export const listCallUrl = (path: string, query: string): string => (query ? `${path}?${query}` : path);
