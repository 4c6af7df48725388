import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../demo/random';
import { formatMoney } from '@bayi/common';
import { formatAmount, formatDecimal, lineMoney, totalInTl, totalsByCurrency, type LineInput } from './line-money';

/**
 * Property tests of the order-line money (half-up per line, totals as sums of rounded lines): random baskets
 * from a seeded generator, checked against an independent integer (BigInt, minor units) computation of the same
 * rules.
 */

/** Round half up of a/b for a ≥ 0, b > 0. */
const halfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);
const minor = (value: bigint, scale: number) => new Decimal(value.toString()).div(10 ** scale);

/** The rules again, in integers: unit 1e-4, discount and VAT 1e-2, quantity 1e-3, money 1e-2. */
function oracle(u: bigint, d: bigint, v: bigint, q: bigint) {
  const netUnit = halfUp(u * (10000n - d), 10000n); // 1e-4
  const gross = halfUp(q * u, 100000n); // 1e-3 × 1e-4 → 1e-2
  const net = halfUp(q * netUnit, 100000n);
  const vat = halfUp(net * v, 10000n);
  const discountWithVat = halfUp((gross - net) * (10000n + v), 10000n);
  return { netUnit, gross, net, vat, total: net + vat, discountWithVat };
}

interface RandomLine {
  input: LineInput;
  ints: { u: bigint; d: bigint; v: bigint; q: bigint };
}

function randomLine(r: Rng): RandomLine {
  const u = BigInt(r.int(1, 2_000_000_000)); // up to 200.000,0000
  const d = BigInt(r.pick([0, 0, 0, 250, 500, 1000, 1250, 1500, r.int(0, 10000)]));
  const v = BigInt(r.pick([0, 100, 800, 1000, 1800, 2000]));
  const q = BigInt(r.chance(0.85) ? r.int(1, 500) * 1000 : r.int(1, 99_999)); // whole units, sometimes 0,001-steps
  return {
    input: {
      unitPrice: minor(u, 4).toFixed(4),
      discountRate: minor(d, 2).toFixed(2),
      vatRate: minor(v, 2).toFixed(2),
      quantity: minor(q, 3).toFixed(3),
      currency: r.pick(['TL', 'TL', 'USD', 'EUR']),
    },
    ints: { u, d, v, q },
  };
}

const decimals = (d: Decimal) => d.decimalPlaces();

describe('order line money', () => {
  it('matches an integer computation of the rules on 2,000 random lines', () => {
    const r = new Rng(20260401);
    for (let i = 0; i < 2000; i++) {
      const { input, ints } = randomLine(r);
      const m = lineMoney(input);
      const o = oracle(ints.u, ints.d, ints.v, ints.q);
      const ctx = JSON.stringify(input);
      expect(m.netUnitPrice.toFixed(4), ctx).toBe(minor(o.netUnit, 4).toFixed(4));
      expect(m.gross.toFixed(2), ctx).toBe(minor(o.gross, 2).toFixed(2));
      expect(m.net.toFixed(2), ctx).toBe(minor(o.net, 2).toFixed(2));
      expect(m.vat.toFixed(2), ctx).toBe(minor(o.vat, 2).toFixed(2));
      expect(m.total.toFixed(2), ctx).toBe(minor(o.total, 2).toFixed(2));
      expect(m.discountWithVat.toFixed(2), ctx).toBe(minor(o.discountWithVat, 2).toFixed(2));
      for (const value of [m.gross, m.net, m.vat, m.total, m.discountWithVat]) {
        expect(decimals(value), ctx).toBeLessThanOrEqual(2);
      }
    }
  });

  it('random baskets: per currency the totals are the sums of the rounded lines, grand = subtotal + VAT', () => {
    const r = new Rng(7);
    for (let basket = 0; basket < 300; basket++) {
      const lines = Array.from({ length: r.int(1, 60) }, () => randomLine(r));
      const money = lines.map((l) => lineMoney(l.input));
      const totals = totalsByCurrency(money);
      const currencies = [...new Set(lines.map((l) => l.input.currency))];
      expect(totals.map((t) => t.currency).sort()).toEqual(currencies.sort());
      for (const t of totals) {
        const own = lines.filter((l) => l.input.currency === t.currency);
        const o = own.map((l) => oracle(l.ints.u, l.ints.d, l.ints.v, l.ints.q));
        const sum = (pick: (x: (typeof o)[number]) => bigint) =>
          minor(
            o.reduce((s, x) => s + pick(x), 0n),
            2,
          );
        expect(t.subtotal.toFixed(2)).toBe(sum((x) => x.net).toFixed(2));
        expect(t.vat.toFixed(2)).toBe(sum((x) => x.vat).toFixed(2));
        expect(t.grandTotal.toFixed(2)).toBe(sum((x) => x.total).toFixed(2));
        expect(t.grandTotal.equals(t.subtotal.plus(t.vat))).toBe(true);
        for (const value of [t.subtotal, t.vat, t.grandTotal]) expect(decimals(value)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('has no float drift where floats would have it', () => {
    // 0.1 + 0.2 !== 0.3 in floats; ten lines of 0,10 and ten of 0,20 must total exactly 3,00.
    const lines = [
      ...Array.from({ length: 10 }, () =>
        lineMoney({ quantity: 1, unitPrice: '0.1', discountRate: 0, vatRate: 0, currency: 'TL' }),
      ),
      ...Array.from({ length: 10 }, () =>
        lineMoney({ quantity: 1, unitPrice: '0.2', discountRate: 0, vatRate: 0, currency: 'TL' }),
      ),
    ];
    expect(totalsByCurrency(lines)[0]!.grandTotal.toFixed(2)).toBe('3.00');
    // Half-up at the half cent: 3 × 0,0050 = 0,015 → 0,02; 1,005 × 18 % VAT…
    const half = lineMoney({ quantity: 3, unitPrice: '0.0050', discountRate: 0, vatRate: 0, currency: 'TL' });
    expect(half.net.toFixed(2)).toBe('0.02');
  });

  it('works a discounted line through by hand', () => {
    // 7 × 12,3456 at 12,5 % discount, 20 % VAT: net unit 10,8024; tutar 75,62; KDV 15,12; gross 86,42.
    const m = lineMoney({ quantity: '7', unitPrice: '12.3456', discountRate: '12.5', vatRate: '20', currency: 'TL' });
    expect(m.netUnitPrice.toFixed(4)).toBe('10.8024');
    expect(m.net.toFixed(2)).toBe('75.62');
    expect(m.vat.toFixed(2)).toBe('15.12');
    expect(m.total.toFixed(2)).toBe('90.74');
    expect(m.gross.toFixed(2)).toBe('86.42');
    // (86,42 − 75,62) × 1,20 = 12,96
    expect(m.discountWithVat.toFixed(2)).toBe('12.96');
  });

  it('orders currencies TL, USD, EUR and formats amounts the Turkish way with the currency', () => {
    const lines = ['EUR', 'USD', 'TL'].map((currency) =>
      lineMoney({ quantity: 1000, unitPrice: '1234.5', discountRate: 0, vatRate: 20, currency }),
    );
    const totals = totalsByCurrency(lines);
    expect(totals.map((t) => t.currency)).toEqual(['TL', 'USD', 'EUR']);
    expect(formatAmount(totals[0]!.grandTotal, 'TL')).toBe('1.481.400,00 TL');
    expect(formatAmount(new Decimal('12.3'), 'USD')).toBe('12,30 USD');
    expect(formatAmount(new Decimal('0.005'), 'EUR')).toBe('0,01 EUR');
  });

  it('converts to TL per currency and rate, rounding once per group', () => {
    const usd = (q: number) => ({
      ...lineMoney({ quantity: q, unitPrice: '0.3333', discountRate: 0, vatRate: 0, currency: 'USD' }),
      exchangeRate: '41.123456',
    });
    const tl = {
      ...lineMoney({ quantity: 1, unitPrice: '10', discountRate: 0, vatRate: 20, currency: 'TL' }),
      exchangeRate: '1',
    };
    // USD: 0,33 + 0,67 = 1,00 → 41,12; TL 12,00.
    expect(totalInTl([usd(1), usd(2), tl]).toFixed(2)).toBe('53.12');
  });

  it('formats exactly as formatMoney (Intl tr-TR) does, for 5,000 random amounts', () => {
    const r = new Rng(99);
    const samples = ['0', '0.004', '0.005', '-0.004', '-0.005', '1', '999.995', '1000', '-1234.5', '123456789012.34'];
    for (let i = 0; i < 5000; i++) {
      const digits = r.int(1, 13);
      const int = String(r.int(1, 9)) + Array.from({ length: digits - 1 }, () => r.int(0, 9)).join('');
      samples.push(`${r.chance(0.1) ? '-' : ''}${int.slice(0, r.int(1, int.length))}.${r.int(0, 9999)}`);
    }
    for (const value of samples) {
      const d = new Decimal(value);
      const expected = formatMoney(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).replace(/^-(0,00)$/, '$1');
      expect(formatDecimal(d), value).toBe(expected);
    }
  });
});
