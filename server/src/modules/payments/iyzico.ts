import { createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import Decimal from 'decimal.js';
import {
  ProviderError,
  type ChargeOutcome,
  type CompleteResult,
  type PaymentProvider,
  type RateBank,
  type RateQuery,
  type RateTable,
  type StatusQuery,
  type StatusResult,
  type ThreeDsCallback,
  type ThreeDsStart,
  type ThreeDsStartResult,
} from './provider';

/**
 * The iyzico adapter over the official `iyzipay` package (its IYZWSv2 request signing; base URL
 * IYZICO_BASE_URL: https://sandbox-api.iyzipay.com, https://api.iyzipay.com live, a fake server in tests).
 *
 * | our call          | iyzipay                                     | iyzico endpoint                  |
 * |-------------------|---------------------------------------------|----------------------------------|
 * | `rates`           | installmentInfo.retrieve { binNumber, price } | POST /payment/iyzipos/installment |
 * | `startThreeDs`    | threedsInitialize.create                    | POST /payment/3dsecure/initialize |
 * | `completeThreeDs` | callback fields (status, mdStatus, paymentId, conversationId, conversationData) + threedsPayment.create | POST /payment/3dsecure/auth |
 * | `status`          | payment.retrieve { paymentId, paymentConversationId } | POST /payment/detail       |
 *
 * Response signatures (docs.iyzico.com "Response Signature Validation", the package's own samples):
 * `signature` = hex HMAC-SHA256 with the secret key over the listed answer fields joined by ':' —
 * 3DS initialize: paymentId, conversationId; 3DS auth and payment detail: paymentId, currency, basketId,
 * conversationId, paidPrice, price. The fields are taken as they appear in the JSON answer (a number such as
 * 1304.8 as JavaScript writes it), exactly as iyzico's samples do. Compared with crypto.timingSafeEqual.
 * An answer with a missing or wrong signature is not iyzico's: at start it is a protocol error (no bank page
 * is shown); at the charge it is `invalid` (the attempt stays open and reconciliation asks payment detail,
 * whose answer is checked the same way).
 *
 * Money: `price` is what the dealer's account is credited (the basket: one virtual item of that price),
 * `paidPrice` exactly what the card is charged (the commission included when the dealer adds it). iyzico's
 * instalment table gives totals per price, not rates, so `rates` answers the rate that reproduces iyzico's
 * total for the asked amount ((totalPrice − price) / price × 100, unrounded) and the table depends on the
 * amount ('bin-amount').
 *
 * Not found in the documentation (decided here; to check against the sandbox):
 * - The 3-D Secure return post (status, paymentId, conversationData, conversationId, mdStatus) carries no
 *   documented signature: it is trusted only as far as naming our conversationId and the paymentId that
 *   initialize gave us; the charge (3DS auth) answer is the signed proof.
 * - The error code of a second 3DS auth for the same paymentId: any auth failure is double-checked with
 *   payment detail, so a repeated return answers the first charge.
 * - iyzico wants a buyer identity number and address; a dealer has a tax number, not a TCKN: the tax number
 *   is sent when it has 11 digits, else iyzico's documented placeholder 11111111111.
 * - fraudStatus 0 ("under review") is treated as not final: the charge is reported as a protocol error (the
 *   attempt stays authorising) and `status` answers pending until iyzico decides.
 */

export interface IyzicoOptions {
  apiKey: string;
  secretKey: string;
  /** https://sandbox-api.iyzipay.com or https://api.iyzipay.com; a fake server in tests. */
  baseUrl: string;
  /** A call that takes longer is a ProviderError('timeout') (iyzipay itself sets none). */
  timeoutMs: number;
}

type Json = Record<string, unknown>;
type Callback = (err: Error | null, result: unknown) => void;
interface Resource {
  create?(data: Json, cb: Callback): void;
  retrieve?(data: Json, cb: Callback): void;
}
interface IyzipayClient {
  installmentInfo: Resource;
  threedsInitialize: Resource;
  threedsPayment: Resource;
  payment: Resource;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** An iyzico amount (number or string) as our decimal text. */
function amountOf(v: unknown): string | null {
  const t = text(v)?.trim();
  if (!t || !/^-?\d+(\.\d+)?$/.test(t)) return null;
  return new Decimal(t).toFixed(2);
}

const maskDigits = (s: string) => s.replace(/\d{12,19}/g, (d) => `${d.slice(0, 6)}******${d.slice(-4)}`);

/** iyzico's signature over answer fields: hex HMAC-SHA256 of the values joined by ':'. */
export function iyzicoSignature(secretKey: string, values: unknown[]): string {
  return createHmac('sha256', secretKey)
    .update(values.map((v) => (v === undefined || v === null ? '' : String(v))).join(':'))
    .digest('hex');
}

function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const MD_STATUS: Record<string, string> = {
  '0': '3-D Secure doğrulaması başarısız oldu (imza veya doğrulama geçersiz).',
  '2': 'Kart sahibi veya bankası 3-D Secure sistemine kayıtlı değil.',
  '3': 'Kartın bankası 3-D Secure sistemine kayıtlı değil.',
  '4': '3-D Secure doğrulaması yapılamadı; kart sahibi kaydı daha sonra yapmayı seçti.',
  '5': '3-D Secure doğrulaması yapılamıyor.',
  '6': '3-D Secure hatası.',
  '7': 'Sistem hatası.',
  '8': 'Bilinmeyen kart numarası.',
};
const DECLINED = 'Bankanız ödemeyi onaylamadı.';

export function createIyzicoProvider(options: IyzicoOptions): PaymentProvider {
  const require = createRequire(import.meta.url);
  const Iyzipay = require('iyzipay') as new (o: { apiKey: string; secretKey: string; uri: string }) => IyzipayClient;
  const client = new Iyzipay({ apiKey: options.apiKey, secretKey: options.secretKey, uri: options.baseUrl });
  const sign = (values: unknown[]) => iyzicoSignature(options.secretKey, values);

  /** One iyzipay call as a promise, with our timeout (the package has none). */
  function call(resource: Resource, method: 'create' | 'retrieve', what: string, data: Json): Promise<Json> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ProviderError('timeout', `iyzico ${what}: no answer within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      const fn = resource[method];
      if (!fn) {
        clearTimeout(timer);
        reject(new ProviderError('protocol', `iyzico ${what}: no ${method}`));
        return;
      }
      fn.call(resource, data, (err, result) => {
        clearTimeout(timer);
        if (err) {
          reject(new ProviderError('unavailable', `iyzico ${what}: ${maskDigits(String(err.message ?? err))}`));
        } else if (typeof result !== 'object' || result === null || Array.isArray(result)) {
          reject(new ProviderError('protocol', `iyzico ${what}: answer is not JSON`));
        } else {
          resolve(result as Json);
        }
      });
    });
  }

  const failed = (a: Json) => a.status !== 'success';
  const reasonOf = (a: Json) => maskDigits(text(a.errorMessage) || DECLINED).slice(0, 300);

  /** A signed payment answer (3DS auth or payment detail) as our outcome; null when the signature is wrong. */
  function paymentOutcome(a: Json, instalment: number): ChargeOutcome | 'unsigned' | 'review' {
    const expected = sign([a.paymentId, a.currency, a.basketId, a.conversationId, a.paidPrice, a.price]);
    if (!sameSignature(a.signature, expected)) return 'unsigned';
    const paidPrice = amountOf(a.paidPrice);
    if (a.paymentStatus === 'SUCCESS' && a.fraudStatus !== -1 && paidPrice) {
      if (a.fraudStatus === 0) return 'review';
      const n = Number(text(a.installment) ?? NaN);
      const bin = text(a.binNumber);
      const last4 = text(a.lastFourDigits);
      return {
        status: 'paid',
        providerReference: text(a.paymentId),
        authCode: text(a.authCode),
        chargedAmount: paidPrice,
        instalment: Number.isFinite(n) ? (n <= 1 ? 0 : n) : instalment,
        maskedCard: bin && last4 ? `${bin.slice(0, 6)}******${last4}` : null,
      };
    }
    return {
      status: 'declined',
      code: `iyzico-${text(a.errorCode) ?? text(a.paymentStatus) ?? 'failure'}`,
      message: a.fraudStatus === -1 ? 'Ödeme güvenlik kontrolünden geçmedi.' : reasonOf(a),
    };
  }

  async function paymentDetail(reference: string, paymentId: string | null): Promise<Json> {
    return call(client.payment, 'retrieve', 'payment detail', {
      locale: 'tr',
      conversationId: reference,
      ...(paymentId ? { paymentId } : {}),
      paymentConversationId: reference,
    });
  }

  return {
    id: 'iyzico',
    displayName: 'iyzico',

    async rates(query: RateQuery): Promise<RateTable> {
      const answer = await call(client.installmentInfo, 'retrieve', 'installment info', {
        locale: 'tr',
        binNumber: query.bin,
        price: query.amount,
      });
      if (failed(answer))
        throw new ProviderError('protocol', `iyzico installment: ${text(answer.errorCode) ?? ''} ${reasonOf(answer)}`);
      const details = Array.isArray(answer.installmentDetails) ? (answer.installmentDetails as Json[]) : [];
      const banks: RateBank[] = [];
      for (const d of details) {
        const price = new Decimal(amountOf(d.price) ?? query.amount);
        if (price.lte(0)) continue;
        const bankId = text(d.bankCode) ?? text(d.bankName);
        if (!bankId) continue;
        const commercial = d.commercial === 1 || d.commercial === true;
        if (query.commercial !== undefined && commercial !== query.commercial) continue;
        const prices = Array.isArray(d.installmentPrices) ? (d.installmentPrices as Json[]) : [];
        const options = prices
          .map((p) => {
            const n = Number(text(p.installmentNumber) ?? NaN);
            const total = amountOf(p.totalPrice);
            if (!Number.isInteger(n) || n < 1 || !total) return null;
            const instalment = n === 1 ? 0 : n;
            // The rate that gives iyzico's own total for this amount (kept unrounded: money.ts rounds once).
            const rate = Decimal.max(new Decimal(total).minus(price).times(100).dividedBy(price), 0);
            return {
              optionId: String(n),
              instalment,
              description: n === 1 ? 'Tek Çekim' : `${n} Taksit`,
              ratePercent: rate.toString(),
            };
          })
          .filter((o): o is NonNullable<typeof o> => o !== null)
          .sort((x, y) => x.instalment - y.instalment);
        if (!options.length) continue;
        banks.push({
          bankId,
          bankName: text(d.cardFamilyName) || text(d.bankName) || bankId,
          bankLogo: null,
          posId: bankId,
          commercial,
          options,
        });
      }
      return { banks, dependsOn: 'bin-amount' };
    },

    async startThreeDs(request: ThreeDsStart): Promise<ThreeDsStartResult> {
      const [name, ...rest] = request.buyer.name.trim().split(/\s+/);
      const city = request.buyer.city ?? 'İstanbul';
      const address = request.buyer.address ?? request.buyer.name;
      const tax = request.buyer.taxNumber?.replace(/\D/g, '') ?? '';
      const answer = await call(client.threedsInitialize, 'create', '3DS initialize', {
        locale: 'tr',
        conversationId: request.reference,
        price: request.baseAmount,
        paidPrice: request.chargeAmount,
        currency: 'TRY',
        installment: request.instalment > 1 ? request.instalment : 1,
        basketId: request.reference,
        paymentChannel: 'WEB',
        paymentGroup: 'PRODUCT',
        callbackUrl: request.callbackUrl,
        paymentCard: {
          cardHolderName: request.card.holder,
          cardNumber: request.card.number,
          expireMonth: request.card.expiryMonth,
          expireYear: request.card.expiryYear,
          cvc: request.card.cvc,
          registerCard: 0,
        },
        buyer: {
          id: request.buyer.id,
          name: name || request.buyer.id,
          surname: rest.join(' ') || name || request.buyer.id,
          identityNumber: tax.length === 11 ? tax : '11111111111',
          email: request.buyer.email ?? `${request.buyer.id.replace(/[^\w.-]/g, '')}@bayi.invalid`,
          ...(request.buyer.phone ? { gsmNumber: request.buyer.phone } : {}),
          registrationAddress: address,
          city,
          country: 'Turkey',
          ip: request.buyer.ip,
        },
        billingAddress: { contactName: request.buyer.name || request.buyer.id, city, country: 'Turkey', address },
        basketItems: [
          {
            id: request.reference,
            name: request.description.slice(0, 100),
            category1: 'Cari tahsilat',
            itemType: 'VIRTUAL',
            price: request.baseAmount,
          },
        ],
      });
      if (failed(answer)) {
        return { kind: 'declined', code: `iyzico-${text(answer.errorCode) ?? 'failure'}`, message: reasonOf(answer) };
      }
      if (!sameSignature(answer.signature, sign([answer.paymentId, answer.conversationId])))
        throw new ProviderError('protocol', 'iyzico 3DS initialize: signature does not match');
      if (answer.conversationId !== request.reference)
        throw new ProviderError('protocol', 'iyzico 3DS initialize: answer for another conversation');
      const content = text(answer.threeDSHtmlContent);
      if (!content) throw new ProviderError('protocol', 'iyzico 3DS initialize: no threeDSHtmlContent');
      return {
        kind: 'html',
        html: Buffer.from(content, 'base64').toString('utf8'),
        providerReference: text(answer.paymentId),
      };
    },

    async completeThreeDs(callback: ThreeDsCallback): Promise<CompleteResult> {
      const f = callback.fields;
      if (!f.paymentId || !f.status) return { status: 'invalid', reason: 'paymentId or status missing' };
      if (f.conversationId && f.conversationId !== callback.reference)
        return { status: 'invalid', reason: 'conversation of another payment' };
      if (callback.providerReference && f.paymentId !== callback.providerReference)
        return { status: 'invalid', reason: 'payment of another transaction' };
      if (f.status !== 'success' || f.mdStatus !== '1') {
        // The bank did not authenticate the card holder: nothing can be charged.
        const md = f.mdStatus ?? '';
        return { status: 'declined', code: `mdStatus-${md || 'none'}`, message: MD_STATUS[md] ?? DECLINED };
      }
      const answer = await call(client.threedsPayment, 'create', '3DS auth', {
        locale: 'tr',
        conversationId: callback.reference,
        paymentId: f.paymentId,
        ...(f.conversationData ? { conversationData: f.conversationData } : {}),
      });
      if (failed(answer)) {
        // Perhaps charged already (a repeated return): payment detail tells, signed.
        const detail = await paymentDetail(callback.reference, f.paymentId);
        if (!failed(detail)) {
          const outcome = paymentOutcome(detail, callback.instalment);
          if (outcome === 'unsigned') return { status: 'invalid', reason: 'payment detail signature' };
          if (outcome === 'review') throw new ProviderError('protocol', 'iyzico: payment under fraud review');
          if (outcome.status === 'paid') return outcome;
        }
        return {
          status: 'declined',
          code: `iyzico-${text(answer.errorCode) ?? 'failure'}`,
          message: reasonOf(answer),
        };
      }
      const outcome = paymentOutcome(answer, callback.instalment);
      if (outcome === 'unsigned') return { status: 'invalid', reason: 'signature' };
      if (outcome === 'review') throw new ProviderError('protocol', 'iyzico: payment under fraud review');
      return outcome;
    },

    async status(query: StatusQuery): Promise<StatusResult> {
      const answer = await paymentDetail(query.reference, query.providerReference);
      if (failed(answer)) {
        // Without a paymentId iyzico never opened the payment; with one, a failure is not an answer.
        if (!query.providerReference) return { status: 'not_found' };
        throw new ProviderError('protocol', `iyzico payment detail: ${text(answer.errorCode) ?? ''}`);
      }
      if (answer.paymentStatus === 'INIT_THREEDS' || answer.paymentStatus === 'CALLBACK_THREEDS') {
        // On the bank page, or authenticated but never charged (3DS auth was not called).
        if (
          !sameSignature(
            answer.signature,
            sign([
              answer.paymentId,
              answer.currency,
              answer.basketId,
              answer.conversationId,
              answer.paidPrice,
              answer.price,
            ]),
          )
        )
          throw new ProviderError('protocol', 'iyzico payment detail: signature does not match');
        return { status: 'pending' };
      }
      const outcome = paymentOutcome(answer, query.instalment);
      if (outcome === 'unsigned')
        throw new ProviderError('protocol', 'iyzico payment detail: signature does not match');
      if (outcome === 'review') return { status: 'pending' };
      return outcome;
    },
  };
}
