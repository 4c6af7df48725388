import { LIST_SORTS, type ListState, type ProductListResponse, type SortValue } from '@bayi/common';

// The reading of the address and the list call's query are shared with the server, which carries the first
// page's answer for that exact call (common/src/product-list.ts).
export { listApiQuery, readListState, type ListState, type SortValue } from '@bayi/common';

const SORT_LABELS: Record<SortValue, string> = {
  'fiyat-asc': 'Fiyat (Artan)',
  'fiyat-desc': 'Fiyat (Azalan)',
  'ad-asc': 'Ürün Adı (A-Z)',
  'ad-desc': 'Ürün Adı (Z-A)',
};

/** The four sort choices of spec §9, keyed "field-direction", with their labels. */
export const SORT_OPTIONS = LIST_SORTS.map((sort) => ({ ...sort, label: SORT_LABELS[sort.value] }));

/** List query values the address bar keeps, so back/forward and reload show the same list. */
export const LIST_PARAMS = ['page', 'f', 'd', 'instock'] as const;

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
