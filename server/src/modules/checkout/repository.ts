import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, withTransactions } from '../../db/query';
import type { StoredLine } from '../pricing/line-money';

/** What the money of an order line needs (pricing/line-money.ts). */
export interface CheckoutLineRow extends StoredLine {
  order_id: number;
  exchange_rate: string;
}

export interface AddressRow {
  id: number;
  title: string;
  address: string;
  contact_person: string;
}

export interface BankAccountRow {
  id: number;
  bank_name: string;
  currency_code: string;
  account_no: string;
  iban: string;
}

const lineColumns = sql`l.order_id, l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
  l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate`;

/**
 * What checkout reads besides the order (the orders service's): the dealer's addresses, the delivery slots, the
 * bank accounts and the open-account risk. Every statement names the session's dealer.
 */
function checkoutStatements(db: Db) {
  return {
    async addresses(dealerId: number): Promise<AddressRow[]> {
      return queryRows(
        db,
        sql`select id, title, address, contact_person from dealer_addresses
            where dealer_id = ${dealerId} order by is_default desc, id`,
      );
    },

    async addressExists(dealerId: number, addressId: number): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from dealer_addresses where id = ${addressId} and dealer_id = ${dealerId}`,
      );
      return rows.length > 0;
    },

    async activeSlots(): Promise<{ kind: 'arac' | 'kurye'; label: string }[]> {
      return queryRows(db, sql`select kind, label from delivery_slots where is_active order by kind, sort, id`);
    },

    /**
     * Whether the account is active, holding it until the transaction ends (`for key share`): a back-office
     * save that would delete it waits for this order and then finds it used, and one that got there first
     * leaves no row — a Turkish refusal, never a broken foreign key.
     */
    async lockActiveBankAccount(id: number): Promise<boolean> {
      const rows = await queryRows(db, sql`select id from bank_accounts where id = ${id} and is_active for key share`);
      return rows.length > 0;
    },

    async activeBankAccounts(): Promise<BankAccountRow[]> {
      return queryRows(
        db,
        sql`select id, bank_name, currency_code, account_no, iban from bank_accounts where is_active order by sort, id`,
      );
    },

    /** The dealer's risk limit in TL; the dealer row stays locked until the transaction ends. */
    async lockDealerRiskLimit(dealerId: number): Promise<string> {
      const [row] = await queryRows<{ risk_limit: string }>(
        db,
        sql`select risk_limit::text as risk_limit from dealers where id = ${dealerId} for update`,
      );
      return row?.risk_limit ?? '0';
    },

    /** The dealer's risk limit in TL, read without a lock (the account page). */
    async dealerRiskLimit(dealerId: number): Promise<string> {
      const [row] = await queryRows<{ risk_limit: string }>(
        db,
        sql`select risk_limit::text as risk_limit from dealers where id = ${dealerId}`,
      );
      return row?.risk_limit ?? '0';
    },

    /**
     * Σ TL debit − Σ TL credit of the dealer's ledger, each side of a movement in TL at its own rate and
     * rounded to kuruş — as the account statement totals it, so the two agree to the kuruş.
     */
    async ledgerBalanceTl(dealerId: number): Promise<string> {
      const [row] = await queryRows<{ balance: string | null }>(
        db,
        sql`select sum(round(debit * exchange_rate, 2) - round(credit * exchange_rate, 2))::text as balance
            from account_movements where dealer_id = ${dealerId}`,
      );
      return row?.balance ?? '0';
    },

    /** Lines of the dealer's completed open-account orders no invoice has taken over yet (other than one). */
    async uninvoicedOpenAccountLines(dealerId: number, exceptOrderId: number): Promise<CheckoutLineRow[]> {
      return queryRows(
        db,
        sql`select ${lineColumns} from orders o join order_lines l on l.order_id = o.id
            where o.dealer_id = ${dealerId} and o.status = 'completed' and o.payment_method = 'acikhesap'
              and o.id <> ${exceptOrderId}
              and not exists (select 1 from invoices i where i.order_id = o.id)`,
      );
    },
  };
}

export type CheckoutStatements = ReturnType<typeof checkoutStatements>;

export const createCheckoutRepository = (db: Db) => withTransactions(db, checkoutStatements);

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
