import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { paymentMessages, type AttemptStatusAnswer, type PaymentStart, type RatioResponse } from '@bayi/common';
import { LOG_OPTIONS } from '../../plugins/redaction';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, inStockProducts, placedOrder, signedIn, type Client } from '../../test/orders';
import { CARD_SPACED, cardPayments } from '../../test/card-payments';
import { ProviderError, type PaymentProvider } from './provider';
import type { PaymentsService } from './service';

/** The providers' public test card (Akbank, Axess programme) and its BIN. */
const CARD = '4355084355084358';
/** The public American Express test card: 15 digits. */
const AMEX = '378282246310005';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let visitor: Client;
let service: PaymentsService;
const logLines: string[] = [];

/** Faults the provider shows when a test asks: the charge's answer lost after the charge happened. */
let fault: 'none' | 'complete-timeout' = 'none';
const faulty = (p: PaymentProvider): PaymentProvider => ({
  ...p,
  rates: (q) => p.rates(q),
  startThreeDs: (r) => p.startThreeDs(r),
  status: (q) => p.status(q),
  async completeThreeDs(callback) {
    const result = await p.completeThreeDs(callback);
    if (fault === 'complete-timeout') throw new ProviderError('timeout', 'provider did not answer');
    return result;
  },
});

const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      logger: {
        level: 'trace',
        ...LOG_OPTIONS,
        stream: new Writable({
          write(chunk, _enc, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
      payments: { wrapProvider: faulty, onService: (s) => (service = s) },
    },
  );
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  visitor = client(ctx, undefined);
});
afterAll(() => ctx.close());

const { validForm, pay, bankPost, bank, startCollection } = cardPayments(() => ctx, year);

const attempt = async (c: Client, id: number) => (await c.get(`/payment2/attempt/${id}`)).json() as AttemptStatusAnswer;
const rows = async (q: ReturnType<typeof sql>) => (await ctx.query(q)).rows;
const expectRefused = (res: LightMyRequestResponse, errors: Record<string, string>) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ hasError: true, errorMessage: paymentMessages.incomplete, errors });
};

describe('access', () => {
  it('visitors get 401 on every dealer payment route', async () => {
    expect((await visitor.get(`/payment2/PaynetRatio?price=100&cardNumber=435508`)).statusCode).toBe(401);
    expect((await pay(visitor, validForm())).statusCode).toBe(401);
    expect((await visitor.get('/payment2/attempt/1')).statusCode).toBe(401);
  });

  it('a payment form posted from another site is refused (CSRF); only the bank return is exempt', async () => {
    const res = await pay(dealer, validForm(), { origin: 'https://kotu.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /payment2/PaynetRatio', () => {
  it('answers the card programme’s instalments with every amount computed on the server', async () => {
    const res = await dealer.get('/payment2/PaynetRatio?price=1250&addcomissionToAmount=true&cardNumber=43550843');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RatioResponse;
    expect(body.provider).toBe('testpos');
    expect(body.data).toHaveLength(1);
    const axess = body.data[0]!;
    expect(axess).toMatchObject({ bank_id: 'axess', bank_name: 'Axess', bank_pos_id: 'testpos-axess' });
    expect(axess.ratio.map((r) => r.instalment)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(axess.ratio[0]).toMatchObject({ instalment: 0, desc: 'Tek Çekim', ratioNew: 0, total_amount: 1250 });
    // 1.250,00 × 4,39 % = 54,875 → 54,88 (half up); 1.304,88 / 3 = 434,96.
    expect(axess.ratio[2]).toMatchObject({
      instalment: 3,
      ratioNew: 4.39,
      total_amount: 1304.88,
      instalment_amount: 434.96,
      total_net_amount: 1250,
      total_amountF: '1.304,88',
    });
    const plain = (await dealer.get('/payment2/PaynetRatio?price=1250&cardNumber=435508')).json() as RatioResponse;
    expect(plain.data[0]!.ratio[2]).toMatchObject({ total_amount: 1250, instalment_amount: 416.67 });
  });

  it('knows every programme by BIN; other cards pay in one go', async () => {
    const names: string[] = [];
    for (const bin of ['435508', '540036', '545103', '454359', '447505', '531157', '999999']) {
      const body = (await dealer.get(`/payment2/PaynetRatio?price=100&cardNumber=${bin}`)).json() as RatioResponse;
      names.push(body.data[0]!.bank_name);
    }
    expect(names).toEqual(['Axess', 'Bonus', 'World', 'Maximum', 'Paraf', 'CardFinans', 'Diğer Kartlar']);
    const other = (await dealer.get('/payment2/PaynetRatio?price=100&cardNumber=999999')).json() as RatioResponse;
    expect(other.data[0]!.ratio.map((r) => r.instalment)).toEqual([0]);
  });

  it('a business card answers its commercial table, and the charge is checked against that table', async () => {
    const res = await dealer.get('/payment2/PaynetRatio?price=1250&addcomissionToAmount=true&cardNumber=55209600');
    const business = (res.json() as RatioResponse).data[0]!;
    expect(business).toMatchObject({ bank_id: 'axess-ticari', bank_name: 'Axess', commercial: true });
    // 1.250,00 × 4,79 % = 59,875 → 59,88.
    expect(business.ratio[2]).toMatchObject({ instalment: 3, ratioNew: 4.79, total_amount: 1309.88 });
    const before = await rows(sql`select count(*)::int as n from payment_attempts`);
    const card = { CardNumber: '5520 9600 0000 0005' };
    // The personal card's bank and figure are not this card's.
    expectRefused(await pay(dealer, validForm(card)), { BankId: paymentMessages.optionUnknown });
    const businessChoice = { ...card, BankId: 'axess-ticari', BankPosId: 'testpos-axess-ticari' };
    expectRefused(await pay(dealer, validForm(businessChoice)), { ChargePrice: paymentMessages.chargeMismatch });
    expect(await rows(sql`select count(*)::int as n from payment_attempts`)).toEqual(before);
    const started = await pay(dealer, validForm({ ...businessChoice, ChargePrice: '1309.88' }));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ hasError: false, openThreedsPagePopUp: true });
  });

  it('takes the first 6–8 digits only: a full card number in the address is refused', async () => {
    const full = await dealer.get(`/payment2/PaynetRatio?price=100&cardNumber=${CARD}`);
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual({ CardNumber: paymentMessages.binOnly });
    const short = await dealer.get('/payment2/PaynetRatio?price=100&cardNumber=4355');
    expect(short.json().errors).toEqual({ CardNumber: paymentMessages.binShort });
    const price = await dealer.get('/payment2/PaynetRatio?price=abc&cardNumber=435508');
    expect(price.json().errors).toEqual({ Price: 'Tutar sayı olmalı.' });
  });
});

describe('POST /payment2 validation (spec §5)', () => {
  it('names every missing field: "{Field} gerekli." and "Maalesef, tüm alanlar doğru doldurulmadı."', async () => {
    expectRefused(await pay(dealer, {}), {
      CardName: 'Kart Sahibi gerekli.',
      CardNumber: 'Kart Numarası gerekli.',
      CardMonth: 'Ay gerekli.',
      CardYear: 'Yıl gerekli.',
      CardCVC: 'CVC gerekli.',
      Price: 'Tutar gerekli.',
    });
  });

  it('"{Field} sayı olmalı." and "{Field} 16 karakter uzunluğunda olmalıdır."', async () => {
    expectRefused(
      await pay(
        dealer,
        validForm({ CardNumber: '4355 08ab', CardMonth: 'x', CardYear: 'y', CardCVC: 'ab', Price: 'on' }),
      ),
      {
        CardNumber: 'Kart Numarası sayı olmalı.',
        CardMonth: 'Ay sayı olmalı.',
        CardYear: 'Yıl sayı olmalı.',
        CardCVC: 'CVC sayı olmalı.',
        Price: 'Tutar sayı olmalı.',
      },
    );
    expectRefused(await pay(dealer, validForm({ CardNumber: '4355084355' })), {
      CardNumber: 'Kart Numarası 16 karakter uzunluğunda olmalıdır.',
    });
  });

  it('an American Express card has 15 digits (4-6-5), every other card 16; a wrong check digit is refused', async () => {
    // The public Amex test card: the Test POS knows no programme for it, so it pays in one go ('Diğer Kartlar').
    const amex = { CardNumber: '3782 822463 10005', BankId: 'other', BankPosId: 'testpos-other', Installment: '0' };
    const started = await pay(dealer, validForm({ ...amex, ChargePrice: '1250.00' }));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ hasError: false, openThreedsPagePopUp: true });
    expect((await attempt(dealer, (started.json() as PaymentStart).attemptId)).maskedCardNumber).toBe(
      '378282*****0005',
    );

    expectRefused(await pay(dealer, validForm({ ...amex, CardNumber: '3782 822463 100050' })), {
      CardNumber: 'Kart Numarası 15 karakter uzunluğunda olmalıdır.',
    });
    expectRefused(await pay(dealer, validForm({ CardNumber: '4355 0843 5508 435' })), {
      CardNumber: 'Kart Numarası 16 karakter uzunluğunda olmalıdır.',
    });
    expectRefused(await pay(dealer, validForm({ ...amex, CardNumber: '3782 822463 10006' })), {
      CardNumber: 'Kart Numarası geçersiz.',
    });
    expectRefused(await pay(dealer, validForm({ CardNumber: '4355 0843 5508 4359' })), {
      CardNumber: 'Kart Numarası geçersiz.',
    });
  });

  it('months 1–12, years this one and the 15 after, a card not expired, an amount above zero', async () => {
    expectRefused(await pay(dealer, validForm({ CardMonth: '13', CardYear: String(year + 16) })), {
      CardMonth: 'Ay geçersiz.',
      CardYear: 'Yıl geçersiz.',
    });
    expectRefused(await pay(dealer, validForm({ CardYear: String(year - 1) })), { CardYear: 'Yıl geçersiz.' });
    expectRefused(await pay(dealer, validForm({ Price: '0' })), { Price: paymentMessages.pricePositive });
    expectRefused(await pay(dealer, validForm({ Price: '1000000,01' })), { Price: paymentMessages.priceTooHigh });
  });

  it('refuses a tampered ChargePrice, and a bank or instalment the card does not have; nothing is started', async () => {
    const before = await rows(sql`select count(*)::int as n from payment_attempts`);
    expectRefused(await pay(dealer, validForm({ ChargePrice: '1250.00' })), {
      ChargePrice: paymentMessages.chargeMismatch,
    });
    expectRefused(await pay(dealer, validForm({ ChargePrice: '1304.87' })), {
      ChargePrice: paymentMessages.chargeMismatch,
    });
    // Without the commission the figure is the amount itself; 1304.88 is then wrong too.
    expectRefused(await pay(dealer, validForm({ AddcomissionToAmount: 'false' })), {
      ChargePrice: paymentMessages.chargeMismatch,
    });
    expectRefused(await pay(dealer, validForm({ BankId: 'bonus', BankPosId: 'testpos-bonus' })), {
      BankId: paymentMessages.optionUnknown,
    });
    expectRefused(await pay(dealer, validForm({ Installment: '13' })), { BankId: paymentMessages.optionUnknown });
    expect(await rows(sql`select count(*)::int as n from payment_attempts`)).toEqual(before);
  });
});

describe('a collection by card', () => {
  it('1.250,00 TL in 3 instalments approved with 123456: one payment, the movement, the receipt', async () => {
    const start = await startCollection(dealer);
    expect(start.openThreedsPagePopUp).toBe(true);
    expect((await attempt(dealer, start.attemptId)).status).toBe('authorising');

    const back = await bank(start, '123456');
    expect(back.action).toMatch(/^\/payment2\/callback\/\d+\.[\w-]{43}$/);
    const page = await bankPost(back.action, back.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ödemeniz Başarıyla Alınmıştır.');
    // The page tells the opener at the exact origin, never '*'.
    expect(page.body).toContain('data-origin="http://localhost:80"');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const status = await attempt(dealer, start.attemptId);
    expect(status).toMatchObject({
      status: 'paid',
      amount: 1250,
      chargeAmount: 1304.88,
      installment: 3,
      bankName: 'Axess',
      maskedCardNumber: '435508******4358',
    });
    expect(status.documentNo).toMatch(new RegExp(`^TAH${year}\\d{6}$`));

    const [payment] = await rows(sql`select * from payments where id = ${status.paymentId}`);
    expect(payment).toMatchObject({ status: 'succeeded', amount: '1250.0000', charged_amount: '1304.8800' });
    const movements = await rows(sql`select * from account_movements where payment_id = ${status.paymentId}`);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ type: 'Pos kartı ile tahsilat', credit: '1250.0000', debit: '0.0000' });

    // Shown at once in Genel Hareketler with its print link, and printed by the receipt page.
    const report = (await dealer.get('/report/genelhareket')).json() as { ID: number; FINANS_ISLEM_TURU: string }[];
    expect(report.find((r) => r.ID === status.paymentId)?.FINANS_ISLEM_TURU).toBe('Pos kartı ile tahsilat');
    const receipt = await dealer.get(`/payment2/print/${status.paymentId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('4355 08** **** 4358');
    expect(receipt.body).toContain('3 Taksit');

    // Another dealer: neither the attempt nor the receipt exists.
    expect((await dealer2.get(`/payment2/attempt/${start.attemptId}`)).statusCode).toBe(404);
    expect((await dealer2.get(`/payment2/print/${status.paymentId}`)).statusCode).toBe(404);

    // The same return posted again changes nothing and answers the same outcome.
    const again = await bankPost(back.action, back.fields);
    expect(again.body).toContain('Ödemeniz Başarıyla Alınmıştır.');
    expect(await rows(sql`select id from payments where id = ${status.paymentId}`)).toHaveLength(1);
    expect(await rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(1);
  });

  it('another SMS code declines: failed with the bank’s reason, nothing booked', async () => {
    const start = await startCollection(dealer);
    const back = await bank(start, '000000');
    const page = await bankPost(back.action, back.fields);
    expect(page.body).toContain('Ödeme alınamadı.');
    const status = await attempt(dealer, start.attemptId);
    expect(status).toMatchObject({ status: 'failed', paymentId: null });
    expect(status.message).toContain('SMS doğrulama kodu hatalı');
  });

  it('İptal on the bank page abandons the payment', async () => {
    const start = await startCollection(dealer);
    const back = await bank(start, 'cancel');
    await bankPost(back.action, back.fields);
    const status = await attempt(dealer, start.attemptId);
    expect(status.status).toBe('failed');
    expect(status.message).toContain('iptal edildi');
  });

  it('a forged return changes nothing: an unknown token is 404, a wrong signature leaves the attempt open', async () => {
    const start = await startCollection(dealer);
    const back = await bank(start, '123456');
    expect((await bankPost(`/payment2/callback/${start.attemptId}.${'x'.repeat(43)}`, back.fields)).statusCode).toBe(
      404,
    );
    const forged = await bankPost(back.action, { ...back.fields, signature: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(200);
    expect((await attempt(dealer, start.attemptId)).status).toBe('authorising');
    // The genuine return still completes it.
    await bankPost(back.action, back.fields);
    expect((await attempt(dealer, start.attemptId)).status).toBe('paid');
  });

  it('20 returns at once: one charge, one payment, one movement', async () => {
    const start = await startCollection(dealer);
    const back = await bank(start, '123456');
    const answers = await Promise.all(Array.from({ length: 20 }, () => bankPost(back.action, back.fields)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const status = await attempt(dealer, start.attemptId);
    expect(status.status).toBe('paid');
    expect(await rows(sql`select id from payments where id = ${status.paymentId}`)).toHaveLength(1);
    expect(await rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(1);
    expect(await rows(sql`select id from payment_attempts where payment_id = ${status.paymentId}`)).toHaveLength(1);
  });

  it('a charge whose answer is lost stays authorising; reconciliation asks the provider and books it once', async () => {
    const start = await startCollection(dealer);
    const back = await bank(start, '123456');
    fault = 'complete-timeout';
    try {
      const page = await bankPost(back.action, back.fields);
      expect(page.body).toContain(paymentMessages.pending);
    } finally {
      fault = 'none';
    }
    expect((await attempt(dealer, start.attemptId)).status).toBe('authorising');
    // A second return finds the claim taken and does not charge again.
    await bankPost(back.action, back.fields);
    expect((await attempt(dealer, start.attemptId)).status).toBe('authorising');

    expect(await service.reconcile({ olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    const status = await attempt(dealer, start.attemptId);
    expect(status.status).toBe('paid');
    expect(await rows(sql`select id from account_movements where payment_id = ${status.paymentId}`)).toHaveLength(1);
    // Asked again, nothing more is booked.
    await service.reconcile({ olderThanMs: 0 });
    expect(await rows(sql`select id from payments where id = ${status.paymentId}`)).toHaveLength(1);
  });
});

describe('checkout by card', () => {
  const products = () => inStockProducts(ctx, 3, 50);
  const cardCheckout = (over: Record<string, unknown> = {}) => ({
    teslimSekli: 'depo',
    odemeSekli: 'kredikarti',
    cardName: 'Ayşe Yılmaz',
    cardNumber: CARD,
    cardMonth: '12',
    cardYear: String(year + 2),
    cardCVC: '123',
    installment: 0,
    ...over,
  });

  it('the order completes, as paid by card, only after the verified charge', async () => {
    const { siparisId } = await placedOrder(dealer, await products());
    const res = await dealer.post(`/basket/checkout2/${siparisId}`, cardCheckout());
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json() as PaymentStart & { hasError: boolean };
    expect(start).toMatchObject({ hasError: false, openThreedsPagePopUp: true });
    expect((await rows(sql`select status from orders where id = ${siparisId}`))[0]!.status).toBe('placed');

    const back = await bank(start, '123456');
    const page = await bankPost(back.action, back.fields);
    expect(page.body).toContain(`/spa/checkout/success/${siparisId}`);
    const [order] = await rows(sql`select status, payment_method, document_no from orders where id = ${siparisId}`);
    expect(order).toMatchObject({ status: 'completed', payment_method: 'kredikarti' });
    const status = await attempt(dealer, start.attemptId);
    const [payment] = await rows(sql`select order_id from payments where id = ${status.paymentId}`);
    expect(Number(payment!.order_id)).toBe(siparisId);
    // Submitting again reads the completion.
    const again = await dealer.post(`/basket/checkout2/${siparisId}`, cardCheckout());
    expect(again.json()).toEqual({ hasError: true, errors: { genel: 'Bu sipariş zaten tamamlandı.' } });
  });

  it('a decline leaves the order open with the reason; it can be paid again', async () => {
    const { siparisId } = await placedOrder(dealer, await products());
    const first = (await dealer.post(`/basket/checkout2/${siparisId}`, cardCheckout())).json() as PaymentStart;
    const back = await bank(first, '111111');
    await bankPost(back.action, back.fields);
    expect((await rows(sql`select status from orders where id = ${siparisId}`))[0]!.status).toBe('placed');
    expect((await attempt(dealer, first.attemptId)).message).toContain('SMS doğrulama kodu hatalı');

    const second = (await dealer.post(`/basket/checkout2/${siparisId}`, cardCheckout())).json() as PaymentStart;
    const back2 = await bank(second, '123456');
    await bankPost(back2.action, back2.fields);
    expect((await rows(sql`select status from orders where id = ${siparisId}`))[0]!.status).toBe('completed');
  });

  it('another dealer’s order is not found', async () => {
    const { siparisId } = await placedOrder(dealer, await products());
    expect((await dealer2.post(`/basket/checkout2/${siparisId}`, cardCheckout())).statusCode).toBe(404);
  });
});

describe('card data', () => {
  it('the test card number is in no log line and nowhere in the database', async () => {
    // The full number in every place a careless client could put it.
    await dealer.get(`/payment2/PaynetRatio?price=100&cardNumber=${CARD}`);
    await pay(dealer, validForm({ CardNumber: CARD, ChargePrice: '1' }));
    await startCollection(dealer, { CardNumber: CARD });
    await pay(dealer, validForm({ CardNumber: AMEX, BankId: 'other', BankPosId: 'testpos-other', Installment: '0' }));
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const form of [CARD, CARD_SPACED, AMEX, '3782 822463 10005']) expect(log).not.toContain(form);
    expect(log).not.toMatch(/"(CardCVC|cardCVC)":"\d/);

    const tables = (await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { table_name: string }[];
    expect(tables.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { table_name } of tables) {
      for (const number of [CARD, AMEX]) {
        const [hit] = await rows(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${number}%`}`,
        );
        if (Number(hit!.n) > 0) found.push(`${table_name}: ${number}`);
      }
    }
    expect(found).toEqual([]);
  });
});
