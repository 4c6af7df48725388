import { z } from 'zod';
import { dayRangeFilter, daysInOrder, filterText, listPage, pagedListSchema } from './list-filters';

/**
 * The back office's card payments, for support: every attempt — collections, order payments, the
 * balance and invoices — with its state (paid, failed, waiting for 3-D Secure), the bank's answer and the receipt.
 */

export const ADMIN_PAYMENT_PAGE_SIZE = 50;
export const PAYMENT_STATES = ['initiated', 'authorising', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_NAMES: Record<PaymentState, string> = {
  initiated: 'Başlatıldı',
  authorising: '3-D Secure bekleniyor',
  paid: 'Ödendi',
  failed: 'Başarısız',
};
export const PAYMENT_PURPOSE_NAMES: Record<string, string> = {
  collection: 'Cari tahsilat',
  order: 'Sipariş ödemesi',
  balance: 'Bakiye ödemesi',
  invoices: 'Fatura ödemesi',
};

export const adminPaymentListQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATES, { error: "'status' alanı geçerli bir ödeme durumu olmalı." }).optional(),
    dealer: filterText('Bayi'),
    ...dayRangeFilter(),
    page: listPage(),
  })
  .refine(...daysInOrder);
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

export const adminPaymentRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  createdAt: z.string().meta({ description: 'ISO 8601 (UTC).' }),
  dealer: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  purpose: z.string(),
  status: z.enum(PAYMENT_STATES),
  /** TL, 2 decimals as text: what it pays, and what the card was charged (commission included). */
  amount: z.string(),
  chargeAmount: z.string(),
  installment: z.number(),
  bank: z.string(),
  card: z.string().meta({ description: 'Masked: the first six and the last four digits.' }),
  provider: z.string(),
  error: z.string().nullable(),
  receiptNo: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentListSchema = pagedListSchema(adminPaymentRowSchema);
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;
