import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PAGE_CONTENT_MAX,
  PAGE_NOT_FOUND,
  PAGE_SLUG_RULE,
  PAGE_SLUG_TAKEN,
  pageSlugOf,
  type AdminPage,
  type AdminPageList,
  type ContentPage,
} from '@bayi/common';
import { DEMO } from '../../test/app';
import { signedIn, type Client } from '../../test/orders';
import { staffTestApp } from '../../test/staff';

/**
 * Content pages in the back office: an editor writes a page, publishes it, a visitor reads it at
 * /page/{id} at once; the HTML is sanitised when it is stored; bad input is refused per field in Turkish;
 * every change is in the audit log; dealers and plasiyers may not.
 */
const t = staffTestApp();
let admin: Client;

beforeAll(async () => {
  admin = await signedIn(t.ctx, DEMO.admin);
});

const page = (over: Record<string, unknown> = {}) => ({
  title: 'Kampanya Koşulları',
  slug: 'kampanya-kosullari',
  content: '<h2>Genel</h2><p>Kampanya <strong>31 Aralık</strong> tarihine kadar geçerlidir.</p>',
  isPublished: false,
  ...over,
});
const auditRows = async (entityId: number) =>
  (
    await t.ctx.query(sql`select action, entity, user_name, summary, before, after from audit_log
      where entity = 'page' and entity_id = ${String(entityId)} order by id`)
  ).rows;

describe('content pages', () => {
  it('an editor creates a draft, publishes it, and visitors read it at once; every step is audited', async () => {
    const created = await t.editor.post('/admin/pages', page());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const draft = created.json() as AdminPage;
    expect(draft).toMatchObject({ title: 'Kampanya Koşulları', slug: 'kampanya-kosullari', isPublished: false });
    expect(draft.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await t.visitor().get(`/page/${draft.id}`)).statusCode).toBe(404);

    const list = (await t.editor.get('/admin/pages')).json() as AdminPageList;
    expect(list.rows.find((r) => r.id === draft.id)).toEqual({
      id: draft.id,
      title: 'Kampanya Koşulları',
      slug: 'kampanya-kosullari',
      isPublished: false,
      updatedAt: draft.updatedAt,
    });
    // In Turkish alphabet order: 'İletişim' after 'Hakkımızda', 'Kampanya…' after both.
    const titles = list.rows.map((r) => r.title);
    expect(titles.indexOf('Kampanya Koşulları')).toBeGreaterThan(titles.indexOf('İletişim'));

    const published = await t.editor.put(
      `/admin/pages/${draft.id}`,
      page({ isPublished: true, content: '<h2>Genel</h2><p>Yeni <em>metin</em>.</p>' }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ isPublished: true, content: '<h2>Genel</h2><p>Yeni <em>metin</em>.</p>' });
    const served = (await t.visitor().get(`/page/${draft.id}`)).json() as ContentPage;
    expect(served).toEqual({
      id: draft.id,
      title: 'Kampanya Koşulları',
      content: '<h2>Genel</h2><p>Yeni <em>metin</em>.</p>',
    });

    const unpublished = await t.editor.put(`/admin/pages/${draft.id}`, page({ isPublished: false }));
    expect(unpublished.statusCode).toBe(200);
    expect((await t.visitor().get(`/page/${draft.id}`)).statusCode).toBe(404);

    expect(await auditRows(draft.id)).toEqual([
      expect.objectContaining({
        action: 'page.create',
        user_name: 'İçerik Editörü',
        summary: '“Kampanya Koşulları” sayfası eklendi (taslak).',
        before: null,
        after: expect.objectContaining({ slug: 'kampanya-kosullari', isPublished: false }),
      }),
      expect.objectContaining({
        action: 'page.update',
        summary: '“Kampanya Koşulları” sayfası düzenlendi ve yayına alındı.',
        before: { isPublished: false, content: page().content },
        after: { isPublished: true, content: '<h2>Genel</h2><p>Yeni <em>metin</em>.</p>' },
      }),
      expect.objectContaining({
        action: 'page.update',
        summary: '“Kampanya Koşulları” sayfası düzenlendi ve yayından kaldırıldı.',
      }),
    ]);
  });

  it('saving the page unchanged writes nothing to the log', async () => {
    const id = ((await t.editor.post('/admin/pages', page({ slug: 'degismeyen' }))).json() as AdminPage).id;
    expect((await t.editor.put(`/admin/pages/${id}`, page({ slug: 'degismeyen' }))).statusCode).toBe(200);
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['page.create']);
  });

  it('stores the HTML sanitised, as the storefront serves it: no script, no handler, no style, no javascript:', async () => {
    const res = await t.editor.post(
      '/admin/pages',
      page({
        slug: 'temizlenen',
        isPublished: true,
        content:
          '<h2 style="color:red" onclick="alert(1)">Başlık</h2><script>alert("x")</script>' +
          '<p><img src="https://ornek.com/a.png" onerror="alert(2)" alt="a"> <a href="javascript:alert(3)">bağ</a>' +
          ' <a href="https://ornek.com" target="_blank">dış</a></p><iframe src="https://kotu.com"></iframe>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json() as AdminPage;
    expect(stored.content).toBe(
      '<h2>Başlık</h2><p><img src="https://ornek.com/a.png" alt="a" /> <a>bağ</a>' +
        ' <a href="https://ornek.com" target="_blank" rel="noopener noreferrer">dış</a></p>',
    );
    const { rows } = await t.ctx.query(sql`select content from pages where id = ${stored.id}`);
    expect(rows[0]!.content).toBe(stored.content);
    expect(((await t.visitor().get(`/page/${stored.id}`)).json() as ContentPage).content).toBe(stored.content);
    for (const bad of ['<script', 'onerror', 'onclick', 'style=', 'javascript:', 'iframe']) {
      expect(stored.content).not.toContain(bad);
    }
  });

  it('refuses bad input per field, in Turkish, and writes nothing', async () => {
    const before = (await t.ctx.query(sql`select count(*)::int as n from pages`)).rows[0]!.n;
    const res = await t.editor.post('/admin/pages', {
      title: '  ',
      slug: 'Kampanya Şartları',
      content: 'x'.repeat(PAGE_CONTENT_MAX + 1),
      isPublished: 'evet',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.hasError).toBe(true);
    expect(body.errors).toEqual({
      title: 'Başlık gerekli.',
      slug: PAGE_SLUG_RULE,
      content: 'İçerik en fazla 200.000 karakter olabilir; sayfayı bölün.',
      isPublished: 'Yayın durumu (isPublished) true veya false olmalı.',
    });
    const missing = await t.editor.post('/admin/pages', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      title: 'Başlık gerekli.',
      slug: 'Adres (slug) gerekli.',
      content: 'İçerik gerekli.',
      isPublished: 'Yayın durumu gerekli.',
    });
    for (const slug of ['-bas', 'son-', 'iki--tire', 'ışık', 'BUYUK', 'bos luk', 'a/b']) {
      const r = await t.editor.post('/admin/pages', page({ slug }));
      expect(r.json().errors, slug).toEqual({ slug: PAGE_SLUG_RULE });
    }
    expect((await t.ctx.query(sql`select count(*)::int as n from pages`)).rows[0]!.n).toBe(before);
  });

  it('suggests an address from a Turkish title by folding its letters', () => {
    expect(pageSlugOf('Şirket Çalışma İlkeleri — 2026!')).toBe('sirket-calisma-ilkeleri-2026');
    expect(pageSlugOf('  IĞDIR Şubesi ')).toBe('igdir-subesi');
  });

  it('refuses an address another page has, on the slug field', async () => {
    const first = (await t.editor.post('/admin/pages', page({ slug: 'tekil' }))).json() as AdminPage;
    const second = (await t.editor.post('/admin/pages', page({ slug: 'tekil-2' }))).json() as AdminPage;
    const dup = await t.editor.post('/admin/pages', page({ slug: 'tekil' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      hasError: true,
      errorMessage: PAGE_SLUG_TAKEN,
      errors: { slug: PAGE_SLUG_TAKEN },
    });
    const moved = await t.editor.put(`/admin/pages/${second.id}`, page({ slug: 'tekil' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ slug: PAGE_SLUG_TAKEN });
    // A page keeps its own address.
    expect((await t.editor.put(`/admin/pages/${first.id}`, page({ slug: 'tekil', title: 'Tekil' }))).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown page with a Turkish 404 and a malformed id with a 400', async () => {
    for (const res of [
      await t.editor.get('/admin/pages/999999'),
      await t.editor.put('/admin/pages/999999', page({ slug: 'yok' })),
      await t.editor.delete('/admin/pages/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ hasError: true, errorMessage: PAGE_NOT_FOUND });
    }
    const bad = await t.editor.get('/admin/pages/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hasError).toBe(true);
  });

  it('shows which menu entries open the page; an admin deletes it, audited, and visitors get 404', async () => {
    const { rows } = await t.ctx.query(sql`select id, title from pages where slug = 'hakkimizda'`);
    const id = Number(rows[0]!.id);
    const read = (await admin.get(`/admin/pages/${id}`)).json() as AdminPage;
    expect(read.menuLinks).toEqual(expect.arrayContaining([{ menu: 'Üst menü', name: 'Hakkımızda' }]));
    expect(read.content.length).toBeGreaterThan(0);

    const res = await admin.delete(`/admin/pages/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false });
    expect((await t.visitor().get(`/page/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/admin/pages/${id}`)).statusCode).toBe(404);
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({
      action: 'page.delete',
      user_name: 'Sistem Yöneticisi',
      summary: `“${String(rows[0]!.title)}” sayfası silindi.`,
      after: null,
      before: expect.objectContaining({ slug: 'hakkimizda', content: read.content }),
    });
  });

  it('dealers and sales representatives may not read or change pages; visitors must sign in', async () => {
    const [dealer, plasiyer] = await t.outsiders();
    for (const c of [dealer, plasiyer]) {
      expect((await c.get('/admin/pages')).statusCode).toBe(403);
      expect((await c.get('/admin/pages/1')).statusCode).toBe(403);
      expect((await c.post('/admin/pages', page({ slug: 'yasak' }))).statusCode).toBe(403);
      expect((await c.put('/admin/pages/1', page({ slug: 'yasak' }))).statusCode).toBe(403);
      expect((await c.delete('/admin/pages/1')).statusCode).toBe(403);
    }
    expect((await t.visitor().get('/admin/pages')).statusCode).toBe(401);
    expect((await t.ctx.query(sql`select count(*)::int as n from pages where slug = 'yasak'`)).rows[0]!.n).toBe(0);
  });
});
