import { sql, type SQL } from 'drizzle-orm';
import type { AdminDealerFormValues, AdminRepresentativeValues } from '@bayi/common';
import type { Db } from '../../db/client';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';
import { foldedContains, intArray, likeContains, queryRows, valueArray, withTransactions } from '../../db/query';
import { differs, insertValues, names, setList, unnestSource, type UpsertColumn } from '../../db/upsert';
import type { StoredLine } from '../pricing/line-money';

export interface DealerListRow {
  id: number;
  code: string;
  name: string;
  tax_number: string | null;
  city: string | null;
  representative: string | null;
  is_active: boolean;
  user_count: number;
}

export interface DealerRow {
  id: number;
  version: number;
  code: string;
  name: string;
  tax_office: string | null;
  tax_number: string | null;
  email: string | null;
  phone: string | null;
  representative_id: number | null;
  risk_limit: string;
  discount_rate: string;
  default_payment_method: string;
  payment_term_days: number;
  is_active: boolean;
  price_list_ids: number[];
}

export interface AddressRow {
  id: number;
  title: string;
  address: string;
  district: string | null;
  city: string | null;
  contact_person: string;
  phone: string | null;
  is_default: boolean;
}

/** A representative record with how many dealers and plasiyer users point at it. */
export interface RepresentativeRow {
  id: number;
  name: string;
  code: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  dealer_count: number;
  user_count: number;
}

export interface RepresentativeUserRow {
  id: number;
  user_code: string;
  display_name: string;
  is_active: boolean;
}

export interface AgreementPriceRow {
  code: string;
  name: string;
  price: string;
  currency_code: string;
  discount_rate: string;
}

/** The dealer's own account page: its card and its representative's contact. */
export interface AccountDealerRow {
  code: string;
  name: string;
  tax_office: string | null;
  tax_number: string | null;
  risk_limit: string;
  representative_name: string | null;
  representative_email: string | null;
  representative_phone: string | null;
}

export interface OpenOrderLineRow extends StoredLine {
  order_id: number;
  exchange_rate: string;
}

/** Who may see a dealer: everyone (null) or a sales representative's own dealers. */
const visibleTo = (representativeId: number | null): SQL =>
  representativeId === null ? sql`true` : sql`d.representative_id = ${representativeId}`;

/** What a list asks for: a search text and, from the Plasiyerler page, one representative's dealers. */
export interface DealerFilter {
  q?: string;
  representativeId?: number;
}

const representativeColumns = sql`r.id, r.name, r.code, r.email, r.phone, r.is_active,
  (select count(*)::int from dealers d where d.representative_id = r.id) as dealer_count,
  (select count(*)::int from users u where u.representative_id = r.id) as user_count`;

/** The representative's columns that are each one representative's, compared as their unique indexes compare
 * them: folded the Turkish way ("IŞIK" and "Işık" are one name). */
const REPRESENTATIVE_KEYS = {
  name: (value: string) => sql`fold_turkish(name) = fold_turkish(${value})`,
  code: (value: string) => sql`fold_turkish(code) = fold_turkish(${value})`,
};
export type RepresentativeKey = keyof typeof REPRESENTATIVE_KEYS;

const dealerColumns = sql`d.id, d.version, d.code, d.name, d.tax_office, d.tax_number, d.email, d.phone,
  d.representative_id, d.risk_limit::text as risk_limit, d.discount_rate::text as discount_rate,
  d.default_payment_method, d.payment_term_days, d.is_active,
  coalesce((select array_agg(pl.price_list_id order by pl.sort, pl.price_list_id)
            from dealer_price_lists pl where pl.dealer_id = d.id), '{}') as price_list_ids`;

function statements(db: Db) {
  return {
    /** The dealer's own card (GET /info/me): the statement names the session's dealer, no other is found. */
    async accountDealer(dealerId: number): Promise<AccountDealerRow | undefined> {
      const [row] = await queryRows<AccountDealerRow>(
        db,
        sql`select d.code, d.name, d.tax_office, d.tax_number, d.risk_limit::text as risk_limit,
              r.name as representative_name, r.email as representative_email, r.phone as representative_phone
            from dealers d left join representatives r on r.id = d.representative_id
            where d.id = ${dealerId}`,
      );
      return row;
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

    /** Dealers whose Cari No, name or tax number holds `q` (any case), by Cari No. */
    async page(filter: DealerFilter, representativeId: number | null, limit: number, offset: number) {
      return queryRows<DealerListRow>(
        db,
        sql`select d.id, d.code, d.name, d.tax_number,
              (select a.city from dealer_addresses a where a.dealer_id = d.id order by a.is_default desc, a.id limit 1) as city,
              r.name as representative, d.is_active,
              (select count(*)::int from users u where u.dealer_id = d.id) as user_count
            from dealers d left join representatives r on r.id = d.representative_id
            where ${visibleTo(representativeId)} and ${filterOf(filter)}
            order by d.code, d.id limit ${limit} offset ${offset}`,
      );
    },

    async count(filter: DealerFilter, representativeId: number | null): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from dealers d where ${visibleTo(representativeId)} and ${filterOf(filter)}`,
      );
      return row?.n ?? 0;
    },

    async dealer(id: number, representativeId: number | null, lock = false): Promise<DealerRow | undefined> {
      const [row] = await queryRows<DealerRow>(
        db,
        sql`select ${dealerColumns} from dealers d where d.id = ${id} and ${visibleTo(representativeId)}
            ${lock ? sql`for update of d` : sql``}`,
      );
      return row;
    },

    async dealerIdByCode(code: string): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from dealers where fold_turkish(code) = fold_turkish(${code})`,
      );
      return row?.id;
    },

    async addresses(dealerId: number): Promise<AddressRow[]> {
      return queryRows<AddressRow>(
        db,
        sql`select id, title, address, district, city, contact_person, phone, is_default
            from dealer_addresses where dealer_id = ${dealerId} order by is_default desc, id`,
      );
    },

    /** How many agreement prices the dealer has, and the first few by product code. */
    async agreementPrices(dealerId: number, first: number) {
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from agreement_prices where dealer_id = ${dealerId}`,
      );
      const rows = await queryRows<AgreementPriceRow>(
        db,
        sql`select p.code, p.name, a.price::text as price, a.currency_code, a.discount_rate::text as discount_rate
            from agreement_prices a join products p on p.id = a.product_id
            where a.dealer_id = ${dealerId} order by p.code limit ${first}`,
      );
      return { count: count?.n ?? 0, rows };
    },

    /** Whether the representative exists and takes new dealers; undefined when there is none. */
    async representativeActive(id: number): Promise<boolean | undefined> {
      const [row] = await queryRows<{ is_active: boolean }>(
        db,
        sql`select is_active from representatives where id = ${id}`,
      );
      return row?.is_active;
    },

    /** Of these price list ids, the ones that do not exist. */
    async missingPriceLists(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select x.id from unnest(${intArray(ids)}) as x(id) where not exists (select 1 from price_lists p where p.id = x.id)`,
      );
      return rows.map((r) => r.id);
    },

    async options() {
      const [representatives, priceLists] = await Promise.all([
        queryRows<{ id: number; name: string; code: string | null; isActive: boolean }>(
          db,
          sql`select id, name, code, is_active as "isActive" from representatives order by name, id`,
        ),
        queryRows<{ id: number; name: string }>(db, sql`select id, name from price_lists order by id`),
      ]);
      return { representatives, priceLists };
    },

    async insertDealer(v: AdminDealerFormValues): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into dealers (code, name, tax_office, tax_number, email, phone, representative_id, risk_limit,
              discount_rate, default_payment_method, payment_term_days, is_active)
            values (${v.code}, ${v.name}, ${v.taxOffice}, ${v.taxNumber}, ${v.email}, ${v.phone}, ${v.representativeId},
              ${v.riskLimit}, ${v.discountRate}, ${v.defaultPaymentMethod}, ${v.paymentTermDays}, ${v.isActive})
            returning id`,
      );
      return row!.id;
    },

    /** Writes the dealer if it is still at `version`; answers whether it was. */
    async updateDealer(id: number, version: number, v: AdminDealerFormValues): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update dealers set code = ${v.code}, name = ${v.name}, tax_office = ${v.taxOffice},
              tax_number = ${v.taxNumber}, email = ${v.email}, phone = ${v.phone},
              representative_id = ${v.representativeId}, risk_limit = ${v.riskLimit},
              discount_rate = ${v.discountRate}, default_payment_method = ${v.defaultPaymentMethod},
              payment_term_days = ${v.paymentTermDays}, is_active = ${v.isActive},
              version = version + 1, updated_at = now()
            where id = ${id} and version = ${version} returning id`,
      );
      return rows.length === 1;
    },

    async setPriceLists(dealerId: number, ids: number[]): Promise<void> {
      await queryRows(db, sql`delete from dealer_price_lists where dealer_id = ${dealerId}`);
      if (!ids.length) return;
      await queryRows(
        db,
        sql`insert into dealer_price_lists (dealer_id, price_list_id, sort)
            select ${dealerId}, x.id, x.n::int from unnest(${intArray(ids)}) with ordinality as x(id, n)`,
      );
    },

    /** Moves a dealer to a representative (or to none), as an edit of its card: its version goes up. */
    async setDealerRepresentative(dealerId: number, representativeId: number | null): Promise<void> {
      await queryRows(
        db,
        sql`update dealers set representative_id = ${representativeId}, version = version + 1, updated_at = now()
            where id = ${dealerId}`,
      );
    },

    // -----------------------------------------------------------------------------------------------------------
    // Representatives.

    async representatives(): Promise<RepresentativeRow[]> {
      return queryRows<RepresentativeRow>(db, sql`select ${representativeColumns} from representatives r`);
    },

    async representative(id: number, lock = false): Promise<RepresentativeRow | undefined> {
      const [row] = await queryRows<RepresentativeRow>(
        db,
        sql`select ${representativeColumns} from representatives r where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
      );
      return row;
    },

    /** The staff users tied to the representative, by name. */
    async representativeUsers(id: number): Promise<RepresentativeUserRow[]> {
      return queryRows<RepresentativeUserRow>(
        db,
        sql`select id, user_code, display_name, is_active from users where representative_id = ${id}
            order by display_name, id`,
      );
    },

    /** The representative whose name or code (any letter case) is this one, other than `exceptId`. */
    async representativeIdWith(
      key: RepresentativeKey,
      value: string,
      exceptId: number | null,
    ): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from representatives where ${REPRESENTATIVE_KEYS[key](value)}
            and id is distinct from ${exceptId}::int limit 1`,
      );
      return row?.id;
    },

    async insertRepresentative(v: AdminRepresentativeValues): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into representatives (name, code, email, phone)
            values (${v.name}, ${v.code}, ${v.email}, ${v.phone}) returning id`,
      );
      return row!.id;
    },

    async updateRepresentative(id: number, v: AdminRepresentativeValues): Promise<void> {
      await queryRows(
        db,
        sql`update representatives set name = ${v.name}, code = ${v.code}, email = ${v.email}, phone = ${v.phone},
              updated_at = now()
            where id = ${id}`,
      );
    },

    async setRepresentativeActive(id: number, active: boolean): Promise<void> {
      await queryRows(db, sql`update representatives set is_active = ${active}, updated_at = now() where id = ${id}`);
    },

    // -----------------------------------------------------------------------------------------------------------
    // The ERP import's batches (imports/kinds/dealers.ts, addresses.ts), in the import's transaction: one statement
    // per batch for each step, a row written only when the file changes it.

    /**
     * Updates the batch's dealers the file changes (by Cari No, any case) and inserts the new ones. `lists` is each
     * dealer's price list ids as the file writes them ("3,1"), or null where the file leaves them; a change of lists
     * alone counts as a change. A change raises the version, as a back-office edit does (an edit opened before the
     * import gets 409).
     */
    async upsertImportedDealers(codes: string[], lists: (string | null)[], columns: UpsertColumn[]) {
      const keys = [
        { name: 'code', values: valueArray(codes, 'text') },
        { name: 'lists', values: valueArray(lists, 'text') },
      ];
      const source = unnestSource(keys, columns);
      // The dealer's lists as the file writes them: ids in order. Compared as text, they change only when they differ.
      const listsDiffer = sql`(t.lists is not null and coalesce((select string_agg(pl.price_list_id::text, ','
          order by pl.sort, pl.price_list_id) from dealer_price_lists pl where pl.dealer_id = d.id), '')
          is distinct from t.lists)`;
      const updated = await queryRows<{ id: number; lists: string | null }>(
        db,
        sql`update dealers d set ${setList(columns, 'd')}, version = d.version + 1, updated_at = now()
            from ${source}
            where fold_turkish(d.code) = fold_turkish(t.code) and (${differs(columns, 'd')} or ${listsDiffer})
            returning d.id, t.lists`,
      );
      const created = await queryRows<{ id: number; code: string }>(
        db,
        sql`insert into dealers (code, ${names(columns)})
            select t.code, ${insertValues(columns)} from ${source}
            where not exists (select 1 from dealers d where fold_turkish(d.code) = fold_turkish(t.code))
            returning id, code`,
      );
      return { updated, created };
    },

    /** The price lists of the dealers written, where the file gave them: replaced whole, in the file's order. */
    async replaceImportedPriceLists(written: { id: number; lists: string | null }[]): Promise<void> {
      const withLists = written.filter((w) => w.lists !== null);
      if (!withLists.length) return;
      const ids = intArray(withLists.map((w) => w.id));
      await queryRows(db, sql`delete from dealer_price_lists where dealer_id = any(${ids})`);
      await queryRows(
        db,
        sql`insert into dealer_price_lists (dealer_id, price_list_id, sort)
            select t.id, l.id, l.n::int
            from unnest(${ids}, ${valueArray(
              withLists.map((w) => w.lists),
              'text',
            )}) as t(id, lists)
            cross join lateral unnest(string_to_array(t.lists, ',')::int[]) with ordinality as l(id, n)`,
      );
    },

    /** The default moves: these dealers' other addresses lose the flag before the file's one (by title) gets it. */
    async clearOtherDefaultAddresses(defaults: { dealerId: number; title: string }[]): Promise<void> {
      if (!defaults.length) return;
      await queryRows(
        db,
        sql`update dealer_addresses a set is_default = false
            from unnest(${intArray(defaults.map((d) => d.dealerId))}, ${valueArray(
              defaults.map((d) => d.title),
              'text',
            )}) as t(dealer_id, title)
            where a.dealer_id = t.dealer_id and a.is_default and fold_turkish(a.title) <> fold_turkish(t.title)`,
      );
    },

    /** Updates the addresses the file changes (by dealer and title, folded the Turkish way) and inserts the new ones. */
    async upsertImportedAddresses(dealerIds: number[], titles: string[], columns: UpsertColumn[]) {
      const source = unnestSource(
        [
          { name: 'dealer_id', values: intArray(dealerIds) },
          { name: 'title', values: valueArray(titles, 'text') },
        ],
        columns,
      );
      const updated = await queryRows<{ id: number }>(
        db,
        sql`update dealer_addresses a set ${setList(columns, 'a')} from ${source}
            where a.dealer_id = t.dealer_id and fold_turkish(a.title) = fold_turkish(t.title) and (${differs(columns, 'a')})
            returning a.id`,
      );
      const created = await queryRows<{ id: number }>(
        db,
        sql`insert into dealer_addresses (dealer_id, title, ${names(columns)})
            select t.dealer_id, t.title, ${insertValues(columns)} from ${source}
            where not exists (select 1 from dealer_addresses a
                              where a.dealer_id = t.dealer_id and fold_turkish(a.title) = fold_turkish(t.title))
            returning id`,
      );
      return { updated: updated.length, created: created.length };
    },

    /** The change's entry in the audit log, in the change's transaction. */
    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

function filterOf({ q, representativeId }: DealerFilter): SQL {
  const of = representativeId === undefined ? sql`true` : sql`d.representative_id = ${representativeId}`;
  if (!q) return of;
  return sql`${of} and (${foldedContains(sql`d.code`, q)} or ${foldedContains(sql`d.name`, q)}
    or d.tax_number like ${likeContains(q)})`;
}

/** Dealers, their price lists and addresses, and the representatives: the only file that writes these tables. */
export function createDealersRepository(db: Db) {
  return withTransactions(db, statements);
}

export type DealersRepository = ReturnType<typeof createDealersRepository>;
export type DealerStatements = ReturnType<typeof statements>;
