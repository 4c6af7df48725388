import { MENU_NAMES, type AdminMenu, type MenuEntry, type MenuId } from '@bayi/common';
import type { Actor } from '../audit/log';
import type { AdminMenusRepository, MenuRow, NewMenuEntry } from './repository';

export interface AdminMenusDeps {
  /** The storefront serves the menu from the next request on (this process; others within the cache time). */
  invalidate(menuKey: string): void;
}

/** The menu's rows as the tree the storefront reads (spec §3 "Menu entry"). */
function treeOf(rows: MenuRow[]): MenuEntry[] {
  const byId = new Map<number, MenuEntry>();
  const top: MenuEntry[] = [];
  for (const r of rows)
    byId.set(r.id, { id: r.id, displayName: r.display_name, url: r.url, cssClass: r.css_class, childs: [] });
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
    (parent ? parent.childs : top).push(node);
  }
  return top;
}

interface PlainEntry {
  displayName: string;
  url: string;
  cssClass: string | null;
  childs?: PlainEntry[];
}

/** What the audit log keeps of a menu: its entries' names and links, without ids. */
const plain = (items: readonly PlainEntry[]): unknown =>
  items.map((i) => ({
    name: i.displayName,
    url: i.url,
    css: i.cssClass,
    ...(i.childs?.length ? { childs: plain(i.childs) } : {}),
  }));

/** The menus editors change: read fresh, replaced whole, audited. */
export function createAdminMenusService(repo: AdminMenusRepository, deps: AdminMenusDeps) {
  const get = async (menuKey: MenuId): Promise<AdminMenu> => ({ items: treeOf(await repo.rows(menuKey)) });
  return {
    get,

    async save(actor: Actor, menuKey: MenuId, items: NewMenuEntry[]): Promise<AdminMenu> {
      await repo.transaction(async (tx) => {
        const before = treeOf(await tx.rows(menuKey));
        await tx.replace(menuKey, items);
        await tx.audit(actor, {
          action: 'menu.update',
          entity: 'menu',
          entityId: menuKey,
          summary: `${MENU_NAMES[menuKey]} kaydedildi (${items.length} öğe).`,
          before: { items: plain(before) },
          after: { items: plain(items) },
        });
      });
      deps.invalidate(menuKey);
      return get(menuKey);
    },
  };
}

export type AdminMenusService = ReturnType<typeof createAdminMenusService>;
