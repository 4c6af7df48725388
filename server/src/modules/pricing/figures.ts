import type Decimal from 'decimal.js';
import { divHalfUp, pow10, scaled } from './exact';
import type { Kurus, ListPrice, PriceFigures, PriceList, ProductPriceInput } from './types';

/**
 * The pricing function's arithmetic and what it keeps (price-product.ts reads the rules): percents and kuruş as exact
 * units, and a product's price per list and per dealer discount, worked out once and kept for every dealer who sees
 * them. Nothing here decides a price: each figure is the plain rounding of the amount it is named after.
 */

export const UNIT_SCALE = 4;
/** One hundred percent, in the percent's units (1/100). */
export const ALL = 10_000n;

/**
 * Percents (VAT, discounts) as exact units, as the raw number shown and as a small integer to look a discount's
 * figures up by (`key`, in 1/100 percent), converted once per Decimal object: a dealer's terms and a row's VAT rate
 * are kept and reused for every box.
 */
export interface Percent {
  units: bigint;
  number: number;
  key: number;
}
const percents = new WeakMap<Decimal, Percent>();
export function percentOf(d: Decimal): Percent {
  let v = percents.get(d);
  if (v === undefined) {
    const units = scaled(d.toFixed(), 2);
    percents.set(d, (v = { units, number: d.toNumber(), key: Number(units) }));
  }
  return v;
}
export const percent = (d: Decimal): bigint => percentOf(d).units;

/** Round half-up to kuruş: of a unit amount (1/10,000). */
export const centsOf = (units: bigint) => divHalfUp(units, 100n);
/** …and of a unit amount with VAT added (exact until this one rounding). */
export const centsWithVat = (units: bigint, vat: bigint) => divHalfUp(units * (ALL + vat), 1_000_000n);
const SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);
/** Kuruş as a Kurus: a number when it is a safe integer. */
export const kurus = (cents: bigint): Kurus => (cents <= SAFE_CENTS && cents >= -SAFE_CENTS ? Number(cents) : cents);

/** The unit price after a discount percent, rounded half-up to 4 decimals (`scale`: the price's own decimals). */
export function afterDiscountUnits(price: bigint, discount: bigint, scale = UNIT_SCALE): bigint {
  return divHalfUp(price * (ALL - discount), ALL * pow10(scale - UNIT_SCALE));
}

/** A stored list price without VAT, whichever way the list keeps it. */
export function netOfVat(stored: string, list: PriceList, vat: bigint): bigint {
  const units = scaled(stored, UNIT_SCALE);
  return list.includesVat ? divHalfUp(units * ALL, ALL + vat) : units;
}

/**
 * A list price as kept: its figures after each dealer discount asked so far (netAfter): a handful of discounts serve
 * every dealer. The first two are held here with their keys (-1: none), the others in `nets`: a box finds its line's
 * figures with no read beyond the list price itself (an array and its items to search, for every line of every
 * box, were memory reads that mostly missed on a serving process's heap).
 */
interface KeptListPrice extends ListPrice {
  netKey0: number;
  net0: NetPrice | null;
  netKey1: number;
  net1: NetPrice | null;
  nets: readonly NetPrice[];
}

/**
 * A list price after a dealer's discount. Two kuruş counts and a key: kept with every row a server shows, once per
 * list and discount, so it is small (as texts, a bigint and a boxed number it was 150 bytes, two fifths
 * of the heap a kept row took, which the young generation's collections copy twice before it settles). Its line's
 * text is kept on it by the catalogue's writer (product-json.ts lineJson) when a box first shows it.
 */
interface NetPrice extends PriceFigures {
  /** The discount's key (Percent.key): a small integer, no object of its own. */
  discount: number;
}

/**
 * A list price's figures after `discount`. Without a discount they are the list's own (the same rounding of the
 * same amount). Worked out once per discount and kept with the list price: a distributor gives its dealers a few
 * discounts, and working out each dealer's figures for every box was a quarter of what a list page allocated
 * (the collector's pauses set the slowest answers).
 */
export function netAfter(price: ListPrice, d: Percent, vat: bigint): PriceFigures {
  if (d.units === 0n) return price;
  const lp = price as KeptListPrice;
  if (lp.netKey0 === d.key && lp.net0 !== null) return lp.net0;
  if (lp.netKey1 === d.key && lp.net1 !== null) return lp.net1;
  const nets = lp.nets;
  for (let i = 0; i < nets.length; i++) if (nets[i]!.discount === d.key) return nets[i]!;
  const net = afterDiscountUnits(lp.price, d.units);
  const made: NetPrice = {
    discount: d.key,
    cents: kurus(centsOf(net)),
    centsWithVat: kurus(centsWithVat(net, vat)),
  };
  if (lp.net0 === null) [lp.netKey0, lp.net0] = [d.key, made];
  else if (lp.net1 === null) [lp.netKey1, lp.net1] = [d.key, made];
  // More discounts than this for one list price: dealers' terms changed many times; start again.
  else lp.nets = keptWith(nets.length >= NETS_KEPT ? NOTHING_KEPT : nets, made);
  return made;
}
const NETS_KEPT = 8;

/**
 * A product's price in a list, worked out once per product and list and then reused for every dealer (a
 * list page prices 24 boxes for each dealer; parsing and formatting the stored prices was most of it). Kept in
 * the input's `listPrices` by the list object, which the pricing service keeps until the lists change; a new row
 * comes with a new input. (They were kept in a WeakMap by the row's prices: its lookups, four a box, cost more
 * than the arithmetic they saved for a dealer without a discount.)
 */
export function listPrice(product: ProductPriceInput, list: PriceList, vat: bigint): ListPrice | null {
  // The kept ones first: a price was stored for each (the row's prices object is only read for a list not yet
  // worked out; reading it for every line of every box was a memory read a line, most of them misses).
  const known = product.listPrices;
  if (known) for (const k of known) if (k.list === list && k.vatRate === product.vatRate) return k;
  const stored = product.prices[list.id];
  if (stored === undefined) return null;
  const price = netOfVat(stored, list, vat);
  const made: KeptListPrice = {
    list,
    vatRate: product.vatRate,
    price,
    cents: kurus(centsOf(price)),
    centsWithVat: kurus(centsWithVat(price, vat)),
    netKey0: -1,
    net0: null,
    netKey1: -1,
    net1: null,
    nets: NOTHING_KEPT,
  };
  // More list objects than this for one product means the lists were reloaded many times: start again.
  if (known) product.listPrices = keptWith(known.length >= LIST_PRICES_KEPT ? NOTHING_KEPT : known, made);
  return made;
}
const LIST_PRICES_KEPT = 12;

/**
 * A kept array with one more item, made at its exact length (a literal while short). The first push onto an empty
 * array reserves 17 slots, and with a row's list prices and their discounts those spare slots were a fifth of the
 * heap a kept row took (a row new to the process is copied by the collector before it settles).
 */
function keptWith<T>(items: readonly T[], item: T): readonly T[] {
  switch (items.length) {
    case 0:
      return [item];
    case 1:
      return [items[0]!, item];
    case 2:
      return [items[0]!, items[1]!, item];
    case 3:
      return [items[0]!, items[1]!, items[2]!, item];
    default:
      return items.concat([item]);
  }
}
/** No item kept yet: one empty array shared by every row and list price (keptWith never changes an array). */
export const NOTHING_KEPT: readonly never[] = [];
