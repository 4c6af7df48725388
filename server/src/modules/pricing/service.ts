import Decimal from 'decimal.js';
import type { CurrencyCode } from '@bayi/common';
import type { SQL } from 'drizzle-orm';
import { SharedDataCache, sameJson } from '../../lib/shared-data-cache';
import type { ApplicationService } from '../application/service';
import { NOTHING_KEPT } from './figures';
import {
  orderPriceOf,
  type OrderPrice,
  type PriceList,
  type PriceTerms,
  type ProductPriceInput,
} from './price-product';
import {
  orderPricingColumns,
  orderPricingData,
  orderPricingJoin,
  type AgreementRow,
  type OrderPricingData,
  type OrderPricingRow,
  type PricingRepository,
} from './repository';

/**
 * Order pricing: who is looking, the prices an order records, and the data they
 * are read from. The catalogue, the basket, placing and checkout price through this module; the pure
 * parts — the pricing function (price-product.ts), line money (line-money.ts) and the stock rule
 * (stock.ts) — are what the demo generator prices its documents with too.
 */

/**
 * The viewer: who is asking, as far as prices go. A visitor gets no prices at all (`terms` null); a
 * dealer gets its price terms and the contract prices valid today.
 */
export interface Viewer {
  dealerId: number | null;
  terms: PriceTerms | null;
  /** The dealer's contract prices valid today, by product id. */
  agreements: ReadonlyMap<number, AgreementRow>;
  /** Who sees the same product boxes: visitors alike, a dealer per chosen list. */
  key: string;
  /** Everything of the terms and contract prices a box depends on, as text: a box priced under another is stale. */
  signature: string;
}

/** What ordering a product is quoted at: the order price (null: none for this dealer) and its stock. */
export interface OrderQuote {
  orderPrice: OrderPrice | null;
  stock: Decimal;
}

/**
 * Columns that a statement reading order lines (placing) adds to read the lines' pricing data in the
 * same round trip, the join they need (`dealerId`: the order's dealer) and how the rows are read back.
 */
export interface OrderPricingRead {
  columns: SQL;
  join: (dealerId: SQL) => SQL;
  read: (rows: readonly object[]) => OrderPricingData;
}

/** The session as far as pricing goes (the request context's session user). */
export interface PricedSession {
  dealerId: number | null;
}

const VISITOR: Viewer = { dealerId: null, terms: null, agreements: new Map(), key: 'visitor', signature: '' };

/** A product's stored VAT and list prices and the dealer's contract price for it, as the pricing function reads them. */
/**
 * One Decimal per VAT rate as stored ("20.00"): a catalogue has a handful, and every row the catalogue keeps
 * would otherwise hold its own (and the pricing function's units worked out from it, price-product.ts).
 */
const vatRates = new Map<string, Decimal>();
function vatRateOf(stored: string): Decimal {
  let rate = vatRates.get(stored);
  if (rate === undefined) {
    if (vatRates.size >= 100) vatRates.clear();
    vatRates.set(stored, (rate = new Decimal(stored)));
  }
  return rate;
}

/** A row without prices. */
const NO_PRICES: ProductPriceInput['prices'] = Object.freeze({});

export function productPriceInput(
  row: { vat_rate: string; prices: Record<string, string> | null },
  agreement: AgreementRow | undefined,
): ProductPriceInput {
  return {
    vatRate: vatRateOf(row.vat_rate),
    prices: row.prices ?? NO_PRICES,
    agreement: agreement ?? null,
    // No list price worked out yet: the pricing function keeps new ones in an array of its own.
    listPrices: NOTHING_KEPT,
  };
}

/** The viewer of a dealer: its lists in the dealer's order, the chosen list when the dealer may see it. */
function dealerViewer(
  dealerId: number,
  dealer: { listIds: number[]; discountRate: string; agreements: ReadonlyMap<number, AgreementRow>; sig?: string },
  allLists: readonly (PriceList & { sort: number })[],
  priceName: string | null,
): Viewer {
  const byId = new Map(allLists.map((l) => [l.id, l]));
  const lists = dealer.listIds.map((id) => byId.get(id)).filter((l): l is PriceList & { sort: number } => !!l);
  const selected = priceName ? lists.find((l) => l.name === priceName) : undefined;
  const selectedListId = selected?.id ?? null;
  return {
    dealerId,
    terms: { lists, discountRate: new Decimal(dealer.discountRate), selectedListId },
    agreements: dealer.agreements,
    key: `${dealerId}.${selectedListId ?? ''}`,
    signature: `${dealer.sig ?? ''}|${JSON.stringify(lists)}|${selectedListId ?? ''}`,
  };
}

export function createPricingService(repo: PricingRepository, application: ApplicationService, cacheTtlMs: number) {
  // The same list and dealer objects while unchanged: a product's list prices are memoised per list object
  // (price-product.ts), and a dealer's viewer per dealer object.
  const priceListCache = new SharedDataCache(cacheTtlMs, () => repo.priceLists(), undefined, undefined, sameJson);
  const dealerCache = new SharedDataCache(
    cacheTtlMs,
    async (dealerId: number) => {
      const [pricing, agreements] = await Promise.all([repo.dealerPricing(dealerId), repo.agreements(dealerId, null)]);
      return pricing && { ...pricing, agreements, sig: JSON.stringify([pricing, [...agreements]]) };
    },
    undefined,
    undefined,
    (held, loaded) => held?.sig === loaded?.sig,
  );
  const viewers = new WeakMap<object, Map<string, { allLists: object; viewer: Viewer }>>();
  // The rates arrive as the same array while the application's cache holds them: convert once per load.
  const ratesByArray = new WeakMap<object, ReadonlyMap<CurrencyCode, Decimal>>();
  function sellRates(rates: readonly { code: string; sell: string }[]): ReadonlyMap<CurrencyCode, Decimal> {
    let byCode = ratesByArray.get(rates);
    if (!byCode) {
      byCode = new Map(rates.map((r) => [r.code as CurrencyCode, new Decimal(r.sell)]));
      ratesByArray.set(rates, byCode);
    }
    return byCode;
  }

  /**
   * Order prices from pricing data read fresh, by product id: each product is priced with the list the
   * viewer chose or — with `currencyOf` — with the dealer's list in the currency its basket line was
   * added in. Products missing from the data are missing here.
   */
  async function quote(
    viewer: Viewer,
    data: OrderPricingData,
    currencyOf?: (productId: number) => string,
  ): Promise<Map<number, OrderQuote>> {
    const out = new Map<number, OrderQuote>();
    const dealerId = viewer.dealerId;
    const allLists = await priceListCache.get('all');
    const agreements = new Map(data.products.flatMap((p) => (p.agreement ? [[p.id, p.agreement] as const] : [])));
    const selected = viewer.terms?.lists.find((l) => l.id === viewer.terms?.selectedListId)?.name ?? null;
    const terms =
      data.dealer && dealerId !== null
        ? dealerViewer(dealerId, { ...data.dealer, agreements }, allLists, selected).terms
        : null;
    const inCurrency = (currency: string | undefined) => {
      const list = currency ? terms?.lists.find((l) => l.currency === currency) : undefined;
      return terms && list ? { ...terms, selectedListId: list.id } : terms;
    };
    for (const row of data.products) {
      const chosen = inCurrency(currencyOf?.(row.id));
      const orderPrice = chosen ? orderPriceOf(productPriceInput(row, row.agreement), chosen) : null;
      out.set(row.id, { orderPrice, stock: new Decimal(row.stock_qty) });
    }
    return out;
  }

  /** The viewer of a dealer's session with these lists and this chosen list, kept while none of them changes. */
  function keptViewer(
    dealerId: number,
    dealer: NonNullable<Awaited<ReturnType<typeof dealerCache.get>>>,
    allLists: Awaited<ReturnType<typeof priceListCache.get>>,
    priceName: string | null,
  ): Viewer {
    // One viewer per dealer, lists and chosen list while none of them changes (the caches keep their objects):
    // its terms object is what pricing memoises on, and its signature is not worked out per request.
    let byChoice = viewers.get(dealer);
    if (!byChoice) viewers.set(dealer, (byChoice = new Map()));
    const choice = priceName ?? '';
    let kept = byChoice.get(choice);
    if (!kept || kept.allLists !== allLists) {
      if (byChoice.size >= 8) byChoice.clear();
      byChoice.set(choice, (kept = { allLists, viewer: dealerViewer(dealerId, dealer, allLists, priceName) }));
    }
    return kept.viewer;
  }

  return {
    /**
     * The viewer of a session; priceName selects the list shown and charged (spec §3 "Price-name
     * preference"). The request context resolves it once per request.
     */
    async viewerFor(session: PricedSession | null, priceName: string | null): Promise<Viewer> {
      if (!session || session.dealerId === null) return VISITOR;
      const [dealer, allLists] = await Promise.all([dealerCache.get(session.dealerId), priceListCache.get('all')]);
      return dealer ? keptViewer(session.dealerId, dealer, allLists, priceName) : VISITOR;
    },
    /** The same without waiting when the dealer and the lists are held (undefined: ask viewerFor). */
    knownViewerFor(session: PricedSession | null, priceName: string | null): Viewer | undefined {
      if (!session || session.dealerId === null) return VISITOR;
      const dealer = dealerCache.peek(session.dealerId);
      const allLists = priceListCache.peek('all');
      if (dealer === undefined || allLists === undefined) return undefined;
      return dealer ? keptViewer(session.dealerId, dealer, allLists, priceName) : VISITOR;
    },

    /** Every price list, in display order. */
    priceLists: () => priceListCache.get('all'),

    /** Today's sell rate of each foreign currency (TL is 1 and not listed). */
    async todaysRates(): Promise<ReadonlyMap<CurrencyCode, Decimal>> {
      return sellRates(await application.latestRates());
    },

    /**
     * The price an order line records for each product; null where the dealer has no price.
     * Money is never served from a cache: prices, discount, contract prices and stock are read
     * fresh, in one statement. See `quote` for which list prices a product.
     */
    async orderPrices(
      viewer: Viewer,
      productIds: number[],
      currencyOf?: (productId: number) => string,
    ): Promise<Map<number, OrderQuote>> {
      if (!productIds.length) return new Map();
      return quote(viewer, await repo.orderPricing(viewer.dealerId, productIds), currencyOf);
    },

    quote,

    /** The pricing data an order's lines are priced from, read in the statement that reads the lines. */
    orderPricingRead: {
      columns: orderPricingColumns,
      join: orderPricingJoin,
      read: (rows) => orderPricingData(rows as readonly OrderPricingRow[]),
    } satisfies OrderPricingRead as OrderPricingRead,
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
