import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '@bayi/common';
import {
  effectiveInStock,
  effectiveSort,
  listApiQuery,
  readListState,
  SORT_OPTIONS,
  totalPagesOf,
  type ListState,
} from './listParams';

const read = (query: string) => readListState(new URLSearchParams(query));

/** A list answer with no products: only its paging and the sort the server applied matter here. */
function listResponse(
  sort: ProductListResponse['sort'],
  pagerInfo: ProductListResponse['pagerInfo'] = { totalRecords: 0, pageNo: 1, pageSize: 20 },
): ProductListResponse {
  return {
    stoks: [],
    multiPrice: false,
    fiyatAds: [],
    showTemin: false,
    showIskonto: false,
    noRecord: pagerInfo.totalRecords === 0,
    showAnlasmaFiyat: false,
    markas: [],
    title: 'Kablolar',
    marka: null,
    category: { id: 5, displayName: 'Kablolar' },
    pagerInfo,
    sort,
  };
}

const NOTHING_CHOSEN: ListState = { page: 1, sort: null, inStock: null };

describe('the list state in the address', () => {
  it('an address without list parameters is the first page with the server defaults', () => {
    expect(read('')).toEqual(NOTHING_CHOSEN);
    expect(read('q=kablo')).toEqual(NOTHING_CHOSEN);
  });

  it('reads the page number', () => {
    expect(read('page=3').page).toBe(3);
    expect(read('page=1').page).toBe(1);
  });

  it('a page that is not a whole number is NaN, so the page can say so', () => {
    expect(read('page=abc').page).toBeNaN();
    expect(read('page=').page).toBeNaN();
    expect(read('page=-2').page).toBeNaN();
    expect(read('page=2.5').page).toBeNaN();
  });

  it('reads each of the four sort choices from its field and direction', () => {
    expect(read('f=fiyat&d=asc').sort).toBe('fiyat-asc');
    expect(read('f=fiyat&d=desc').sort).toBe('fiyat-desc');
    expect(read('d=asc&f=ad').sort).toBe('ad-asc');
    expect(read('f=ad&d=desc').sort).toBe('ad-desc');
  });

  it('ignores half a sort pair or an unknown one', () => {
    expect(read('f=fiyat').sort).toBeNull();
    expect(read('d=desc').sort).toBeNull();
    expect(read('f=stok&d=asc').sort).toBeNull();
    expect(read('f=fiyat&d=up').sort).toBeNull();
  });

  it('reads the in-stock filter as true, false or not chosen', () => {
    expect(read('instock=true').inStock).toBe(true);
    expect(read('instock=false').inStock).toBe(false);
    expect(read('instock=yes').inStock).toBeNull();
    expect(read('instock=').inStock).toBeNull();
  });
});

describe('the query of the list call', () => {
  it('leaves out what the dealer did not choose', () => {
    expect(listApiQuery(NOTHING_CHOSEN)).toBe('');
  });

  it('leaves out page 1 and an unusable page', () => {
    expect(listApiQuery({ ...NOTHING_CHOSEN, page: 1 })).toBe('');
    expect(listApiQuery({ ...NOTHING_CHOSEN, page: Number.NaN })).toBe('');
    expect(listApiQuery({ ...NOTHING_CHOSEN, page: 0 })).toBe('');
    expect(listApiQuery({ ...NOTHING_CHOSEN, page: 3 })).toBe('page=3');
  });

  it('sends the sort as direction and field', () => {
    expect(listApiQuery({ ...NOTHING_CHOSEN, sort: 'fiyat-desc' })).toBe('d=desc&f=fiyat');
    expect(listApiQuery({ ...NOTHING_CHOSEN, sort: 'ad-asc' })).toBe('d=asc&f=ad');
  });

  it('sends the in-stock filter whichever way it was chosen', () => {
    expect(listApiQuery({ ...NOTHING_CHOSEN, inStock: true })).toBe('instock=true');
    expect(listApiQuery({ ...NOTHING_CHOSEN, inStock: false })).toBe('instock=false');
  });

  it("keeps the page's own parameters, such as the search words, first", () => {
    expect(listApiQuery({ page: 2, sort: 'ad-desc', inStock: true }, { q: 'kablo 3x2,5' })).toBe(
      'q=kablo+3x2%2C5&page=2&d=desc&f=ad&instock=true',
    );
    expect(listApiQuery(NOTHING_CHOSEN, { q: 'priz' })).toBe('q=priz');
  });

  it('is read back as the same state', () => {
    for (const option of SORT_OPTIONS) {
      for (const inStock of [true, false, null]) {
        const state: ListState = { page: 4, sort: option.value, inStock };
        expect(read(listApiQuery(state))).toEqual(state);
      }
    }
  });
});

describe('what the list controls show', () => {
  const applied = listResponse({ f: 'fiyat', d: 'desc', instock: true });

  it("show the dealer's sort over the one the server applied", () => {
    expect(effectiveSort({ ...NOTHING_CHOSEN, sort: 'ad-asc' }, applied)).toBe('ad-asc');
  });

  it('show the sort the server applied when the dealer chose none', () => {
    expect(effectiveSort(NOTHING_CHOSEN, applied)).toBe('fiyat-desc');
  });

  it('show name A-Z while the list is still loading', () => {
    expect(effectiveSort(NOTHING_CHOSEN, undefined)).toBe('ad-asc');
  });

  it("show the dealer's in-stock choice over the server's, even when it is off", () => {
    expect(effectiveInStock({ ...NOTHING_CHOSEN, inStock: false }, applied)).toBe(false);
    expect(
      effectiveInStock({ ...NOTHING_CHOSEN, inStock: true }, listResponse({ f: 'ad', d: 'asc', instock: false })),
    ).toBe(true);
  });

  it("show the server's in-stock filter when the dealer chose none, and off while loading", () => {
    expect(effectiveInStock(NOTHING_CHOSEN, applied)).toBe(true);
    expect(effectiveInStock(NOTHING_CHOSEN, undefined)).toBe(false);
  });
});

describe('the number of pages', () => {
  const pages = (totalRecords: number, pageSize: number) =>
    totalPagesOf(listResponse({ f: 'ad', d: 'asc', instock: false }, { totalRecords, pageSize, pageNo: 1 }));

  it('counts a partly filled last page', () => {
    expect(pages(95, 20)).toBe(5);
    expect(pages(101, 20)).toBe(6);
  });

  it('counts full pages exactly', () => {
    expect(pages(100, 20)).toBe(5);
    expect(pages(1, 20)).toBe(1);
  });

  it('is zero for an empty list', () => {
    expect(pages(0, 20)).toBe(0);
  });

  it('is zero, not infinity, when the page size is zero', () => {
    expect(pages(95, 0)).toBe(0);
    expect(pages(0, 0)).toBe(0);
  });
});
