import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RatioResponse } from '@bayi/common';
import { providerApp, TEST_CARD, threeDsStart } from '../../test/payment-providers';
import { IYZICO_DECLINE_MESSAGE, startIyzicoFake, type IyzicoFake } from './fakes/iyzico-fake';
import { createIyzicoProvider, iyzicoSignature } from './iyzico';
import { ProviderError, type PaymentProvider, type ThreeDsStart } from './provider';

const API_KEY = 'sandbox-api-key';
const SECRET = 'sandbox-secret-key';
let fake: IyzicoFake;
let iyzico: PaymentProvider;
/** The same adapter with a short timeout, for the call the fake never answers: the others may take their time. */
let impatient: PaymentProvider;

beforeAll(async () => {
  fake = await startIyzicoFake(API_KEY, SECRET);
  iyzico = createIyzicoProvider({ apiKey: API_KEY, secretKey: SECRET, baseUrl: fake.url, timeoutMs: 10_000 });
  impatient = createIyzicoProvider({ apiKey: API_KEY, secretKey: SECRET, baseUrl: fake.url, timeoutMs: 300 });
});
afterAll(() => fake.close());

const startRequest = (over: Partial<ThreeDsStart> = {}) =>
  threeDsStart({ bankId: '46', posId: '46', optionId: '3' }, over);

async function started(over: Partial<ThreeDsStart> = {}) {
  const request = startRequest(over);
  const result = await iyzico.startThreeDs(request);
  if (result.kind !== 'html') throw new Error(`not started: ${JSON.stringify(result)}`);
  return { request, result, paymentId: result.providerReference! };
}

const complete = (request: ThreeDsStart, paymentId: string, fields: Record<string, string>, provider = iyzico) =>
  provider.completeThreeDs({
    reference: request.reference,
    providerReference: paymentId,
    fields,
    chargeAmount: request.chargeAmount,
    instalment: request.instalment,
  });

describe('iyzico adapter against the fake iyzico', () => {
  it('signature: hex HMAC-SHA256 of the fields joined by ":" (the package’s own helper agrees)', async () => {
    const { createRequire } = await import('node:module');
    const utils = createRequire(import.meta.url)('iyzipay/lib/utils') as {
      calculateHmacSHA256Signature(values: unknown[], key: string): string;
    };
    const values = ['25000000', 'TRY', 'B1', 'C1', 1304.88, 1250];
    expect(iyzicoSignature(SECRET, values)).toBe(utils.calculateHmacSHA256Signature(values, SECRET));
  });

  it('rates: installment info with the IYZWSv2 signed request; totals become the rates that give them back', async () => {
    const table = await iyzico.rates({ bin: '43550843', amount: '1250.00' });
    const last = fake.requests.at(-1)!;
    expect(last).toMatchObject({ path: '/payment/iyzipos/installment', authorized: true });
    expect(last.body).toMatchObject({ binNumber: '43550843', price: '1250.0' });
    expect(table.dependsOn).toBe('bin-amount');
    const axess = table.banks[0]!;
    expect(axess).toMatchObject({ bankId: '46', bankName: 'Axess', commercial: false });
    expect(axess.options.map((o) => [o.instalment, o.ratePercent])).toEqual([
      [0, '0'],
      [2, '3.1904'],
      [3, '4.3904'],
      [6, '7.9904'],
      [9, '11.5904'],
      [12, '15.1904'],
    ]);
  });

  it('rates of a business card: installment details with commercial 1 are the commercial table', async () => {
    const table = await iyzico.rates({ bin: '55209600', amount: '1000.00' });
    expect(table.banks).toHaveLength(1);
    expect(table.banks[0]).toMatchObject({ bankName: 'Axess', commercial: true });
    expect(table.banks[0]!.options.map((o) => [o.instalment, o.ratePercent])).toEqual([
      [0, '0'],
      [2, '3.59'],
      [3, '4.79'],
      [6, '8.39'],
    ]);
    // Asked for personal-card rates only, a business card has none.
    expect((await iyzico.rates({ bin: '55209600', amount: '1000.00', commercial: false })).banks).toEqual([]);
  });

  it('success: 3DS initialize (signed paymentId, conversationId), the return, 3DS auth (signed), payment detail', async () => {
    const { request, result, paymentId } = await started();
    const init = fake.requests.filter((r) => r.path === '/payment/3dsecure/initialize').at(-1)!;
    expect(init.authorized).toBe(true);
    expect(init.body).toMatchObject({
      conversationId: request.reference,
      basketId: request.reference,
      price: '1250.0',
      paidPrice: '1304.88',
      installment: 3,
      callbackUrl: request.callbackUrl,
      paymentCard: '[kart]',
    });
    expect(result.html).toContain("document.getElementById('iyzico-3ds-form').submit()");

    const back = fake.bank(paymentId, 'approve');
    expect(back.callbackUrl).toBe(request.callbackUrl);
    const outcome = await complete(request, paymentId, back.fields);
    expect(outcome).toMatchObject({
      status: 'paid',
      providerReference: paymentId,
      chargedAmount: '1304.88',
      instalment: 3,
      maskedCard: '435508******4358',
    });
    const auth = fake.requests.filter((r) => r.path === '/payment/3dsecure/auth').at(-1)!;
    expect(auth.body).toMatchObject({
      paymentId,
      conversationId: request.reference,
      conversationData: back.fields.conversationData,
    });
    expect(
      await iyzico.status({
        reference: request.reference,
        providerReference: paymentId,
        chargeAmount: '1304.88',
        instalment: 3,
      }),
    ).toMatchObject({ status: 'paid', chargedAmount: '1304.88' });
  });

  it('decline: mdStatus 0 from the bank (nothing charged), or a refusal at the charge with iyzico’s reason', async () => {
    const first = await started();
    const refused = await complete(first.request, first.paymentId, fake.bank(first.paymentId, 'decline').fields);
    expect(refused).toMatchObject({ status: 'declined', code: 'mdStatus-0' });
    expect(fake.payment(first.paymentId)!.auths).toBe(0);

    fake.declineAtCharge = true;
    try {
      const second = await started();
      const outcome = await complete(second.request, second.paymentId, fake.bank(second.paymentId, 'approve').fields);
      expect(outcome).toEqual({ status: 'declined', code: 'iyzico-10051', message: IYZICO_DECLINE_MESSAGE });
    } finally {
      fake.declineAtCharge = false;
    }
  });

  it('a wrong signature: at start a protocol error (no bank page); at the charge invalid (left for status)', async () => {
    fake.wrongSignature = true;
    try {
      await expect(iyzico.startThreeDs(startRequest())).rejects.toMatchObject({ kind: 'protocol' });
    } finally {
      fake.wrongSignature = false;
    }
    const { request, paymentId } = await started();
    const back = fake.bank(paymentId, 'approve');
    fake.wrongSignature = true;
    try {
      expect(await complete(request, paymentId, back.fields)).toEqual({ status: 'invalid', reason: 'signature' });
      await expect(
        iyzico.status({
          reference: request.reference,
          providerReference: paymentId,
          chargeAmount: '1304.88',
          instalment: 3,
        }),
      ).rejects.toBeInstanceOf(ProviderError);
    } finally {
      fake.wrongSignature = false;
    }
    // Signed again, the charge that did happen is found.
    expect(
      await iyzico.status({
        reference: request.reference,
        providerReference: paymentId,
        chargeAmount: '1304.88',
        instalment: 3,
      }),
    ).toMatchObject({ status: 'paid' });
  });

  it('a return for another payment or conversation is invalid and charges nothing', async () => {
    const { request, paymentId } = await started();
    const back = fake.bank(paymentId, 'approve');
    expect(await complete(request, paymentId, { ...back.fields, paymentId: '1' })).toMatchObject({ status: 'invalid' });
    expect(await complete(request, paymentId, { ...back.fields, conversationId: 'BYOTHER' })).toMatchObject({
      status: 'invalid',
    });
    expect(fake.payment(paymentId)!.auths).toBe(0);
  });

  it('a duplicate return answers the first charge (auth refuses the second; payment detail shows the charge)', async () => {
    const { request, paymentId } = await started();
    const back = fake.bank(paymentId, 'approve');
    const first = await complete(request, paymentId, back.fields);
    const second = await complete(request, paymentId, back.fields);
    expect(first.status).toBe('paid');
    expect(second).toEqual(first);
    expect(fake.payment(paymentId)!.state).toBe('SUCCESS');
  });

  it('timeout: no answer within the adapter’s timeout is ProviderError(timeout); status before the bank is pending', async () => {
    const { request, paymentId } = await started();
    expect(
      await iyzico.status({
        reference: request.reference,
        providerReference: paymentId,
        chargeAmount: '1304.88',
        instalment: 3,
      }),
    ).toEqual({ status: 'pending' });
    const back = fake.bank(paymentId, 'approve');
    fake.hang.add('auth');
    try {
      const error = await complete(request, paymentId, back.fields, impatient).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe('timeout');
    } finally {
      fake.hang.delete('auth');
    }
  });
});

describe('PAYMENT_PROVIDER=iyzico through the real routes', () => {
  let app: Awaited<ReturnType<typeof providerApp>>;
  beforeAll(async () => {
    app = await providerApp({
      PAYMENT_PROVIDER: 'iyzico',
      IYZICO_API_KEY: API_KEY,
      IYZICO_SECRET_KEY: SECRET,
      IYZICO_BASE_URL: fake.url,
    });
  });
  afterAll(() => app.ctx.close());

  it('rates, start, the bank’s return 20 times at once: one payment, one movement; the card in no log line or table', async () => {
    const ratio = (
      await app.dealer.get('/payment2/PaynetRatio?price=1250&addcomissionToAmount=true&cardNumber=43550843')
    ).json() as RatioResponse;
    expect(ratio.provider).toBe('iyzico');
    expect(ratio.data[0]!.ratio.find((r) => r.instalment === 3)).toMatchObject({ total_amount: 1304.88 });

    const start = await app.start({ BankId: '46', BankPosId: '46' });
    expect(start.threedsUrl).toMatch(/^\/payment2\/threeds\/\d+\.[\w-]{43}$/);
    const page = await app.ctx.app.inject({ url: start.threedsUrl! });
    expect(page.body).toContain('iyzico-3ds-form');
    expect(String(page.headers['content-security-policy'])).toContain(
      "form-action 'self' https://sandbox-acs.bank.example",
    );

    const p = fake.last()!;
    const back = fake.bank(p.paymentId, 'approve');
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.bankPost(back.callbackUrl, back.fields)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const status = await app.attempt(start.attemptId);
    expect(status.status).toBe('paid');
    expect(await app.rows(sql`select id from payments where id = ${status.paymentId}`)).toHaveLength(1);
    expect(await app.rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(
      1,
    );
    expect(fake.payment(p.paymentId)!.auths).toBe(1);

    const log = app.logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(TEST_CARD);
    expect(await app.tablesHolding(TEST_CARD)).toEqual([]);
  });

  it('a wrong signature at the charge leaves the attempt open; the genuine return then finds the charge (signed payment detail) and books it once', async () => {
    const start = await app.start({ BankId: '46', BankPosId: '46' });
    const p = fake.last()!;
    const back = fake.bank(p.paymentId, 'approve');
    fake.wrongSignature = true;
    try {
      await app.bankPost(back.callbackUrl, back.fields);
    } finally {
      fake.wrongSignature = false;
    }
    expect((await app.attempt(start.attemptId)).status).toBe('authorising');
    // The genuine return again: auth refuses a second charge, payment detail (signed) shows the first.
    await app.bankPost(back.callbackUrl, back.fields);
    const status = await app.attempt(start.attemptId);
    expect(status.status).toBe('paid');
    expect(await app.rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(
      1,
    );
  });
});
