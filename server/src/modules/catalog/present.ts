import Decimal from 'decimal.js';
import { turkishCollator, type Brand, type CurrencyCode, type Product, type ProductListResponse } from '@bayi/common';
import { imageUrl } from '../content/image-url';
import { agreementPrice, formatKurus, productPrice } from '../pricing/contract';
import {
  priceLines,
  teskCents,
  type PriceList,
  type PriceTerms,
  type ProductPriceInput,
} from '../pricing/price-product';
import { productPriceInput, type Viewer } from '../pricing/service';
import { inStock, stockStatus } from '../pricing/stock';
import type { ProductRow } from './repository';
import {
  AsciiWriter,
  asciiJson,
  literal,
  openJson,
  type BoxJson,
  type PricedBox,
  type PricedField,
} from './product-json';
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
  /** The visitor's box as JSON without its closing brace, written when a visitor first sees the product. */
  visitorJson: Buffer | null;
  /**
   * The dealers' fields without prices as JSON in ASCII, without its closing brace (the prices follow): the bulk of
   * a box's bytes, kept as bytes outside the heap — as a text, every row a fresh server read was 1.1 KB the young
   * generation's collections copied twice before it settled.
   */
  dealerJson: Buffer;
  /** The row's VAT and prices as the pricing function reads them: one object, so it keeps its list prices. */
  prices: ProductPriceInput;
  inStock: boolean;
}

/**
 * Rows are shared objects, replaced when their product changes (caches.ts): what does not depend on the
 * dealer is serialised once per row, and a dealer's box adds only its prices. Only its bytes and the
 * price input are kept: every row a fresh server reads outlives the young generation, and a box object kept
 * beside its JSON was a third of what each such row cost the collector to copy.
 *
 * Kept on the row object itself, under a symbol (JSON and the rows' comparisons never see it): in a WeakMap by row
 * each box was a hash lookup, and each entry an ephemeron the collector walks again on every full collection.
 */
const SHARED_BOX = Symbol('sharedBox');
type PresentedRow = ProductRow & { [SHARED_BOX]?: SharedBox };

function sharedBox(row: PresentedRow, context: BoxContext): SharedBox {
  const kept = row[SHARED_BOX];
  if (kept && kept.barcodesAllowed === context.barcodesAllowed) return kept;
  const qty = new Decimal(row.stock_qty);
  const shared: SharedBox = {
    barcodesAllowed: context.barcodesAllowed,
    visitorJson: null,
    dealerJson: dealerFieldsBytes(row, context.barcodesAllowed, qty),
    prices: productPriceInput(row, undefined),
    inStock: inStock(qty),
  };
  // Not enumerable: a row copied with a spread (`{ ...row, stock_qty }`) is another row and must not take it along.
  Object.defineProperty(row, SHARED_BOX, { value: shared, writable: true, configurable: true });
  return shared;
}

/** A box's images, small to large. */
const boxImages = (row: ProductRow) =>
  (row.images ?? []).map((img) => ({
    id: img.id,
    name: img.file,
    smallUrl: imageUrl(img.file, 1),
    mediumUrl: imageUrl(img.file, 2),
    largeUrl: imageUrl(img.file, 3),
  }));

/** The fields every dealer sees alike, as an object: for a detail page and a visitor's box (made as needed). */
function dealerFields(row: ProductRow, barcodesAllowed: boolean): Omit<Product, PricedField> {
  const qty = new Decimal(row.stock_qty);
  return {
    id: row.id,
    ad: row.name,
    kod: row.code,
    barkod: row.barcode,
    showBarkod: barcodesAllowed && row.show_barcode && !!row.barcode,
    aciklama: '',
    stokBirim: row.unit,
    marka: row.brand_name,
    markaId: row.brand_id,
    images: boxImages(row),
    teminDisplayName: row.delivery_text,
    temin: !!row.delivery_text,
    stokNotId: row.category_id,
    miktarDisplayName: stockStatus(qty, row.unit),
    miktar: qty.toNumber(),
  };
}

/**
 * dealerFields as JSON in ASCII without its closing brace (the prices follow), as bytes of its own: written
 * member by member without making the object (JSON.stringify of it, member for member: the tests compare the
 * two), each text escaped as it is copied (AsciiWriter.json) and texts many rows share escaped once (`literal`).
 * A row read for the first time leaves nothing behind but these bytes (its texts put together as
 * strings, each escaped on its own, were a third of what a page of new rows cost to price).
 */
function dealerFieldsBytes(row: ProductRow, barcodesAllowed: boolean, qty: Decimal): Buffer {
  const w = sharedWriter;
  w.reset();
  w.text('{"id":');
  w.number(row.id);
  w.text(',"ad":');
  w.json(row.name);
  w.text(',"kod":');
  w.json(row.code);
  w.text(',"barkod":');
  w.json(row.barcode);
  w.text(barcodesAllowed && row.show_barcode && !!row.barcode ? ',"showBarkod":true' : ',"showBarkod":false');
  w.text(',"aciklama":"","stokBirim":');
  w.text(shared(row.unit));
  w.text(',"marka":');
  w.text(shared(row.brand_name));
  w.text(',"markaId":');
  w.number(row.brand_id);
  w.text(',"images":[');
  const images = row.images ?? [];
  for (let i = 0; i < images.length; i++) {
    const img = images[i]!;
    w.text(i === 0 ? '{"id":' : ',{"id":');
    w.number(img.id);
    w.text(',"name":');
    w.json(img.file);
    w.text(',"smallUrl":');
    w.json(imageUrl(img.file, 1));
    w.text(',"mediumUrl":');
    w.json(imageUrl(img.file, 2));
    w.text(',"largeUrl":');
    w.json(imageUrl(img.file, 3));
    w.text('}');
  }
  w.text('],"teminDisplayName":');
  w.text(shared(row.delivery_text));
  w.text(row.delivery_text ? ',"temin":true,"stokNotId":' : ',"temin":false,"stokNotId":');
  w.number(row.category_id);
  w.text(',"miktarDisplayName":');
  w.text(shared(stockStatus(qty, row.unit)));
  w.text(',"miktar":');
  w.number(qty.toNumber());
  return w.take(true);
}
/** A text many rows share (a unit, a brand, a delivery text) as its JSON literal, escaped once. */
const shared = (value: string | null) => (value === null ? 'null' : literal(value));
const sharedWriter = new AsciiWriter(16 * 1024);

/** A visitor's box: the dealers' fields with every price, quantity and stock field empty (spec §1). */
function visitorBox(row: ProductRow, barcodesAllowed: boolean): Product {
  return {
    ...dealerFields(row, barcodesAllowed),
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
  };
}

/**
 * What a dealer's box adds to the shared part: the prices, from the pricing function, as its figures (a list's box
 * is written from them: product-json.ts).
 */
function pricedBox(row: ProductRow, shared: SharedBox, viewer: Viewer, terms: PriceTerms, context: BoxContext) {
  const agreement = viewer.agreements.get(row.id);
  const priced = priceLines(agreement ? { ...shared.prices, agreement } : shared.prices, terms);
  const tesk = context.rates && priced.quote ? teskCents(priced.quote, context.rates) : null;
  const box: PricedBox = {
    lines: priced.lines,
    multiPrice: priced.lines.length > 1,
    iskonto: priced.iskonto,
    showIskonto: priced.iskonto > 0,
    showTeskFiyat: tesk !== null,
    tesk,
    stokAnlasmaFiyat: priced.agreement,
    showAddBasketButton: priced.quote !== null && shared.inStock,
  };
  return box;
}

/** A dealer's priced fields as the API contract's members (a detail page's box). */
function pricedFields(box: PricedBox): Pick<Product, PricedField> {
  return {
    fiyats: box.lines.map(productPrice),
    multiPrice: box.multiPrice,
    iskonto: box.iskonto,
    showIskonto: box.showIskonto,
    showTeskFiyat: box.showTeskFiyat,
    teskFiyatFTL: box.tesk === null ? null : formatKurus(box.tesk),
    stokAnlasmaFiyat: box.stokAnlasmaFiyat && agreementPrice(box.stokAnlasmaFiyat),
    showAddBasketButton: box.showAddBasketButton,
  };
}

/** The product of a detail page, with its description (sanitised HTML: caches.description), as the viewer sees it. */
export function productBox(row: ProductRow, viewer: Viewer, context: BoxContext, aciklama: string): Product {
  const box = viewer.terms
    ? {
        ...dealerFields(row, context.barcodesAllowed),
        ...pricedFields(pricedBox(row, sharedBox(row, context), viewer, viewer.terms, context)),
      }
    : visitorBox(row, context.barcodesAllowed);
  return { ...box, aciklama };
}

/**
 * A list's product boxes as the viewer sees them, as their JSON (product-json.ts answerBytes writes them): a
 * dealer's box is the shared part's JSON with the prices appended, so only the prices are serialised here, and no
 * box object is made for a list (its answer is only ever sent, and a box object per box was most of what a
 * page left to collect).
 */
export function boxJsons(rows: readonly ProductRow[], viewer: Viewer, context: BoxContext): BoxJson[] {
  return rows.map((row) => {
    const shared = sharedBox(row, context);
    if (!viewer.terms) {
      return {
        shared: (shared.visitorJson ??= openJson(asciiJson(visitorBox(row, context.barcodesAllowed)))),
        priced: null,
      };
    }
    return { shared: shared.dealerJson, priced: pricedBox(row, shared, viewer, viewer.terms, context) };
  });
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
  const lists = viewer.terms?.lists ?? NO_LISTS;
  return {
    multiPrice: lists.length > 1,
    fiyatAds: listNames(lists),
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

const NO_LISTS: readonly PriceList[] = Object.freeze([]);
const namesOfLists = new WeakMap<readonly PriceList[], readonly string[]>();
/**
 * The names of a viewer's lists, last first: the spec's client reverses fiyatAds before use (spec §3). Frozen and
 * made once per lists array (a dealer's viewer keeps it), so its JSON is written once (product-json.ts).
 */
function listNames(lists: readonly PriceList[]): string[] {
  let names = namesOfLists.get(lists);
  if (names === undefined) namesOfLists.set(lists, (names = Object.freeze(lists.map((l) => l.name).reverse())));
  return names as string[];
}

/** A list's category as its answer names it; frozen and made once per category, as listNames. */
const categoryRefs = new WeakMap<object, { id: number; displayName: string }>();
export function categoryRef(category: { id: number; name: string }): { id: number; displayName: string } {
  let ref = categoryRefs.get(category);
  if (ref === undefined)
    categoryRefs.set(category, (ref = Object.freeze({ id: category.id, displayName: category.name })));
  return ref;
}

/**
 * A brand page's brand and title (`Marka — Kategori` within a category), frozen and made once per brand and category
 * object, as categoryRef: written once (product-json.ts), where every brand page's were serialised member by member.
 */
const brandRefs = new WeakMap<object, { marka: { id: number; ad: string }; titles: Map<string, string> }>();
export function brandRef(brand: { id: number; name: string }, category: { displayName: string } | null) {
  let ref = brandRefs.get(brand);
  if (ref === undefined)
    brandRefs.set(brand, (ref = { marka: Object.freeze({ id: brand.id, ad: brand.name }), titles: new Map() }));
  if (category === null) return { marka: ref.marka, title: brand.name };
  let title = ref.titles.get(category.displayName);
  if (title === undefined) ref.titles.set(category.displayName, (title = `${brand.name} — ${category.displayName}`));
  return { marka: ref.marka, title };
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

const ratesSigs = new WeakMap<object, string>();
/**
 * What besides the row and the viewer's terms a box shows — display settings and exchange rates — as text: a kept
 * answer is checked by it (product-json.ts pageBody). Made from what the page already read: nothing is awaited.
 */
export function boxSignature(
  viewer: Viewer,
  settings: ReadonlyMap<string, string>,
  rates: ReadonlyMap<string, unknown> | null,
): string {
  if (!viewer.terms) return 'visitor';
  let ratesSig = rates === null ? 'null' : ratesSigs.get(rates);
  if (ratesSig === undefined) ratesSigs.set(rates!, (ratesSig = JSON.stringify([...rates!])));
  return `${viewer.signature}|${settings.get('fiyat.teskFiyat.goster')}|${settings.get('stok.barkod.goster')}|${ratesSig}`;
}
