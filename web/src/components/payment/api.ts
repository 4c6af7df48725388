import type { AttemptStatusAnswer, PaymentStart, RatioResponse } from '@bayi/common';
import { getJson, postForm } from '../../lib/http';

/**
 * The card-payment calls (spec §7) shared by the payment page and checkout by card. The rate
 * look-up sends only the card's first 6–8 digits: the full number never goes into an address.
 */
export function fetchRatios(
  query: { price: string; bin: string; addCommission: boolean },
  signal?: AbortSignal,
): Promise<RatioResponse> {
  const params = new URLSearchParams({
    price: query.price,
    addcomissionToAmount: String(query.addCommission),
    cardNumber: query.bin,
  });
  return getJson<RatioResponse>(`/payment2/PaynetRatio?${params.toString()}`, { signal });
}

/** POST /payment2 (multipart): the form plus the chosen row; answers the 3-D Secure page to open. */
export function startCollection(fields: Record<string, string>): Promise<PaymentStart> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return postForm<PaymentStart>('/payment2', form);
}

/** GET /payment2/attempt/{id}: where a payment stands (never trusted from a message alone). */
export function fetchAttempt(id: number, signal?: AbortSignal): Promise<AttemptStatusAnswer> {
  return getJson<AttemptStatusAnswer>(`/payment2/attempt/${id}`, { signal });
}

/** The bank's page as the server sends it: base64 of UTF-8 HTML. */
export function decodeThreeDsHtml(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
