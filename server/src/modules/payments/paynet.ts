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
 * The Paynet adapter over Paynet's documented HTTP API (doc.paynet.com.tr): JSON bodies, POST,
 * `Authorization: Basic <secret key>` (the key itself, as Paynet's examples send it), the test host
 * https://pts-api.paynet.com.tr or the live https://api.paynet.com.tr (PAYNET_API_URL).
 *
 * | our call          | Paynet                                                                                 |
 * |-------------------|----------------------------------------------------------------------------------------|
 * | `rates`           | POST v1/ratio/Get { bin, card_type? } → data[] = banks { bank_id, bank_name, bank_logo, ratio[] = { instalment, instalment_key, ratio, desc, ratio_code } } |
 * | `startThreeDs`    | POST v2/transaction/tds_initial { amount, reference_no, return_url, domain, card_holder, pan, month, year, cvc, instalment, ratio_code?, description, add_commission: false } → { code, message, session_id, token_id, post_url, html_content } |
 * | `completeThreeDs` | the return post's session_id + token_id → POST v2/transaction/tds_charge { session_id, token_id, transaction_type: 1 } → { code, is_succeed, xact_id, amount, instalment, authorization_code, card_no_masked, bank_error_message, paynet_error_message, message } |
 * | `status`          | POST v1/transaction/check { reference_no } → { Data[] = { xact_id, amount, instalment, authorization_code, card_no, is_succeed } } |
 *
 * What the documentation says and we rely on:
 * - `ratio` is a fraction of the amount (0.02 = 2 %; Paynet's own examples show "ratio":0.02); instalment 0 is
 *   the single payment, others are the count (Taksit Kodları). The amount is left out of ratio/Get: the
 *   rates do not depend on it, and the docs disagree whether it is TL or kuruş there (server page: decimal;
 *   Get_public: "100 ile çarpılmış"), so we compute the money ourselves (money.ts) from the rate.
 * - tds_initial's `amount` is a string with a comma decimal separator ("Ondalık ayıraç olarak virgül"):
 *   '1304,88'. We send the exact figure to charge and `add_commission: false` (the commission, when the dealer
 *   adds it, is already in it).
 * - Paynet posts `session_id` and `token_id` to return_url; tds_charge with them charges the card. A repeated
 *   tds_charge of a charged session answers the same transaction with code 100 ("Önceki Başarılı İşlem").
 * - Result codes (Hata Kodları): 0 success, 100 earlier success, 13 session not found, 15 transaction does
 *   not match, 17 session already used, others failures.
 *
 * Not found in the documentation (so decided here, and to check against the sandbox):
 * - Paynet does not document a signature on the return post. The return is checked by matching its
 *   session_id with the one tds_initial gave us (kept on the attempt), and by the charge call itself:
 *   tds_charge answers 13/15 for a session or token that is not genuine, which we report as `invalid`.
 * - Whether the return post carries other fields (reference_no, an error) is not documented; we read only
 *   session_id and token_id.
 * - The type of amounts in answers (number or string) is not fixed by the docs: both are accepted.
 * - The code of a tds_charge on a session that was declined and is asked again (17 is assumed: answered as
 *   'duplicate', which makes the service ask `status`).
 */

export interface PaynetOptions {
  secretKey: string;
  /** https://pts-api.paynet.com.tr (test) or https://api.paynet.com.tr (live); a fake server in tests. */
  apiUrl: string;
  /** A call that takes longer is a ProviderError('timeout'). */
  timeoutMs: number;
  /** Tests may pass their own fetch. */
  fetch?: typeof fetch;
}

/** Paynet result codes we act on (doc.paynet.com.tr "Hata Kodları"). */
export const PAYNET_CODES = {
  ok: 0,
  failed: 1,
  noSession: 13,
  unmatchedTransaction: 15,
  tdsError: 16,
  usedSession: 17,
  earlierSuccess: 100,
} as const;

type Json = Record<string, unknown>;

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** A Paynet amount (1304.88, '1304.88' or '1304,88') as our decimal text, or null. */
function amountOf(v: unknown): string | null {
  const t = text(v)?.trim().replace(',', '.');
  if (!t || !/^-?\d+(\.\d+)?$/.test(t)) return null;
  return new Decimal(t).toFixed(2);
}

/** '1304.88' → '1304,88' (tds_initial's documented format). */
const commaAmount = (money: string) => new Decimal(money).toFixed(2).replace('.', ',');

/** Any run of 12–19 digits masked (an error text never carries a card number into our logs). */
const maskDigits = (s: string) => s.replace(/\d{12,19}/g, (d) => `${d.slice(0, 6)}******${d.slice(-4)}`);

const DECLINED = 'Bankanız ödemeyi onaylamadı.';

export function createPaynetProvider(options: PaynetOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, body: Json): Promise<Json> {
    let res: Response;
    try {
      res = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${options.secretKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json; charset=UTF-8',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new ProviderError('timeout', `paynet ${path}: no answer within ${options.timeoutMs} ms`);
      throw new ProviderError('unavailable', `paynet ${path}: ${maskDigits(String((err as Error)?.message ?? err))}`);
    }
    let answer: unknown;
    try {
      answer = await res.json();
    } catch (err) {
      const name = (err as Error)?.name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new ProviderError('timeout', `paynet ${path}: answer not complete within ${options.timeoutMs} ms`);
      throw new ProviderError('protocol', `paynet ${path}: HTTP ${res.status}, not JSON`);
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
      throw new ProviderError('protocol', `paynet ${path}: HTTP ${res.status}, not an object`);
    if (res.status >= 500) throw new ProviderError('unavailable', `paynet ${path}: HTTP ${res.status}`);
    return answer as Json;
  }

  const codeOf = (a: Json) => (typeof a.code === 'number' ? a.code : Number(text(a.code) ?? NaN));
  const reasonOf = (a: Json) =>
    maskDigits(
      text(a.bank_error_message) ||
        text(a.bank_error_short_desc) ||
        text(a.paynet_error_message) ||
        text(a.message) ||
        DECLINED,
    ).slice(0, 300);

  /** A charge answer (tds_charge, or one of check's Data rows) as our outcome. */
  function outcomeOf(a: Json, expectedInstalment: number): ChargeOutcome {
    const charged = amountOf(a.amount);
    if (a.is_succeed === true && charged) {
      const masked = text(a.card_no_masked) ?? text(a.card_no);
      const instalment = Number(text(a.instalment) ?? expectedInstalment);
      return {
        status: 'paid',
        providerReference: text(a.xact_id),
        authCode: text(a.authorization_code),
        chargedAmount: charged,
        instalment: Number.isFinite(instalment) ? instalment : expectedInstalment,
        maskedCard: masked ? maskDigits(masked) : null,
      };
    }
    const code = text(a.bank_error_id) ?? text(a.paynet_error_id) ?? String(codeOf(a));
    return { status: 'declined', code: `paynet-${code}`, message: reasonOf(a) };
  }

  return {
    id: 'paynet',
    displayName: 'Paynet',

    async rates(query: RateQuery): Promise<RateTable> {
      const answer = await call('v1/ratio/Get', {
        bin: query.bin.slice(0, 6),
        ...(query.commercial === undefined ? {} : { card_type: query.commercial ? 'bc' : 'cc' }),
      });
      if (codeOf(answer) !== PAYNET_CODES.ok)
        throw new ProviderError('protocol', `paynet ratio/Get: code ${codeOf(answer)} ${text(answer.message) ?? ''}`);
      const data = Array.isArray(answer.data) ? (answer.data as Json[]) : [];
      const banks: RateBank[] = [];
      for (const b of data) {
        const bankId = text(b.bank_id);
        if (!bankId) continue;
        const ratios = Array.isArray(b.ratio) ? (b.ratio as Json[]) : [];
        const options = ratios
          .map((r) => {
            const instalment = Number(text(r.instalment) ?? NaN);
            const ratio = text(r.ratio);
            if (!Number.isInteger(instalment) || instalment < 0 || ratio === null || !/^\d+(\.\d+)?$/.test(ratio))
              return null;
            const ratioCode = text(r.ratio_code);
            // Our option key carries what tds_initial needs back: the instalment and Paynet's ratio code.
            return {
              optionId: `${instalment}:${text(r.instalment_key) ?? ''}:${ratioCode ?? ''}`,
              instalment: instalment === 1 ? 0 : instalment,
              description: text(r.desc) ?? '',
              ratePercent: new Decimal(ratio).times(100).toDecimalPlaces(4).toString(),
            };
          })
          .filter((o): o is NonNullable<typeof o> => o !== null)
          .sort((x, y) => x.instalment - y.instalment);
        if (!options.length) continue;
        banks.push({
          bankId,
          bankName: text(b.bank_name) ?? bankId,
          bankLogo: text(b.bank_logo),
          posId: bankId,
          // Paynet's card type (Kart Tipi: bc ticari, cc bireysel, dc debit) where the answer carries it,
          // else the table that was asked for.
          commercial: text(b.card_type) ? text(b.card_type) === 'bc' : query.commercial === true,
          options,
        });
      }
      return { banks, dependsOn: 'bin' };
    },

    async startThreeDs(request: ThreeDsStart): Promise<ThreeDsStartResult> {
      const ratioCode = request.optionId.split(':')[2] || undefined;
      const answer = await call('v2/transaction/tds_initial', {
        amount: commaAmount(request.chargeAmount),
        reference_no: request.reference,
        return_url: request.callbackUrl,
        domain: new URL(request.callbackUrl).hostname,
        card_holder: request.card.holder,
        pan: request.card.number,
        month: Number(request.card.expiryMonth),
        year: Number(request.card.expiryYear),
        cvc: request.card.cvc,
        instalment: request.instalment,
        ...(ratioCode ? { ratio_code: ratioCode } : {}),
        add_commission: false,
        description: request.description.slice(0, 140),
        ...(request.buyer.email ? { card_holder_mail: request.buyer.email } : {}),
      });
      const code = codeOf(answer);
      if (code !== PAYNET_CODES.ok) {
        // A refusal before the bank page: nothing was charged.
        return { kind: 'declined', code: `paynet-${code}`, message: reasonOf(answer) };
      }
      const sessionId = text(answer.session_id);
      const html = text(answer.html_content);
      const postUrl = text(answer.post_url);
      if (html) return { kind: 'html', html, providerReference: sessionId };
      if (postUrl) return { kind: 'redirect', url: postUrl, fields: null, providerReference: sessionId };
      throw new ProviderError('protocol', 'paynet tds_initial: neither html_content nor post_url');
    },

    async completeThreeDs(callback: ThreeDsCallback): Promise<CompleteResult> {
      const sessionId = callback.fields.session_id?.trim();
      const tokenId = callback.fields.token_id?.trim();
      if (!sessionId || !tokenId) return { status: 'invalid', reason: 'session_id or token_id missing' };
      // The return must name the session tds_initial opened for this attempt.
      if (callback.providerReference && sessionId !== callback.providerReference)
        return { status: 'invalid', reason: 'session of another transaction' };
      const answer = await call('v2/transaction/tds_charge', {
        session_id: sessionId,
        token_id: tokenId,
        transaction_type: 1,
      });
      const code = codeOf(answer);
      if (code === PAYNET_CODES.noSession || code === PAYNET_CODES.unmatchedTransaction)
        return { status: 'invalid', reason: `paynet code ${code}` };
      if (code === PAYNET_CODES.usedSession)
        return { status: 'declined', code: 'duplicate', message: reasonOf(answer) };
      if (code === PAYNET_CODES.ok || code === PAYNET_CODES.earlierSuccess) {
        const outcome = outcomeOf(answer, callback.instalment);
        if (outcome.status === 'paid' && outcome.instalment === 1) outcome.instalment = 0;
        return outcome;
      }
      return outcomeOf({ ...answer, is_succeed: false }, callback.instalment);
    },

    async status(query: StatusQuery): Promise<StatusResult> {
      const answer = await call('v1/transaction/check', { reference_no: query.reference });
      const rows = (Array.isArray(answer.Data) ? answer.Data : Array.isArray(answer.data) ? answer.data : []) as Json[];
      const code = codeOf(answer);
      if (!rows.length) {
        // 12: no data. Anything else without rows is an error we cannot read as "never charged".
        if (Number.isNaN(code) || code === 0 || code === 12) return { status: 'not_found' };
        throw new ProviderError('protocol', `paynet check: code ${code}`);
      }
      const succeeded = rows.find((r) => r.is_succeed === true);
      if (succeeded) {
        const outcome = outcomeOf(succeeded, query.instalment);
        if (outcome.status === 'paid' && outcome.instalment === 1) outcome.instalment = 0;
        return outcome;
      }
      return outcomeOf(rows[rows.length - 1]!, query.instalment);
    },
  };
}
