import { expect } from 'vitest';
import type { PaymentStart } from '@bayi/common';
import type { TestContext } from './app';
import type { Client } from './orders';

/** The providers' public test card (Akbank, Axess programme), as a person types it. */
export const CARD_SPACED = '4355 0843 5508 4358';

/**
 * Drives a card payment through the real routes with the Test POS (PAYMENT_PROVIDER=testpos): the dealer's
 * form (multipart, as the page sends it), the bank's page and SMS code, and the bank's cross-site return.
 * `ctx` is read when a call is made (the test file creates its app in beforeAll).
 */
export function cardPayments(ctx: () => TestContext, year: number) {
  const validForm = (over: Record<string, string> = {}) => ({
    CardName: 'Ayşe Yılmaz',
    CardNumber: CARD_SPACED,
    CardMonth: '12',
    CardYear: String(year + 2),
    CardCVC: '123',
    Price: '1.250,00',
    AddcomissionToAmount: 'true',
    BankId: 'axess',
    Installment: '3',
    ChargePrice: '1304.88',
    BankPosId: 'testpos-axess',
    ...over,
  });

  /** POST /payment2 as the page sends it: multipart/form-data. */
  function pay(c: Client, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const boundary = '----bayi' + Math.random().toString(16).slice(2);
    const body =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    return ctx().app.inject({
      method: 'POST',
      url: '/payment2',
      headers: {
        ...(c.cookie ? { cookie: c.cookie } : {}),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...headers,
      },
      payload: body,
    });
  }

  /** A cross-site form post without cookies, as a bank's page (or the sandboxed 3-D Secure frame) sends it. */
  const bankPost = (url: string, fields: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  const pathOf = (absolute: string) => {
    const u = new URL(absolute, 'http://localhost');
    return u.pathname + u.search;
  };
  const unescapeHtml = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');

  /** The bank's form back to the store: its action (our callback) and hidden fields. */
  function returnForm(html: string) {
    const action = unescapeHtml(/<form id="donus" method="post" action="([^"]+)"/.exec(html)![1]!);
    const fields: Record<string, string> = {};
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      fields[unescapeHtml(m[1]!)] = unescapeHtml(m[2]!);
    return { action: pathOf(action), fields };
  }

  /** The Test POS bank page the start answer sends the frame to, then the SMS code typed there. */
  async function bank(start: { threedsHtmlContent: string }, code: string | 'cancel') {
    const html = Buffer.from(start.threedsHtmlContent, 'base64').toString('utf8');
    const url = pathOf(unescapeHtml(/url=([^"]+)"/.exec(html)![1]!));
    const page = await ctx().app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST BANKASI');
    const answer = await bankPost(url, code === 'cancel' ? { action: 'cancel' } : { code, action: 'confirm' });
    expect(answer.statusCode).toBe(200);
    return returnForm(answer.body);
  }

  async function startCollection(c: Client, over: Record<string, string> = {}) {
    const res = await pay(c, validForm(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PaymentStart;
  }

  return { validForm, pay, bankPost, bank, startCollection };
}
