import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, isoInstant, queryRows } from '../../db/query';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';

/**
 * Writing webhook events. Other modules call these with the transaction of the change that causes the
 * event (as they call recordAudit): the event and its deliveries commit with the change or not at all, and nothing
 * is sent from inside the request — the webhook loop (worker.ts) sends them.
 */

/** Every type an event may have: the subscribable ones and the back office's test ping. */
export type WebhookType = WebhookEventType | 'ping';

/** The JSON every receiver gets: the event's id (also the Bayi-Webhook-Id header), its type, when, and its data. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookType;
  createdAt: string;
  data: unknown;
}

/** The body of an event, with its keys in a fixed order: what is signed is what is stored and re-sent. */
export function webhookBody(envelope: WebhookEnvelope): string {
  return JSON.stringify({ id: envelope.id, type: envelope.type, createdAt: envelope.createdAt, data: envelope.data });
}

/**
 * Writes an event and one delivery for each active endpoint subscribed to its type, in `tx`. No subscribed endpoint:
 * nothing is written and `data` (a value, or a function reading it in `tx`) is not even read. Answers the event id,
 * or null. `onlyEndpointId` sends it to that endpoint alone, subscribed or not (the test ping).
 */
export async function enqueueWebhookEvent(
  tx: Db,
  type: WebhookType,
  data: unknown | (() => Promise<unknown>),
  options: { onlyEndpointId?: number; now?: Date } = {},
): Promise<string | null> {
  const endpoints = await queryRows<{ id: number }>(
    tx,
    options.onlyEndpointId !== undefined
      ? sql`select id from webhook_endpoints where id = ${options.onlyEndpointId}`
      : sql`select id from webhook_endpoints where is_active and ${type} = any(events) order by id`,
  );
  if (!endpoints.length) return null;
  const value = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
  if (value === undefined) return null;
  const id = randomUUID();
  const createdAt = (options.now ?? new Date()).toISOString();
  const body = webhookBody({ id, type, createdAt, data: value });
  await queryRows(
    tx,
    sql`with e as (insert into webhook_events (id, type, body, created_at)
                   values (${id}, ${type}, ${body}, ${createdAt}) returning id)
        insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
        select e.id, x.endpoint_id, ${createdAt}::timestamptz from e, unnest(${intArray(endpoints.map((e) => e.id))}) as x(endpoint_id)`,
  );
  return id;
}

interface OrderRow {
  id: number;
  document_no: string | null;
  status: string;
  stage: string;
  order_type: string;
  note: string | null;
  placed_at: string | null;
  completed_at: string | null;
  dealer_id: number;
  dealer_code: string;
  dealer_name: string;
  placed_by: string | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address: {
    id: number;
    title: string;
    address: string;
    district: string | null;
    city: string | null;
    contactPerson: string;
    phone: string | null;
  } | null;
  payment_method: string | null;
  bank: { id: number; bankName: string; iban: string; currency: string } | null;
  lines: {
    product_id: number;
    code: string;
    name: string;
    quantity: string;
    unit_price: string;
    currency_code: string;
    exchange_rate: string;
    discount_rate: string;
    vat_rate: string;
  }[];
}

/**
 * An order as webhooks describe it: ids, number, dealer, dates, every line with its money and the totals per
 * currency (decimal strings: amounts 2 decimals, unit prices 4, quantities 3), delivery and payment (null until the
 * order is completed). Read in `tx`, so it is the order as the change left it.
 */
export async function orderEventData(tx: Db, orderId: number): Promise<object | undefined> {
  const [o] = await queryRows<OrderRow>(
    tx,
    sql`select o.id, o.document_no, o.status, o.stage, o.order_type, o.note,
          ${isoInstant(sql`o.placed_at`)} as placed_at, ${isoInstant(sql`o.completed_at`)} as completed_at,
          d.id as dealer_id, d.code as dealer_code, d.name as dealer_name, u.display_name as placed_by,
          o.delivery_method, o.delivery_slot,
          case when a.id is null then null else json_build_object('id', a.id, 'title', a.title, 'address', a.address,
            'district', a.district, 'city', a.city, 'contactPerson', a.contact_person, 'phone', a.phone) end as address,
          o.payment_method,
          case when b.id is null then null else json_build_object('id', b.id, 'bankName', b.bank_name, 'iban', b.iban,
            'currency', b.currency_code) end as bank,
          coalesce((select json_agg(json_build_object('product_id', l.product_id, 'code', p.code, 'name', p.name,
              'quantity', l.quantity::text, 'unit_price', l.unit_price::text, 'currency_code', l.currency_code,
              'exchange_rate', l.exchange_rate::text, 'discount_rate', l.discount_rate::text,
              'vat_rate', l.vat_rate::text) order by l.id)
            from order_lines l join products p on p.id = l.product_id where l.order_id = o.id), '[]') as lines
        from orders o join dealers d on d.id = o.dealer_id left join users u on u.id = o.user_id
          left join dealer_addresses a on a.id = o.delivery_address_id
          left join bank_accounts b on b.id = o.bank_account_id
        where o.id = ${orderId} and o.status <> 'basket'`,
  );
  if (!o) return undefined;
  const money = o.lines.map(storedLineMoney);
  return {
    id: o.id,
    number: o.document_no,
    status: o.status,
    stage: o.stage,
    orderType: o.order_type,
    note: o.note,
    placedAt: o.placed_at,
    completedAt: o.completed_at,
    placedBy: o.placed_by,
    dealer: { id: o.dealer_id, code: o.dealer_code, name: o.dealer_name },
    lines: o.lines.map((l, i) => ({
      productId: l.product_id,
      productCode: l.code,
      productName: l.name,
      quantity: money[i]!.quantity.toFixed(3),
      unitPrice: money[i]!.unitPrice.toFixed(4),
      currency: l.currency_code,
      exchangeRate: l.exchange_rate,
      discountRate: money[i]!.discountRate.toFixed(2),
      vatRate: money[i]!.vatRate.toFixed(2),
      net: money[i]!.net.toFixed(2),
      vat: money[i]!.vat.toFixed(2),
      total: money[i]!.total.toFixed(2),
    })),
    totals: totalsByCurrency(money).map((t) => ({
      currency: t.currency,
      subtotal: t.subtotal.toFixed(2),
      vat: t.vat.toFixed(2),
      grandTotal: t.grandTotal.toFixed(2),
    })),
    delivery: o.delivery_method ? { method: o.delivery_method, slot: o.delivery_slot, address: o.address } : null,
    payment: o.payment_method ? { method: o.payment_method, bankAccount: o.bank } : null,
  };
}

/** order.placed / order.completed for an order, in the transaction that placed or completed it. */
export const enqueueOrderEvent = (tx: Db, type: 'order.placed' | 'order.completed', orderId: number) =>
  enqueueWebhookEvent(tx, type, () => orderEventData(tx, orderId));

interface PaymentRow {
  id: number;
  document_no: string;
  dealer_code: string;
  dealer_name: string;
  order_id: number | null;
  order_no: string | null;
  purpose: string | null;
  amount: string;
  charged_amount: string;
  currency_code: string;
  installment: number;
  commission_rate: string;
  bank_name: string;
  masked_card_number: string;
  provider_reference: string | null;
  completed_at: string | null;
  invoices: string[];
}

/**
 * payment.succeeded: a card payment booked — of an order, of the balance or of invoices. Amounts are TL decimal
 * strings; the card only masked (first 6, last 4), as everywhere.
 */
export async function enqueuePaymentEvent(tx: Db, paymentId: number): Promise<string | null> {
  return enqueueWebhookEvent(tx, 'payment.succeeded', async () => {
    const [p] = await queryRows<PaymentRow>(
      tx,
      sql`select p.id, p.document_no, d.code as dealer_code, d.name as dealer_name, p.order_id, o.document_no as order_no,
            a.purpose, p.amount::text as amount, p.charged_amount::text as charged_amount, p.currency_code,
            p.installment, p.commission_rate::text as commission_rate, p.bank_name, p.masked_card_number,
            p.provider_reference, ${isoInstant(sql`p.completed_at`)} as completed_at,
            coalesce((select array_agg(i.document_no order by i.date, i.id) from payment_invoices pi
                      join invoices i on i.id = pi.invoice_id where pi.attempt_id = a.id), '{}') as invoices
          from payments p join dealers d on d.id = p.dealer_id left join orders o on o.id = p.order_id
            left join payment_attempts a on a.payment_id = p.id
          where p.id = ${paymentId}`,
    );
    if (!p) return undefined;
    const dec = (v: string, places: number) => new Decimal(v).toFixed(places);
    return {
      id: p.id,
      receiptNo: p.document_no,
      dealer: { code: p.dealer_code, name: p.dealer_name },
      purpose: p.purpose ?? (p.order_id ? 'order' : 'collection'),
      order: p.order_id ? { id: p.order_id, number: p.order_no } : null,
      invoices: p.invoices,
      amount: dec(p.amount, 2),
      chargedAmount: dec(p.charged_amount, 2),
      currency: p.currency_code,
      installment: p.installment,
      commissionRate: dec(p.commission_rate, 2),
      card: { bankName: p.bank_name, maskedNumber: p.masked_card_number },
      providerReference: p.provider_reference,
      completedAt: p.completed_at,
    };
  });
}
