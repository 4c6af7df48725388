import Decimal from 'decimal.js';
import {
  turkishCollator,
  type Brand,
  type CurrencyCode,
  type Product,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductSliderResponse,
  type PromotionResponse,
  type SortDirection,
  type SortField,
} from '@bayi/common';
import { notFound } from '../../plugins/errors';
import { SharedDataCache } from '../../lib/shared-data-cache';
import { BatchCache } from '../../lib/batch-cache';
import type { SessionUser } from '../auth/service';
import { settingIsOn, type ApplicationService } from '../application/service';
import type { ContentService } from '../content/service';
import { sanitizeContentHtml } from '../content/sanitize';
import type {
  AgreementRow,
  CatalogRepository,
  ListFilter,
  ListOrder,
  OrderPricingData,
  ProductRow,
} from './repository';
import {
  formatPrice,
  orderPriceOf,
  priceProduct,
  unitPriceWithVatInTl,
  type OrderPrice,
  type PriceListInfo,
  type ProductPriceInput,
  type PricingViewer,
} from './pricing';
import { searchTerms, Vocabulary } from './search-terms';

/** Who is asking, as far as prices go: a visitor (no prices at all) or a dealer with a pricing context. */
export interface CatalogViewer {
  dealerId: number | null;
  pricing: PricingViewer | null;
  /** The dealer's contract prices valid today, by product id. */
  agreements: ReadonlyMap<number, AgreementRow>;
  /** Who sees the same product boxes: visitors alike, a dealer per chosen list. */
  key: string;
  /** Everything of the pricing context a box depends on, as text: a box priced under another is stale. */
  pricingSig: string;
}

/** What the catalogue quotes for ordering a product: the order price (null: none for this dealer) and stock. */
export interface OrderQuote {
  orderPrice: OrderPrice | null;
  stock: Decimal;
}

const VISITOR: CatalogViewer = { dealerId: null, pricing: null, agreements: new Map(), key: 'visitor', pricingSig: '' };

export interface ListRequest {
  page: number;
  f?: SortField;
  d?: SortDirection;
  instock?: 'true' | 'false';
}

const LOW_STOCK = 10;
const AUTOCOMPLETE_LIMIT = 10;
const SLIDER_MAX = 50;

export const imageUrl = (file: string, size: 0 | 1 | 2 | 3) =>
  `/image/show/?fileName=${encodeURIComponent(file)}&size=${size}`;

/** Stock status a dealer reads; visitors get none (DESIGN §4). */
function stockStatus(qty: Decimal, unit: string): string {
  if (qty.lte(0)) return 'Stokta Yok';
  if (qty.lt(LOW_STOCK)) return `Son ${qty.toDecimalPlaces(0, Decimal.ROUND_DOWN).toString()} ${unit}`;
  return 'Stokta Var';
}

/** A product row and the dealer's contract price for it, as the pricing function reads them. */
function pricingInput(
  row: Pick<ProductRow, 'vat_rate' | 'prices'>,
  agreement: AgreementRow | undefined,
): ProductPriceInput {
  return {
    vatRate: new Decimal(row.vat_rate),
    prices: new Map(Object.entries(row.prices ?? {}).map(([k, v]) => [Number(k), v])),
    agreement: agreement ?? null,
  };
}

/** Pages and boxes kept per process; bounded so a 200,000-product catalogue cannot fill memory. */
const PAGE_CACHE_ENTRIES = 5_000;
const ROW_CACHE_ENTRIES = 50_000;
/** Boxes are per dealer: 100 dealers browsing 1,000 products each. */
const BOX_CACHE_ENTRIES = 100_000;

export function createCatalogService(
  repo: CatalogRepository,
  application: ApplicationService,
  content: ContentService,
  ttl: { sharedTtlMs: number; listTtlMs: number },
) {
  const cacheTtlMs = ttl.sharedTtlMs;
  const priceListCache = new SharedDataCache(cacheTtlMs, () => repo.priceLists());
  const dealerCache = new SharedDataCache(cacheTtlMs, async (dealerId: number) => {
    const [pricing, agreements] = await Promise.all([repo.dealerPricing(dealerId), repo.agreements(dealerId, null)]);
    return pricing && { ...pricing, agreements, sig: JSON.stringify([pricing, [...agreements]]) };
  });
  // The brand drop-down of a list, sorted once per load (Turkish collation is not cheap).
  const brandOptionsCache = new SharedDataCache(cacheTtlMs, async (categoryId: number) => {
    const brands = await repo.brandsIn(categoryId > 0 ? categoryId : null);
    return brands
      .sort((a, b) => turkishCollator.compare(a.name, b.name))
      .map((b) => ({ id: b.id, ad: b.name, category: categoryId }));
  });
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
      const { filter, order, page } = JSON.parse(key) as {
        filter: ListFilter;
        order: ListOrder;
        page: { limit: number; offset: number };
      };
      return repo.pageIds(filter, order, page);
    },
    undefined,
    PAGE_CACHE_ENTRIES,
  );
  // Product rows are shared by every viewer; a priced box is per viewer (dealer and chosen list).
  const rowCache = new BatchCache<number, ProductRow>(
    cacheTtlMs,
    ROW_CACHE_ENTRIES,
    undefined,
    undefined,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  // A row is reloaded as the same object while nothing in it changed (BatchCache `same`), so a box
  // priced from it stays right: boxes are re-priced only when their product or pricing changed.
  const boxes = new Map<string, { row: ProductRow; sig: string; box: Product }>();
  const ratesSigs = new WeakMap<object, string>();
  const sliderCache = new SharedDataCache(cacheTtlMs, (key: string) => repo.slider(key));
  const promotionCache = new SharedDataCache(cacheTtlMs, (key: string) => {
    const [type, viewType] = key.split(':');
    return repo.promotion(Number(type), viewType ? Number(viewType) : null);
  });
  // The vocabulary changes only with the catalogue; a minute is plenty.
  const vocabularyCache = new SharedDataCache(
    Math.max(cacheTtlMs, 60_000),
    async () => new Vocabulary(await repo.vocabulary()),
  );

  async function ratesByCurrency(): Promise<Map<CurrencyCode, Decimal>> {
    const rates = await application.latestRates();
    return new Map(rates.map((r) => [r.code as CurrencyCode, new Decimal(r.sell)]));
  }

  /** The pricing context of the session; priceName selects the shown list (spec §3 "Price-name preference"). */
  async function viewerFor(session: SessionUser | null, priceName: string | null): Promise<CatalogViewer> {
    if (!session || session.dealerId === null) return VISITOR;
    const [dealer, allLists] = await Promise.all([dealerCache.get(session.dealerId), priceListCache.get('all')]);
    if (!dealer) return VISITOR;
    return pricingViewer(session.dealerId, dealer, allLists, priceName);
  }

  function pricingViewer(
    dealerId: number,
    dealer: { listIds: number[]; discountRate: string; agreements: ReadonlyMap<number, AgreementRow>; sig?: string },
    allLists: (PriceListInfo & { sort: number })[],
    priceName: string | null,
  ): CatalogViewer {
    const byId = new Map(allLists.map((l) => [l.id, l]));
    const lists = dealer.listIds.map((id) => byId.get(id)).filter((l): l is PriceListInfo & { sort: number } => !!l);
    const selected = priceName ? lists.find((l) => l.name === priceName) : undefined;
    const selectedListId = selected?.id ?? null;
    return {
      dealerId,
      pricing: { lists, discountRate: new Decimal(dealer.discountRate), selectedListId },
      agreements: dealer.agreements,
      key: `${dealerId}.${selectedListId ?? ''}`,
      pricingSig: `${dealer.sig ?? ''}|${JSON.stringify(lists)}|${selectedListId ?? ''}`,
    };
  }

  /**
   * Order prices from pricing data read fresh (orderPricingColumns), by product id: each product is
   * priced with the list the viewer chose or — with `currencyOf` — with the dealer's list in the
   * currency its basket line was added in. Products missing from the data are missing here.
   */
  async function quote(
    viewer: CatalogViewer,
    data: OrderPricingData,
    currencyOf?: (productId: number) => string,
  ): Promise<Map<number, OrderQuote>> {
    const out = new Map<number, OrderQuote>();
    const dealerId = viewer.dealerId;
    const allLists = await priceListCache.get('all');
    const agreements = new Map(data.products.flatMap((p) => (p.agreement ? [[p.id, p.agreement] as const] : [])));
    const selected = viewer.pricing?.lists.find((l) => l.id === viewer.pricing?.selectedListId)?.name ?? null;
    const pricing =
      data.dealer && dealerId !== null
        ? pricingViewer(dealerId, { ...data.dealer, agreements }, allLists, selected).pricing
        : null;
    const inCurrency = (currency: string | undefined) => {
      const list = currency ? pricing?.lists.find((l) => l.currency === currency) : undefined;
      return pricing && list ? { ...pricing, selectedListId: list.id } : pricing;
    };
    for (const row of data.products) {
      const chosen = inCurrency(currencyOf?.(row.id));
      const orderPrice = chosen ? orderPriceOf(pricingInput(row, row.agreement), chosen) : null;
      out.set(row.id, { orderPrice, stock: new Decimal(row.stock_qty) });
    }
    return out;
  }

  /** Active products by id, from the shared row cache; at most one statement for the misses. */
  async function productRows(ids: number[]): Promise<Map<number, ProductRow>> {
    return rowCache.getMany(ids, async (missing) => {
      const rows = await repo.productsByIds(missing);
      return new Map(rows.map((r) => [r.id, r]));
    });
  }

  /** What besides the row and the dealer's pricing a box shows: display settings and exchange rates. */
  async function boxSignature(viewer: CatalogViewer): Promise<string> {
    if (!viewer.pricing) return 'visitor';
    const [settings, rates] = await Promise.all([application.settings(), application.latestRates()]);
    let ratesSig = ratesSigs.get(rates);
    if (ratesSig === undefined) ratesSigs.set(rates, (ratesSig = JSON.stringify(rates)));
    return `${viewer.pricingSig}|${settings.get('fiyat.teskFiyat.goster')}|${settings.get('stok.barkod.goster')}|${ratesSig}`;
  }

  /** The product boxes a viewer sees for these ids, in the same order; unknown ids are left out. */
  async function productBoxes(ids: number[], viewer: CatalogViewer): Promise<Product[]> {
    const [rows, sig] = await Promise.all([productRows(ids), boxSignature(viewer)]);
    const prefix = `${viewer.key}:`;
    const found = new Map<number, Product>();
    const toPrice: ProductRow[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) continue;
      const kept = boxes.get(prefix + id);
      if (kept && kept.row === row && kept.sig === sig) found.set(id, kept.box);
      else toPrice.push(row);
    }
    if (toPrice.length) {
      const priced = await toProducts(toPrice, viewer);
      priced.forEach((box, i) => {
        found.set(box.id, box);
        boxes.delete(prefix + box.id);
        boxes.set(prefix + box.id, { row: toPrice[i]!, sig, box });
      });
      while (boxes.size > BOX_CACHE_ENTRIES) boxes.delete(boxes.keys().next().value as string);
    }
    return ids.map((id) => found.get(id)).filter((p): p is Product => !!p);
  }

  async function toProducts(rows: ProductRow[], viewer: CatalogViewer, withDescription = false): Promise<Product[]> {
    const settings = await application.settings();
    const showTesk = settingIsOn(settings.get('fiyat.teskFiyat.goster') ?? 'True');
    const barcodesAllowed = settingIsOn(settings.get('stok.barkod.goster') ?? 'True');
    const rates = viewer.pricing && showTesk ? await ratesByCurrency() : null;
    return rows.map((row) => {
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
        showBarkod: barcodesAllowed && row.show_barcode && !!row.barcode,
        aciklama: withDescription ? sanitizeContentHtml(row.description) : '',
        stokBirim: row.unit,
        marka: row.brand_name,
        markaId: row.brand_id,
        images,
        teminDisplayName: row.delivery_text,
        temin: !!row.delivery_text,
        stokNotId: row.category_id,
      };
      if (!viewer.pricing) {
        return {
          ...base,
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
      const priced = priceProduct(pricingInput(row, viewer.agreements.get(row.id)), viewer.pricing);
      const tesk = rates && priced.orderPrice ? unitPriceWithVatInTl(priced.orderPrice, rates) : null;
      return {
        ...base,
        fiyats: priced.fiyats,
        multiPrice: priced.fiyats.length > 1,
        iskonto: priced.discountRate.toNumber(),
        showIskonto: priced.discountRate.gt(0),
        showTeskFiyat: tesk !== null,
        teskFiyatFTL: tesk === null ? null : formatPrice(tesk),
        stokAnlasmaFiyat: priced.agreement,
        showAddBasketButton: priced.orderPrice !== null && qty.gt(0),
        miktarDisplayName: stockStatus(qty, row.unit),
        miktar: qty.toNumber(),
      };
    });
  }

  async function listDefaults(req: ListRequest) {
    const s = await application.settings();
    const pageSize = Math.min(100, Math.max(1, Number(s.get('catalog.pageSize') ?? 24) || 24));
    const field: SortField = req.f ?? (s.get('stok.default.sort.field') === 'fiyat' ? 'fiyat' : 'ad');
    const direction: SortDirection = req.d ?? (s.get('stok.default.sort.order') === 'desc' ? 'desc' : 'asc');
    const instock = req.instock !== undefined ? req.instock === 'true' : settingIsOn(s.get('stok.listele.stoktakiler'));
    return { pageSize, field, direction, instock };
  }

  async function list(
    viewer: CatalogViewer,
    req: ListRequest,
    filter: Omit<ListFilter, 'inStockOnly'>,
    meta: Pick<ProductListResponse, 'title' | 'marka' | 'category' | 'markas'>,
    byRelevance = false,
  ): Promise<ProductListResponse> {
    const o = await listDefaults(req);
    const fullFilter: ListFilter = { ...filter, inStockOnly: o.instock };
    const lists = viewer.pricing?.lists ?? [];
    const priceListId = viewer.pricing
      ? (viewer.pricing.selectedListId ?? lists[0]?.id ?? null)
      : ((await priceListCache.get('all'))[0]?.id ?? null);
    const order: ListOrder = {
      field: o.field,
      direction: o.direction,
      priceListId,
      byRelevance: byRelevance && req.f === undefined,
    };
    const page = { limit: o.pageSize, offset: (req.page - 1) * o.pageSize };
    const [ids, total] = await Promise.all([
      pageIdsCache.get(JSON.stringify({ filter: fullFilter, order, page })),
      countCache.get(JSON.stringify(fullFilter)),
    ]);
    const stoks = await productBoxes(ids, viewer);
    return {
      stoks,
      multiPrice: lists.length > 1,
      // The spec's client reverses fiyatAds before use (spec §3), so they travel last-first.
      fiyatAds: lists.map((l) => l.name).reverse(),
      showTemin: stoks.some((p) => p.temin),
      showIskonto: !!viewer.pricing && viewer.pricing.discountRate.gt(0),
      noRecord: total === 0,
      showAnlasmaFiyat: stoks.some((p) => p.stokAnlasmaFiyat !== null),
      ...meta,
      pagerInfo: { totalRecords: total, pageNo: req.page, pageSize: o.pageSize },
      sort: { f: o.field, d: o.direction, instock: o.instock },
    };
  }

  /** The brand drop-down of a list: brands with products in the category's branch (0: anywhere). */
  const brandOptions = (categoryId: number) => brandOptionsCache.get(categoryId);

  return {
    viewerFor,

    async categoryList(viewer: CatalogViewer, categoryId: number, req: ListRequest): Promise<ProductListResponse> {
      const index = await content.categoryIndex();
      const category = index.get(categoryId);
      if (!category) throw notFound('Kategori bulunamadı.');
      const categoryIds = index.subtree(categoryId);
      const depth = index.path(categoryId).length;
      return list(
        viewer,
        req,
        { category: { id: categoryId, depth, subtree: categoryIds } },
        {
          title: category.name,
          marka: null,
          category: { id: category.id, displayName: category.name },
          markas: await brandOptions(categoryId),
        },
      );
    },

    async brandList(
      viewer: CatalogViewer,
      brandId: number,
      categoryId: number,
      req: ListRequest,
    ): Promise<ProductListResponse> {
      const brand = await repo.brand(brandId);
      if (!brand) throw notFound('Marka bulunamadı.');
      let categoryIds: number[] | undefined;
      let categoryFilter: ListFilter['category'];
      let category: ProductListResponse['category'] = null;
      if (categoryId > 0) {
        const index = await content.categoryIndex();
        const c = index.get(categoryId);
        if (!c) throw notFound('Kategori bulunamadı.');
        categoryIds = index.subtree(categoryId);
        categoryFilter = { id: categoryId, depth: index.path(categoryId).length, subtree: categoryIds };
        category = { id: c.id, displayName: c.name };
      }
      return list(
        viewer,
        req,
        { brandId, category: categoryFilter },
        {
          title: category ? `${brand.name} — ${category.displayName}` : brand.name,
          marka: { id: brand.id, ad: brand.name },
          category,
          markas: await brandOptions(categoryId),
        },
      );
    },

    async allProducts(viewer: CatalogViewer, req: ListRequest): Promise<ProductListResponse> {
      return list(
        viewer,
        req,
        {},
        { title: 'Tüm Ürünler', marka: null, category: null, markas: await brandOptions(0) },
      );
    },

    async search(viewer: CatalogViewer, q: string, req: ListRequest): Promise<ProductListResponse> {
      const terms = searchTerms(q, await vocabularyCache.get('all'));
      const meta = { title: 'Arama Sonuçları', marka: null, category: null, markas: [] };
      // A query of punctuation only matches nothing: no need to ask the database.
      if (!terms.words.length) return list(viewer, req, { category: { id: 0, depth: 3, subtree: [] } }, meta);
      return list(viewer, req, { search: terms }, meta, true);
    },

    async autocomplete(viewer: CatalogViewer, q: string, inStockOnly: boolean): Promise<Product[]> {
      const terms = searchTerms(q, await vocabularyCache.get('all'));
      if (!terms.words.length) return [];
      const filter: ListFilter = { search: terms, inStockOnly };
      const order: ListOrder = { field: 'ad', direction: 'asc', priceListId: null, byRelevance: true };
      const page = { limit: AUTOCOMPLETE_LIMIT, offset: 0 };
      return productBoxes(await pageIdsCache.get(JSON.stringify({ filter, order, page })), viewer);
    },

    async product(viewer: CatalogViewer, id: number): Promise<ProductDetailResponse> {
      const row = (await productRows([id])).get(id);
      if (!row) throw notFound('Ürün bulunamadı.');
      const [stok] = await toProducts([row], viewer, true);
      const index = await content.categoryIndex();
      const path =
        row.category_id !== null ? index.path(row.category_id).map((c) => ({ id: c.id, displayName: c.name })) : [];
      return { stok: stok!, category: path.at(-1) ?? null, categoryPath: path };
    },

    /**
     * The price a basket line records for each product; null where the dealer has no price.
     * Money is never served from a cache: prices, discount, contract prices and stock are read
     * fresh, in one statement. See `quote` for which list prices a product.
     */
    async orderPrices(
      viewer: CatalogViewer,
      productIds: number[],
      currencyOf?: (productId: number) => string,
    ): Promise<Map<number, OrderQuote>> {
      if (!productIds.length) return new Map();
      return quote(viewer, await repo.orderPricing(viewer.dealerId, productIds), currencyOf);
    },

    quote,

    async brands(): Promise<Brand[]> {
      const rows = await repo.allBrands();
      return rows
        .sort((a, b) => turkishCollator.compare(a.name, b.name))
        .map((b) => ({ id: b.id, ad: b.name, logo: b.logo }));
    },

    async promotion(type: number, viewType: number | null): Promise<PromotionResponse> {
      const row = await promotionCache.get(`${type}:${viewType ?? ''}`);
      if (!row) return { id: 0, displayName: '', activeItems: [] };
      return {
        id: row.id,
        displayName: row.display_name,
        activeItems: (row.items ?? []).map((i) => ({
          ...i,
          imageUrl: /^(https?:)?\//.test(i.imageUrl) ? i.imageUrl : imageUrl(i.imageUrl, 0),
        })),
      };
    },

    async slider(viewer: CatalogViewer, key: string, itemCount: number): Promise<ProductSliderResponse> {
      const slider = await sliderCache.get(key);
      if (!slider) return { title: '', stoks: [] };
      const ids = slider.productIds.slice(0, itemCount > 0 ? Math.min(itemCount, SLIDER_MAX) : SLIDER_MAX);
      return { title: slider.title, stoks: await productBoxes(ids, viewer) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
