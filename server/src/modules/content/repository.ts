import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, media, menuItems, pages } from '../../db/schema';

export function createContentRepository(db: Db) {
  return {
    async menuItems(menuKey: string) {
      return await db
        .select({
          id: menuItems.id,
          parentId: menuItems.parentId,
          displayName: menuItems.displayName,
          url: menuItems.url,
          cssClass: menuItems.cssClass,
        })
        .from(menuItems)
        .where(eq(menuItems.menuKey, menuKey))
        .orderBy(asc(menuItems.sort), asc(menuItems.id));
    },

    async activeCategories() {
      return await db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sort), asc(categories.id));
    },

    async publishedPage(id: number) {
      const [row] = await db
        .select({ id: pages.id, title: pages.title, content: pages.content })
        .from(pages)
        .where(and(eq(pages.id, id), eq(pages.isPublished, true)));
      return row;
    },

    async mediaFile(fileName: string) {
      const [row] = await db
        .select({ contentType: media.contentType, bytes: media.bytes, createdAt: media.createdAt })
        .from(media)
        .where(eq(media.fileName, fileName));
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
