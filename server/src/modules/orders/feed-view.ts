import Decimal from 'decimal.js';
import { PAYMENT_METHOD_NAMES, type IntegrationOrder } from '@bayi/common';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { FeedLineRow, FeedOrderRow } from './repository';

/** An order as the ERP feed gives it (`/api/v1/orders`): decimal strings, never a card number. */

const money2 = (d: Decimal) => d.toFixed(2);

function presentLines(lines: FeedLineRow[]) {
  const money = lines.map((l) => storedLineMoney(l));
  return {
    lines: lines.map((l, i) => {
      const m = money[i]!;
      return {
        lineNo: i + 1,
        productCode: l.code,
        productName: l.name,
        barcode: l.barcode,
        quantity: new Decimal(l.quantity).toFixed(),
        unit: l.unit,
        currency: l.currency_code,
        exchangeRate: new Decimal(l.exchange_rate).toFixed(),
        unitPrice: m.unitPrice.toFixed(4),
        discountRate: m.discountRate.toFixed(2),
        netUnitPrice: m.netUnitPrice.toFixed(4),
        vatRate: m.vatRate.toFixed(2),
        lineNet: money2(m.net),
        lineVat: money2(m.vat),
        lineTotal: money2(m.total),
      };
    }),
    totals: totalsByCurrency(money).map((t) => ({
      currency: t.currency,
      subtotal: money2(t.subtotal),
      vat: money2(t.vat),
      grandTotal: money2(t.grandTotal),
    })),
  };
}

export function feedOrder(row: FeedOrderRow, lines: FeedLineRow[]): IntegrationOrder {
  const card = row.payment_method === 'kredikarti' && row.card_amount !== null;
  return {
    id: row.id,
    orderNo: row.document_no ?? '',
    dealer: { code: row.dealer_code, name: row.dealer_name },
    placedBy: row.placed_by,
    placedAt: row.placed_at,
    completedAt: row.completed_at,
    status: row.status,
    stage: row.stage,
    orderType: row.order_type,
    note: row.note,
    ...presentLines(lines),
    delivery: {
      kind: row.delivery_method,
      address:
        row.delivery_method === 'kargo' && row.address !== null
          ? {
              title: row.address_title ?? '',
              address: row.address,
              district: row.address_district,
              city: row.address_city,
              contactPerson: row.address_contact ?? '',
              phone: row.address_phone,
            }
          : null,
      slot: row.delivery_slot,
    },
    payment: {
      method: row.payment_method,
      methodName: row.payment_method ? (PAYMENT_METHOD_NAMES[row.payment_method] ?? row.payment_method) : null,
      instalments: card ? Math.max(1, row.card_installment ?? 1) : null,
      amount: card ? new Decimal(row.card_amount!).toFixed(2) : null,
      chargedAmount: card && row.card_charged ? new Decimal(row.card_charged).toFixed(2) : null,
      currency: card ? row.card_currency : null,
      commissionRate: card && row.card_commission ? new Decimal(row.card_commission).toFixed(2) : null,
      cardBank: card ? row.card_bank : null,
      transferAccount:
        row.transfer_bank && row.transfer_iban
          ? { bankName: row.transfer_bank, iban: row.transfer_iban, currency: row.transfer_currency ?? 'TL' }
          : null,
    },
    erpDocumentNo: row.erp_document_no,
    erpAcknowledgedAt: row.erp_acknowledged_at,
  };
}
