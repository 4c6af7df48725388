import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoInstant, queryRows, withTransactions } from '../../db/query';
import { recordAudit, type Actor, type AuditEntry } from '../audit/log';

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

const columns = sql`id, slug, title, is_published, ${isoInstant(sql`updated_at`)} as updated_at`;

function statements(db: Db) {
  return {
    /** Every page without its HTML (a site has tens of pages, not thousands). */
    async list(): Promise<PageRow[]> {
      return queryRows<PageRow>(db, sql`select ${columns} from pages order by id`);
    },

    /** One page with its HTML; `forUpdate` locks it until the transaction ends (two saves of one page queue). */
    async page(id: number, forUpdate = false): Promise<PageWithContent | undefined> {
      const [row] = await queryRows<PageWithContent>(
        db,
        sql`select ${columns}, content from pages where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
      );
      return row;
    },

    /** The id of the page at this address, if any. */
    async idBySlug(slug: string): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from pages where slug = ${slug}`);
      return row?.id;
    },

    /** Menu entries that open this page, in the main or the sign-in layout (/page/{id}, /apage/{id}, /spa/…). */
    async menuLinks(id: number): Promise<{ menu_key: string; display_name: string }[]> {
      return queryRows(
        db,
        sql`select menu_key, display_name from menu_items
            where url in (${`/page/${id}`}, ${`/apage/${id}`}, ${`/spa/page/${id}`}, ${`/spa/apage/${id}`})
            order by menu_key, sort, id`,
      );
    },

    async insert(v: PageValues): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into pages (slug, title, content, is_published, updated_at)
            values (${v.slug}, ${v.title}, ${v.content}, ${v.isPublished}, now()) returning id`,
      );
      return row!.id;
    },

    async update(id: number, v: PageValues): Promise<void> {
      await queryRows(
        db,
        sql`update pages set slug = ${v.slug}, title = ${v.title}, content = ${v.content},
              is_published = ${v.isPublished}, updated_at = now()
            where id = ${id}`,
      );
    },

    async delete(id: number): Promise<void> {
      await queryRows(db, sql`delete from pages where id = ${id}`);
    },

    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),
  };
}

export const createAdminPagesRepository = (db: Db) => withTransactions(db, statements);
export type AdminPagesRepository = ReturnType<typeof createAdminPagesRepository>;
export type AdminPageStatements = ReturnType<typeof statements>;
