import type { DebtPurpose, OpenInvoiceRow, PaymentDue } from '@bayi/common';
import { getJson } from '../../lib/http';

/**
 * Paying the open balance or chosen open invoices by card (beyond the spec). The screens link to
 * /payment with the purpose; the page asks the server what that pays — the browser never decides the amount.
 */

/** The payment page's address for a purpose: /payment?purpose=balance or ?purpose=invoices&invoices=1,2. */
export function debtPaymentPath(purpose: DebtPurpose, invoiceIds: readonly number[] = []): string {
  const params = new URLSearchParams({ purpose });
  if (purpose === 'invoices') params.set('invoices', invoiceIds.join(','));
  return `/payment?${params.toString()}`;
}

/** The purpose and invoices of the payment page's address; null: an ordinary collection. */
export function debtPurposeOf(search: URLSearchParams): { purpose: DebtPurpose; invoiceIds: string } | null {
  const purpose = search.get('purpose');
  if (purpose === 'balance') return { purpose, invoiceIds: '' };
  if (purpose === 'invoices') return { purpose, invoiceIds: search.get('invoices') ?? '' };
  return null;
}

/** GET /payment2/due: what paying the balance or the chosen invoices collects now. */
export function fetchDue(purpose: DebtPurpose, invoiceIds: string, signal?: AbortSignal): Promise<PaymentDue> {
  const params = new URLSearchParams({ purpose });
  if (purpose === 'invoices') params.set('invoiceIds', invoiceIds);
  return getJson<PaymentDue>(`/payment2/due?${params.toString()}`, { signal });
}

/** GET /report/acikfaturalar: the dealer's open invoices, oldest first. */
export const OPEN_INVOICES_PATH = '/report/acikfaturalar';

export function fetchOpenInvoices(signal?: AbortSignal): Promise<OpenInvoiceRow[]> {
  return getJson<OpenInvoiceRow[]>(OPEN_INVOICES_PATH, { signal });
}

export const debtTexts = {
  payBalance: 'Bakiyeyi Kartla Öde',
  payChosen: (n: number) => `Seçilen Faturaları Öde (${n})`,
  openInvoices: 'Açık Faturalar',
  openAmount: 'Açık Tutar',
  chosenTotal: 'Seçilenlerin toplamı',
  noOpenInvoices: 'Ödenmemiş faturanız bulunmuyor.',
  payingBalance: 'Ödenen: cari hesap bakiyeniz',
  payingInvoices: 'Ödenen faturalar',
  amountFixed: 'Tutar ödenecek borçtan hesaplanır; değiştirilemez.',
  otherAmount: 'Başka bir tutar ödemek için',
  freeCollection: 'serbest tahsilat',
} as const;
