import { formatCents, type AgreementPrice, type ProductPrice } from '@bayi/common';
import type Decimal from 'decimal.js';
import type { CurrencyCode } from '@bayi/common';
import { scaledToString } from './exact';
import {
  priceLines,
  teskCents,
  type AgreementFigures,
  type Kurus,
  type PricedLines,
  type PriceLine,
  type PriceTerms,
  type ProductPriceInput,
  type Quote,
} from './price-product';

/**
 * The pricing function's figures in the API contract's shapes (spec §3 "Product": `fiyats`, `stokAnlasmaFiyat`,
 * `teskFiyatFTL`): a raw number beside each formatted text. The catalogue's list answers write the same bytes
 * without these objects (catalog/product-json.ts); a detail page and the tests use them.
 */

/**
 * Kuruş as the raw number beside a formatted price. Below 2^53 a count is exact as a double and one division
 * rounds to the double nearest the decimal, as parsing its text would; the text is the way for larger counts.
 */
export const amountOf = (cents: Kurus): number =>
  typeof cents === 'number' ? cents / 100 : Number(scaledToString(cents, 2));
/** Kuruş as a price line formats them ("1.234,56"). */
export const formatKurus = (cents: Kurus): string => formatCents(BigInt(cents));

/** A price line as the API contract has it. */
export function productPrice({ price, net, selected }: PriceLine): ProductPrice {
  return {
    id: price.list.id,
    ad: price.list.name,
    paraBirimi: price.list.currency,
    fiyat: amountOf(price.cents),
    fiyatF: formatKurus(price.cents),
    fiyatFK: formatKurus(price.centsWithVat),
    netFiyat: amountOf(net.cents),
    netFiyatF: formatKurus(net.cents),
    netFiyatFK: formatKurus(net.centsWithVat),
    CssClass: selected ? 'selected' : '',
  };
}

/** A contract price as the API contract has it. */
export function agreementPrice(a: AgreementFigures): AgreementPrice {
  return {
    paraBirimi: a.currency,
    fiyat: amountOf(a.cents),
    fiyatF: formatKurus(a.cents),
    fiyatFK: formatKurus(a.centsWithVat),
    iskonto: a.discount,
  };
}

/** Every price line a dealer sees of a product, its contract price and its order price, as the contract has them. */
export interface PricedProduct extends Omit<PricedLines, 'lines' | 'agreement'> {
  fiyats: ProductPrice[];
  agreement: AgreementPrice | null;
}

export function priceProduct(product: ProductPriceInput, terms: PriceTerms): PricedProduct {
  const { lines, iskonto, agreement, quote } = priceLines(product, terms);
  return { fiyats: lines.map(productPrice), iskonto, agreement: agreement && agreementPrice(agreement), quote };
}

/** The order price with VAT in TL as a box shows it ("1.741,65"). */
export function unitPriceWithVatInTlF(quote: Quote, rates: ReadonlyMap<CurrencyCode, Decimal>): string | null {
  const cents = teskCents(quote, rates);
  return cents === null ? null : formatKurus(cents);
}
