import Decimal from 'decimal.js';
import {
  formatCents,
  turkishCollator,
  type Brand,
  type CurrencyCode,
  type Product,
  type ProductListResponse,
  type PromotionResponse,
} from '@bayi/common';
import { imageUrl } from '../content/image-url';
import { sanitizeContentHtml } from '../content/sanitize';
import { priceProduct, unitCentsWithVatInTl, type PriceTerms, type ProductPriceInput } from '../pricing/price-product';
import { productPriceInput, type Viewer } from '../pricing/service';
import { inStock, stockStatus } from '../pricing/stock';
import type { ProductRow } from './repository';
import { asciiJson, pricedFieldsJson, type PricedField } from './product-json';
import type { BoxDisplay, ListOptions } from './rules';

/**
 * The catalogue's answers in the shapes of the API contract (spec §3 "Product", "Product list"):
 * Turkish field names, formatted prices beside raw numbers, nothing priced for visitors.
 */

/** What a box shows beyond the product row and the viewer: display settings and today's rates (for teskFiyat). */
export interface BoxContext extends BoxDisplay {
  rates: ReadonlyMap<CurrencyCode, Decimal> | null;
}

/** What every dealer sees alike of a product (all but prices), and the whole box of a visitor. */
interface SharedBox {
  barcodesAllowed: boolean;
  /** Made when a visitor first sees the product. */
  visitor: Product | null;
  visitorJson: string | null;
  /** The dealers' fields without prices, and their JSON (the bulk of a box's bytes, kept one-byte: asciiJson). */
  dealer: Omit<Product, PricedField>;
  dealerJson: string;
  /** The row's VAT and prices as the pricing function reads them: one object, so it keeps its list prices. */
  prices: ProductPriceInput;
  inStock: boolean;
}

/**
 * Rows are shared objects, replaced when their product changes (caches.ts): what does not depend on the
 * dealer is built and serialised once per row, and a dealer's box adds only its prices (issue 15).
 */
const sharedBoxes = new WeakMap<ProductRow, SharedBox>();

function sharedBox(row: ProductRow, context: BoxContext): SharedBox {
  const kept = sharedBoxes.get(row);
  if (kept && kept.barcodesAllowed === context.barcodesAllowed) return kept;
  const qty = new Decimal(row.stock_qty);
  const images = (row.images ?? []).map((img) => ({
    id: img.id,
    name: img.file,
    smallUrl: imageUrl(img.file, 1),
    mediumUrl: imageUrl(img.file, 2),
    largeUrl: imageUrl(img.file, 3),
  }));
  const base = {
    id: row.id,
    ad: row.name,
    kod: row.code,
    barkod: row.barcode,
    showBarkod: context.barcodesAllowed && row.show_barcode && !!row.barcode,
    aciklama: '',
    stokBirim: row.unit,
    marka: row.brand_name,
    markaId: row.brand_id,
    images,
    teminDisplayName: row.delivery_text,
    temin: !!row.delivery_text,
    stokNotId: row.category_id,
  };
  const dealer = { ...base, miktarDisplayName: stockStatus(qty, row.unit), miktar: qty.toNumber() };
  const shared: SharedBox = {
    barcodesAllowed: context.barcodesAllowed,
    visitor: null,
    visitorJson: null,
    dealer,
    dealerJson: asciiJson(dealer),
    prices: productPriceInput(row, undefined),
    inStock: inStock(qty),
  };
  sharedBoxes.set(row, shared);
  return shared;
}

/** A visitor's box: the dealers' fields with every price, quantity and stock field empty (DESIGN §4). */
function visitorBox(shared: SharedBox): Product {
  return (shared.visitor ??= {
    ...shared.dealer,
    fiyats: null,
    multiPrice: false,
    iskonto: null,
    showIskonto: false,
    showTeskFiyat: false,
    teskFiyatFTL: null,
    stokAnlasmaFiyat: null,
    showAddBasketButton: false,
    miktarDisplayName: null,
    miktar: null,
  });
}

/** What a dealer's box adds to the shared part: the prices, from the pricing function. */
function pricedFields(row: ProductRow, shared: SharedBox, viewer: Viewer, terms: PriceTerms, context: BoxContext) {
  const agreement = viewer.agreements.get(row.id);
  const priced = priceProduct(agreement ? { ...shared.prices, agreement } : shared.prices, terms);
  const tesk = context.rates && priced.quote ? unitCentsWithVatInTl(priced.quote, context.rates) : null;
  const prices: Pick<Product, PricedField> = {
    fiyats: priced.fiyats,
    multiPrice: priced.fiyats.length > 1,
    iskonto: priced.iskonto,
    showIskonto: priced.iskonto > 0,
    showTeskFiyat: tesk !== null,
    teskFiyatFTL: tesk === null ? null : formatCents(tesk),
    stokAnlasmaFiyat: priced.agreement,
    showAddBasketButton: priced.quote !== null && shared.inStock,
  };
  return prices;
}

/** The product of a detail page, with its description, as the viewer sees it. */
export function productBox(row: ProductRow, viewer: Viewer, context: BoxContext, description: string): Product {
  const shared = sharedBox(row, context);
  const box = viewer.terms
    ? { ...shared.dealer, ...pricedFields(row, shared, viewer, viewer.terms, context) }
    : visitorBox(shared);
  return { ...box, aciklama: sanitizeContentHtml(description) };
}

/**
 * A list's product boxes as the viewer sees them, as their JSON array: a dealer's box is the shared part's JSON
 * with the prices appended, so only the prices are serialised here, and no box object is made for a list (its
 * answer is only ever sent: issue 15, a box object per box was most of what a page left to collect).
 */
export function boxesJson(rows: readonly ProductRow[], viewer: Viewer, context: BoxContext): string {
  const jsons: string[] = [];
  for (const row of rows) {
    const shared = sharedBox(row, context);
    if (!viewer.terms) jsons.push((shared.visitorJson ??= asciiJson(visitorBox(shared))));
    else {
      const prices = pricedFieldsJson(pricedFields(row, shared, viewer, viewer.terms, context));
      jsons.push(`${shared.dealerJson.slice(0, -1)},${prices}}`);
    }
  }
  return `[${jsons.join(',')}]`;
}

/**
 * A page of a product list, all but its boxes (product-json.ts BoxPage): what the boxes would say of delivery
 * texts and contract prices is read from their rows and the viewer, so kept bytes can be checked unpriced.
 */
export function listAnswer(
  viewer: Viewer,
  rows: readonly ProductRow[],
  total: number,
  page: number,
  options: ListOptions,
  meta: Pick<ProductListResponse, 'title' | 'marka' | 'category' | 'markas'>,
): Omit<ProductListResponse, 'stoks'> {
  const lists = viewer.terms?.lists ?? [];
  return {
    multiPrice: lists.length > 1,
    // The spec's client reverses fiyatAds before use (spec §3), so they travel last-first.
    fiyatAds: lists.map((l) => l.name).reverse(),
    // A box's `temin`, and its `stokAnlasmaFiyat` (a dealer's contract price for the product: pricedFields).
    showTemin: rows.some((r) => !!r.delivery_text),
    showIskonto: !!viewer.terms && viewer.terms.discountRate.gt(0),
    noRecord: total === 0,
    showAnlasmaFiyat: !!viewer.terms && rows.some((r) => viewer.agreements.has(r.id)),
    ...meta,
    pagerInfo: { totalRecords: total, pageNo: page, pageSize: options.pageSize },
    sort: { f: options.field, d: options.direction, instock: options.instock },
  };
}

/** The brand drop-down of a list, sorted the Turkish way; frozen, so its JSON is written once (product-json.ts). */
export function brandOptions(brands: { id: number; name: string }[], categoryId: number) {
  const options = brands
    .sort((a, b) => turkishCollator.compare(a.name, b.name))
    .map((b) => Object.freeze({ id: b.id, ad: b.name, category: categoryId }));
  Object.freeze(options);
  return options;
}

export const brandsAnswer = (rows: { id: number; name: string; logo: string | null }[]): Brand[] =>
  rows.sort((a, b) => turkishCollator.compare(a.name, b.name)).map((b) => ({ id: b.id, ad: b.name, logo: b.logo }));

export function promotionAnswer(
  row:
    | {
        id: number;
        display_name: string;
        items: { url: string; imageUrl: string; title: string; text: string; actionButtonText: string }[] | null;
      }
    | undefined,
): PromotionResponse {
  if (!row) return { id: 0, displayName: '', activeItems: [] };
  return {
    id: row.id,
    displayName: row.display_name,
    activeItems: (row.items ?? []).map((i) => ({
      ...i,
      imageUrl: /^(https?:)?\//.test(i.imageUrl) ? i.imageUrl : imageUrl(i.imageUrl, 0),
    })),
  };
}
