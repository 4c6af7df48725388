import type Decimal from 'decimal.js';
import type { CurrencyCode } from '@bayi/common';

/** What the pricing function prices with and what it answers (price-product.ts), as domain figures only. */

export interface PriceList {
  id: number;
  name: string;
  currency: CurrencyCode;
  /** Prices in this list already include VAT. */
  includesVat: boolean;
}

/**
 * A dealer's price terms, what the pricing function prices with: the lists the dealer may see (in
 * display order), the dealer's discount and the list chosen with ctrl+1/2/3.
 */
export interface PriceTerms {
  lists: PriceList[];
  /** Dealer discount on list prices, percent. */
  discountRate: Decimal;
  /** The list chosen with ctrl+1/2/3, when the dealer may see it. */
  selectedListId: number | null;
}

export interface ProductPriceInput {
  vatRate: Decimal;
  /**
   * Price list id → price as stored: the catalogue row's own object (its keys are list ids, which JavaScript holds
   * as array indexes: a lookup by number reads an element), not copied into a map for every row a box shows.
   */
  prices: Readonly<Record<number, string | undefined>>;
  agreement: { price: string; currency: CurrencyCode; discountRate: string } | null;
  /**
   * The product's list prices before any discount, as figures.ts listPrice works them out: the same for every dealer who
   * sees a list, so kept with the input, which the catalogue keeps per stored row (present.ts; a copy made for a
   * contract price reads them, and keeps what it adds to itself). Each is used only for the list object and VAT
   * rate it was worked out with. Absent: worked out on every call.
   */
  listPrices?: readonly ListPrice[];
}

/** What a basket line records when this product is ordered. */
export interface OrderPrice {
  /** Unit price before discount and VAT. */
  unitPrice: Decimal;
  currency: CurrencyCode;
  /** Discount applied to the unit price, percent. */
  discountRate: Decimal;
  vatRate: Decimal;
  /** Unit price after discount, before VAT (4 decimals). */
  netUnitPrice: Decimal;
  source: 'agreement' | 'list';
  priceListId: number | null;
}

/**
 * The order price in exact units (exact.ts), as the pricing function works it out: `unit` and `net` in
 * 1/10,000, VAT in 1/100. orderPriceOf gives it as decimals for adding and placing.
 */
export interface Quote {
  unit: bigint;
  net: bigint;
  currency: CurrencyCode;
  vat: bigint;
  source: 'agreement' | 'list';
  priceListId: number | null;
  /** A list's quote: the net price with VAT in kuruş, as its price line has it (teskCents reuses it). */
  netCentsWithVat?: Kurus;
}

/**
 * An amount in kuruş: a safe integer as a number — every realistic price; kept as a number it is no object of its
 * own and is written without a text (product-json.ts) — else a bigint. Exact either way.
 */
export type Kurus = number | bigint;

/** A price line as the pricing function works it out: a list's price and its figures after the dealer's discount. */
export interface PriceLine {
  price: ListPrice;
  net: PriceFigures;
  /** The list chosen with ctrl+1/2/3 (the line's CSS class). */
  selected: boolean;
}

/** A dealer's contract price for a product: its price without and with VAT in kuruş, its currency and discount. */
export interface AgreementFigures extends PriceFigures {
  currency: CurrencyCode;
  /** Percent, as the raw number a box shows. */
  discount: number;
}

/** Every price line a dealer sees of a product, its contract price and its order price (priceLines). */
export interface PricedLines {
  lines: PriceLine[];
  /** The dealer's discount on list prices, percent, as the raw number a box shows. */
  iskonto: number;
  agreement: AgreementFigures | null;
  /** What adding to the basket would charge; null: no price for this dealer. */
  quote: Quote | null;
}

/** A price rounded to kuruş, without and with VAT: a price line's `fiyat…` or its `netFiyat…` members. */
export interface PriceFigures {
  cents: Kurus;
  centsWithVat: Kurus;
}

/** A product's price in one list before any dealer's discount: the same for every dealer who sees the list. */
export interface ListPrice extends PriceFigures {
  list: PriceList;
  /** The VAT rate it was worked out with (the input's object). */
  vatRate: Decimal;
  /** Without VAT, in 1/10,000. */
  price: bigint;
}
