import type { Product, ProductPrice } from '@bayi/common';

const percentFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Turkish percent: "%12,5". */
export function formatPercent(value: number): string {
  return `%${percentFormat.format(value)}`;
}

/** The list the dealer chose with ctrl+1/2/3 (CssClass 'selected'). */
export function isSelectedPrice(price: Pick<ProductPrice, 'CssClass'>): boolean {
  return price.CssClass.split(/\s+/).includes('selected');
}

/**
 * Price lines to show for a product: every visible list when multiPrice, else the chosen one
 * (or the first). Empty for visitors: the server sends no prices (spec §1).
 */
export function visiblePrices(product: Pick<Product, 'fiyats' | 'multiPrice'>): ProductPrice[] {
  const prices = product.fiyats ?? [];
  if (product.multiPrice || prices.length <= 1) return prices;
  const chosen = prices.find(isSelectedPrice) ?? prices[0];
  return chosen ? [chosen] : [];
}

/** The net price differs from the list price only when a discount applies and may be shown. */
export function showsNet(product: Pick<Product, 'showIskonto'>, price: Pick<ProductPrice, 'fiyatF' | 'netFiyatF'>) {
  return product.showIskonto && price.netFiyatF !== price.fiyatF;
}
