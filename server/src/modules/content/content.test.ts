import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { CategoryNode, MenuEntry } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /menu/?id=', () => {
  it('gives the header menu with drop-down children and style classes', async () => {
    const menu: MenuEntry[] = (await get('/menu/?id=menu.header')).json();
    expect(menu.length).toBeGreaterThan(2);
    for (const e of menu) expect(Object.keys(e).sort()).toEqual(['childs', 'cssClass', 'displayName', 'id', 'url']);
    expect(menu.some((e) => e.childs.length > 0)).toBe(true);
    expect(menu.some((e) => e.cssClass)).toBe(true);
  });

  it('gives the footer and logon menus, for visitors and dealers alike', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    for (const id of ['menu.footer', 'menu.logon']) {
      const visitor = (await get(`/menu/?id=${id}`)).json();
      expect(visitor.length).toBeGreaterThan(0);
      expect((await get(`/menu/?id=${id}`, cookie)).json()).toEqual(visitor);
    }
    expect((await get('/menu?id=menu.footer')).statusCode).toBe(200);
  });

  it('refuses a missing or unknown menu id with 400', async () => {
    for (const url of ['/menu/', '/menu/?id=menu.gizli', '/menu/?id[]=x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toContain('menu.header');
    }
  });
});

describe('GET /categorymenu/get', () => {
  const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

  it('gives the nested category tree, three levels deep, with icons on the top level', async () => {
    const { items } = (await get('/categorymenu/get')).json() as { items: CategoryNode[] };
    expect(items.length).toBeGreaterThan(4);
    expect(items.every((n) => n.icon)).toBe(true);
    const depth = (n: CategoryNode): number => 1 + Math.max(0, ...n.childs.map(depth));
    expect(Math.max(...items.map(depth))).toBe(3);
    const [row] = (await ctx.query(sql`select count(*)::int as n from categories where is_active`)).rows as {
      n: number;
    }[];
    expect(flatten(items)).toHaveLength(row!.n);
    expect(flatten(items).every((c) => !c.current && !c.show)).toBe(true);
  });

  it('marks the current category and opens its ancestors when asked', async () => {
    const [leaf] = (
      await ctx.query(sql`
      select c.id, p.id as parent, p.parent_id as grandparent from categories c join categories p on p.id = c.parent_id
      where p.parent_id is not null limit 1`)
    ).rows as { id: number; parent: number; grandparent: number }[];
    const { items } = (await get(`/categorymenu/get?current=${leaf!.id}`)).json() as { items: CategoryNode[] };
    const all = flatten(items);
    expect(all.filter((c) => c.current).map((c) => c.id)).toEqual([leaf!.id]);
    expect(
      all
        .filter((c) => c.show)
        .map((c) => c.id)
        .sort(),
    ).toEqual([leaf!.parent, leaf!.grandparent].sort());
  });

  it('refuses a current that is not a category number, as the document declares it', async () => {
    for (const current of ['abc', '0', '1.5']) {
      const res = await get(`/categorymenu/get?current=${current}`);
      expect(res.statusCode, current).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['current']);
      expect(res.json().errorMessage).toMatch(/^Kategori \(current\) /);
    }
  });
});

describe('GET /page/{id}', () => {
  it('gives a content page with sanitised HTML', async () => {
    const page = (await get('/page/1')).json();
    expect(page.title).toBe('Hakkımızda');
    expect(page.content).toContain('<p>');
  });

  it('strips scripts, event handlers and javascript: links from stored HTML', async () => {
    await ctx.query(
      sql`update pages set content = ${'<p onclick="alert(1)">Merhaba<script>alert(2)</script> <a href="javascript:alert(3)">x</a> <img src=x onerror=alert(4)></p>'} where id = 2`,
    );
    const { content } = (await get('/page/2')).json();
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(content).toContain('Merhaba');
  });

  it('answers 404 for an unknown or unpublished page and 400 for a malformed id', async () => {
    const unknown = await get('/page/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ hasError: true, errorMessage: 'Sayfa bulunamadı.' });
    await ctx.query(sql`update pages set is_published = false where id = 3`);
    expect((await get('/page/3')).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999'])
      expect((await get(`/page/${bad}`)).statusCode).toBe(400);
  });
});

describe('GET /image/show/', () => {
  it('gives the logo at the medium size as a WebP no wider than 480 px', async () => {
    const res = await get('/image/show/?fileName=logo.png&size=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(480);
  });

  it('rasterises SVG product images and never sends SVG', async () => {
    const [img] = (await ctx.query(sql`select file_name from media where content_type = 'image/svg+xml' limit 1`))
      .rows as { file_name: string }[];
    for (const size of [0, 1, 3]) {
      const res = await get(`/image/show/?fileName=${encodeURIComponent(img!.file_name)}&size=${size}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/image/show/?fileName=logo.png&size=1');
    const again = await ctx.app.inject({
      url: '/image/show/?fileName=logo.png&size=1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses bad names and sizes with 400 and unknown files with 404', async () => {
    for (const url of [
      '/image/show/',
      '/image/show/?fileName=../../etc/passwd',
      '/image/show/?fileName=logo.png&size=9',
      '/image/show/?fileName=logo.png&size=x',
    ]) {
      expect((await get(url)).statusCode).toBe(400);
    }
    const missing = await get('/image/show/?fileName=yok.png&size=2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('Görsel bulunamadı.');
  });
});

describe('GET /commons/images/bgs/{background}', () => {
  it('gives the login background named by GET /login', async () => {
    const { background } = (await get('/login')).json();
    const res = await get(`/commons/images/bgs/${background}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect((await sharp(res.rawPayload).metadata()).width).toBeGreaterThanOrEqual(1200);
  });

  it('answers 404 for an unknown background and 400 for a path trick', async () => {
    expect((await get('/commons/images/bgs/yok.jpg')).statusCode).toBe(404);
    expect((await get('/commons/images/bgs/..%2F..%2Fsecret')).statusCode).toBe(400);
  });
});

describe('GET /file/{name}', () => {
  it('serves a stored file linked from the menus, inline', async () => {
    const res = await get('/file/katalog-2026.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="katalog-2026.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown file and 400 for a path trick', async () => {
    expect((await get('/file/yok.pdf')).json().errorMessage).toBe('Dosya bulunamadı.');
    expect((await get('/file/..%2F..%2Fetc/passwd')).statusCode).toBe(400);
  });
});
