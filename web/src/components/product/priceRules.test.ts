import { describe, expect, it } from 'vitest';
import type { ProductPrice } from '@bayi/common';
import { formatPercent, isSelectedPrice, showsNet, visiblePrices } from './priceRules';

function price(id: number, ad: string, patch: Partial<ProductPrice> = {}): ProductPrice {
  return {
    id,
    ad,
    paraBirimi: 'TL',
    fiyat: 100,
    fiyatF: '100,00',
    fiyatFK: '120,00',
    netFiyat: 90,
    netFiyatF: '90,00',
    netFiyatFK: '108,00',
    CssClass: '',
    ...patch,
  };
}

const dealer = price(1, 'Bayi Fiyatı');
const retail = price(2, 'Perakende Fiyatı');
const wholesale = price(3, 'Toptan Fiyatı');

describe('discount percentages', () => {
  it('are written the Turkish way, the sign first and a decimal comma', () => {
    expect(formatPercent(12.5)).toBe('%12,5');
    expect(formatPercent(10)).toBe('%10');
    expect(formatPercent(0)).toBe('%0');
  });

  it('show at most two decimals', () => {
    expect(formatPercent(33.3333)).toBe('%33,33');
    expect(formatPercent(1234.5)).toBe('%1.234,5');
  });
});

describe('the price list chosen with ctrl+1/2/3', () => {
  it('is the one marked selected, among other classes too', () => {
    expect(isSelectedPrice({ CssClass: 'selected' })).toBe(true);
    expect(isSelectedPrice({ CssClass: 'price-line selected' })).toBe(true);
  });

  it('is not one whose class only contains the word', () => {
    expect(isSelectedPrice({ CssClass: '' })).toBe(false);
    expect(isSelectedPrice({ CssClass: 'unselected' })).toBe(false);
    expect(isSelectedPrice({ CssClass: 'selected-price' })).toBe(false);
  });
});

describe('the price lines a product shows', () => {
  it('are every list when the dealer sees several prices', () => {
    expect(visiblePrices({ multiPrice: true, fiyats: [dealer, retail, wholesale] })).toEqual([
      dealer,
      retail,
      wholesale,
    ]);
  });

  it('are only the chosen list otherwise', () => {
    const chosen = { ...retail, CssClass: 'selected' };
    expect(visiblePrices({ multiPrice: false, fiyats: [dealer, chosen, wholesale] })).toEqual([chosen]);
  });

  it('are the first list when none is chosen', () => {
    expect(visiblePrices({ multiPrice: false, fiyats: [dealer, retail] })).toEqual([dealer]);
  });

  it('are the one list there is', () => {
    expect(visiblePrices({ multiPrice: false, fiyats: [retail] })).toEqual([retail]);
  });

  it('are none for a visitor, who is sent no prices', () => {
    expect(visiblePrices({ multiPrice: false, fiyats: null })).toEqual([]);
    expect(visiblePrices({ multiPrice: true, fiyats: null })).toEqual([]);
    expect(visiblePrices({ multiPrice: false, fiyats: [] })).toEqual([]);
  });
});

describe('the net price beside the list price', () => {
  it('shows when a discount applies and discounts may be shown', () => {
    expect(showsNet({ showIskonto: true }, { fiyatF: '100,00', netFiyatF: '90,00' })).toBe(true);
  });

  it('does not show when the dealer may not see discounts', () => {
    expect(showsNet({ showIskonto: false }, { fiyatF: '100,00', netFiyatF: '90,00' })).toBe(false);
  });

  it('does not repeat a net price equal to the list price', () => {
    expect(showsNet({ showIskonto: true }, { fiyatF: '100,00', netFiyatF: '100,00' })).toBe(false);
  });
});
