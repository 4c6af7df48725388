import type { ProductListResponse, SortDirection, SortField } from '@bayi/common';

/** The four sort choices of spec §9, keyed "field-direction". */
export const SORT_OPTIONS = [
  { value: 'fiyat-asc', label: 'Fiyat (Artan)', f: 'fiyat', d: 'asc' },
  { value: 'fiyat-desc', label: 'Fiyat (Azalan)', f: 'fiyat', d: 'desc' },
  { value: 'ad-asc', label: 'Ürün Adı (A-Z)', f: 'ad', d: 'asc' },
  { value: 'ad-desc', label: 'Ürün Adı (Z-A)', f: 'ad', d: 'desc' },
] as const satisfies ReadonlyArray<{ value: string; label: string; f: SortField; d: SortDirection }>;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** List query values the address bar keeps, so back/forward and reload show the same list. */
export const LIST_PARAMS = ['page', 'f', 'd', 'instock'] as const;

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
  const sort = SORT_OPTIONS.find((option) => option.value === sortValue)?.value ?? null;
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
  const sort = SORT_OPTIONS.find((option) => option.value === state.sort);
  if (sort) {
    query.set('d', sort.d);
    query.set('f', sort.f);
  }
  if (state.inStock !== null) query.set('instock', String(state.inStock));
  return query.toString();
}

/** What the controls show: the dealer's choice, else what the server applied. */
export function effectiveSort(state: ListState, data: ProductListResponse | undefined): SortValue {
  if (state.sort) return state.sort;
  const applied = `${data?.sort.f ?? 'ad'}-${data?.sort.d ?? 'asc'}`;
  return SORT_OPTIONS.find((option) => option.value === applied)?.value ?? 'ad-asc';
}

export function effectiveInStock(state: ListState, data: ProductListResponse | undefined): boolean {
  return state.inStock ?? data?.sort.instock ?? false;
}

export function totalPagesOf(data: ProductListResponse): number {
  const { totalRecords, pageSize } = data.pagerInfo;
  return pageSize > 0 ? Math.ceil(totalRecords / pageSize) : 0;
}
