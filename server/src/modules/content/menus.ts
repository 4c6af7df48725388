import { MENU_NAMES, type AdminMenu, type MenuEntry, type MenuId } from '@bayi/common';
import { SharedDataCache } from '../../lib/shared-data-cache';
import type { Actor } from '../audit/log';
import type { ContentRepository, NewMenuEntry } from './repository';
import { buildTree } from './tree';

type MenuRow = Awaited<ReturnType<ContentRepository['menuItems']>>[number];

/** The menu's rows as the tree the storefront reads (spec §3 "Menu entry"). */
const treeOf = (rows: MenuRow[]): MenuEntry[] =>
  buildTree(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      item: { id: r.id, displayName: r.displayName, url: r.url, cssClass: r.cssClass, childs: [] as MenuEntry[] },
    })),
  );

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

/**
 * The header, footer and sign-in menus: the storefront reads them through a shared cache; editors read them
 * fresh and replace one whole, audited, and the storefront serves it from the next request on (this process;
 * others within the cache time).
 */
export function createMenus(repo: ContentRepository, cacheTtlMs: number) {
  const cache = new SharedDataCache(cacheTtlMs, (menuKey: string) => repo.menuItems(menuKey));
  const get = async (menuKey: MenuId): Promise<AdminMenu> => ({ items: treeOf(await repo.menuItems(menuKey)) });

  return {
    /** The storefront's menu. */
    menu: async (menuKey: string): Promise<MenuEntry[]> => treeOf(await cache.get(menuKey)),

    /** The back office's editor: read fresh. */
    get,

    async save(actor: Actor, menuKey: MenuId, items: NewMenuEntry[]): Promise<AdminMenu> {
      await repo.transaction(async (tx) => {
        const before = treeOf(await tx.menuItems(menuKey));
        await tx.replaceMenu(menuKey, items);
        await tx.audit(actor, {
          action: 'menu.update',
          entity: 'menu',
          entityId: menuKey,
          summary: `${MENU_NAMES[menuKey]} kaydedildi (${items.length} öğe).`,
          before: { items: plain(before) },
          after: { items: plain(items) },
        });
      });
      cache.invalidate();
      return get(menuKey);
    },
  };
}

export type Menus = ReturnType<typeof createMenus>;
