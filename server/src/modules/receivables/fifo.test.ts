import { describe, expect, it } from 'vitest';
import { kurusOf, openDebits, tlText, type LedgerDebit } from './fifo';

const debit = (movementId: number, tl: string, invoiceId: number | null = movementId): LedgerDebit => ({
  movementId,
  invoiceId,
  kurus: kurusOf(tl),
});
const opens = (result: ReturnType<typeof openDebits>) => result.map((d) => tlText(d.open));

describe('openDebits: credits close the oldest debits first (FIFO), in kuruş', () => {
  it('no credit: every debit is open in full', () => {
    expect(opens(openDebits([debit(1, '100.00'), debit(2, '50.25')], 0n))).toEqual(['100.00', '50.25']);
  });

  it('a credit closes the oldest debit, then part of the next', () => {
    expect(opens(openDebits([debit(1, '100.00'), debit(2, '50.25'), debit(3, '10.00')], kurusOf('120.10')))).toEqual([
      '0.00',
      '30.15',
      '10.00',
    ]);
  });

  it('credit beyond every debit leaves all closed (the rest is an advance)', () => {
    expect(opens(openDebits([debit(1, '100.00'), debit(2, '0.01')], kurusOf('500')))).toEqual(['0.00', '0.00']);
  });

  it('a debit without an invoice (opening balance) takes FIFO credit like an invoice', () => {
    const result = openDebits([debit(1, '40.00', null), debit(2, '60.00')], kurusOf('50'));
    expect(opens(result)).toEqual(['0.00', '50.00']);
  });

  it('Σ open = max(0, Σ debit − Σ credit) without allocations, to the kuruş', () => {
    const debits = Array.from({ length: 200 }, (_, i) =>
      debit(i + 1, `${(i * 37) % 1000}.${String(i % 100).padStart(2, '0')}`),
    );
    const total = debits.reduce((s, d) => s + d.kurus, 0n);
    for (const credit of [0n, 1n, total / 3n, total - 1n, total, total + 99n]) {
      const sum = openDebits(debits, credit).reduce((s, d) => s + d.open, 0n);
      expect(sum).toBe(total - credit > 0n ? total - credit : 0n);
    }
  });

  it('a payment of chosen invoices closes them, not the oldest', () => {
    // Invoices 1 and 2 old, 3 new; the dealer paid 3 (allocated) and had 30 of other credit.
    const result = openDebits(
      [debit(1, '100.00'), debit(2, '100.00'), debit(3, '80.00')],
      kurusOf('110.00'),
      new Map([[3, kurusOf('80.00')]]),
    );
    expect(opens(result)).toEqual(['70.00', '100.00', '0.00']);
  });

  it('an allocation larger than its invoice sends the excess back to the pool', () => {
    const result = openDebits(
      [debit(1, '100.00'), debit(2, '50.00')],
      kurusOf('80.00'),
      new Map([[2, kurusOf('80.00')]]),
    );
    expect(opens(result)).toEqual(['70.00', '0.00']);
  });

  it('an allocation to an invoice no longer in the ledger goes to the pool', () => {
    const result = openDebits([debit(1, '100.00')], kurusOf('25.00'), new Map([[99, kurusOf('25.00')]]));
    expect(opens(result)).toEqual(['75.00']);
  });

  it('the amount text ↔ kuruş round trip', () => {
    expect(kurusOf('1234.5')).toBe(123450n);
    expect(kurusOf('-0.10')).toBe(-10n);
    expect(kurusOf('7')).toBe(700n);
    expect(tlText(123450n)).toBe('1234.50');
    expect(tlText(-5n)).toBe('-0.05');
    expect(() => kurusOf('1.234')).toThrow();
  });
});
