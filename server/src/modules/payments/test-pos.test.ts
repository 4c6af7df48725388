import { describe, expect, it } from 'vitest';
import { instalmentMoney, parseAmount } from './money';
import { maskCardNumber } from './provider';
import { luhnValid } from '@bayi/common';
import { createTestPos } from './test-pos';

const start = {
  reference: 'BYTEST1',
  chargeAmount: '100.00',
  baseAmount: '100.00',
  currency: 'TRY' as const,
  bankId: 'axess',
  posId: 'testpos-axess',
  optionId: 'axess:0',
  instalment: 0,
  card: { holder: 'Ali Veli', number: '4355084355084358', expiryMonth: '12', expiryYear: '2099', cvc: '123' },
  callbackUrl: 'https://magaza.example/payment2/callback/1.x',
  buyer: { id: '1', name: 'x', email: null, phone: null, taxNumber: null, city: null, address: null, ip: '127.0.0.1' },
  description: 'test',
};

describe('Test POS', () => {
  it('checks the number with Luhn and declines a mistyped or expired card before the bank page', async () => {
    expect(luhnValid('4355084355084358')).toBe(true);
    expect(luhnValid('4355084355084359')).toBe(false);
    const pos = createTestPos({ secret: 's'.repeat(32), now: () => new Date('2026-06-15T00:00:00Z') });
    const typo = await pos.provider.startThreeDs({ ...start, card: { ...start.card, number: '4355084355084359' } });
    expect(typo).toMatchObject({ kind: 'declined', code: 'invalid_card' });
    const old = await pos.provider.startThreeDs({
      ...start,
      card: { ...start.card, expiryYear: '2026', expiryMonth: '05' },
    });
    expect(old).toMatchObject({ kind: 'declined', code: 'expired_card' });
  });

  it('knows business cards: their own programme, marked commercial, 0.40 points above the personal rates', async () => {
    const pos = createTestPos({ secret: 's'.repeat(32) });
    const personal = (await pos.provider.rates({ bin: '43550843', amount: '100.00' })).banks[0]!;
    const business = (await pos.provider.rates({ bin: '55209600', amount: '100.00' })).banks[0]!;
    expect(luhnValid('5520960000000005')).toBe(true);
    expect(personal).toMatchObject({ bankId: 'axess', bankName: 'Axess', commercial: false });
    expect(business).toMatchObject({ bankId: 'axess-ticari', bankName: 'Axess', commercial: true });
    expect(business.options.find((o) => o.instalment === 0)!.ratePercent).toBe('0');
    expect(personal.options.find((o) => o.instalment === 3)!.ratePercent).toBe('4.39');
    expect(business.options.find((o) => o.instalment === 3)!.ratePercent).toBe('4.79');
    for (const bin of ['54066900', '47795900', '45467200', '52893900', '51889600']) {
      expect((await pos.provider.rates({ bin, amount: '1.00' })).banks[0]!.commercial).toBe(true);
    }
  });

  it('its bank page shows the amount in the Turkish format, with the common money formatter', async () => {
    const pos = createTestPos({ secret: 's'.repeat(32) });
    const page = await pos.provider.startThreeDs({ ...start, reference: 'BYTL', chargeAmount: '1250.00' });
    const token = /\/payment2\/testpos\/([^"]+)"/.exec(page.kind === 'html' ? page.html : '')![1]!;
    const html = pos.page(token)!;
    expect(html).toContain('<dt>Tutar</dt><dd>1.250,00 TL</dd>');
    expect(html).not.toContain('1250.00');
  });

  it('charges only after 123456 on its page, once, and tells status; a forged result is invalid', async () => {
    const pos = createTestPos({ secret: 's'.repeat(32) });
    const page = await pos.provider.startThreeDs(start);
    expect(page.kind).toBe('html');
    expect(
      await pos.provider.status({
        reference: start.reference,
        providerReference: null,
        chargeAmount: '100.00',
        instalment: 0,
      }),
    ).toEqual({ status: 'pending' });
    const html = page.kind === 'html' ? page.html : '';
    const token = /\/payment2\/testpos\/([^"]+)"/.exec(html)![1]!;
    expect(pos.page(token)).toContain('TEST BANKASI');
    expect(pos.page(`${token}x`)).toBeNull();
    pos.submit(token, { code: '123456' });
    const fields = pos.resultFields(start.reference)!;
    const callback = { reference: start.reference, providerReference: null, chargeAmount: '100.0000', instalment: 0 };
    expect(await pos.provider.completeThreeDs({ ...callback, fields: { ...fields, result: 'declined' } })).toEqual({
      status: 'invalid',
      reason: 'signature',
    });
    const paid = await pos.provider.completeThreeDs({ ...callback, fields });
    expect(paid).toMatchObject({ status: 'paid', chargedAmount: '100.00', maskedCard: '435508******4358' });
    expect(await pos.provider.completeThreeDs({ ...callback, fields })).toEqual(paid);
    expect(await pos.provider.status({ ...callback })).toEqual(paid);
  });
});

describe('payment money', () => {
  it('commission half-up to kuruş; added or not; instalment shown rounded', () => {
    const m = instalmentMoney('1250', '4.39', 3, true);
    expect([m.commission, m.total, m.perInstalment, m.credited].map((d) => d.toFixed(2))).toEqual([
      '54.88',
      '1304.88',
      '434.96',
      '1250.00',
    ]);
    expect(instalmentMoney('1250', '4.39', 3, false).total.toFixed(2)).toBe('1250.00');
    expect(instalmentMoney('0.10', '15.35', 12, true).total.toFixed(2)).toBe('0.12');
  });

  it('reads amounts as dealers type them, never through a float', () => {
    expect(['1250', '1250.5', '1250,50', '1.250,50', '1.250'].map((s) => parseAmount(s)?.toFixed(2))).toEqual([
      '1250.00',
      '1250.50',
      '1250.50',
      '1250.50',
      '1250.00',
    ]);
    for (const bad of ['', 'abc', '1.2.3', '12,345', '0,125', '0.125', '1,250.50', '1e3', '-5', '0x10'])
      expect(parseAmount(bad), bad).toBeNull();
  });

  it('keeps the first 6 and last 4 digits only', () => {
    expect(maskCardNumber('4355 0843 5508 4358')).toBe('435508******4358');
    expect(maskCardNumber('374427000000003')).toBe('374427*****0003');
  });
});
