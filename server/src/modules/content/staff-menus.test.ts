import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminMenu, MenuEntry } from '@bayi/common';
import { staffTestApp } from '../../test/staff';

/**
 * The menu editor: an editor reads a menu, saves it in a new order with a renamed entry and a child,
 * and the storefront's GET /menu/ serves it; bad entries are refused per field; dealers and plasiyers may not.
 */
const t = staffTestApp();

const storefrontMenu = async (id: string) => (await t.visitor().get(`/menu/?id=${id}`)).json() as MenuEntry[];
const body = (items: MenuEntry[]) => ({
  items: items.map((i) => ({
    displayName: i.displayName,
    url: i.url,
    cssClass: i.cssClass,
    childs: i.childs.map((c) => ({ displayName: c.displayName, url: c.url, cssClass: c.cssClass })),
  })),
});

describe('menu editor', () => {
  it('an editor reorders, renames and nests entries; the storefront serves the new menu at once', async () => {
    const menu = ((await t.editor.get('/admin/menus/menu.header')).json() as AdminMenu).items;
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((m) => m.displayName)).toEqual((await storefrontMenu('menu.header')).map((m) => m.displayName));
    const [first, second, ...rest] = menu;
    const next = [
      { ...second!, childs: [...second!.childs, { ...first!, childs: [] }] },
      ...rest,
      { id: 0, displayName: 'Kampanyalar 2027', url: '/spa/kampanyalar', cssClass: 'text-red-700', childs: [] },
    ];
    const res = await t.editor.put('/admin/menus/menu.header', body(next));
    expect(res.statusCode, res.body).toBe(200);
    const served = await storefrontMenu('menu.header');
    expect(served.map((m) => m.displayName)).toEqual([
      second!.displayName,
      ...rest.map((r) => r.displayName),
      'Kampanyalar 2027',
    ]);
    expect(served[0]!.childs.at(-1)!.displayName).toBe(first!.displayName);
    expect(served.at(-1)).toMatchObject({ url: '/spa/kampanyalar', cssClass: 'text-red-700' });
    const { rows } = await t.ctx.query(sql`select user_name, summary from audit_log where action = 'menu.update'`);
    expect(rows).toEqual([{ user_name: 'İçerik Editörü', summary: `Üst menü kaydedildi (${next.length} öğe).` }]);
  });

  it('refuses a bad entry per field and writes nothing', async () => {
    const before = await storefrontMenu('menu.footer');
    const res = await t.editor.put('/admin/menus/menu.footer', {
      items: [{ displayName: '', url: 'javascript:alert(1)', cssClass: 'a"b', childs: [] }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['items.0.cssClass', 'items.0.displayName', 'items.0.url']);
    expect(res.json().errors['items.0.url']).toBe(
      'Bağlantı / ile başlayan bir yol, https://, mailto: veya tel: adresi ya da # olmalı.',
    );
    expect(await storefrontMenu('menu.footer')).toEqual(before);
    expect((await t.editor.get('/admin/menus/menu.yan')).statusCode).toBe(400);
  });

  it('dealers and sales representatives may not edit menus', async () => {
    const [dealer, plasiyer] = await t.outsiders();
    for (const c of [dealer, plasiyer]) {
      expect((await c.put('/admin/menus/menu.header', { items: [] })).statusCode).toBe(403);
    }
  });
});
