import type { SortDirection, SortField } from '@bayi/common';
import { settingIsOn } from '../application/service';
import type { PriceList } from '../pricing/price-product';
import type { Viewer } from '../pricing/service';

/** The catalogue's rules: how a list is paged and sorted, and what a product box shows (spec §3, §4). */

/** Autocomplete shows at most this many products. */
export const AUTOCOMPLETE_LIMIT = 10;
/** A product slider shows at most this many products, whatever itemCount asks. */
const SLIDER_MAX = 50;

/** The paging and sorting a list call asks for (spec §7). */
export interface ListRequest {
  page: number;
  f?: SortField;
  d?: SortDirection;
  instock?: 'true' | 'false';
}

export interface ListOptions {
  pageSize: number;
  field: SortField;
  direction: SortDirection;
  instock: boolean;
}

/** The request's paging and sorting, the settings' defaults where it says nothing (spec §4 "Lists"). */
export function listOptions(settings: ReadonlyMap<string, string>, req: ListRequest): ListOptions {
  const pageSize = Math.min(100, Math.max(1, Number(settings.get('catalog.pageSize') ?? 24) || 24));
  const field: SortField = req.f ?? (settings.get('stok.default.sort.field') === 'fiyat' ? 'fiyat' : 'ad');
  const direction: SortDirection = req.d ?? (settings.get('stok.default.sort.order') === 'desc' ? 'desc' : 'asc');
  const instock =
    req.instock !== undefined ? req.instock === 'true' : settingIsOn(settings.get('stok.listele.stoktakiler'));
  return { pageSize, field, direction, instock };
}

/**
 * The price list whose price orders a list by price: the dealer's chosen list, else its first; for
 * visitors (who see no prices) the storefront's first list.
 */
export function sortingListId(viewer: Viewer, allLists: readonly PriceList[]): number | null {
  if (!viewer.terms) return allLists[0]?.id ?? null;
  return viewer.terms.selectedListId ?? viewer.terms.lists[0]?.id ?? null;
}

/** How many products a slider shows: itemCount when positive, at most SLIDER_MAX. */
export const sliderCount = (itemCount: number) => (itemCount > 0 ? Math.min(itemCount, SLIDER_MAX) : SLIDER_MAX);

/** What the settings let a product box show. */
export interface BoxDisplay {
  /** The order price with VAT in TL (teskFiyatFTL); on unless fiyat.teskFiyat.goster says otherwise. */
  showTesk: boolean;
  /** Barcodes, for products that allow it; on unless stok.barkod.goster says otherwise. */
  barcodesAllowed: boolean;
}

export function boxDisplay(settings: ReadonlyMap<string, string>): BoxDisplay {
  return {
    showTesk: settingIsOn(settings.get('fiyat.teskFiyat.goster') ?? 'True'),
    barcodesAllowed: settingIsOn(settings.get('stok.barkod.goster') ?? 'True'),
  };
}

/** The product detail's two related lists (spec §2 "Product detail"): keys sys.{kind}:{productId}. */
export type RelatedKind = 'alternatifstoklar' | 'birliktesatilanlar';
export const RELATED_TITLES: Record<RelatedKind, string> = {
  alternatifstoklar: 'Alternatif Satanlar',
  birliktesatilanlar: 'Birlikte Satılanlar',
};
/** How many products a related list chosen by rule holds at most. */
export const RELATED_BY_RULE_MAX = 12;

/** The kind and product of a related list's key, or null for any other slider. */
export function relatedKey(key: string): { kind: RelatedKind; productId: number } | null {
  const m = /^sys\.(alternatifstoklar|birliktesatilanlar):(\d+)$/.exec(key);
  return m ? { kind: m[1] as RelatedKind, productId: Number(m[2]) } : null;
}
