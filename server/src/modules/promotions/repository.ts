import { sql } from 'drizzle-orm';
import type { AdminPromotionItem } from '@bayi/common';
import type { Db } from '../../db/client';
import { queryRows, valueArray, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface PromotionRow {
  id: number;
  type: number;
  display_name: string;
  is_active: boolean;
  sort: number;
  item_count: number;
  /** Active and first of its type by order: what GetPromotion answers. */
  shown: boolean;
}

export interface PromotionFields {
  type: number;
  displayName: string;
  isActive: boolean;
  sort: number;
}

/** What the storefront is shown of a promotion. */
export interface ShownRow {
  id: number;
  display_name: string;
  items: { url: string; imageUrl: string; title: string; text: string; actionButtonText: string }[] | null;
}

const SHOWN = sql`p.is_active and p.id = (select f.id from promotions f where f.is_active and f.type = p.type
                                           order by f.sort, f.id limit 1)`;

function statements(db: Db) {
  return {
    /** The storefront's promotion of this type (and view type): the first active one by order, with its items. */
    async shown(type: number, viewType: number | null) {
      const [row] = await queryRows<ShownRow>(
        db,
        sql`select pr.id, pr.display_name,
              (select json_agg(json_build_object('url', i.url, 'imageUrl', i.image_url, 'title', i.title, 'text', i.text,
                        'actionButtonText', i.action_button_text) order by i.sort, i.id)
                 from promotion_items i where i.promotion_id = pr.id) as items
            from promotions pr
            where pr.is_active and pr.type = ${type} ${viewType !== null ? sql`and pr.view_type = ${viewType}` : sql``}
            order by pr.sort, pr.id limit 1`,
      );
      return row;
    },

    async list(): Promise<PromotionRow[]> {
      return queryRows<PromotionRow>(
        db,
        sql`select p.id, p.type, p.display_name, p.is_active, p.sort,
              (select count(*)::int from promotion_items i where i.promotion_id = p.id) as item_count,
              ${SHOWN} as shown
            from promotions p order by p.type, p.sort, p.id`,
      );
    },

    /** The promotion; `lock` holds it until the transaction ends (two saves of one promotion queue). */
    async get(id: number, lock = false): Promise<PromotionRow | undefined> {
      const [row] = await queryRows<PromotionRow>(
        db,
        sql`select p.id, p.type, p.display_name, p.is_active, p.sort, 0 as item_count, ${SHOWN} as shown
            from promotions p where p.id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async items(id: number): Promise<AdminPromotionItem[]> {
      return queryRows<AdminPromotionItem>(
        db,
        sql`select title, text, image_url as "imageUrl", url, action_button_text as "actionButtonText"
            from promotion_items where promotion_id = ${id} order by sort, id`,
      );
    },

    async insert(fields: PromotionFields): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into promotions (type, view_type, display_name, is_active, sort)
            values (${fields.type}, 10, ${fields.displayName}, ${fields.isActive}, ${fields.sort}) returning id`,
      );
      return row!.id;
    },

    async update(id: number, fields: PromotionFields): Promise<void> {
      await queryRows(
        db,
        sql`update promotions set type = ${fields.type}, display_name = ${fields.displayName},
              is_active = ${fields.isActive}, sort = ${fields.sort} where id = ${id}`,
      );
    },

    /** The items whole, in the order given: one statement from parallel arrays. */
    async replaceItems(id: number, items: AdminPromotionItem[]): Promise<void> {
      await queryRows(db, sql`delete from promotion_items where promotion_id = ${id}`);
      const column = (pick: (i: AdminPromotionItem) => string) => valueArray(items.map(pick), 'text');
      await queryRows(
        db,
        sql`insert into promotion_items (promotion_id, title, text, image_url, url, action_button_text, sort)
            select ${id}, t.title, t.text, t.image_url, t.url, t.button, t.ord::int
            from unnest(${column((i) => i.title)}, ${column((i) => i.text)}, ${column((i) => i.imageUrl)},
                        ${column((i) => i.url)}, ${column((i) => i.actionButtonText)})
                 with ordinality as t(title, text, image_url, url, button, ord)`,
      );
    },

    async delete(id: number): Promise<void> {
      await queryRows(db, sql`delete from promotions where id = ${id}`);
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createPromotionsRepository = (db: Db) => withTransactions(db, statements);
/** The statements inside a transaction. */
export type PromotionsStatements = ReturnType<typeof statements>;
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
