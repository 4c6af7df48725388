import Decimal from 'decimal.js';
import { PAYMENT_METHOD_NAMES, type IntegrationOrder, type IntegrationOrdersResponse } from '@bayi/common';
import { HttpError, notFound } from '../../plugins/errors';
import type { ApiKeyCaller } from '../../plugins/request-context';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import { keyActor } from '../audit/log';
import { decodeCursor, encodeCursor } from './cursor';
import type { FeedLineRow, FeedOrderRow, IntegrationOrdersRepository } from './repository';

const NOT_FOUND = 'Sipariş bulunamadı.';
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

function presentOrder(row: FeedOrderRow, lines: FeedLineRow[]): IntegrationOrder {
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

/**
 * Orders out to the ERP: the feed in commit order (orders.feed_seq, migration 0021) and the ERP's
 * acknowledgement with its own number, which the dealer and staff then see.
 */
export function createIntegrationOrdersService(repo: IntegrationOrdersRepository) {
  async function withLines(rows: FeedOrderRow[]): Promise<IntegrationOrder[]> {
    const lines = await repo.lines(rows.map((r) => r.id));
    const byOrder = new Map<number, FeedLineRow[]>();
    for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
    return rows.map((r) => presentOrder(r, byOrder.get(r.id) ?? []));
  }

  async function order(id: number): Promise<IntegrationOrder> {
    const row = await repo.order(id);
    if (!row) throw notFound(NOT_FOUND);
    return (await withLines([row]))[0]!;
  }

  return {
    order,

    async page(query: {
      cursor?: string;
      limit: number;
      unacknowledged?: 'true' | 'false';
    }): Promise<IntegrationOrdersResponse> {
      const after = decodeCursor(query.cursor);
      const rows = await repo.page(after, query.limit, query.unacknowledged === 'true');
      const hasMore = rows.length > query.limit;
      const given = rows.slice(0, query.limit);
      const last = given.at(-1);
      return {
        orders: await withLines(given),
        nextCursor: encodeCursor(last ? last.feed_seq : after),
        hasMore,
      };
    },

    /**
     * Stores the ERP's document number (idempotent): the same number again changes nothing; another number is a
     * 409, since the order is already booked in the ERP under the first one.
     */
    async acknowledge(key: ApiKeyCaller, id: number, documentNo: string): Promise<IntegrationOrder> {
      await repo.transaction(async (tx) => {
        if (await tx.acknowledge(id, documentNo)) {
          const current = await tx.erpNumber(id);
          await tx.audit(keyActor(key), {
            action: 'order.erp-ack',
            entity: 'order',
            entityId: id,
            summary: `${current?.document_no ?? id} numaralı sipariş ERP'ye ${documentNo} belge numarasıyla alındı.`,
            before: { erpDocumentNo: null },
            after: { erpDocumentNo: documentNo },
          });
          return;
        }
        const current = await tx.erpNumber(id);
        if (!current) throw notFound(NOT_FOUND);
        if (current.erp_document_no !== documentNo) {
          throw new HttpError(
            409,
            `Bu sipariş ERP'ye başka bir belge numarasıyla (${current.erp_document_no}) alınmış; numara değiştirilemez.`,
          );
        }
      });
      return order(id);
    },
  };
}

export type IntegrationOrdersService = ReturnType<typeof createIntegrationOrdersService>;
