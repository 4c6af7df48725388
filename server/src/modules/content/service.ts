import type { CategoryNode, ContentPage, LoginPageData, MenuEntry } from '@bayi/common';
import { settingIsOn } from '../application/service';
import type { ApplicationService } from '../application/service';
import { notFound } from '../../plugins/errors';
import type { ContentRepository } from './repository';
import { sanitizeContentHtml } from './sanitize';
import { ImageCache, renderImage, type RenderedImage } from './images';
import { SharedDataCache, sameJson } from '../../lib/shared-data-cache';

export interface CategoryIndex {
  get(id: number): { id: number; name: string; parentId: number | null } | undefined;
  /** The category and all below it. */
  subtree(id: number): number[];
  /** From the top category down to this one. */
  path(id: number): { id: number; name: string }[];
}

interface Node<T> {
  id: number;
  parentId: number | null;
  item: T & { childs: T[] };
}

/** Builds a forest from flat rows that name their parent; rows arrive in display order. */
function buildTree<T extends { childs: T[] }>(rows: { id: number; parentId: number | null; item: T }[]): T[] {
  const byId = new Map<number, Node<T>>();
  for (const r of rows) byId.set(r.id, r as Node<T>);
  const roots: T[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    (parent ? parent.item.childs : roots).push(r.item);
  }
  return roots;
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

export function createContentService(repo: ContentRepository, application: ApplicationService, cacheTtlMs: number) {
  const imageCache = new ImageCache();
  const menuCache = new SharedDataCache(cacheTtlMs, (menuKey: string) => repo.menuItems(menuKey));
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
    async menu(menuKey: string): Promise<MenuEntry[]> {
      const rows = await menuCache.get(menuKey);
      return buildTree(
        rows.map((r) => ({
          id: r.id,
          parentId: r.parentId,
          item: { id: r.id, displayName: r.displayName, url: r.url, cssClass: r.cssClass, childs: [] as MenuEntry[] },
        })),
      );
    },

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

    /** After a menu was saved through this process (the back office): served from the next request on. */
    invalidateMenus(): void {
      menuCache.invalidate();
    },

    /** Category lookups for the catalogue: a category, its subtree and its path from the top. */
    async categoryIndex(): Promise<CategoryIndex> {
      return indexOf(await categoryCache.get('all'));
    },
    /** The category index when held, without a promise (undefined: ask `categoryIndex`). */
    peekCategoryIndex(): CategoryIndex | undefined {
      const rows = categoryCache.peek('all');
      return rows && indexOf(rows);
    },

    async page(id: number): Promise<ContentPage> {
      const page = await repo.publishedPage(id);
      if (!page) throw notFound('Sayfa bulunamadı.');
      return { id: page.id, title: page.title, content: sanitizeContentHtml(page.content) };
    },

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

    /** A stored image at a display size; null when there is no such file. */
    async image(fileName: string, size: number): Promise<RenderedImage | null> {
      const key = `${size}:${fileName}`;
      const cached = imageCache.get(key);
      if (cached) return cached;
      const file = await repo.mediaFile(fileName);
      if (!file) return null;
      let rendered: RenderedImage;
      try {
        rendered = await renderImage(file.bytes, file.contentType, size);
      } catch {
        // A stored file that does not decode (uploads are checked; older data may not be): no picture, not a 500.
        return null;
      }
      imageCache.set(key, rendered);
      return rendered;
    },

    /** An original file as stored (login backgrounds). */
    async original(fileName: string): Promise<RenderedImage | null> {
      const file = await repo.mediaFile(fileName);
      return file ? { contentType: file.contentType, bytes: file.bytes } : null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
