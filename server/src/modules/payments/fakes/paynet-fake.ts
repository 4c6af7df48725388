import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { listenLocally } from './listen';

/**
 * A local Paynet for tests: a node:http server on port 0 that speaks the documented requests and
 * answers of v1/ratio/Get, v2/transaction/tds_initial, v2/transaction/tds_charge and v1/transaction/check
 * (JSON, `Authorization: Basic <secret key>`), with the bank in between played by `bank()`.
 *
 * Faults a test can ask for: `hang` (the named call never answers: the adapter's timeout), the bank
 * declining, the return post's session or token forged (tds_charge answers 15, as Paynet does for a session
 * that does not match), a repeated charge (code 100 "Önceki Başarılı İşlem", the first transaction again).
 * It keeps no card number: only the first 6 and last 4 digits, as Paynet answers them.
 */

type Json = Record<string, unknown>;
export type PaynetCall = 'ratio' | 'tds_initial' | 'tds_charge' | 'check';

interface Transaction {
  reference: string;
  sessionId: string;
  tokenId: string;
  amount: string;
  instalment: number;
  returnUrl: string;
  masked: string;
  holder: string;
  bank: 'waiting' | 'approved' | 'declined';
  charged: { xactId: string; authCode: string } | null;
  declined: boolean;
  charges: number;
}

/** Paynet's bank codes (Banka Kodları) and the ratios (fractions) of the fake's table. */
const TABLE = [
  {
    bank_id: 'AXSS',
    bank_name: 'Axess',
    bins: ['435508', '552608'],
    ratios: { 0: 0, 2: 0.0319, 3: 0.0439, 6: 0.0799, 9: 0.1159, 12: 0.1519 } as Record<number, number>,
  },
  {
    bank_id: 'BONS',
    bank_name: 'Bonus',
    bins: ['540036', '517041'],
    ratios: { 0: 0, 3: 0.0445, 6: 0.0805 } as Record<number, number>,
  },
  {
    // A business card of the same bank: Paynet answers its own table with card_type bc (Ticari kart).
    bank_id: 'AXSS',
    bank_name: 'Axess',
    card_type: 'bc',
    bins: ['552096'],
    ratios: { 0: 0, 2: 0.0359, 3: 0.0479, 6: 0.0839 } as Record<number, number>,
  },
];

export const PAYNET_DECLINE_MESSAGE = 'Yetersiz bakiye';

export async function startPaynetFake(secretKey: string) {
  const requests: { path: string; body: Json; authorization: string | undefined }[] = [];
  const transactions = new Map<string, Transaction>();
  const hang = new Set<PaynetCall>();
  let declineAtStart = false;

  const tx = (reference: string) => transactions.get(reference);
  const bySession = (sessionId: string) => [...transactions.values()].find((t) => t.sessionId === sessionId);

  function chargeAnswer(t: Transaction, code: number): Json {
    return {
      object_name: 'transaction',
      code,
      message: code === 100 ? 'Önceki Başarılı İşlem' : 'İşlem başarılı',
      xact_id: t.charged!.xactId,
      xact_date: new Date().toISOString(),
      transaction_type: 1,
      pos_type: 5,
      is_tds: true,
      bank_id: 'AXSS',
      instalment: t.instalment,
      card_no_masked: t.masked,
      card_holder: t.holder,
      amount: Number(t.amount),
      currency: 'TRY',
      authorization_code: t.charged!.authCode,
      reference_code: `ref-${t.reference}`,
      order_id: `order-${t.reference}`,
      is_succeed: true,
      agent_reference_no: t.reference,
    };
  }

  function route(path: string, body: Json): Json {
    switch (path) {
      case '/v1/ratio/Get': {
        const bin = String(body.bin ?? '');
        const banks = TABLE.filter((b) =>
          bin ? b.bins.includes(bin.slice(0, 6)) : ('card_type' in b ? b.card_type : 'cc') === (body.card_type ?? 'cc'),
        );
        return {
          object_name: 'ratio',
          code: 0,
          message: '',
          data: banks.map((b) => ({
            bank_id: b.bank_id,
            bank_logo: `https://paynet.example/logo/${b.bank_id}.png`,
            bank_name: b.bank_name,
            card_type: 'card_type' in b ? b.card_type : 'cc',
            ratio: Object.entries(b.ratios).map(([instalment, ratio]) => ({
              instalment: Number(instalment),
              instalment_key: `${b.bank_id}-${instalment}`,
              ratio,
              desc: Number(instalment) === 0 ? 'Peşin' : `${instalment} Taksit`,
              ratio_code: 'STD',
            })),
          })),
        };
      }
      case '/v2/transaction/tds_initial': {
        const pan = String(body.pan ?? '');
        const amount = String(body.amount ?? '');
        if (!/^\d+,\d{2}$/.test(amount)) return { code: 11, message: 'Tutar hatalı' };
        if (declineAtStart) return { code: 18, message: 'Kart bilgileri hatalı' };
        if (!body.reference_no || !body.return_url) return { code: 11, message: 'Eksik parametre' };
        const reference = String(body.reference_no);
        const existing = tx(reference);
        if (existing && existing.bank !== 'waiting') return { code: 5, message: 'Mükerrer referans' };
        const t: Transaction = existing ?? {
          reference,
          sessionId: `ses_${randomBytes(8).toString('hex')}`,
          tokenId: `tok_${randomBytes(8).toString('hex')}`,
          amount: new Decimal(amount.replace(',', '.')).toFixed(2),
          instalment: Number(body.instalment ?? 0),
          returnUrl: String(body.return_url),
          masked: `${pan.slice(0, 6)}******${pan.slice(-4)}`,
          holder: String(body.card_holder ?? ''),
          bank: 'waiting',
          charged: null,
          declined: false,
          charges: 0,
        };
        transactions.set(reference, t);
        // The bank's page as a real one looks: a form to the ACS submitted by an inline script.
        const html = `<!doctype html><html><head><title>3D</title></head><body onload="document.forms[0].submit()"><form method="post" action="https://acs.bank.example/tds/${t.sessionId}"><input type="hidden" name="PaReq" value="x"></form><script>document.forms[0].submit();</script></body></html>`;
        return {
          object_name: 'tds_initial',
          code: 0,
          message: 'İşlem başarılı',
          session_id: t.sessionId,
          token_id: t.tokenId,
          post_url: `https://pts-pj.paynet.example/tds/${t.sessionId}`,
          html_content: html,
        };
      }
      case '/v2/transaction/tds_charge': {
        const t = bySession(String(body.session_id ?? ''));
        if (!t) return { code: 13, message: 'Oturum bulunamadı' };
        if (body.token_id !== t.tokenId) return { code: 15, message: 'İşlem eşleşmedi' };
        t.charges++;
        if (t.charged) return chargeAnswer(t, 100);
        if (t.declined) return { code: 17, message: 'Oturum kullanılmış' };
        if (t.bank !== 'approved') {
          t.declined = true;
          return {
            code: 1,
            message: 'İşlem başarısız',
            is_succeed: false,
            bank_error_id: '51',
            bank_error_message: PAYNET_DECLINE_MESSAGE,
            paynet_error_message: '3D doğrulama başarısız',
          };
        }
        t.charged = { xactId: `xk_${randomBytes(6).toString('hex')}`, authCode: String(100000 + t.charges) };
        return chargeAnswer(t, 0);
      }
      case '/v1/transaction/check': {
        const t = tx(String(body.reference_no ?? ''));
        if (!t || (!t.charged && !t.declined)) return { object_name: 'transaction', code: 12, message: 'Veri yok' };
        const row = t.charged
          ? chargeAnswer(t, 0)
          : {
              xact_id: 'xk_declined',
              amount: Number(t.amount),
              is_succeed: false,
              bank_error_message: PAYNET_DECLINE_MESSAGE,
            };
        return { object_name: 'transaction', code: 0, message: '', Data: [{ ...row, card_no: t.masked }] };
      }
      default:
        return { code: 9, message: 'Not implemented' };
    }
  }

  const callOf: Record<string, PaynetCall> = {
    '/v1/ratio/Get': 'ratio',
    '/v2/transaction/tds_initial': 'tds_initial',
    '/v2/transaction/tds_charge': 'tds_charge',
    '/v1/transaction/check': 'check',
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      let body: Json = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":11,"message":"Bad Request"}');
        return;
      }
      // What the fake keeps of a request: never the card's number or CVC.
      const { pan, cvc, ...kept } = body;
      requests.push({
        path,
        body: { ...kept, ...(pan ? { pan: `${String(pan).slice(0, 6)}…` } : {}), ...(cvc ? { cvc: '***' } : {}) },
        authorization: req.headers.authorization,
      });
      if (hang.has(callOf[path]!)) return; // never answers: the adapter's timeout
      if (req.headers.authorization !== `Basic ${secretKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":7,"message":"Unauthorized"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(route(path, body)));
    });
  });
  const listening = await listenLocally(server);

  return {
    url: listening.url,
    requests,
    /** The named call never answers (until `hang` is emptied). */
    hang,
    set declineAtStart(v: boolean) {
      declineAtStart = v;
    },
    transaction: (reference: string) => tx(reference),
    /** The newest transaction (the one a test just started). */
    last: () => [...transactions.values()].at(-1),
    /**
     * The card holder on the bank's page: approves or declines; answers where the browser then posts
     * (our return_url) and the fields Paynet documents for that post.
     */
    bank(reference: string, answer: 'approve' | 'decline') {
      const t = tx(reference);
      if (!t) throw new Error(`no transaction ${reference}`);
      if (t.bank === 'waiting') t.bank = answer === 'approve' ? 'approved' : 'declined';
      return { returnUrl: t.returnUrl, fields: { session_id: t.sessionId, token_id: t.tokenId } };
    },
    close: listening.close,
  };
}

export type PaynetFake = Awaited<ReturnType<typeof startPaynetFake>>;
