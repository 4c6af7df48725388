import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentList } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { cardPayments } from '../../test/card-payments';
import { signedIn, type Client } from '../../test/orders';

/**
 * Card payments for support: every attempt with its state — a paid one with its receipt, one left at
 * the bank's page waiting — found by state and dealer; the card only ever masked; admins only.
 */
let ctx: TestContext;
let admin: Client;
const { bank, bankPost, startCollection } = cardPayments(
  () => ctx,
  new Date(Date.now() + 3 * 3_600_000).getUTCFullYear(),
);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  const dealer = await signedIn(ctx, DEMO.dealer);
  const paid = await startCollection(dealer);
  const back = await bank(paid, '123456');
  expect((await bankPost(back.action, back.fields)).statusCode).toBe(200);
  await startCollection(await signedIn(ctx, DEMO.dealer2));
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await admin.get(`/admin/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPaymentList;
};

describe('back office payments', () => {
  it('lists attempts newest first with their state, amounts, bank, masked card and receipt', async () => {
    const page = await list();
    expect(page.rows.map((r) => r.status).slice(0, 2)).toEqual(['authorising', 'paid']);
    const paid = page.rows.find((r) => r.status === 'paid')!;
    expect(paid).toMatchObject({
      dealer: { code: '120.01.001' },
      purpose: 'collection',
      amount: '1250.00',
      chargeAmount: '1304.88',
      installment: 3,
      card: '435508******4358',
    });
    expect(paid.receiptNo).toMatch(/^TAH\d{10}$/);
    expect(JSON.stringify(page)).not.toContain('4355084355084358');
  });

  it('filters by state and dealer; bad filters are Turkish 400s; only admins get in', async () => {
    expect((await list('?status=paid')).rows.every((r) => r.status === 'paid')).toBe(true);
    expect((await list('?dealer=120.01.002')).rows.map((r) => r.status)).toEqual(['authorising']);
    const bad = await admin.get('/admin/payments?status=odendi&to=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['status', 'to']);
    const dealer = await signedIn(ctx, DEMO.dealer);
    expect((await dealer.get('/admin/payments')).statusCode).toBe(403);
  });
});
