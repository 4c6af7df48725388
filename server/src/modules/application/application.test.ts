import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SETTING_KEYS } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

let ctx: TestContext;
let dealerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  dealerCookie = await signIn(ctx.app, DEMO.dealer);
  adminCookie = await signIn(ctx.app, DEMO.admin);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /application', () => {
  it('gives a visitor the settings, theme and rates, but no member and no theme editor', async () => {
    const body = (await get('/application')).json();
    expect(body.settings.firmaadi).toMatch(/\S/);
    for (const key of Object.keys(body.settings)) expect(SETTING_KEYS).toContain(key);
    expect(['sidebar', 'default']).toContain(body.themeSettings.layouts.master);
    expect(body.settings['layout.master']).toBe(body.themeSettings.layouts.master);
    expect(body.themeSettings.blocks.header.item.bottom.text_color).toBeTruthy();
    expect(body.memberDisplayName).toBeNull();
    expect(body.themeEditorActive).toBe(false);
    expect(body.isLoggedIn).toBe(false);
    expect(typeof body.autoComplete).toBe('boolean');
  });

  it('lists the newest sell rate of USD and EUR', async () => {
    const { dovizs } = (await get('/application')).json();
    expect(dovizs.map((d: { ad: string }) => d.ad)).toEqual(['EUR', 'USD']);
    for (const d of dovizs) {
      expect(d.satis).toBeGreaterThan(d.alis);
      expect(d.tarih).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [newest] = (await ctx.query(sql`select max(rate_date)::text as d from exchange_rates`)).rows as {
      d: string;
    }[];
    expect(dovizs[0].tarih).toBe(newest!.d);
  });

  it('names the signed-in dealer and keeps the theme editor off for dealers', async () => {
    const body = (await get('/application', dealerCookie)).json();
    const [dealer] = (await ctx.query(sql`select name from dealers where code = '120.01.001'`)).rows as {
      name: string;
    }[];
    expect(body.memberDisplayName).toBe(dealer!.name);
    expect(body.themeEditorActive).toBe(false);
    expect(body.isLoggedIn).toBe(true);
  });

  it('turns the theme editor on only for staff with the admin role', async () => {
    const body = (await get('/application', adminCookie)).json();
    expect(body.themeEditorActive).toBe(true);
    expect(body.memberDisplayName).toBe('Sistem Yöneticisi');
  });

  it('echoes the priceName cookie chosen with ctrl+1/2/3', async () => {
    const res = await ctx.app.inject({
      url: '/application',
      headers: { cookie: `${dealerCookie}; priceName=${encodeURIComponent('Bayi Fiyatı')}` },
    });
    expect(res.json().priceName).toBe('Bayi Fiyatı');
  });
});

describe('GET /application/defaultCss', () => {
  it('is CSS generated from the theme, revalidated by ETag', async () => {
    const res = await get('/application/defaultCss');
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toContain('#header-bottom {');
    expect(res.body).toMatch(/--theme-header-bottom-bg: oklch\(/);
    const again = await ctx.app.inject({
      url: '/application/defaultCss',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('may be kept a year when asked for by its current version, and is asked again otherwise', async () => {
    const plain = await get('/application/defaultCss');
    const version = String(plain.headers.etag).replaceAll('"', '');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const current = await get(`/application/defaultCss?v=${version}`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.body).toBe(plain.body);
    const old = await get('/application/defaultCss?v=eski-surum');
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.body).toBe(plain.body);
  });

  it('follows a saved theme', async () => {
    await ctx.query(
      sql`insert into theme (id, settings) values (1, ${JSON.stringify({
        layouts: { master: 'default' },
        blocks: {
          header: {
            title: 'Üst',
            item: {
              bottom: {
                title: 'Menü',
                selector_id: 'header-bottom',
                type: 'colorPicker',
                bg_color: 'red-600',
                text_color: 'white',
                customCss: 'font-weight: 600; } body { display:none',
              },
            },
          },
        },
      })}::jsonb)`,
    );
    const css = (await get('/application/defaultCss')).body;
    expect(css).toContain(
      '#header-bottom { background-color: oklch(57.7% 0.245 27.325); color: #fff; font-weight: 600; }',
    );
    expect(css).not.toContain('} body {');
    await ctx.query(sql`delete from theme`);
  });
});

describe('GET /application/getBasketProductCount', () => {
  it('is 0 for a visitor and the number of basket lines for a dealer', async () => {
    expect((await get('/application/getBasketProductCount')).json()).toBe(0);
    const count = (await get('/application/getBasketProductCount', dealerCookie)).json();
    expect(Number.isInteger(count)).toBe(true);
    const [user] = (
      await ctx.query(sql`
      select u.id from users u join dealers d on d.id = u.dealer_id where d.code = '120.01.001' and u.user_code = 'demo'`)
    ).rows as { id: number }[];
    const [order] = (
      await ctx.query(sql`
      insert into orders (dealer_id, user_id, status) select dealer_id, id, 'basket' from users where id = ${user!.id}
      on conflict do nothing returning id`)
    ).rows as { id: number }[];
    const orderId =
      order?.id ??
      (
        (await ctx.query(sql`select id from orders where user_id = ${user!.id} and status = 'basket'`)).rows[0] as {
          id: number;
        }
      ).id;
    await ctx.query(sql`
      insert into order_lines (order_id, product_id, quantity, unit_price, currency_code, vat_rate)
      select ${orderId}, id, 1, 10, 'TL', 20 from products order by id limit 3 on conflict do nothing`);
    expect((await get('/application/getBasketProductCount', dealerCookie)).json()).toBe(count + 3);
    // Another dealer's basket is not counted.
    const other = await signIn(ctx.app, DEMO.dealer2);
    expect((await get('/application/getBasketProductCount', other)).json()).toBe(0);
  });
});
