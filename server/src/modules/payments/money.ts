import Decimal from 'decimal.js';
import { formatMoney, parseTurkishAmount, PAYMENT_MAX_AMOUNT } from '@bayi/common';

/**
 * The money of one instalment choice, in one place (the server computes every amount; the browser shows them): the
 * rate table gives the commission rate; everything the dealer sees and is charged is computed here, half-up to
 * kuruş, with decimals. The ratio table, the ChargePrice check and the charge itself all call this.
 */
export interface InstalmentMoney {
  /** What the dealer's account is credited (the amount typed). */
  credited: Decimal;
  /** The commission: amount × rate / 100, to kuruş. */
  commission: Decimal;
  /** What the card is charged: the amount, plus the commission when the dealer adds it. */
  total: Decimal;
  /** One instalment of the total (display only; the bank splits the total itself). */
  perInstalment: Decimal;
}

const HALF_UP = Decimal.ROUND_HALF_UP;

export function instalmentMoney(
  amount: Decimal.Value,
  ratePercent: Decimal.Value,
  instalment: number,
  addCommission: boolean,
): InstalmentMoney {
  const credited = new Decimal(amount).toDecimalPlaces(2, HALF_UP);
  const commission = credited.times(ratePercent).dividedBy(100).toDecimalPlaces(2, HALF_UP);
  const total = addCommission ? credited.plus(commission) : credited;
  const perInstalment = total.dividedBy(Math.max(instalment, 1)).toDecimalPlaces(2, HALF_UP);
  return { credited, commission, total, perInstalment };
}

/**
 * A money amount as a dealer types it: '1250', '1250,50', '1.250,50' (Turkish grouping) or '1250.50' (what the
 * payment page sends). null when it is not a number with at most 2 decimals — '12,345' and '0,125' have three
 * decimals, not a thousands group. The page reads amounts by the same rule (common's parseTurkishAmount).
 */
export function parseAmount(input: string): Decimal | null {
  const normal = parseTurkishAmount(input);
  return normal === null ? null : new Decimal(normal);
}

export const MAX_AMOUNT = new Decimal(PAYMENT_MAX_AMOUNT);

/** '1250.00' — the form every amount travels in between the service and the providers. */
export const moneyText = (d: Decimal) => d.toFixed(2);
/** A number with at most 2 decimals for the JSON answers (exact: written once from the decimal). */
export const moneyNumber = (d: Decimal) => Number(d.toFixed(2));
export const moneyF = (d: Decimal) => formatMoney(d.toFixed(2));
