import { ADMIN_PAYMENT_PAGE_SIZE, type AdminPaymentList, type AdminPaymentListQuery } from '@bayi/common';
import Decimal from 'decimal.js';
import { startOfTurkishIsoDay } from '../../lib/turkey-time';
import type { AdminPaymentsRepository } from './repository';

/** Card payment attempts as support reads them: newest first, 50 to a page. */
export function createAdminPaymentsService(repo: AdminPaymentsRepository) {
  return {
    async list(q: AdminPaymentListQuery): Promise<AdminPaymentList> {
      const filter = {
        status: q.status,
        dealer: q.dealer || undefined,
        from: q.from ? startOfTurkishIsoDay(q.from).toISOString() : undefined,
        to: q.to ? startOfTurkishIsoDay(q.to, true).toISOString() : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.page(filter, ADMIN_PAYMENT_PAGE_SIZE, (q.page - 1) * ADMIN_PAYMENT_PAGE_SIZE),
        repo.count(filter),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          reference: r.reference,
          createdAt: r.created_at,
          dealer: { id: r.dealer_id, code: r.dealer_code, name: r.dealer_name },
          purpose: r.purpose,
          status: r.status,
          amount: new Decimal(r.amount).toFixed(2),
          chargeAmount: new Decimal(r.charge_amount).toFixed(2),
          installment: r.installment,
          bank: r.bank_name,
          card: r.masked_card_number,
          provider: r.provider,
          error: r.error_message,
          receiptNo: r.receipt_no,
          orderNo: r.order_no,
        })),
        total,
        page: q.page,
        pageSize: ADMIN_PAYMENT_PAGE_SIZE,
      };
    },
  };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
