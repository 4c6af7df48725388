/**
 * Exact decimal arithmetic on scaled integers, for the pricing function's hot path: a price of four
 * decimals is a BigInt count of 1/10,000, a percent of two decimals a count of 1/100. Products are
 * exact, and every division rounds once, half away from zero (decimal.js's ROUND_HALF_UP), where the
 * rule says so. A product box prices two or three lists; with decimal.js that was 70 µs a box, most of
 * it allocation — here it is a few BigInt operations (docs/performance.md "Pricing a box").
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal string ("1741.6500", "-0.5", "20") as an integer count of 10^-scale; more digits round half up. */
export function scaled(value: string, scale: number): bigint {
  const m = DECIMAL.exec(value);
  if (!m || (!m[2] && !m[3])) throw new RangeError(`not a decimal: ${value}`);
  const fraction = m[3] ?? '';
  let v = BigInt((m[2] || '0') + fraction.slice(0, scale).padEnd(scale, '0'));
  if (fraction.length > scale && fraction.charCodeAt(scale) >= 53 /* '5' */) v += 1n;
  return m[1] === '-' ? -v : v;
}

/** n ÷ d (d > 0) rounded half away from zero. */
export function divHalfUp(n: bigint, d: bigint): bigint {
  if (n < 0n) return -((-2n * n + d) / (2n * d));
  return (2n * n + d) / (2n * d);
}

/** An integer count of 10^-scale as a decimal string with exactly `scale` decimals ("1741.65" at 2). */
export function scaledToString(v: bigint, scale: number): string {
  const digits = (v < 0n ? -v : v).toString().padStart(scale + 1, '0');
  const sign = v < 0n ? '-' : '';
  return scale === 0 ? sign + digits : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const powers: bigint[] = [1n];
/** 10^n as a BigInt. */
export function pow10(n: number): bigint {
  while (powers.length <= n) powers.push(powers[powers.length - 1]! * 10n);
  return powers[n]!;
}
