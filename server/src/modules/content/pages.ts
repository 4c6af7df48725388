import {
  MENU_NAMES,
  PAGE_NOT_FOUND,
  PAGE_SLUG_TAKEN,
  turkishCollator,
  type AdminPage,
  type AdminPageBody,
  type AdminPageList,
  type ContentPage,
  type MenuId,
} from '@bayi/common';
import { isUniqueViolation } from '../../db/query';
import { notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import type { ContentRepository, ContentStatements, PageRow, PageValues, PageWithContent } from './repository';
import { sanitizeContentHtml } from './sanitize';

const fieldError = (field: string, message: string) =>
  new RequestValidationError('body', message, { [field]: message });

const summaryOf = (p: PageRow) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  isPublished: p.is_published,
  updatedAt: p.updated_at,
});

/** What the audit log keeps of a page. */
const valuesOf = (p: PageWithContent): PageValues => ({
  slug: p.slug,
  title: p.title,
  content: p.content,
  isPublished: p.is_published,
});

/** Only the fields an edit changed, before and after. */
function changed(before: PageValues, after: PageValues) {
  const b: Partial<PageValues> = {};
  const a: Partial<PageValues> = {};
  for (const key of Object.keys(after) as (keyof PageValues)[]) {
    if (before[key] !== after[key]) {
      Object.assign(b, { [key]: before[key] });
      Object.assign(a, { [key]: after[key] });
    }
  }
  return { before: b, after: a };
}

/** "yayında" / "yayından kaldırıldı" when an edit changed it, for the log's sentence. */
function publishNote(before: PageValues, after: PageValues): string {
  if (before.isPublished === after.isPublished) return '';
  return after.isPublished ? ' ve yayına alındı' : ' ve yayından kaldırıldı';
}

/**
 * Content pages: the storefront reads a published one (its HTML sanitised again as it is served); editors change
 * them. The HTML is sanitised here, before it is stored, by the same rules the storefront serves it with
 * (sanitize.ts): a script, a handler or a style never reaches the table. Every change and its audit entry commit
 * together.
 */
export function createPages(repo: ContentRepository) {
  /** The body as it is stored: HTML sanitised. */
  const clean = (body: AdminPageBody): PageValues => ({ ...body, content: sanitizeContentHtml(body.content) });

  /** The address must be free (the unique index decides a race; see save). */
  async function checkSlug(tx: ContentStatements, slug: string, exceptId: number | null) {
    const owner = await tx.pageIdBySlug(slug);
    if (owner !== undefined && owner !== exceptId) throw fieldError('slug', PAGE_SLUG_TAKEN);
  }

  /** Runs a change; a slug taken by another save between the check and the write is the same 400. */
  async function save<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('slug', PAGE_SLUG_TAKEN);
      throw err;
    }
  }

  return {
    /** The storefront's page (spec §3): published pages only. */
    async page(id: number): Promise<ContentPage> {
      const page = await repo.publishedPage(id);
      if (!page) throw notFound('Sayfa bulunamadı.');
      return { id: page.id, title: page.title, content: sanitizeContentHtml(page.content) };
    },

    async list(): Promise<AdminPageList> {
      const rows = await repo.pages();
      return { rows: rows.map(summaryOf).sort((a, b) => turkishCollator.compare(a.title, b.title)) };
    },

    async get(id: number): Promise<AdminPage> {
      const [page, links] = await Promise.all([repo.page(id), repo.pageMenuLinks(id)]);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      return {
        ...summaryOf(page),
        content: page.content,
        menuLinks: links.map((l) => ({ menu: MENU_NAMES[l.menu_key as MenuId] ?? l.menu_key, name: l.display_name })),
      };
    },

    async create(actor: Actor, body: AdminPageBody): Promise<number> {
      const v = clean(body);
      return save(() =>
        repo.transaction(async (tx) => {
          await checkSlug(tx, v.slug, null);
          const id = await tx.insertPage(v);
          await tx.audit(actor, {
            action: 'page.create',
            entity: 'page',
            entityId: id,
            summary: `“${v.title}” sayfası eklendi${v.isPublished ? ' ve yayına alındı' : ' (taslak)'}.`,
            after: v,
          });
          return id;
        }),
      );
    },

    async update(actor: Actor, id: number, body: AdminPageBody): Promise<void> {
      const v = clean(body);
      await save(() =>
        repo.transaction(async (tx) => {
          const stored = await tx.page(id, true);
          if (!stored) throw notFound(PAGE_NOT_FOUND);
          await checkSlug(tx, v.slug, id);
          const before = valuesOf(stored);
          const diff = changed(before, v);
          if (Object.keys(diff.after).length === 0) return;
          await tx.updatePage(id, v);
          await tx.audit(actor, {
            action: 'page.update',
            entity: 'page',
            entityId: id,
            summary: `“${v.title}” sayfası düzenlendi${publishNote(before, v)}.`,
            ...diff,
          });
        }),
      );
    },

    async delete(actor: Actor, id: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const stored = await tx.page(id, true);
        if (!stored) throw notFound(PAGE_NOT_FOUND);
        await tx.deletePage(id);
        await tx.audit(actor, {
          action: 'page.delete',
          entity: 'page',
          entityId: id,
          summary: `“${stored.title}” sayfası silindi.`,
          before: valuesOf(stored),
        });
      });
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
