import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import type { StoredLine } from '../pricing/line-money';

export interface DealerRow {
  code: string;
  name: string;
  tax_office: string | null;
  tax_number: string | null;
  risk_limit: string;
  representative_name: string | null;
  representative_email: string | null;
  representative_phone: string | null;
}

export interface AddressRow {
  title: string;
  address: string;
  district: string | null;
  city: string | null;
  contact_person: string;
  phone: string | null;
}

export interface OpenOrderLineRow extends StoredLine {
  order_id: number;
  exchange_rate: string;
}

/** Every statement names the session's dealer: another dealer's data is simply not found. */
export function createAccountRepository(db: Db) {
  return {
    async dealer(dealerId: number): Promise<DealerRow | undefined> {
      const [row] = await queryRows<DealerRow>(
        db,
        sql`select d.code, d.name, d.tax_office, d.tax_number, d.risk_limit::text as risk_limit,
              r.name as representative_name, r.email as representative_email, r.phone as representative_phone
            from dealers d left join representatives r on r.id = d.representative_id
            where d.id = ${dealerId}`,
      );
      return row;
    },

    async addresses(dealerId: number): Promise<AddressRow[]> {
      return queryRows(
        db,
        sql`select title, address, district, city, contact_person, phone from dealer_addresses
            where dealer_id = ${dealerId} order by is_default desc, id`,
      );
    },

    /** Lines of the dealer's placed and completed orders that no invoice has taken over yet. */
    async uninvoicedOrderLines(dealerId: number): Promise<OpenOrderLineRow[]> {
      return queryRows(
        db,
        sql`select l.order_id, l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
              l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate,
              l.vat_rate::text as vat_rate
            from orders o join order_lines l on l.order_id = o.id
            where o.dealer_id = ${dealerId} and o.status in ('placed', 'completed')
              and not exists (select 1 from invoices i where i.order_id = o.id)`,
      );
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
