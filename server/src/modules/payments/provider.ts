/**
 * The one interface every card-payment provider implements: the Test POS inside this server,
 * Paynet and iyzico. The payments service talks only to this interface; an adapter translates it to its
 * provider's calls and answers and knows nothing of our database, routes or sessions.
 *
 * How the real providers map onto it:
 *
 * | step                | method          | Paynet                                   | iyzico (iyzipay)                          |
 * |---------------------|-----------------|------------------------------------------|-------------------------------------------|
 * | rate table          | `rates`         | POST v1/ratio/Get (bin, amount)          | installmentInfo.retrieve (binNumber, price) |
 * | start 3-D Secure    | `startThreeDs`  | POST v2/transaction/tds_initial          | threedsInitialize.create                  |
 * | bank's return       | `completeThreeDs` | callback fields + v2/transaction/tds_charge | callback fields (mdStatus, signature) + threedsPayment.create (auth) |
 * | reconciliation      | `status`        | POST v1/transaction/check (reference_no) | payment.retrieve (paymentConversationId)   |
 *
 * Rules every adapter keeps (docs/security.md "Card data"):
 * - Money is a decimal string with 2 places ('1250.00'), never a float; an adapter converts to the
 *   provider's format (Paynet and iyzico both take decimal amounts; a provider in kuruş would multiply
 *   exactly, with decimal.js) and back.
 * - The card (`CardData`) exists only inside `startThreeDs`: it is sent to the provider and dropped; it is
 *   never logged, stored, put into an error message or returned. Rate look-ups get the BIN (first 6–8
 *   digits) only.
 * - The adapter never decides what the dealer owes: the payments service computes every amount from the
 *   rate table (`ratePercent`) and passes the exact figure to charge. An adapter that receives a different
 *   paid amount from its provider reports it (`ChargeOutcome.chargedAmount`) and the service refuses it.
 * - Network trouble is a thrown `ProviderError` ('timeout' | 'unavailable' | 'protocol'); a bank's "no" is
 *   an answer (`declined`), not an exception. After a timeout of `completeThreeDs` the outcome is unknown:
 *   the attempt stays `authorising` and reconciliation asks `status` later.
 * - Every call is safe to repeat with the same `reference` (our attempt's unique reference, the
 *   idempotency key): Paynet's `reference_no`, iyzico's `conversationId` / `basketId`. A repeated
 *   `completeThreeDs` must not charge twice; it answers the first outcome (or `declined` with code
 *   'duplicate', which the service treats as "ask `status`").
 */

/** Which adapter: chosen by PAYMENT_PROVIDER. */
export type ProviderId = 'testpos' | 'paynet' | 'iyzico';

/** A decimal amount in TL with 2 places, as a string: '1250.00'. */
export type Money = string;

// ——— rate table ———————————————————————————————————————————————————————————————

export interface RateQuery {
  /** The card's first 6 to 8 digits — never more (the full number is not needed for rates). */
  bin: string;
  /** What the dealer wants to pay (the form's Price), for providers whose rates depend on it. */
  amount: Money;
  /** Commercial (business) card rates where the provider has them; undefined: the card decides. */
  commercial?: boolean;
}

/** One instalment choice of a bank programme. Instalment 0 is the single payment (spec §9). */
export interface RateOption {
  /**
   * The provider's key for this choice, sent back at start: Paynet's `instalment_key`/`ratio_code`,
   * iyzico's installment number as a string, the Test POS's `<programme>:<instalment>`.
   */
  optionId: string;
  /** 0 = single payment (Tek Çekim), else 2–12. */
  instalment: number;
  /** The provider's wording ('3 Taksit', 'Peşin'); the service words its own when empty. */
  description: string;
  /** Commission in percent of the amount, decimal string with up to 4 places ('2.35'). */
  ratePercent: string;
}

/** A bank (card programme) that can take the card, with its choices. */
export interface RateBank {
  /** The provider's bank id (Paynet `bank_id`, iyzico `bankCode`, Test POS programme id). */
  bankId: string;
  /** 'Axess', 'Bonus', 'World', 'Maximum', 'Paraf', 'CardFinans', … or the bank's name. */
  bankName: string;
  /** Logo address on this server or the provider's; null when none. */
  bankLogo: string | null;
  /** The POS the charge goes through (Paynet's pos id; others repeat `bankId`): the form's BankPosId. */
  posId: string;
  /** A business card's table (rates differ), when the provider tells. */
  commercial: boolean;
  options: RateOption[];
}

export interface RateTable {
  /**
   * Banks whose programme the BIN belongs to first; a provider that answers for every bank (Paynet
   * without a BIN match) lists them all. Empty: the provider takes no card of this BIN.
   */
  banks: RateBank[];
  /**
   * What the table depends on, so the service can cache it per provider: 'bin' — the same for any amount
   * (rates in percent, Test POS, Paynet); 'bin-amount' — differs by amount (iyzico's per-price answer).
   */
  dependsOn: 'bin' | 'bin-amount';
}

// ——— starting 3-D Secure ———————————————————————————————————————————————————————

/** The full card, only ever in memory for the length of `startThreeDs`. */
export interface CardData {
  holder: string;
  /** Digits only, 15–19. */
  number: string;
  /** '01'–'12'. */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  cvc: string;
}

export interface ThreeDsStart {
  /** Our attempt's unique reference (idempotency key), ≤ 64 chars of [A-Za-z0-9-]. */
  reference: string;
  /** Exactly what the card is charged (commission included when added), computed by the service. */
  chargeAmount: Money;
  /** What the dealer's account is credited (the provider's "price" where it distinguishes). */
  baseAmount: Money;
  currency: 'TRY';
  /** The chosen bank and option (from `rates`). */
  bankId: string;
  posId: string;
  optionId: string;
  instalment: number;
  card: CardData;
  /**
   * Absolute URL the bank posts its result to (cross-site POST, no cookies): carries our signed attempt
   * id. The adapter passes it to the provider unchanged.
   */
  callbackUrl: string;
  /** The payer as the provider's anti-fraud wants it (iyzico's buyer); no card data. */
  buyer: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    taxNumber: string | null;
    city: string | null;
    address: string | null;
    ip: string;
  };
  /** Shown in the provider's panel: 'Cari tahsilat 120.01.001' or 'Sipariş WEB2025000012'. */
  description: string;
}

export type ThreeDsStartResult =
  | {
      kind: 'html';
      /** The provider's page (HTML document) the browser shows in the sandboxed 3-D Secure frame. */
      html: string;
      /** The provider's own id of the transaction, kept on the attempt (Paynet session_id, iyzico paymentId). */
      providerReference: string | null;
    }
  | {
      kind: 'redirect';
      /** A page to open in the frame (GET), or a form to post there when `fields` is given. */
      url: string;
      fields: Record<string, string> | null;
      providerReference: string | null;
    }
  | {
      /** Refused before the bank page (invalid card, BIN not served, limits): nothing was charged. */
      kind: 'declined';
      code: string;
      /** The provider's reason, in Turkish where it gives one. */
      message: string;
    };

// ——— the bank's return ——————————————————————————————————————————————————————————

export interface ThreeDsCallback {
  /** Our reference of the attempt the (signed) callback URL named. */
  reference: string;
  /** The provider's id stored at start, if any. */
  providerReference: string | null;
  /** The form (or query) fields the bank posted, as received. The adapter checks their signature. */
  fields: Record<string, string>;
  /** What the service expects charged: an adapter compares the provider's paid amount with it. */
  chargeAmount: Money;
  instalment: number;
}

/** The outcome of a charge, from `completeThreeDs` or `status`. */
export type ChargeOutcome =
  | {
      status: 'paid';
      providerReference: string | null;
      /** The bank's authorisation (provizyon) code, printed on the receipt. */
      authCode: string | null;
      /** What the provider says it charged (compared with the expected figure). */
      chargedAmount: Money;
      instalment: number;
      /** Masked card as the provider reports it (first 6, last 4), when it does. */
      maskedCard: string | null;
    }
  | {
      status: 'declined';
      /** The provider's code ('51', 'mdStatus-0', 'cancelled', 'duplicate', …). */
      code: string;
      /** Why, in Turkish, for the dealer. */
      message: string;
    };

export type CompleteResult =
  | ChargeOutcome
  | {
      /**
       * The callback is not the provider's (signature wrong, fields missing or for another reference):
       * nothing is changed; the attempt is left for `status`.
       */
      status: 'invalid';
      reason: string;
    };

// ——— reconciliation —————————————————————————————————————————————————————————————

export interface StatusQuery {
  reference: string;
  providerReference: string | null;
  chargeAmount: Money;
  instalment: number;
}

export type StatusResult =
  | ChargeOutcome
  | {
      /** The provider has it but it is not final (customer still on the bank page). */
      status: 'pending';
    }
  | {
      /** The provider never saw a charge for this reference (abandoned before the bank, or never charged). */
      status: 'not_found';
    };

// ——— the interface ——————————————————————————————————————————————————————————————

export interface PaymentProvider {
  readonly id: ProviderId;
  /** Shown in the OpenAPI document and the checkout data's payProvider ('Test POS', 'Paynet', 'iyzico'). */
  readonly displayName: string;
  /** Rate table for a BIN (first 6–8 digits) and amount. */
  rates(query: RateQuery): Promise<RateTable>;
  /** Starts 3-D Secure: sends the card to the provider and answers the bank page for the browser. */
  startThreeDs(request: ThreeDsStart): Promise<ThreeDsStartResult>;
  /** The bank's return: verifies the provider's signature / result and completes (charges) the payment. */
  completeThreeDs(callback: ThreeDsCallback): Promise<CompleteResult>;
  /** Asks the provider what became of a reference (reconciliation of attempts left `authorising`). */
  status(query: StatusQuery): Promise<StatusResult>;
}

/** Trouble talking to the provider (not a decline). The message must never contain card data. */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'protocol',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** First 6 and last 4 digits, the only form of a card number we keep: '435508******4358'. */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}
