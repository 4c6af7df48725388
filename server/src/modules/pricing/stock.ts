import Decimal from 'decimal.js';

/**
 * The stock rule (spec §4), in one place for the catalogue's add button, adding to the basket, the
 * basket's warning and placing. The ERP owns stock: the figure is the one it last sent, never
 * reserved here (docs/architecture.md "Placing does not reserve stock").
 */

/** Stock a dealer may order from: never below zero, none for a product no longer sold. */
export function orderableStock(stockQty: Decimal.Value, active = true): Decimal {
  return active ? Decimal.max(new Decimal(stockQty), 0) : new Decimal(0);
}

/**
 * Can this quantity be ordered? Only when the orderable stock covers it. A basket may hold more (it
 * warns and hides the order button); placing refuses it.
 */
export function canOrder(quantity: Decimal.Value, stockQty: Decimal.Value, active = true): boolean {
  return new Decimal(quantity).lte(orderableStock(stockQty, active));
}

/**
 * In stock: some of it can be ordered. The add button shows and adding is accepted only then; the
 * quantity added may exceed the stock (the basket then warns, see canOrder).
 */
export function inStock(stockQty: Decimal.Value, active = true): boolean {
  return orderableStock(stockQty, active).gt(0);
}

const LOW_STOCK = 10;

/** Stock status a dealer reads (the catalogue's boxes, quick order); visitors get none (spec §1). */
export function stockStatus(qty: Decimal, unit: string): string {
  if (qty.lte(0)) return 'Stokta Yok';
  if (qty.lt(LOW_STOCK)) return `Son ${qty.toDecimalPlaces(0, Decimal.ROUND_DOWN).toString()} ${unit}`;
  return 'Stokta Var';
}
