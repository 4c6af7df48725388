import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, isoInstant, queryRows, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface FeedOrderRow {
  id: number;
  feed_seq: number;
  document_no: string | null;
  dealer_code: string;
  dealer_name: string;
  placed_by: string | null;
  placed_at: string;
  completed_at: string | null;
  status: 'placed' | 'completed' | 'cancelled';
  stage: 'received' | 'approved' | 'preparing' | 'shipped' | 'cancelled';
  order_type: string;
  note: string | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address_title: string | null;
  address: string | null;
  address_district: string | null;
  address_city: string | null;
  address_contact: string | null;
  address_phone: string | null;
  payment_method: string | null;
  transfer_bank: string | null;
  transfer_iban: string | null;
  transfer_currency: string | null;
  card_installment: number | null;
  card_amount: string | null;
  card_charged: string | null;
  card_currency: string | null;
  card_commission: string | null;
  card_bank: string | null;
  erp_document_no: string | null;
  erp_acknowledged_at: string | null;
}

export interface FeedLineRow {
  order_id: number;
  code: string;
  name: string;
  barcode: string | null;
  unit: string;
  quantity: string;
  unit_price: string;
  currency_code: string;
  exchange_rate: string;
  discount_rate: string;
  vat_rate: string;
}

const orderColumns = sql`o.id, o.feed_seq, o.document_no, d.code as dealer_code, d.name as dealer_name,
  u.display_name as placed_by, ${isoInstant(sql`o.placed_at`)} as placed_at,
  ${isoInstant(sql`o.completed_at`)} as completed_at, o.status, o.stage, o.order_type, o.note,
  o.delivery_method, o.delivery_slot, a.title as address_title, a.address, a.district as address_district,
  a.city as address_city, a.contact_person as address_contact, a.phone as address_phone,
  o.payment_method, b.bank_name as transfer_bank, b.iban as transfer_iban, b.currency_code as transfer_currency,
  p.installment as card_installment, p.amount::text as card_amount, p.charged_amount::text as card_charged,
  p.currency_code as card_currency, p.commission_rate::text as card_commission, p.bank_name as card_bank,
  o.erp_document_no, ${isoInstant(sql`o.erp_acknowledged_at`)} as erp_acknowledged_at`;

const orderJoins = sql`orders o join dealers d on d.id = o.dealer_id
  left join users u on u.id = o.user_id
  left join dealer_addresses a on a.id = o.delivery_address_id
  left join bank_accounts b on b.id = o.bank_account_id and o.payment_method = 'havale'
  left join lateral (
    select installment, amount, charged_amount, currency_code, commission_rate, bank_name from payments
    where order_id = o.id and status = 'succeeded' order by id desc limit 1
  ) p on true`;

function statements(db: Db) {
  return {
    /**
     * The orders after feed position `after`, in feed order (orders_feed_seq index); `limit` + 1 are read so the
     * caller knows whether more follow.
     */
    async page(after: number, limit: number, unacknowledged: boolean): Promise<FeedOrderRow[]> {
      return queryRows<FeedOrderRow>(
        db,
        sql`select ${orderColumns} from ${orderJoins}
            where o.feed_seq > ${after} ${unacknowledged ? sql`and o.erp_document_no is null` : sql``}
            order by o.feed_seq limit ${limit + 1}`,
      );
    },

    async order(id: number): Promise<FeedOrderRow | undefined> {
      const [row] = await queryRows<FeedOrderRow>(
        db,
        sql`select ${orderColumns} from ${orderJoins} where o.id = ${id} and o.feed_seq is not null`,
      );
      return row;
    },

    async lines(orderIds: number[]): Promise<FeedLineRow[]> {
      if (!orderIds.length) return [];
      return queryRows<FeedLineRow>(
        db,
        sql`select l.order_id, p.code, p.name, p.barcode, p.unit, l.quantity::text as quantity,
              l.unit_price::text as unit_price, l.currency_code, l.exchange_rate::text as exchange_rate,
              l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate
            from order_lines l join products p on p.id = l.product_id
            where l.order_id = any(${intArray(orderIds)}) order by l.order_id, l.id`,
      );
    },

    /**
     * Writes the ERP's number on an order of the feed that has none yet; false when it has one already or is not
     * in the feed (the caller reads which). The row lock makes two acknowledgements at once take turns.
     */
    async acknowledge(id: number, documentNo: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update orders set erp_document_no = ${documentNo}, erp_acknowledged_at = now()
            where id = ${id} and feed_seq is not null and erp_document_no is null returning id`,
      );
      return rows.length > 0;
    },

    /** The order's ERP number as it stands, or undefined when the order is not in the feed. */
    async erpNumber(id: number): Promise<{ erp_document_no: string | null; document_no: string | null } | undefined> {
      const [row] = await queryRows<{ erp_document_no: string | null; document_no: string | null }>(
        db,
        sql`select erp_document_no, document_no from orders where id = ${id} and feed_seq is not null`,
      );
      return row;
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createIntegrationOrdersRepository = (db: Db) => withTransactions(db, statements);
export type IntegrationOrdersRepository = ReturnType<typeof createIntegrationOrdersRepository>;
