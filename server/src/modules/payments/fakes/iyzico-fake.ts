import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { listenLocally } from './listen';

/**
 * A local iyzico for tests: a node:http server on port 0 that speaks what the `iyzipay` package
 * sends — POST /payment/iyzipos/installment, /payment/3dsecure/initialize, /payment/3dsecure/auth and
 * /payment/detail, each with its IYZWSv2 Authorization header, which the fake checks (apiKey, and the
 * HMAC-SHA256 of random key + path + body with the secret key) — and answers as iyzico documents, with the
 * response `signature` (hex HMAC-SHA256 over the documented fields joined by ':').
 *
 * Faults a test can ask for: `hang` (a call never answers), `wrongSignature` (answers signed with another
 * key), the bank declining (mdStatus 0 on the return post), a card declined at the charge (3DS auth failure
 * 10051), a repeated auth (failure, as a second auth of the same payment). No card number is kept.
 */

type Json = Record<string, unknown>;
export type IyzicoCall = 'installment' | 'initialize' | 'auth' | 'detail';

interface Payment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  installment: number;
  callbackUrl: string;
  bin: string;
  last4: string;
  /** INIT_THREEDS → CALLBACK_THREEDS (the bank said yes) → SUCCESS | FAILURE. */
  state: 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';
  mdStatus: string | null;
  authCode: string | null;
  auths: number;
}

export const IYZICO_DECLINE_MESSAGE = 'Kart limiti yetersiz, yetersiz bakiye';

const sign = (key: string, values: unknown[]) =>
  createHmac('sha256', key)
    .update(values.map((v) => String(v)).join(':'))
    .digest('hex');

/** The commission iyzico's fake adds per instalment (percent of the price). */
const RATES: Record<number, string> = { 1: '0', 2: '3.19', 3: '4.39', 6: '7.99', 9: '11.59', 12: '15.19' };
/** A business card (BIN 552096): iyzico marks it `commercial: 1` and its table is its own. */
const COMMERCIAL_BIN = '552096';
const COMMERCIAL_RATES: Record<number, string> = { 1: '0', 2: '3.59', 3: '4.79', 6: '8.39' };

export async function startIyzicoFake(apiKey: string, secretKey: string) {
  const requests: { path: string; body: Json; authorized: boolean }[] = [];
  const payments = new Map<string, Payment>();
  const hang = new Set<IyzicoCall>();
  let wrongSignature = false;
  let declineAtCharge = false;
  let next = 25_000_000;

  const signKey = () => (wrongSignature ? `${secretKey}-not` : secretKey);

  function checkAuthorization(header: string | undefined, path: string, raw: string): boolean {
    const m = /^IYZWSv2 (.+)$/.exec(header ?? '');
    if (!m) return false;
    const parts = Object.fromEntries(
      Buffer.from(m[1]!, 'base64')
        .toString('utf8')
        .split('&')
        .map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]),
    );
    const expected = createHmac('sha256', secretKey).update(`${parts.randomKey}${path}${raw}`).digest('hex');
    return parts.apiKey === apiKey && parts.signature === expected;
  }

  const base = (conversationId: unknown) => ({
    status: 'success',
    locale: 'tr',
    systemTime: Date.now(),
    conversationId,
  });
  const failure = (conversationId: unknown, errorCode: string, errorMessage: string) => ({
    status: 'failure',
    errorCode,
    errorMessage,
    locale: 'tr',
    systemTime: Date.now(),
    conversationId,
  });

  function paymentAnswer(p: Payment, conversationId: unknown): Json {
    const a = {
      ...base(p.conversationId),
      price: p.price,
      paidPrice: p.paidPrice,
      installment: p.installment,
      paymentId: p.paymentId,
      fraudStatus: 1,
      merchantCommissionRate: 0,
      merchantCommissionRateAmount: 0,
      iyziCommissionRateAmount: 0.21,
      iyziCommissionFee: 0.25,
      cardType: 'CREDIT_CARD',
      cardAssociation: 'VISA',
      cardFamily: 'Axess',
      binNumber: p.bin,
      lastFourDigits: p.last4,
      basketId: p.basketId,
      currency: 'TRY',
      authCode: p.authCode,
      phase: 'AUTH',
      mdStatus: p.mdStatus === null ? undefined : Number(p.mdStatus),
      hostReference: `mock${p.paymentId}`,
      paymentStatus: p.state,
    };
    void conversationId;
    return {
      ...a,
      signature: sign(signKey(), [a.paymentId, a.currency, a.basketId, a.conversationId, a.paidPrice, a.price]),
    };
  }

  function route(path: string, body: Json): Json {
    switch (path) {
      case '/payment/iyzipos/installment': {
        const price = Number(body.price);
        const bin = String(body.binNumber ?? '');
        const commercial = bin.startsWith(COMMERCIAL_BIN);
        if (!bin.startsWith('435508') && !bin.startsWith('552608') && !commercial)
          return { ...base(body.conversationId), installmentDetails: [] };
        return {
          ...base(body.conversationId),
          installmentDetails: [
            {
              binNumber: bin,
              price,
              cardType: 'CREDIT_CARD',
              cardAssociation: 'VISA',
              cardFamilyName: 'Axess',
              force3ds: 1,
              bankCode: 46,
              bankName: 'Akbank',
              forceCvc: 1,
              commercial: commercial ? 1 : 0,
              installmentPrices: Object.entries(commercial ? COMMERCIAL_RATES : RATES).map(([n, rate]) => {
                const total = Math.round(price * (100 + Number(rate))) / 100;
                return {
                  installmentNumber: Number(n),
                  totalPrice: total,
                  installmentPrice: Math.round((total / Number(n)) * 100) / 100,
                };
              }),
            },
          ],
        };
      }
      case '/payment/3dsecure/initialize': {
        const card = (body.paymentCard ?? {}) as Json;
        const number = String(card.cardNumber ?? '');
        if (!/^\d{15,19}$/.test(number)) return failure(body.conversationId, '12', 'Kart numarası geçersizdir');
        const basketItems = (body.basketItems ?? []) as Json[];
        const basketTotal = basketItems.reduce((sum, i) => sum + Number(i.price), 0);
        if (Math.abs(basketTotal - Number(body.price)) > 0.001)
          return failure(body.conversationId, '5', 'Sepet tutarı fiyata eşit olmalı');
        const p: Payment = {
          paymentId: String(next++),
          conversationId: String(body.conversationId),
          basketId: String(body.basketId),
          price: Number(body.price),
          paidPrice: Number(body.paidPrice),
          installment: Number(body.installment ?? 1),
          callbackUrl: String(body.callbackUrl),
          bin: number.slice(0, 8),
          last4: number.slice(-4),
          state: 'INIT_THREEDS',
          mdStatus: null,
          authCode: null,
          auths: 0,
        };
        payments.set(p.paymentId, p);
        const html = `<!doctype html><html><head><title>3D</title></head><body><form id="iyzico-3ds-form" action="https://sandbox-acs.bank.example/mdpayacs/pareq" method="post"><input type="hidden" name="PaReq" value="x"><input type="hidden" name="MD" value="${p.paymentId}"></form><script type="text/javascript">document.getElementById('iyzico-3ds-form').submit();</script></body></html>`;
        const a = {
          ...base(p.conversationId),
          threeDSHtmlContent: Buffer.from(html).toString('base64'),
          paymentId: p.paymentId,
        };
        return { ...a, signature: sign(signKey(), [a.paymentId, a.conversationId]) };
      }
      case '/payment/3dsecure/auth': {
        const p = payments.get(String(body.paymentId ?? ''));
        if (!p) return failure(body.conversationId, '5115', 'Ödeme bulunamadı');
        p.auths++;
        if (p.state === 'SUCCESS' || p.state === 'FAILURE')
          return failure(body.conversationId, '10219', 'Bu ödeme daha önce tamamlandı');
        if (p.state !== 'CALLBACK_THREEDS') return failure(body.conversationId, '5116', '3DS doğrulaması yapılmadı');
        if (declineAtCharge) {
          p.state = 'FAILURE';
          return failure(body.conversationId, '10051', IYZICO_DECLINE_MESSAGE);
        }
        p.state = 'SUCCESS';
        p.authCode = String(200000 + (Number(p.paymentId) % 1000));
        return paymentAnswer(p, body.conversationId);
      }
      case '/payment/detail': {
        const p =
          payments.get(String(body.paymentId ?? '')) ??
          [...payments.values()].find((x) => x.conversationId === body.paymentConversationId);
        if (!p) return failure(body.conversationId, '5115', 'Ödeme bulunamadı');
        if (p.state === 'FAILURE')
          return { ...paymentAnswer(p, body.conversationId), errorCode: '10051', errorMessage: IYZICO_DECLINE_MESSAGE };
        return paymentAnswer(p, body.conversationId);
      }
      default:
        return failure(body.conversationId, '1', 'Not found');
    }
  }

  const callOf: Record<string, IyzicoCall> = {
    '/payment/iyzipos/installment': 'installment',
    '/payment/3dsecure/initialize': 'initialize',
    '/payment/3dsecure/auth': 'auth',
    '/payment/detail': 'detail',
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Json = {};
      try {
        body = JSON.parse(raw || '{}') as Json;
      } catch {
        res.writeHead(400).end();
        return;
      }
      const authorized = checkAuthorization(req.headers.authorization, path, raw);
      const { paymentCard, ...kept } = body;
      requests.push({ path, body: { ...kept, ...(paymentCard ? { paymentCard: '[kart]' } : {}) }, authorized });
      if (hang.has(callOf[path]!)) return;
      const answer = authorized ? route(path, body) : failure(body.conversationId, '1001', 'api bilgileri bulunamadı');
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(answer));
    });
  });
  const listening = await listenLocally(server);

  return {
    url: listening.url,
    requests,
    hang,
    set wrongSignature(v: boolean) {
      wrongSignature = v;
    },
    set declineAtCharge(v: boolean) {
      declineAtCharge = v;
    },
    payment: (paymentId: string) => payments.get(paymentId),
    byConversation: (conversationId: string) => [...payments.values()].find((p) => p.conversationId === conversationId),
    last: () => [...payments.values()].at(-1),
    /**
     * The card holder on the bank's page: iyzico then posts its documented fields to our callbackUrl
     * (status, paymentId, conversationData, conversationId, mdStatus).
     */
    bank(paymentId: string, answer: 'approve' | 'decline') {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`no payment ${paymentId}`);
      if (p.state === 'INIT_THREEDS') {
        p.mdStatus = answer === 'approve' ? '1' : '0';
        p.state = answer === 'approve' ? 'CALLBACK_THREEDS' : 'FAILURE';
      }
      return {
        callbackUrl: p.callbackUrl,
        fields: {
          status: p.mdStatus === '1' ? 'success' : 'failure',
          paymentId: p.paymentId,
          conversationData: `cd-${randomBytes(4).toString('hex')}`,
          conversationId: p.conversationId,
          mdStatus: p.mdStatus ?? '0',
        },
      };
    },
    close: listening.close,
  };
}

export type IyzicoFake = Awaited<ReturnType<typeof startIyzicoFake>>;
