import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface MenuRow {
  id: number;
  parent_id: number | null;
  display_name: string;
  url: string;
  css_class: string | null;
}

export interface NewMenuEntry {
  displayName: string;
  url: string;
  cssClass: string | null;
  childs: { displayName: string; url: string; cssClass: string | null }[];
}

function statements(db: Db) {
  return {
    /** The menu's entries in order (parents before their children by sort). */
    async rows(menuKey: string): Promise<MenuRow[]> {
      return queryRows<MenuRow>(
        db,
        sql`select id, parent_id, display_name, url, css_class from menu_items
            where menu_key = ${menuKey} order by sort, id`,
      );
    },

    /** Replaces the menu whole: its entries in the order given, each child under its parent. */
    async replace(menuKey: string, items: NewMenuEntry[]): Promise<void> {
      // Serialises two saves of one menu: the later one replaces the earlier whole.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${menuKey}`}))`);
      await queryRows(db, sql`delete from menu_items where menu_key = ${menuKey}`);
      let sort = 0;
      for (const item of items) {
        const [parent] = await queryRows<{ id: number }>(
          db,
          sql`insert into menu_items (menu_key, parent_id, display_name, url, css_class, sort)
              values (${menuKey}, null, ${item.displayName}, ${item.url}, ${item.cssClass}, ${sort++}) returning id`,
        );
        for (const child of item.childs) {
          await queryRows(
            db,
            sql`insert into menu_items (menu_key, parent_id, display_name, url, css_class, sort)
                values (${menuKey}, ${parent!.id}, ${child.displayName}, ${child.url}, ${child.cssClass}, ${sort++})`,
          );
        }
      }
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createAdminMenusRepository = (db: Db) => withTransactions(db, statements);
export type AdminMenusRepository = ReturnType<typeof createAdminMenusRepository>;
