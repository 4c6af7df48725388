import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import Decimal from 'decimal.js';
import { formatTL, luhnValid } from '@bayi/common';
import {
  maskCardNumber,
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
 * The Test POS: a virtual POS inside this server, the default provider and the demo's. It has a
 * realistic rate table of the Turkish card programmes, knows their BINs (with the public test cards of the
 * real providers), and serves its own 3-D Secure page, clearly marked as a test bank: SMS code 123456
 * approves, any other code declines, 'İptal' abandons. The bank posts its result to our callback exactly
 * as a real provider's bank would (a signed form), and the charge happens in `completeThreeDs` — the same
 * code path as Paynet's tds_charge or iyzico's 3DS auth.
 *
 * Its "bank" keeps its transactions in memory (one process, as the demo runs): after a restart `status`
 * answers not_found and reconciliation fails the attempt — nothing was charged anywhere.
 */

export const TEST_POS_APPROVE_CODE = '123456';

interface Programme {
  id: string;
  name: string;
  /** BINs (6 digits) of the programme's cards, the public test cards among them. */
  bins: string[];
  /** Commission % for instalments 2…12 (index 0 = 2 taksit); single payment is 0 %. */
  rates: string[];
  /** A business card's programme (Axess Business, Bonus Ticari…): its own BINs and higher rates. */
  commercial?: boolean;
}

/**
 * Merchant commission rates of the programmes (percent of the amount, for 2–12 instalments), in the range
 * Turkish virtual POS contracts of 2024–2025 show. Single payment (instalment 0) carries no commission.
 */
const PROGRAMMES: Programme[] = [
  {
    id: 'axess',
    name: 'Axess',
    bins: ['435508', '552608', '589004', '557829'],
    rates: ['3.19', '4.39', '5.59', '6.79', '7.99', '9.19', '10.39', '11.59', '12.79', '13.99', '15.19'],
  },
  {
    id: 'bonus',
    name: 'Bonus',
    bins: ['540036', '517041', '472915', '374427', '554960'],
    rates: ['3.25', '4.45', '5.65', '6.85', '8.05', '9.25', '10.45', '11.65', '12.85', '14.05', '15.25'],
  },
  {
    id: 'world',
    name: 'World',
    bins: ['545103', '557113', '402277', '450634'],
    rates: ['3.29', '4.49', '5.69', '6.89', '8.09', '9.29', '10.49', '11.69', '12.89', '14.09', '15.29'],
  },
  {
    id: 'maximum',
    name: 'Maximum',
    bins: ['454359', '589283', '450803', '418342'],
    rates: ['3.15', '4.35', '5.55', '6.75', '7.95', '9.15', '10.35', '11.55', '12.75', '13.95', '15.15'],
  },
  {
    id: 'paraf',
    name: 'Paraf',
    bins: ['447505', '552879', '540667'],
    rates: ['3.09', '4.29', '5.49', '6.69', '7.89', '9.09', '10.29', '11.49', '12.69', '13.89', '15.09'],
  },
  {
    id: 'cardfinans',
    name: 'CardFinans',
    bins: ['498749', '531157', '979202', '979203'],
    rates: ['3.35', '4.55', '5.75', '6.95', '8.15', '9.35', '10.55', '11.75', '12.95', '14.15', '15.35'],
  },
];

/**
 * Business (commercial) cards of the same programmes: banks price their instalments higher (about 0.4
 * points here) and the rate table says so — the instalment table marks them "Ticari Kart". Their BINs are
 * test BINs of this POS (no public test cards exist for them): 5520 9600 0000 0005 (Axess), 5406 6900 0000
 * 0007 (Bonus), 4779 5900 0000 0001 (World), 4546 7200 0000 0006 (Maximum), 5289 3900 0000 0006 (Paraf),
 * 5188 9600 0000 0008 (CardFinans).
 */
const COMMERCIAL_BINS: Record<string, string> = {
  axess: '552096',
  bonus: '540669',
  world: '477959',
  maximum: '454672',
  paraf: '528939',
  cardfinans: '518896',
};
const COMMERCIAL_PREMIUM = new Decimal('0.40');

const COMMERCIAL_PROGRAMMES: Programme[] = PROGRAMMES.map((p) => ({
  id: `${p.id}-ticari`,
  name: p.name,
  bins: [COMMERCIAL_BINS[p.id]!],
  rates: p.rates.map((rate) => new Decimal(rate).plus(COMMERCIAL_PREMIUM).toFixed(2)),
  commercial: true,
}));

/** Cards of no programme: single payment only. */
const OTHER: Programme = { id: 'other', name: 'Diğer Kartlar', bins: [], rates: [] };

const BY_BIN = new Map(
  [...PROGRAMMES, ...COMMERCIAL_PROGRAMMES].flatMap((p) => p.bins.map((bin) => [bin, p] as const)),
);

function bankOf(programme: Programme): RateBank {
  return {
    bankId: programme.id,
    bankName: programme.name,
    bankLogo: null,
    posId: `testpos-${programme.id}`,
    commercial: programme.commercial === true,
    options: [
      { optionId: `${programme.id}:0`, instalment: 0, description: 'Tek Çekim', ratePercent: '0' },
      ...programme.rates.map((rate, i) => ({
        optionId: `${programme.id}:${i + 2}`,
        instalment: i + 2,
        description: `${i + 2} Taksit`,
        ratePercent: rate,
      })),
    ],
  };
}

type BankState = 'awaiting' | 'approved' | 'declined' | 'cancelled' | 'charged';

interface BankTransaction {
  reference: string;
  state: BankState;
  amount: string;
  instalment: number;
  callbackUrl: string;
  bankName: string;
  masked: string;
  authCode: string | null;
  createdAt: number;
}

export interface TestPosOptions {
  /** Key of the bank's signatures (its result form, its page addresses). */
  secret: string;
  /** The clock that decides whether a card has expired. */
  now?: () => Date;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#fef3c7;color:#1c1917}
.bank{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#b91c1c;color:#fff;font-weight:700;text-align:center;padding:6px;border-radius:6px;letter-spacing:.02em}
h1{font-size:18px;margin:12px 0 4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:8px 0 12px}
dt{color:#57534e}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin-bottom:4px}
input{font:inherit;width:100%;padding:8px;border:1px solid #78716c;border-radius:6px;letter-spacing:.2em}
.hint{font-size:13px;color:#57534e}
.row{display:flex;gap:8px;margin-top:12px}
button{font:inherit;font-weight:600;flex:1;min-height:44px;border-radius:6px;border:0;cursor:pointer}
.ok{background:#15803d;color:#fff}.cancel{background:#e7e5e4;color:#1c1917}
button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The bank pages' policy: their one stylesheet, the return script from this server, forms to this server. */
export const TEST_BANK_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "script-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Sends the bank's result form on to the store (the real banks do the same with their own script). */
export const TEST_BANK_SCRIPT = `document.getElementById('donus')?.submit();\n`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function bankPage(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style>
${script ? '<script src="/payment2/testpos/return.js" defer></script>' : ''}</head>
<body><main class="bank"><p class="banner">TEST BANKASI — gerçek bir banka değildir, karttan para çekilmez</p>
${body}</main></body></html>
`;
}

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const BANK_MESSAGES = {
  declined: 'Bankanız işlemi onaylamadı: SMS doğrulama kodu hatalı.',
  cancelled: '3-D Secure doğrulaması iptal edildi; kartınızdan çekim yapılmadı.',
  invalidCard: 'Kart numarası geçersiz.',
  expired: 'Kartın son kullanma tarihi geçmiş.',
} as const;

export function createTestPos(options: TestPosOptions) {
  const now = options.now ?? (() => new Date());
  const transactions = new Map<string, BankTransaction>();
  const tokenOf = (reference: string) => `${reference}.${sign(options.secret, `page:${reference}`)}`;

  function transactionOfToken(token: string): BankTransaction | null {
    const dot = token.lastIndexOf('.');
    if (dot < 1) return null;
    const reference = token.slice(0, dot);
    if (!sameSignature(token.slice(dot + 1), sign(options.secret, `page:${reference}`))) return null;
    return transactions.get(reference) ?? null;
  }

  const resultSignature = (reference: string, result: string) => sign(options.secret, `result:${reference}:${result}`);

  const paid = (t: BankTransaction): ChargeOutcome => ({
    status: 'paid',
    providerReference: `TP-${t.reference}`,
    authCode: t.authCode,
    chargedAmount: t.amount,
    instalment: t.instalment,
    maskedCard: t.masked,
  });

  const provider: PaymentProvider = {
    id: 'testpos',
    displayName: 'Test POS',

    async rates(query: RateQuery): Promise<RateTable> {
      const programme = BY_BIN.get(query.bin.slice(0, 6));
      return { banks: [bankOf(programme ?? OTHER)], dependsOn: 'bin' };
    },

    async startThreeDs(request: ThreeDsStart): Promise<ThreeDsStartResult> {
      const digits = request.card.number.replace(/\D/g, '');
      if (!luhnValid(digits)) return { kind: 'declined', code: 'invalid_card', message: BANK_MESSAGES.invalidCard };
      const today = now();
      const expiry = Number(request.card.expiryYear) * 12 + Number(request.card.expiryMonth);
      if (expiry < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) {
        return { kind: 'declined', code: 'expired_card', message: BANK_MESSAGES.expired };
      }
      const existing = transactions.get(request.reference);
      if (!existing) {
        transactions.set(request.reference, {
          reference: request.reference,
          state: 'awaiting',
          amount: request.chargeAmount,
          instalment: request.instalment,
          callbackUrl: request.callbackUrl,
          bankName: (BY_BIN.get(digits.slice(0, 6)) ?? OTHER).name,
          masked: maskCardNumber(digits),
          authCode: null,
          createdAt: today.getTime(),
        });
      }
      // The frame goes to the bank's page; the HTML needs no script (the storefront's frame may run none).
      const url = `${new URL(request.callbackUrl).origin}/payment2/testpos/${tokenOf(request.reference)}`;
      const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${esc(url)}"><title>Test Bankası</title></head><body><p><a href="${esc(url)}" target="_self">Test bankasının 3-D Secure sayfasına gitmek için tıklayın</a></p></body></html>`;
      return { kind: 'html', html, providerReference: `TP-${request.reference}` };
    },

    async completeThreeDs(callback: ThreeDsCallback): Promise<CompleteResult> {
      const { reference, result, signature } = callback.fields;
      if (reference !== callback.reference || !result || !signature) {
        return { status: 'invalid', reason: 'fields missing or for another reference' };
      }
      if (!sameSignature(signature, resultSignature(reference, result))) {
        return { status: 'invalid', reason: 'signature' };
      }
      const t = transactions.get(reference);
      if (!t) return { status: 'invalid', reason: 'unknown transaction' };
      if (t.state === 'charged') return paid(t); // a repeated return answers the first charge
      if (t.state === 'declined') return { status: 'declined', code: 'mdStatus-0', message: BANK_MESSAGES.declined };
      if (t.state === 'cancelled') return { status: 'declined', code: 'cancelled', message: BANK_MESSAGES.cancelled };
      if (t.state !== 'approved') return { status: 'invalid', reason: 'not authenticated' };
      if (!new Decimal(t.amount).eq(callback.chargeAmount)) return { status: 'invalid', reason: 'amount' };
      t.state = 'charged';
      t.authCode = String(randomInt(100000, 1000000));
      return paid(t);
    },

    async status(query: StatusQuery): Promise<StatusResult> {
      const t = transactions.get(query.reference);
      if (!t) return { status: 'not_found' };
      switch (t.state) {
        case 'charged':
          return paid(t);
        case 'declined':
          return { status: 'declined', code: 'mdStatus-0', message: BANK_MESSAGES.declined };
        case 'cancelled':
          return { status: 'declined', code: 'cancelled', message: BANK_MESSAGES.cancelled };
        default:
          // On the bank page, or authenticated but never charged (the store never completed it).
          return { status: 'pending' };
      }
    },
  };

  return {
    provider,

    /** GET /payment2/testpos/{token}: the test bank's SMS page. null: unknown or forged address. */
    page(token: string): string | null {
      const t = transactionOfToken(token);
      if (!t) return null;
      if (t.state !== 'awaiting') return bankPage('Test Bankası', `<h1>Bu işlem zaten tamamlandı.</h1>`);
      return bankPage(
        'Test Bankası — 3-D Secure',
        `<h1>3-D Secure Doğrulama</h1>
<dl><dt>Üye İşyeri</dt><dd>Bayi Test Mağazası</dd><dt>Tutar</dt><dd>${esc(formatTL(t.amount))}</dd>
<dt>Taksit</dt><dd>${t.instalment > 1 ? `${t.instalment} Taksit` : 'Tek Çekim'}</dd><dt>Kart</dt><dd>${esc(t.masked)}</dd><dt>Program</dt><dd>${esc(t.bankName)}</dd></dl>
<form method="post" action="/payment2/testpos/${esc(token)}">
<label for="code">SMS Doğrulama Kodu</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<p class="hint">Test bankası: <strong>${TEST_POS_APPROVE_CODE}</strong> onaylar, başka her kod reddeder.</p>
<div class="row"><button class="ok" type="submit" name="action" value="confirm">Onayla</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>İptal</button></div>
</form>`,
      );
    },

    /**
     * POST /payment2/testpos/{token}: the SMS code (or İptal). The bank decides, then sends the shopper back
     * to the store with a signed result form — auto-submitted by its script, with a button when scripts
     * cannot run. null: unknown or forged address.
     */
    submit(token: string, fields: Record<string, string>): string | null {
      const t = transactionOfToken(token);
      if (!t) return null;
      if (t.state === 'awaiting') {
        if (fields.action === 'cancel') t.state = 'cancelled';
        else t.state = fields.code?.trim() === TEST_POS_APPROVE_CODE ? 'approved' : 'declined';
      }
      const result = t.state === 'charged' || t.state === 'approved' ? 'approved' : t.state;
      const hidden = { reference: t.reference, result, signature: resultSignature(t.reference, result) };
      return bankPage(
        'Test Bankası — mağazaya dönülüyor',
        `<h1>${result === 'approved' ? 'Doğrulama başarılı.' : result === 'cancelled' ? 'İşlem iptal edildi.' : 'Doğrulama başarısız.'}</h1>
<p>Mağazaya dönülüyor…</p>
<form id="donus" method="post" action="${esc(t.callbackUrl)}">
${Object.entries(hidden)
  .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
  .join('\n')}
<div class="row"><button class="ok" type="submit">Mağazaya Dön</button></div>
</form>`,
        true,
      );
    },

    /** Tests: the bank's answer for a reference, as the browser would post it back. */
    resultFields(reference: string): Record<string, string> | null {
      const t = transactions.get(reference);
      if (!t) return null;
      const result = t.state === 'charged' || t.state === 'approved' ? 'approved' : t.state;
      return { reference, result, signature: resultSignature(reference, result) };
    },
  };
}

export type TestPos = ReturnType<typeof createTestPos>;
