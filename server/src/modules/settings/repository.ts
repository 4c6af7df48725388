import { sql } from 'drizzle-orm';
import type { DeliverySlotKind } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface SlotRow {
  id: number;
  kind: DeliverySlotKind;
  label: string;
  is_active: boolean;
}

export interface BankAccountRow {
  id: number;
  bank_name: string;
  branch: string | null;
  currency_code: string;
  account_no: string;
  iban: string;
  is_active: boolean;
  /** Some order points at it (orders.bank_account_id). */
  used: boolean;
}

export interface BankAccountValues {
  bankName: string;
  branch: string | null;
  currencyCode: string;
  accountNo: string;
  iban: string;
  active: boolean;
  sort: number;
}

function statements(db: Db) {
  return {
    /** The stored values of these keys (a key never set is absent). */
    async values(keys: readonly string[]): Promise<Map<string, string>> {
      const rows = await queryRows<{ key: string; value: string }>(
        db,
        sql`select key, value from settings where key = any(${valueArray([...keys], 'text')})`,
      );
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async save(key: string, value: string): Promise<void> {
      await queryRows(
        db,
        sql`insert into settings (key, value) values (${key}, ${value})
            on conflict (key) do update set value = excluded.value, updated_at = now()`,
      );
    },

    /**
     * Serialises the saves of what checkout offers (slots, bank accounts, payment methods) until the transaction
     * ends: their rules look at one another (havale needs an active account), so two saves at once cannot both
     * pass on what the other is changing.
     */
    async lockCheckoutOptions(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('settings:checkout-options'))`);
    },

    // -- Delivery slots ------------------------------------------------------------------------------------------

    async slots(): Promise<SlotRow[]> {
      return queryRows<SlotRow>(db, sql`select id, kind, label, is_active from delivery_slots order by kind, sort, id`);
    },

    async updateSlot(id: number, label: string, active: boolean, sort: number): Promise<void> {
      await db.execute(
        sql`update delivery_slots set label = ${label}, is_active = ${active}, sort = ${sort} where id = ${id}`,
      );
    },

    async insertSlot(kind: DeliverySlotKind, label: string, active: boolean, sort: number): Promise<void> {
      await db.execute(
        sql`insert into delivery_slots (kind, label, is_active, sort) values (${kind}, ${label}, ${active}, ${sort})`,
      );
    },

    /** Orders keep their slot as text (orders.delivery_slot), so a slot row may go without touching them. */
    async deleteSlots(ids: readonly number[]): Promise<void> {
      if (ids.length) await db.execute(sql`delete from delivery_slots where id = any(${intArray(ids)})`);
    },

    // -- Bank accounts -------------------------------------------------------------------------------------------

    /**
     * Every account in its order, with whether an order points at it. With `lock`, the rows stay locked until the
     * transaction ends: a checkout completing with one of them (its foreign key takes a share lock on the row)
     * finishes first, and the account is then seen as used.
     */
    async bankAccounts(lock = false): Promise<BankAccountRow[]> {
      const rows = await queryRows<Omit<BankAccountRow, 'used'>>(
        db,
        lock
          ? sql`select id, bank_name, branch, currency_code, account_no, iban, is_active from bank_accounts
                order by sort, id for update`
          : sql`select id, bank_name, branch, currency_code, account_no, iban, is_active from bank_accounts
                order by sort, id`,
      );
      const used = new Set(
        (
          await queryRows<{ id: number }>(
            db,
            sql`select distinct bank_account_id as id from orders where bank_account_id is not null`,
          )
        ).map((r) => Number(r.id)),
      );
      return rows.map((r) => ({ ...r, used: used.has(r.id) }));
    },

    async currencies(): Promise<{ code: string; name: string }[]> {
      return queryRows(db, sql`select code, name from currencies order by sort, code`);
    },

    async updateBankAccount(id: number, v: BankAccountValues): Promise<void> {
      await db.execute(sql`update bank_accounts set bank_name = ${v.bankName}, branch = ${v.branch},
        currency_code = ${v.currencyCode}, account_no = ${v.accountNo}, iban = ${v.iban}, is_active = ${v.active},
        sort = ${v.sort} where id = ${id}`);
    },

    async insertBankAccount(v: BankAccountValues): Promise<void> {
      await db.execute(sql`insert into bank_accounts (bank_name, branch, currency_code, account_no, iban, is_active, sort)
        values (${v.bankName}, ${v.branch}, ${v.currencyCode}, ${v.accountNo}, ${v.iban}, ${v.active}, ${v.sort})`);
    },

    async deactivateBankAccount(id: number, sort: number): Promise<void> {
      await db.execute(sql`update bank_accounts set is_active = false, sort = ${sort} where id = ${id}`);
    },

    /** Only accounts no order points at (the caller checked; the foreign key would refuse the others). */
    async deleteBankAccounts(ids: readonly number[]): Promise<void> {
      if (ids.length) await db.execute(sql`delete from bank_accounts where id = any(${intArray(ids)})`);
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createSettingsRepository = (db: Db) => withTransactions(db, statements);
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
export type SettingsStatements = ReturnType<typeof statements>;
