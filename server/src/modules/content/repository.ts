import { and, asc, eq, sql } from 'drizzle-orm';
import { ADMIN_SLIDER_PAGE_SIZE, foldTurkish, MEDIA_PAGE_SIZE, type SliderProduct } from '@bayi/common';
import type { Db } from '../../db/client';
import { categories, media, menuItems, pages } from '../../db/schema';
import {
  foldedContains,
  intArray,
  isoInstant,
  likeContains,
  likeEscape,
  queryRows,
  valueArray,
  withTransactions,
} from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

export interface NewMenuEntry {
  displayName: string;
  url: string;
  cssClass: string | null;
  childs: { displayName: string; url: string; cssClass: string | null }[];
}

export interface PageRow {
  id: number;
  slug: string;
  title: string;
  is_published: boolean;
  updated_at: string;
}

export interface PageWithContent extends PageRow {
  content: string;
}

export interface PageValues {
  slug: string;
  title: string;
  content: string;
  isPublished: boolean;
}

export interface MediaRow {
  file_name: string;
  content_type: string;
  bytes: number;
  created_at: string;
}

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

const SLIDER_PRODUCT = sql`p.id, p.code, p.name, p.is_active as "isActive"`;
const LOOKUP_MAX = 20;

const pageColumns = sql`id, slug, title, is_published, ${isoInstant(sql`updated_at`)} as updated_at`;

/** The SQL of the content tables: menus, pages, media, product sliders (and the category tree it reads). */
function statements(db: Db) {
  return {
    // Menus

    /** The menu's entries in order (parents before their children by sort). */
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

    /** Replaces the menu whole: its entries in the order given, each child under its parent. */
    async replaceMenu(menuKey: string, items: NewMenuEntry[]): Promise<void> {
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

    // The category tree (the catalogue's table, read for the menu)

    async activeCategories() {
      return await db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sort), asc(categories.id));
    },

    // Pages

    async publishedPage(id: number) {
      const [row] = await db
        .select({ id: pages.id, title: pages.title, content: pages.content })
        .from(pages)
        .where(and(eq(pages.id, id), eq(pages.isPublished, true)));
      return row;
    },

    /** Every page without its HTML (a site has tens of pages, not thousands). */
    async pages(): Promise<PageRow[]> {
      return queryRows<PageRow>(db, sql`select ${pageColumns} from pages order by id`);
    },

    /** One page with its HTML; `forUpdate` locks it until the transaction ends (two saves of one page queue). */
    async page(id: number, forUpdate = false): Promise<PageWithContent | undefined> {
      const [row] = await queryRows<PageWithContent>(
        db,
        sql`select ${pageColumns}, content from pages where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
      );
      return row;
    },

    /** The id of the page at this address, if any. */
    async pageIdBySlug(slug: string): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from pages where slug = ${slug}`);
      return row?.id;
    },

    /** Menu entries that open this page, in the main or the sign-in layout (/page/{id}, /apage/{id}, /spa/…). */
    async pageMenuLinks(id: number): Promise<{ menu_key: string; display_name: string }[]> {
      return queryRows(
        db,
        sql`select menu_key, display_name from menu_items
            where url in (${`/page/${id}`}, ${`/apage/${id}`}, ${`/spa/page/${id}`}, ${`/spa/apage/${id}`})
            order by menu_key, sort, id`,
      );
    },

    async insertPage(v: PageValues): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into pages (slug, title, content, is_published, updated_at)
            values (${v.slug}, ${v.title}, ${v.content}, ${v.isPublished}, now()) returning id`,
      );
      return row!.id;
    },

    async updatePage(id: number, v: PageValues): Promise<void> {
      await queryRows(
        db,
        sql`update pages set slug = ${v.slug}, title = ${v.title}, content = ${v.content},
              is_published = ${v.isPublished}, updated_at = now()
            where id = ${id}`,
      );
    },

    async deletePage(id: number): Promise<void> {
      await queryRows(db, sql`delete from pages where id = ${id}`);
    },

    // Media

    async mediaFile(fileName: string) {
      const [row] = await db
        .select({ contentType: media.contentType, bytes: media.bytes, createdAt: media.createdAt })
        .from(media)
        .where(eq(media.fileName, fileName));
      return row;
    },

    /** Which of these names are stored files. */
    async existingMedia(fileNames: string[]): Promise<Set<string>> {
      if (fileNames.length === 0) return new Set();
      const rows = await queryRows<{ file_name: string }>(
        db,
        sql`select file_name from media where file_name = any(${valueArray(fileNames, 'text')})`,
      );
      return new Set(rows.map((r) => r.file_name));
    },

    async insertMedia(fileName: string, contentType: string, bytes: Buffer): Promise<MediaRow> {
      // Through drizzle's column type, which turns the Buffer into bytea on both drivers.
      const [row] = await db
        .insert(media)
        .values({ fileName, contentType, bytes })
        .returning({ createdAt: media.createdAt });
      return {
        file_name: fileName,
        content_type: contentType,
        bytes: bytes.length,
        created_at: new Date(row!.createdAt).toISOString(),
      };
    },

    /** Images, newest first: what a picker offers. */
    async images(page: number): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        queryRows<MediaRow>(
          db,
          sql`select file_name, content_type, octet_length(bytes) as bytes, ${isoInstant(sql`created_at`)} as created_at
              from media where content_type like 'image/%'
              order by created_at desc, file_name
              limit ${MEDIA_PAGE_SIZE} offset ${(page - 1) * MEDIA_PAGE_SIZE}`,
        ),
        queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from media where content_type like 'image/%'`,
        ),
      ]);
      return { rows, total: count!.total };
    },

    // Product sliders (products are the catalogue's, read to check and pick them)

    /** The storefront's slider by key: its title and its active products in order; none when inactive. */
    async activeSlider(key: string): Promise<{ title: string; productIds: number[] } | undefined> {
      const [row] = await queryRows<{ title: string; product_ids: number[] | null }>(
        db,
        sql`select s.title,
              (select array_agg(i.product_id order by i.sort, i.product_id) from product_slider_items i
                 join products p on p.id = i.product_id and p.is_active where i.slider_id = s.id) as product_ids
            from product_sliders s where s.key = ${key} and s.is_active`,
      );
      return row && { title: row.title, productIds: row.product_ids ?? [] };
    },

    /** Sliders by key or title: the four home lists first, then per product by key. */
    async sliders(q: string, page: number): Promise<{ rows: SliderRow[]; total: number }> {
      const match = q ? sql`where ${foldedContains(sql`s.key`, q)} or ${foldedContains(sql`s.title`, q)}` : sql``;
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
    async slider(id: number, lock = false): Promise<SliderRow | undefined> {
      const [row] = await queryRows<SliderRow>(
        db,
        sql`select s.id, s.key, s.title, s.is_active, 0 as product_count
            from product_sliders s where s.id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async sliderProducts(id: number): Promise<SliderProduct[]> {
      return queryRows<SliderProduct>(
        db,
        sql`select ${SLIDER_PRODUCT} from product_slider_items i join products p on p.id = i.product_id
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
    async lookupProducts(q: string): Promise<SliderProduct[]> {
      // code_lower and search_text are stored folded: the question is folded the same way, never by another rule.
      const folded = foldTurkish(q);
      const codePrefix = `${likeEscape(folded)}%`;
      return queryRows<SliderProduct>(
        db,
        sql`select ${SLIDER_PRODUCT} from product_search s join products p on p.id = s.id
            where s.code_lower like ${codePrefix} or s.barcode = ${q} or s.search_text like ${likeContains(folded)}
            order by s.code_lower = ${folded} desc, s.code_lower like ${codePrefix} desc, s.sort_name, s.id
            limit ${LOOKUP_MAX}`,
      );
    },

    async insertSlider(key: string, fields: SliderFields): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into product_sliders (key, title, is_active) values (${key}, ${fields.title}, ${fields.isActive})
            returning id`,
      );
      return row!.id;
    },

    async updateSlider(id: number, fields: SliderFields): Promise<void> {
      await queryRows(
        db,
        sql`update product_sliders set title = ${fields.title}, is_active = ${fields.isActive} where id = ${id}`,
      );
    },

    /** The products whole, in the order given: one statement. */
    async replaceSliderProducts(id: number, productIds: number[]): Promise<void> {
      await queryRows(db, sql`delete from product_slider_items where slider_id = ${id}`);
      await queryRows(
        db,
        sql`insert into product_slider_items (slider_id, product_id, sort)
            select ${id}, t.product_id, t.ord::int from unnest(${intArray(productIds)}) with ordinality as t(product_id, ord)`,
      );
    },

    async deleteSlider(id: number): Promise<void> {
      await queryRows(db, sql`delete from product_sliders where id = ${id}`);
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createContentRepository = (db: Db) => withTransactions(db, statements);
/** The statements inside a transaction. */
export type ContentStatements = ReturnType<typeof statements>;
export type ContentRepository = ReturnType<typeof createContentRepository>;
