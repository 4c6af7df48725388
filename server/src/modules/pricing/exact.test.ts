import Decimal from 'decimal.js';
import { formatMoney, type CurrencyCode } from '@bayi/common';
import { describe, expect, it } from 'vitest';
import { divHalfUp, scaled, scaledToString } from './exact';
import { priceProduct } from './contract';
import { quoteOf, unitPriceWithVatInTl, type PriceList } from './price-product';

describe('exact scaled decimals', () => {
  it('reads a decimal string exactly, rounding extra digits half away from zero', () => {
    expect(scaled('1741.65', 4)).toBe(17416500n);
    expect(scaled('20', 2)).toBe(2000n);
    expect(scaled('.5', 2)).toBe(50n);
    expect(scaled('0.00005', 4)).toBe(1n);
    expect(scaled('-0.00005', 4)).toBe(-1n);
    expect(scaled('0.00004999', 4)).toBe(0n);
    expect(scaled('99999999999999.9999', 4)).toBe(999999999999999999n);
    expect(() => scaled('1e5', 2)).toThrow(RangeError);
    expect(() => scaled('', 2)).toThrow(RangeError);
  });

  it('divides rounding half away from zero, and writes exactly the scale’s decimals', () => {
    expect(divHalfUp(5n, 2n)).toBe(3n);
    expect(divHalfUp(-5n, 2n)).toBe(-3n);
    expect(divHalfUp(7n, 3n)).toBe(2n);
    expect(divHalfUp(-7n, 3n)).toBe(-2n);
    expect(scaledToString(5n, 2)).toBe('0.05');
    expect(scaledToString(-174165n, 2)).toBe('-1741.65');
    expect(scaledToString(12n, 0)).toBe('12');
  });
});

/** The pricing rules as decimal.js computes them (the pricing function before exact.ts): the reference. */
const D = Decimal;
const ref = {
  netOfVat: (stored: string, includesVat: boolean, vat: string) =>
    includesVat
      ? new D(stored).times(100).div(new D(100).plus(vat)).toDecimalPlaces(4, D.ROUND_HALF_UP)
      : new D(stored),
  afterDiscount: (price: Decimal, discount: string) =>
    price.times(new D(100).minus(discount)).div(100).toDecimalPlaces(4, D.ROUND_HALF_UP),
  withVat: (net: Decimal, vat: string) => net.times(new D(100).plus(vat)).div(100),
  money: (d: Decimal) => formatMoney(d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2)),
};

describe('the exact pricing gives what decimal arithmetic gives', () => {
  // A seeded generator: the same 3,000 cases every run.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const digits = (n: number) => Math.floor(next() * 10 ** n).toString();
  const cases = Array.from({ length: 3000 }, () => ({
    stored: `${digits(1 + Math.floor(next() * 9))}.${digits(4).padStart(4, '0')}`,
    vat: ['0', '1', '8', '10', '18', '20', '7.5'][Math.floor(next() * 7)]!,
    discount: ['0', '2.5', '7.5', '10', '33.33', '100'][Math.floor(next() * 6)]!,
    includesVat: next() < 0.5,
    rate: `${digits(2)}.${digits(6).padStart(6, '0')}`,
  }));

  it('for 3,000 random prices, VAT rates, discounts and rates', () => {
    for (const c of cases) {
      const list: PriceList = { id: 1, name: 'L', currency: 'USD', includesVat: c.includesVat };
      const product = { vatRate: new D(c.vat), prices: { 1: c.stored }, agreement: null };
      const terms = { lists: [list], discountRate: new D(c.discount), selectedListId: null };
      const [line] = priceProduct(product, terms).fiyats;
      const price = ref.netOfVat(c.stored, c.includesVat, c.vat);
      const net = ref.afterDiscount(price, c.discount);
      expect(line).toMatchObject({
        fiyat: price.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber(),
        fiyatF: ref.money(price),
        fiyatFK: ref.money(ref.withVat(price, c.vat)),
        netFiyat: net.toDecimalPlaces(2, D.ROUND_HALF_UP).toNumber(),
        netFiyatF: ref.money(net),
        netFiyatFK: ref.money(ref.withVat(net, c.vat)),
      });
      const rates = new Map<CurrencyCode, Decimal>([['USD', new D(c.rate)]]);
      expect(unitPriceWithVatInTl(quoteOf(product, terms)!, rates)).toBe(
        ref.withVat(net, c.vat).times(c.rate).toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2),
      );
    }
  });
});
