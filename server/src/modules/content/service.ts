import type { CategoryNode, LoginPageData } from '@bayi/common';
import { settingIsOn } from '../application/service';
import type { ApplicationService } from '../application/service';
import { SharedDataCache, sameJson } from '../../lib/shared-data-cache';
import { createMedia } from './media';
import { createMenus } from './menus';
import { createPages } from './pages';
import type { ContentRepository } from './repository';
import { createSliders } from './sliders';
import { buildTree } from './tree';

export interface CategoryIndex {
  get(id: number): { id: number; name: string; parentId: number | null } | undefined;
  /** The category and all below it. */
  subtree(id: number): number[];
  /** From the top category down to this one. */
  path(id: number): { id: number; name: string }[];
}

/** Marks the current category and opens its ancestors (spec §3 Category: current, show). */
function markCurrent(nodes: CategoryNode[], currentId: number): boolean {
  for (const node of nodes) {
    const inside = markCurrent(node.childs, currentId);
    node.current = node.id === currentId;
    node.show = inside;
    if (node.current || inside) return true;
  }
  return false;
}

type CategoryRow = Awaited<ReturnType<ContentRepository['activeCategories']>>[number];

function buildCategoryIndex(rows: CategoryRow[]): CategoryIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  return {
    get: (id) => byId.get(id),
    subtree(id) {
      const out: number[] = [];
      const stack = [id];
      while (stack.length) {
        const next = stack.pop()!;
        out.push(next);
        stack.push(...(children.get(next) ?? []));
      }
      return out;
    },
    path(id) {
      const out: { id: number; name: string }[] = [];
      for (let c = byId.get(id); c; c = c.parentId === null ? undefined : byId.get(c.parentId)) out.unshift(c);
      return out;
    },
  };
}

/**
 * The storefront's content and its editors: menus (menus.ts), content pages (pages.ts), stored files and images
 * (media.ts), product sliders (sliders.ts), the category tree the menu shows and the sign-in page's data (here). The storefront and the other
 * modules call the top-level reads; the back office calls the editors under `menus`, `pages`, `media` and `sliders`.
 */
export function createContentService(repo: ContentRepository, application: ApplicationService, cacheTtlMs: number) {
  const menus = createMenus(repo, cacheTtlMs);
  const pages = createPages(repo);
  const media = createMedia(repo);
  const sliders = createSliders(repo, cacheTtlMs);
  // The same rows while unchanged, so the category index built from them is built once.
  const categoryCache = new SharedDataCache(cacheTtlMs, () => repo.activeCategories(), undefined, undefined, sameJson);
  const indexes = new WeakMap<CategoryRow[], CategoryIndex>();
  /** Every list request asks for the index: built once per loaded category set. */
  function indexOf(rows: CategoryRow[]): CategoryIndex {
    let index = indexes.get(rows);
    if (index === undefined) indexes.set(rows, (index = buildCategoryIndex(rows)));
    return index;
  }

  return {
    menu: menus.menu,

    async categoryTree(currentId?: number): Promise<CategoryNode[]> {
      const rows = await categoryCache.get('all');
      const tree = buildTree(
        rows.map((r) => ({
          id: r.id,
          parentId: r.parentId,
          item: { id: r.id, name: r.name, icon: r.icon, childs: [] as CategoryNode[], current: false, show: false },
        })),
      );
      if (currentId !== undefined) markCurrent(tree, currentId);
      return tree;
    },

    /**
     * After a category change made through this process (the theme editor's icons): the menu and the
     * lookups show it from the next request on; other processes reload within the cache time.
     */
    invalidateCategories(): void {
      categoryCache.invalidate();
    },

    /** Category lookups for the catalogue: a category, its subtree and its path from the top. */
    async categoryIndex(): Promise<CategoryIndex> {
      return indexOf(await categoryCache.get('all'));
    },

    page: pages.page,

    async loginPageData(): Promise<LoginPageData> {
      const s = await application.settings();
      return {
        logo: s.get('siteLogo') ?? '',
        showBayiFormu: settingIsOn(s.get('login.showBayiFormu')),
        firmaAdi: s.get('firmaadi') ?? '',
        background: s.get('login.background') ?? '',
        companyInfo: {
          ADRES: s.get('footer.adres') ?? '',
          TELEFON: s.get('footer.phone') ?? '',
          EMAIL: s.get('footer.email') ?? '',
        },
      };
    },

    image: media.image,
    original: media.original,
    /** Which of these names are stored files (uploads another module links to). */
    storedFiles: media.stored,
    /** The storefront's product slider by key, for the catalogue to price (undefined: none, or inactive). */
    slider: sliders.active,

    /** The back office's editors. */
    menus,
    pages,
    media,
    sliders,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
