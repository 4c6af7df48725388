/**
 * tr-TR display formats (spec §1, §9): money with exactly two decimals in the Turkish
 * number format (1.234,56), dates as dd.mm.yyyy.
 */
const moneyFormat = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * Formats a decimal given as number or string ("1234.5" → "1.234,50"), rounding half up to two
 * decimals. A decimal string (what the server's exact arithmetic gives) is formatted from its own
 * digits: no float on the way, and a fraction of Intl's cost — a price list page formats hundreds.
 */
export function formatMoney(value: number | string): string {
  const m = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null;
  if (!m) {
    const n = typeof value === 'string' ? Number(value) : value;
    return moneyFormat.format(Number.isFinite(n) ? n : 0);
  }
  const fraction = `${m[3] ?? ''}000`;
  let cents = BigInt(m[2]! + fraction.slice(0, 2));
  if (fraction[2]! >= '5') cents += 1n;
  return formatCents(m[1] === '-' ? -cents : cents);
}

/** Money given as a whole number of kuruş (what the server's exact pricing gives): 174165n → "1.741,65". */
export function formatCents(cents: bigint): string {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  // Thousands dots by hand: every product box formats six figures per dealer, a regex per figure showed.
  const wholeEnd = digits.length - 2;
  let whole = digits.slice(0, ((wholeEnd - 1) % 3) + 1);
  for (let i = whole.length; i < wholeEnd; i += 3) whole += `.${digits.slice(i, i + 3)}`;
  return `${cents < 0n ? '-' : ''}${whole},${digits.slice(wholeEnd)}`;
}

/** Money with the TL suffix the storefront shows (spec §1). */
export function formatTL(value: number | string): string {
  return `${formatMoney(value)} TL`;
}

/**
 * An amount of money as a dealer types it, read the Turkish way, by the payment page and by the server alike
 * (one rule, so the page never accepts a figure the server then refuses):
 *
 * - a comma is the decimal separator, with one or two decimals: '1250,5', '1.250,50';
 * - dots group the thousands, three digits each: '1.250', '12.345', '1.234.567,8';
 * - a point followed by one or two digits, with no comma, is a decimal point: '1250.50' — the form the page
 *   itself sends and a figure copied from elsewhere often has; three digits can never be decimals, so they
 *   are a thousands group;
 * - spaces anywhere and a TL or ₺ at the end are ignored.
 *
 * More than two decimals is refused, never read another way: '0,125' and '12,345' are not amounts (the
 * second is not 12345: in Turkish the comma is the decimal separator), nor is '1,250.50' (English grouping).
 * The answer is the amount as '1250.50', or null.
 */
export function parseTurkishAmount(input: string): string | null {
  const s = input
    .trim()
    .replace(/\s+/g, '')
    .replace(/(TL|₺)$/i, '');
  let normal: string;
  // A thousands group never follows a lone 0: '0.125' is three decimals, not 125.
  if (/^[1-9]\d{0,2}(\.\d{3})+(,\d{1,2})?$/.test(s)) normal = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(s)) normal = s.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(s)) normal = s;
  else return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy of a Date or ISO date string, in local calendar terms. */
export function formatDate(value: Date | string): string {
  const d = typeof value === 'string' ? parseIsoDate(value) : value;
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** An ISO date ("2026-11-21") is a calendar day, not an instant: read it as local midnight. */
function parseIsoDate(value: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
}
