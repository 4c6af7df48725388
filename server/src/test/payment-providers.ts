import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { PaymentStart } from '@bayi/common';
import type { ThreeDsStart } from '../modules/payments/provider';
import { LOG_OPTIONS } from '../plugins/redaction';
import { createTestApp, DEMO, type TestContext } from './app';
import { signedIn, type Client } from './orders';

/**
 * Drives a payment through the real routes of an app whose PAYMENT_PROVIDER is a fake provider (tests of the
 * Paynet and iyzico adapters): the dealer's form, the bank's cross-site return, the rows it wrote,
 * and every log line the app wrote on the way.
 */

/** The providers' public test card (Axess) — the one the fakes' tables know. */
export const TEST_CARD = '4355084355084358';

let starts = 0;

/**
 * A 3-D Secure start as the payments service hands it to an adapter: 1.304,88 TL charged for 1.250,00 TL in
 * 3 instalments on the test card. `provider` names the bank, POS and option in the provider's own ids.
 */
export function threeDsStart(
  provider: Pick<ThreeDsStart, 'bankId' | 'posId' | 'optionId'>,
  over: Partial<ThreeDsStart> = {},
): ThreeDsStart {
  return {
    reference: `BYTEST${++starts}`,
    chargeAmount: '1304.88',
    baseAmount: '1250.00',
    currency: 'TRY',
    ...provider,
    instalment: 3,
    card: { holder: 'Ayşe Yılmaz', number: TEST_CARD, expiryMonth: '12', expiryYear: '2030', cvc: '123' },
    callbackUrl: `https://b2b.example.com/payment2/callback/1.${'a'.repeat(43)}`,
    buyer: {
      id: '120.01.001',
      name: 'Demo Elektrik',
      email: 'demo@example.com',
      phone: null,
      taxNumber: '1234567890',
      city: null,
      address: null,
      ip: '1.2.3.4',
    },
    description: 'Cari tahsilat 120.01.001',
    ...over,
  };
}

export async function providerApp(env: Record<string, string>) {
  const logLines: string[] = [];
  const ctx: TestContext = await createTestApp(
    { PAYMENT_PROVIDER_TIMEOUT_SECONDS: '5', ...env },
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
    },
  );
  const dealer: Client = await signedIn(ctx, DEMO.dealer);
  const year = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();

  /** POST /payment2 as the page sends it (multipart/form-data). */
  function pay(fields: Record<string, string>) {
    const boundary = '----bayi' + Math.random().toString(16).slice(2);
    const body =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    return ctx.app.inject({
      method: 'POST',
      url: '/payment2',
      headers: { cookie: dealer.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }

  const form = (over: Record<string, string>) => ({
    CardName: 'Ayşe Yılmaz',
    CardNumber: '4355 0843 5508 4358',
    CardMonth: '12',
    CardYear: String(year + 2),
    CardCVC: '123',
    Price: '1.250,00',
    AddcomissionToAmount: 'true',
    Installment: '3',
    ChargePrice: '1304.88',
    ...over,
  });

  /** A cross-site form post without cookies, as the bank's page sends the return. */
  const bankPost = (url: string, fields: Record<string, string>) => {
    const u = new URL(url, 'http://localhost');
    return ctx.app.inject({
      method: 'POST',
      url: u.pathname + u.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams(fields).toString(),
    });
  };

  const rows = async (q: ReturnType<typeof sql>) => (await ctx.query(q)).rows;

  /** Every table of the database that holds the text (the card number must be in none). */
  async function tablesHolding(needle: string): Promise<string[]> {
    const tables = (await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { table_name: string }[];
    const found: string[] = [];
    for (const { table_name } of tables) {
      const [hit] = await rows(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${needle}%`}`,
      );
      if (Number(hit!.n) > 0) found.push(table_name);
    }
    return found;
  }

  return {
    ctx,
    dealer,
    logLines,
    pay,
    form,
    bankPost,
    rows,
    tablesHolding,
    start: async (over: Record<string, string>) => {
      const res = await pay(form(over));
      if (res.statusCode !== 200) throw new Error(`POST /payment2 ${res.statusCode} ${res.body}`);
      return res.json() as PaymentStart;
    },
    attempt: async (id: number) =>
      (await dealer.get(`/payment2/attempt/${id}`)).json() as {
        status: string;
        paymentId: number | null;
        message: string | null;
      },
  };
}
