import { describe, expect, it } from 'vitest';
import { debtPaymentPath, debtPurposeOf } from './debt';

/** The search part of a path, as the payment page reads it. */
const searchOf = (path: string) => new URL(path, 'https://bayi.example').searchParams;

describe('the link to pay a debt by card', () => {
  it('paying the open balance links to /payment?purpose=balance', () => {
    expect(debtPaymentPath('balance')).toBe('/payment?purpose=balance');
  });

  it('paying the balance carries no invoices, even when some are given', () => {
    expect(debtPaymentPath('balance', [1, 2])).toBe('/payment?purpose=balance');
  });

  it('paying chosen invoices lists their ids', () => {
    const path = debtPaymentPath('invoices', [12, 7, 30]);
    expect(path.startsWith('/payment?')).toBe(true);
    expect(searchOf(path).get('purpose')).toBe('invoices');
    expect(searchOf(path).get('invoices')).toBe('12,7,30');
  });
});

describe('the payment page reading what it pays', () => {
  it('reads back the balance link', () => {
    expect(debtPurposeOf(searchOf(debtPaymentPath('balance')))).toEqual({ purpose: 'balance', invoiceIds: '' });
  });

  it('reads back the invoices link with the same ids in the same order', () => {
    expect(debtPurposeOf(searchOf(debtPaymentPath('invoices', [12, 7, 30])))).toEqual({
      purpose: 'invoices',
      invoiceIds: '12,7,30',
    });
  });

  it('reads an invoices link without ids as no invoices, for the server to refuse', () => {
    expect(debtPurposeOf(new URLSearchParams('purpose=invoices'))).toEqual({ purpose: 'invoices', invoiceIds: '' });
    expect(debtPurposeOf(searchOf(debtPaymentPath('invoices')))).toEqual({ purpose: 'invoices', invoiceIds: '' });
  });

  it('treats an address without a debt purpose as an ordinary collection', () => {
    expect(debtPurposeOf(new URLSearchParams(''))).toBeNull();
    expect(debtPurposeOf(new URLSearchParams('purpose=collection'))).toBeNull();
    expect(debtPurposeOf(new URLSearchParams('purpose=BALANCE'))).toBeNull();
    expect(debtPurposeOf(new URLSearchParams('invoices=1,2'))).toBeNull();
  });

  it('ignores invoice ids in a balance link', () => {
    expect(debtPurposeOf(new URLSearchParams('purpose=balance&invoices=1,2'))).toEqual({
      purpose: 'balance',
      invoiceIds: '',
    });
  });
});
