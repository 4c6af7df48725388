import creditCardType from 'credit-card-type';
import {
  CARD_YEARS_AHEAD,
  cardNumberError,
  parseTurkishAmount,
  paymentMessages,
  type PaymentField,
} from '@bayi/common';

/**
 * Card rules of the payment forms (spec §4 "Payment page", §5 "Payment form", §9): the card's type from
 * its prefix, the number's display mask, the expiry lists and the client-side checks with the Turkish
 * messages the server also answers (`paymentMessages` of common).
 */

/** The card types the forms recognise (spec §4); anything else shows as visa with a 16-digit mask. */
export type CardBrand = 'visa' | 'amex' | 'mastercard' | 'discover' | 'troy';

const BRAND_OF: Record<string, CardBrand> = {
  visa: 'visa',
  'american-express': 'amex',
  mastercard: 'mastercard',
  discover: 'discover',
  troy: 'troy',
};

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  amex: 'American Express',
  mastercard: 'Mastercard',
  discover: 'Discover',
  troy: 'Troy',
};

/** Where the number's groups break (spec §4: amex 4-6-5, every other card 4-4-4-4). */
const GAPS: Record<CardBrand, number[]> = {
  visa: [4, 8, 12],
  amex: [4, 10],
  mastercard: [4, 8, 12],
  discover: [4, 8, 12],
  troy: [4, 8, 12],
};

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The card's type from the number's first digits (spec §4: 4 visa, 34/37 amex, 51–55 mastercard, 6011
 * discover, 9792 troy, else visa). `credit-card-type` holds the issuers' ranges (IIN): Mastercard's 2221–2720
 * too, Discover's 644–649 and 65, Troy's 65… numbers beside 9792. A type is named once the typed digits fill
 * a range of it at least two digits long, the longest such range winning ('65' Discover, '650052' Troy): one
 * digit decides nothing ('6' may become Discover, Maestro, UnionPay or Troy). Until then, and for a type that
 * is none of the forms' five, the answer is the default: visa, with the 16-digit mask.
 */
export function cardBrandOf(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (!digits) return 'visa';
  let decided: { type: string; strength: number } | null = null;
  for (const match of creditCardType(digits)) {
    // matchStrength: the length of the type's range the digits fill; none while they only begin one.
    const strength = match.matchStrength ?? 0;
    if (strength >= 2 && strength > (decided?.strength ?? 0)) decided = { type: match.type, strength };
  }
  return (decided && BRAND_OF[decided.type]) ?? 'visa';
}

/** The most digits the number field takes: 15 for amex (its mask), 16 for the rest (spec §9; cardNumberLength). */
export const maxDigitsOf = (brand: CardBrand) => (brand === 'amex' ? 15 : 16);

/** Digits (or placeholders) in the groups of the type's mask. */
function group(chars: string, brand: CardBrand): string {
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    if (GAPS[brand].includes(i)) out += ' ';
    out += chars[i];
  }
  return out;
}

/** The number as typed, grouped by its type's mask: '4355 0843 5508 4358', '3782 822463 10005'. */
export function formatCardNumber(number: string): string {
  const brand = cardBrandOf(number);
  return group(digitsOnly(number).slice(0, maxDigitsOf(brand)), brand);
}

/** The card picture's number: the typed digits, the rest of the mask as dots. */
export function pictureNumber(number: string): string {
  const brand = cardBrandOf(number);
  const length = maxDigitsOf(brand);
  return group(digitsOnly(number).slice(0, length).padEnd(length, '•'), brand);
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** Months 01–12 (spec §5). */
export const CARD_MONTHS = Array.from({ length: 12 }, (_, i) => pad2(i + 1));

/** This year and the 15 after it (spec §5, §9). */
export function cardYears(today = new Date()): string[] {
  const year = today.getFullYear();
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

/**
 * Changing the year resets a month that has already passed in this year (spec §4 "Payment page"):
 * the answer is the month to keep.
 */
export function monthForYear(month: string, year: string, today = new Date()): string {
  if (!month || Number(year) !== today.getFullYear()) return month;
  return Number(month) < today.getMonth() + 1 ? '' : month;
}

/**
 * An amount as a dealer types it ('1250', '1250,5', '1.250,50'), as '1250.50', or null when it is not a
 * Turkish amount with at most 2 decimals. The server reads it by the same rule (common's parseTurkishAmount),
 * so a figure the page accepts is never refused there.
 */
export const parseAmount = (input: string): string | null => parseTurkishAmount(input);

/** The payment page's form (spec §3 "Payment form"), as the fields hold it. */
export interface CardForm {
  CardName: string;
  CardNumber: string;
  CardMonth: string;
  CardYear: string;
  CardCVC: string;
  Price: string;
}

export type CardFormErrors = Partial<Record<PaymentField, string>>;

/**
 * Spec §5: every field required; the number 15 digits for American Express and 16 for every other card, with
 * a valid check digit (the server asks the same: common's cardNumberError); CVC and price numeric. Empty:
 * nothing to say.
 */
export function validateCardForm(form: CardForm): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!form.CardName.trim()) errors.CardName = paymentMessages.required('CardName');
  const numberError = cardNumberError(form.CardNumber.replace(/\s+/g, ''));
  if (numberError) errors.CardNumber = numberError;
  if (!form.CardMonth) errors.CardMonth = paymentMessages.required('CardMonth');
  if (!form.CardYear) errors.CardYear = paymentMessages.required('CardYear');
  const cvc = form.CardCVC.trim();
  if (!cvc) errors.CardCVC = paymentMessages.required('CardCVC');
  else if (!/^\d+$/.test(cvc)) errors.CardCVC = paymentMessages.number('CardCVC');
  if (!form.Price.trim()) errors.Price = paymentMessages.required('Price');
  else if (parseAmount(form.Price) === null) errors.Price = paymentMessages.number('Price');
  else if (Number(parseAmount(form.Price)) <= 0) errors.Price = paymentMessages.pricePositive;
  return errors;
}

/** The first 6–8 digits: all the rate look-up ever sends (the full number is never in a URL). */
export const binOf = (number: string) => digitsOnly(number).slice(0, 8);
