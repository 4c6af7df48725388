import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RatioResponse } from '@bayi/common';
import { providerApp, TEST_CARD, threeDsStart } from '../../test/payment-providers';
import { PAYNET_DECLINE_MESSAGE, startPaynetFake, type PaynetFake } from './fakes/paynet-fake';
import { ConfigError, loadConfig } from '../../config';
import { createPaynetProvider } from './paynet';
import { createConfiguredProvider } from './providers';
import { ProviderError, type PaymentProvider, type ThreeDsStart } from './provider';

const KEY = 'sck_test_paynet_secret';
let fake: PaynetFake;
let paynet: PaymentProvider;
/** The same adapter with a short timeout, for the call the fake never answers: the others may take their time. */
let impatient: PaymentProvider;

beforeAll(async () => {
  fake = await startPaynetFake(KEY);
  paynet = createPaynetProvider({ secretKey: KEY, apiUrl: fake.url, timeoutMs: 10_000 });
  impatient = createPaynetProvider({ secretKey: KEY, apiUrl: fake.url, timeoutMs: 300 });
});
afterAll(() => fake.close());

const startRequest = (over: Partial<ThreeDsStart> = {}) =>
  threeDsStart({ bankId: 'AXSS', posId: 'AXSS', optionId: '3:AXSS-3:STD' }, over);

async function started(over: Partial<ThreeDsStart> = {}) {
  const request = startRequest(over);
  const result = await paynet.startThreeDs(request);
  if (result.kind !== 'html') throw new Error(`not started: ${JSON.stringify(result)}`);
  return { request, result };
}

describe('Paynet adapter against the fake Paynet', () => {
  it('rates: v1/ratio/Get with the secret key and the BIN only; ratio fractions become percents', async () => {
    const table = await paynet.rates({ bin: '43550843', amount: '1250.00' });
    const last = fake.requests.at(-1)!;
    expect(last).toMatchObject({ path: '/v1/ratio/Get', authorization: `Basic ${KEY}` });
    expect(last.body).toEqual({ bin: '435508' });
    expect(table.dependsOn).toBe('bin');
    expect(table.banks).toHaveLength(1);
    const axess = table.banks[0]!;
    expect(axess).toMatchObject({ bankId: 'AXSS', bankName: 'Axess', posId: 'AXSS' });
    expect(axess.options.map((o) => [o.instalment, o.ratePercent])).toEqual([
      [0, '0'],
      [2, '3.19'],
      [3, '4.39'],
      [6, '7.99'],
      [9, '11.59'],
      [12, '15.19'],
    ]);
    expect(axess.options[2]!.optionId).toBe('3:AXSS-3:STD');
    expect(axess.commercial).toBe(false);
  });

  it('rates of a business card: the answer’s card_type bc marks the bank commercial, with its own ratios', async () => {
    const table = await paynet.rates({ bin: '55209600', amount: '1250.00' });
    expect(table.banks).toHaveLength(1);
    expect(table.banks[0]).toMatchObject({ bankId: 'AXSS', commercial: true });
    expect(table.banks[0]!.options.map((o) => [o.instalment, o.ratePercent])).toEqual([
      [0, '0'],
      [2, '3.59'],
      [3, '4.79'],
      [6, '8.39'],
    ]);
    // Asking for the business table by card type sends Paynet's card_type.
    await paynet.rates({ bin: '552096', amount: '1.00', commercial: true });
    expect(fake.requests.at(-1)!.body).toEqual({ bin: '552096', card_type: 'bc' });
  });

  it('success: tds_initial with the amount in Paynet’s comma format, then tds_charge with the return’s session and token', async () => {
    const { request, result } = await started();
    const initial = fake.requests.filter((r) => r.path === '/v2/transaction/tds_initial').at(-1)!;
    expect(initial.body).toMatchObject({
      amount: '1304,88',
      reference_no: request.reference,
      return_url: request.callbackUrl,
      domain: 'b2b.example.com',
      instalment: 3,
      ratio_code: 'STD',
      add_commission: false,
      month: 12,
      year: 2030,
    });
    expect(result.html).toContain('document.forms[0].submit()');
    expect(result.providerReference).toBe(fake.transaction(request.reference)!.sessionId);

    const back = fake.bank(request.reference, 'approve');
    expect(back.returnUrl).toBe(request.callbackUrl);
    const outcome = await paynet.completeThreeDs({
      reference: request.reference,
      providerReference: result.providerReference,
      fields: back.fields,
      chargeAmount: '1304.88',
      instalment: 3,
    });
    expect(outcome).toMatchObject({
      status: 'paid',
      chargedAmount: '1304.88',
      instalment: 3,
      maskedCard: '435508******4358',
    });
    expect(
      await paynet.status({
        reference: request.reference,
        providerReference: null,
        chargeAmount: '1304.88',
        instalment: 3,
      }),
    ).toMatchObject({ status: 'paid', chargedAmount: '1304.88' });
  });

  it('decline: the bank says no; tds_charge answers the bank’s reason', async () => {
    const { request, result } = await started();
    const back = fake.bank(request.reference, 'decline');
    const outcome = await paynet.completeThreeDs({
      reference: request.reference,
      providerReference: result.providerReference,
      fields: back.fields,
      chargeAmount: '1304.88',
      instalment: 3,
    });
    expect(outcome).toEqual({ status: 'declined', code: 'paynet-51', message: PAYNET_DECLINE_MESSAGE });
    const status = await paynet.status({
      reference: request.reference,
      providerReference: null,
      chargeAmount: '1304.88',
      instalment: 3,
    });
    expect(status.status).toBe('declined');
  });

  it('a refusal before the bank page is a decline, nothing to charge', async () => {
    fake.declineAtStart = true;
    try {
      const result = await paynet.startThreeDs(startRequest());
      expect(result).toMatchObject({ kind: 'declined', code: 'paynet-18' });
    } finally {
      fake.declineAtStart = false;
    }
  });

  it('a forged return (wrong session or token: the wrong hash) is invalid and charges nothing', async () => {
    const { request, result } = await started();
    const back = fake.bank(request.reference, 'approve');
    const base = {
      reference: request.reference,
      providerReference: result.providerReference,
      chargeAmount: '1304.88',
      instalment: 3,
    };
    expect(
      await paynet.completeThreeDs({ ...base, fields: { ...back.fields, session_id: 'ses_forged' } }),
    ).toMatchObject({ status: 'invalid' });
    expect(await paynet.completeThreeDs({ ...base, fields: { ...back.fields, token_id: 'tok_forged' } })).toMatchObject(
      { status: 'invalid' },
    );
    expect(await paynet.completeThreeDs({ ...base, fields: {} })).toMatchObject({ status: 'invalid' });
    expect(fake.transaction(request.reference)!.charged).toBeNull();
  });

  it('a duplicate return answers the first charge (code 100) and charges once', async () => {
    const { request, result } = await started();
    const back = fake.bank(request.reference, 'approve');
    const callback = {
      reference: request.reference,
      providerReference: result.providerReference,
      fields: back.fields,
      chargeAmount: '1304.88',
      instalment: 3,
    };
    const first = await paynet.completeThreeDs(callback);
    const second = await paynet.completeThreeDs(callback);
    expect(first.status).toBe('paid');
    expect(second).toEqual(first);
    const t = fake.transaction(request.reference)!;
    expect(t.charges).toBe(2);
    expect(t.charged).not.toBeNull();
  });

  it('timeout: a call without an answer within the adapter’s timeout is ProviderError(timeout)', async () => {
    fake.hang.add('tds_charge');
    try {
      const { request, result } = await started();
      const back = fake.bank(request.reference, 'approve');
      const error = await impatient
        .completeThreeDs({
          reference: request.reference,
          providerReference: result.providerReference,
          fields: back.fields,
          chargeAmount: '1304.88',
          instalment: 3,
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe('timeout');
    } finally {
      fake.hang.delete('tds_charge');
    }
  });

  it('status of a reference Paynet never saw is not_found; a wrong key is a protocol error, not a decline', async () => {
    expect(
      await paynet.status({ reference: 'BYNEVER', providerReference: null, chargeAmount: '1.00', instalment: 0 }),
    ).toEqual({ status: 'not_found' });
    const wrongKey = createPaynetProvider({ secretKey: 'wrong', apiUrl: fake.url, timeoutMs: 10_000 });
    await expect(wrongKey.rates({ bin: '435508', amount: '1.00' })).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('paynet or iyzico without their keys stops the start with the two-line configuration message', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'paynet' })).toThrow(
      'Invalid configuration:\n  PAYNET_SECRET_KEY: required with PAYMENT_PROVIDER=paynet',
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k' })).toThrow(
      'Invalid configuration:\n  IYZICO_SECRET_KEY: required with PAYMENT_PROVIDER=iyzico',
    );
    // The wiring refuses the same way when handed a config without the key.
    const config = { ...loadConfig({ DATA_DIR: 'memory://' }), PAYMENT_PROVIDER: 'paynet' as const };
    expect(() => createConfiguredProvider(config, 's'.repeat(32))).toThrow(ConfigError);
    const chosen = createConfiguredProvider(
      loadConfig({ DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' }),
      's'.repeat(32),
    );
    expect(chosen).toMatchObject({ provider: { id: 'iyzico' }, testPos: null });
  });
});

describe('PAYMENT_PROVIDER=paynet through the real routes', () => {
  let app: Awaited<ReturnType<typeof providerApp>>;
  beforeAll(async () => {
    app = await providerApp({ PAYMENT_PROVIDER: 'paynet', PAYNET_SECRET_KEY: KEY, PAYNET_API_URL: fake.url });
  });
  afterAll(() => app.ctx.close());

  it('rates, start, the bank’s return 20 times at once: one payment, one movement; the card in no log line or table', async () => {
    const ratio = (
      await app.dealer.get('/payment2/PaynetRatio?price=1250&addcomissionToAmount=true&cardNumber=43550843')
    ).json() as RatioResponse;
    expect(ratio.provider).toBe('paynet');
    expect(ratio.data[0]!.ratio.find((r) => r.instalment === 3)).toMatchObject({
      total_amount: 1304.88,
      ratioNew: 4.39,
    });

    const start = await app.start({ BankId: 'AXSS', BankPosId: 'AXSS' });
    expect(start.threedsUrl).toMatch(/^\/payment2\/threeds\/\d+\.[\w-]{43}$/);
    // The provider's page from our address, under its own policy: its inline auto-submit may run, sandboxed.
    const page = await app.ctx.app.inject({ url: start.threedsUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('document.forms[0].submit()');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).toContain("form-action 'self' https://acs.bank.example");
    expect(csp).toContain('sandbox allow-forms allow-scripts');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(
      (await app.ctx.app.inject({ url: `/payment2/threeds/${start.attemptId}.${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);

    const t = fake.last()!;
    const back = fake.bank(t.reference, 'approve');
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.bankPost(back.returnUrl, back.fields)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[0]!.body).toContain('Ödemeniz Başarıyla Alınmıştır.');
    const status = await app.attempt(start.attemptId);
    expect(status.status).toBe('paid');
    expect(await app.rows(sql`select id from payments where id = ${status.paymentId}`)).toHaveLength(1);
    expect(await app.rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(
      1,
    );
    expect(fake.transaction(t.reference)!.charges).toBe(1);
    const [payment] = await app.rows(
      sql`select charged_amount, auth_code from payments where id = ${status.paymentId}`,
    );
    expect(payment).toMatchObject({ charged_amount: '1304.8800' });

    const log = app.logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(TEST_CARD);
    expect(await app.tablesHolding(TEST_CARD)).toEqual([]);
  });

  it('a decline at the bank fails the attempt with the bank’s reason; Paynet down is a 503 and nothing charged', async () => {
    const start = await app.start({ BankId: 'AXSS', BankPosId: 'AXSS' });
    const back = fake.bank(fake.last()!.reference, 'decline');
    const page = await app.bankPost(back.returnUrl, back.fields);
    expect(page.body).toContain('Ödeme alınamadı.');
    expect(await app.attempt(start.attemptId)).toMatchObject({ status: 'failed', message: PAYNET_DECLINE_MESSAGE });

    fake.hang.add('tds_initial');
    try {
      const res = await app.pay(app.form({ BankId: 'AXSS', BankPosId: 'AXSS' }));
      expect(res.statusCode).toBe(503);
    } finally {
      fake.hang.delete('tds_initial');
    }
  });
});
