import { sql } from 'drizzle-orm';
import { ADMIN_SLIDER_PAGE_SIZE, foldTurkish, type SliderProduct } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, likeContains, likeEscape, queryRows, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface SliderRow {
  id: number;
  key: string;
  title: string;
  is_active: boolean;
  product_count: number;
}

export interface SliderFields {
  title: string;
  isActive: boolean;
}

const PRODUCT = sql`p.id, p.code, p.name, p.is_active as "isActive"`;
const LOOKUP_MAX = 20;

function statements(db: Db) {
  return {
    /** Sliders by key or title: the four home lists first, then per product by key. */
    async list(q: string, page: number): Promise<{ rows: SliderRow[]; total: number }> {
      const match = q ? sql`where s.key ilike ${likeContains(q)} or s.title ilike ${likeContains(q)}` : sql``;
      const [rows, [count]] = await Promise.all([
        queryRows<SliderRow>(
          db,
          sql`select s.id, s.key, s.title, s.is_active,
                (select count(*)::int from product_slider_items i where i.slider_id = s.id) as product_count
              from product_sliders s ${match}
              order by s.key not like 'home.%', s.key
              limit ${ADMIN_SLIDER_PAGE_SIZE} offset ${(page - 1) * ADMIN_SLIDER_PAGE_SIZE}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from product_sliders s ${match}`),
      ]);
      return { rows, total: count!.total };
    },

    /** The slider; `lock` holds it until the transaction ends (two saves of one list queue). */
    async get(id: number, lock = false): Promise<SliderRow | undefined> {
      const [row] = await queryRows<SliderRow>(
        db,
        sql`select s.id, s.key, s.title, s.is_active, 0 as product_count
            from product_sliders s where s.id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async products(id: number): Promise<SliderProduct[]> {
      return queryRows<SliderProduct>(
        db,
        sql`select ${PRODUCT} from product_slider_items i join products p on p.id = i.product_id
            where i.slider_id = ${id} order by i.sort, i.product_id`,
      );
    },

    /** Which of these products exist (active or not). */
    async existingProducts(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await queryRows<{ id: number }>(db, sql`select id from products where id = any(${intArray(ids)})`);
      return new Set(rows.map((r) => r.id));
    },

    /** Active products for a picker: the exact code first, then codes starting with it, then names containing it. */
    async lookup(q: string): Promise<SliderProduct[]> {
      const folded = foldTurkish(q);
      const code = q.toLocaleLowerCase('tr-TR');
      return queryRows<SliderProduct>(
        db,
        sql`select ${PRODUCT} from product_search s join products p on p.id = s.id
            where s.code_lower like ${`${likeEscape(code)}%`} or s.barcode = ${q}
               or s.search_text like ${likeContains(folded)}
            order by s.code_lower = ${code} desc, s.code_lower like ${`${likeEscape(code)}%`} desc, s.sort_name, s.id
            limit ${LOOKUP_MAX}`,
      );
    },

    async insert(key: string, fields: SliderFields): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into product_sliders (key, title, is_active) values (${key}, ${fields.title}, ${fields.isActive})
            returning id`,
      );
      return row!.id;
    },

    async update(id: number, fields: SliderFields): Promise<void> {
      await queryRows(
        db,
        sql`update product_sliders set title = ${fields.title}, is_active = ${fields.isActive} where id = ${id}`,
      );
    },

    /** The products whole, in the order given: one statement. */
    async replaceProducts(id: number, productIds: number[]): Promise<void> {
      await queryRows(db, sql`delete from product_slider_items where slider_id = ${id}`);
      await queryRows(
        db,
        sql`insert into product_slider_items (slider_id, product_id, sort)
            select ${id}, t.product_id, t.ord::int from unnest(${intArray(productIds)}) with ordinality as t(product_id, ord)`,
      );
    },

    async delete(id: number): Promise<void> {
      await queryRows(db, sql`delete from product_sliders where id = ${id}`);
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createAdminSlidersRepository = (db: Db) => withTransactions(db, statements);
/** The statements inside a transaction. */
export type AdminSlidersStatements = ReturnType<typeof statements>;
export type AdminSlidersRepository = ReturnType<typeof createAdminSlidersRepository>;
