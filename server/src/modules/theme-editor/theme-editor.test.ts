import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_THEME, PALETTE, sanitizeCustomCss, THEME_HISTORY_KEEP, type ThemeSettings } from '@bayi/common';
import { buildApp } from '../../app';
import { FORBIDDEN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../plugins/request-context';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { themeDiff } from './diff';

let ctx: TestContext;
let admin: string;
let dealer: string;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, DEMO.admin);
  dealer = await signIn(ctx.app, DEMO.dealer);
  categoryId = (
    (await ctx.query(sql`select id from categories where is_active and parent_id is null order by sort, id limit 1`))
      .rows[0] as { id: number }
  ).id;
});
afterAll(() => ctx.close());

const themeWith = (change: (t: ThemeSettings) => void): ThemeSettings => {
  const theme = structuredClone(DEFAULT_THEME);
  change(theme);
  return theme;
};

/** POST as the spec's client sends it: multipart/form-data with the theme JSON in `properties`. */
function multipart(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
  file?: { name: string; content: string },
) {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="x.json"\r\n` +
        `Content-Type: application/json\r\n\r\n${file.content}\r\n`,
    );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: parts.join('') + `--${boundary}--\r\n`,
  });
}

/** `cookie` null: a visitor. */
const saveTheme = (theme: unknown, cookie: string | null = admin, app = ctx.app) =>
  multipart(
    app,
    '/admin/theme/updatelayout',
    { properties: typeof theme === 'string' ? theme : JSON.stringify(theme) },
    cookie ?? undefined,
  );
const resetTheme = (cookie: string | null = admin) =>
  ctx.app.inject({ method: 'DELETE', url: '/admin/theme/resetLayout', headers: cookie ? { cookie } : {} });
const setIcon = (payload: Record<string, unknown>, cookie: string | null = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/admin/theme/updateCategoryIcon',
    headers: cookie ? { cookie } : {},
    payload,
  });
const served = async (app = ctx.app) =>
  (await app.inject({ url: '/application' })).json().themeSettings as ThemeSettings;
const css = (app = ctx.app) => app.inject({ url: '/application/defaultCss' });
const categoryIcon = async () =>
  (
    (await ctx.query(sql`select icon from categories where id = ${categoryId}`)).rows[0] as {
      icon: string | null;
    }
  ).icon;
const auditRows = async () =>
  (
    await ctx.query(sql`select id, user_id, user_name as actor, substr(action, 7) as action, after as detail
      from audit_log where action like 'theme.%' order by id`)
  ).rows as {
    id: number;
    user_id: number | null;
    actor: string;
    action: string;
    detail: Record<string, unknown>;
  }[];
const adminUserId = async () =>
  (
    (await ctx.query(sql`select id from users where dealer_id is null and lower(user_code) = 'admin'`)).rows[0] as {
      id: number;
    }
  ).id;

const RED_HEADER = themeWith((t) => {
  t.layouts.master = 'default';
  t.blocks.header!.item.bottom!.bg_color = 'red-600';
  t.blocks.header!.item.bottom!.text_color = 'yellow-200';
  t.blocks.header!.item.logo!.height = 14;
});

describe('who may use the theme editor', () => {
  it('refuses visitors (401) and dealers (403) on every call, in Turkish, and nothing changes', async () => {
    const cssBefore = (await css()).body;
    const iconBefore = await categoryIcon();
    const calls: [string, (cookie: string | null) => Promise<{ statusCode: number; json(): unknown }>][] = [
      ['save', (c) => saveTheme(RED_HEADER, c)],
      ['reset', (c) => resetTheme(c)],
      ['icon', (c) => setIcon({ id: categoryId, icon: 'fa-solid fa-house' }, c)],
      ['history', (c) => ctx.app.inject({ url: '/admin/theme/history', headers: c ? { cookie: c } : {} })],
      [
        'restore',
        (c) =>
          ctx.app.inject({ method: 'POST', url: '/admin/theme/history/1/restore', headers: c ? { cookie: c } : {} }),
      ],
    ];
    for (const [name, call] of calls) {
      const visitor = await call(null);
      expect(visitor.statusCode, name).toBe(401);
      expect(visitor.json()).toMatchObject({ hasError: true, errorMessage: SESSION_EXPIRED_MESSAGE });
      const asDealer = await call(dealer);
      expect(asDealer.statusCode, name).toBe(403);
      expect(asDealer.json()).toMatchObject({ hasError: true, errorMessage: FORBIDDEN_MESSAGE });
    }
    expect((await css()).body).toBe(cssBefore);
    expect(await served()).toEqual(DEFAULT_THEME);
    expect(await categoryIcon()).toBe(iconBefore);
    expect((await ctx.query(sql`select count(*)::int as n from theme`)).rows[0]).toEqual({ n: 0 });
    expect(await auditRows()).toEqual([]);
  });
});

describe('saving a theme', () => {
  it('stores it, answers it, and serves it from /application and the stylesheet with a new ETag', async () => {
    const before = await css();
    expect(before.body).not.toContain(PALETTE['red-600']);
    const res = await saveTheme(RED_HEADER);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false, errorMessage: null, themeSettings: RED_HEADER });

    const app = (await ctx.app.inject({ url: '/application', headers: { cookie: dealer } })).json();
    expect(app.themeSettings).toEqual(RED_HEADER);
    expect(app.settings['layout.master']).toBe('default');

    const after = await css();
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(
      `#header-bottom { background-color: ${PALETTE['red-600']}; color: ${PALETTE['yellow-200']}; }`,
    );
    expect(after.body).toContain('--theme-header-logo-height: 3.5rem;');
    // A browser holding the old stylesheet gets the new one, not a 304.
    const revalidated = await ctx.app.inject({
      url: '/application/defaultCss',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(after.body);
  });

  it('writes an audit row with who and what changed, in the same transaction', async () => {
    const rows = await auditRows();
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ action: 'save', actor: 'Sistem Yöneticisi (admin)', user_id: await adminUserId() });
    expect(last.detail.changes).toEqual(
      expect.arrayContaining([
        { path: 'layouts.master', before: 'sidebar', after: 'default' },
        { path: 'blocks.header.item.bottom.bg_color', before: 'blue-900', after: 'red-600' },
        { path: 'blocks.header.item.bottom.text_color', before: 'white', after: 'yellow-200' },
        { path: 'blocks.header.item.logo.height', before: 10, after: 14 },
      ]),
    );
    expect(last.detail.changes).toHaveLength(4);
  });

  it('takes a JSON body too, and fills what was left out from the shipped theme', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/theme/updatelayout',
      headers: { cookie: admin },
      payload: {
        properties: {
          layouts: { master: 'sidebar' },
          blocks: {
            footer: {
              title: 'Alt',
              item: { main: { ...DEFAULT_THEME.blocks.footer!.item.main!, bg_color: 'teal-900' } },
            },
          },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = res.json().themeSettings as ThemeSettings;
    expect(stored.blocks.footer!.item.main!.bg_color).toBe('teal-900');
    expect(stored.blocks.header).toEqual(DEFAULT_THEME.blocks.header);
    expect(await served()).toEqual(stored);
  });
});

describe('refused themes', () => {
  it.each<[string, string, RegExp]>([
    ['malformed JSON', '{"layouts": {"master": "default"', /'properties' alanı geçerli bir JSON değil/],
    ['an empty field', '', /'properties' alanı geçerli bir JSON değil/],
    ['a list', '[1,2]', /'properties' alanı nesne olmalı/],
    [
      'a colour outside the palette',
      JSON.stringify(themeWith((t) => (t.blocks.header!.item.top!.bg_color = '#ff0000'))),
      /'properties\.blocks\.header\.item\.top\.bg_color' alanı paletteki bir renk olmalı/,
    ],
    [
      'a height of 31',
      JSON.stringify(themeWith((t) => (t.blocks.header!.item.logo!.height = 31))),
      /'properties\.blocks\.header\.item\.logo\.height' alanı en fazla 30/,
    ],
    [
      'an unknown block',
      JSON.stringify({ ...DEFAULT_THEME, blocks: { ...DEFAULT_THEME.blocks, popup: { title: 'x', item: {} } } }),
      /Tanınmayan alan: popup/,
    ],
    [
      'a NUL escaped inside the JSON',
      JSON.stringify(themeWith((t) => (t.blocks.footer!.title = 'a\u0000b'))),
      /'properties\.blocks\.footer\.title' alanı izin verilmeyen bir kontrol karakteri/,
    ],
    ['a huge text', `"${'x'.repeat(120_000)}"`, /en fazla 100000 karakter/],
    ['a wrong type', JSON.stringify({ layouts: 'default', blocks: [] }), /'properties\.layouts' alanı nesne olmalı/],
  ])('%s → 400 naming the field, theme unchanged', async (_label, properties, message) => {
    const before = await served();
    const res = await saveTheme(properties);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.hasError).toBe(true);
    expect(body.errorMessage).toMatch(message);
    expect(await served()).toEqual(before);
  });

  it('refuses a missing field, a raw control character, a file part and a wrong content type without a 500', async () => {
    const missing = await multipart(ctx.app, '/admin/theme/updatelayout', { other: '1' }, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toMatch(/'properties' alanı gerekli/);
    const control = await saveTheme('{"a\u0001":1}');
    expect(control.statusCode).toBe(400);
    expect(control.json().errorMessage).toMatch(/kontrol karakteri/);
    const file = await multipart(ctx.app, '/admin/theme/updatelayout', {}, admin, {
      name: 'properties',
      content: JSON.stringify(DEFAULT_THEME),
    });
    expect(file.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBeLessThan(500);
    expect(file.json().hasError).toBe(true);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=abc']) {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/admin/theme/updatelayout',
        headers: { cookie: admin, 'content-type': contentType },
        payload: 'garbage',
      });
      expect(broken.statusCode, contentType).toBe(400);
      expect(broken.json().errorMessage).toBe(
        'İstek gövdesi geçerli bir çok parçalı form (multipart/form-data) değil.',
      );
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/admin/theme/updatelayout',
      headers: { cookie: admin, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toBe('İstek gövdesi bir JSON nesnesi olmalı.');
  });
});

describe('customCss', () => {
  /** What hostile customCss leaves in the stored theme and the stylesheet (the full table: css-sanitize.test.ts). */
  const ATTEMPTS: [string, string][] = [
    ['</style><script>alert(1)</script>', ''],
    ['color: red; } body { display: none', 'color: red;'],
    ['@import url(https://evil.example/x.css); font-weight: 700', 'font-weight: 700;'],
    ['background: url(https://evil.example/t.gif)', ''],
    ['background: url(javascript:alert(1))', ''],
    ['width: expression(alert(1))', ''],
    ['background: \\75 rl(https://evil.example/x)', ''],
    ['color: red /* ; } * { x: y */', ''],
    ['-moz-binding: url(/image/show/?fileName=x.xml)', ''],
    [
      'background-image: url(/image/show/?fileName=banner.webp&size=2)',
      'background-image: url(/image/show/?fileName=banner.webp&size=2);',
    ],
  ];

  it.each(ATTEMPTS)('%s is stored and served as %j', async (input, kept) => {
    const res = await saveTheme(themeWith((t) => (t.blocks.footer!.item.main!.customCss = input)));
    expect(res.statusCode).toBe(200);
    expect(res.json().themeSettings.blocks.footer.item.main.customCss).toBe(kept);
    expect(kept).toBe(sanitizeCustomCss(input));
    const stored = (await ctx.query(sql`select settings from theme where id = 1`)).rows[0] as {
      settings: ThemeSettings;
    };
    expect(stored.settings.blocks.footer!.item.main!.customCss).toBe(kept);
    const sheet = (await css()).body;
    expect(sheet).not.toMatch(/<|>|@import|expression|javascript|evil\.example|\\|\/\*/);
    const footerRule = sheet.split('\n').find((l) => l.startsWith('#site-footer {'))!;
    expect(footerRule.endsWith(kept ? ` ${kept} }` : `${PALETTE['slate-300']}; }`)).toBe(true);
  });
});

describe('resetting the theme', () => {
  it('goes back to the shipped theme, served at once, and is audited', async () => {
    await saveTheme(RED_HEADER);
    const res = await resetTheme();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false, errorMessage: null, themeSettings: DEFAULT_THEME });
    expect(await served()).toEqual(DEFAULT_THEME);
    const sheet = (await css()).body;
    expect(sheet).toContain(`#header-bottom { background-color: ${PALETTE['blue-900']}; color: #fff; }`);
    expect(sheet).not.toContain(PALETTE['red-600']);
    const last = (await auditRows()).at(-1)!;
    expect(last.action).toBe('reset');
    expect(last.detail.changes).toEqual(
      expect.arrayContaining([{ path: 'blocks.header.item.bottom.bg_color', before: 'red-600', after: 'blue-900' }]),
    );
  });
});

describe('category icons', () => {
  it('changes the icon, shows it in the category menu at once (even behind a cache) and audits it', async () => {
    // A process that keeps the category menu for a minute: the change made through it is served at once.
    const cached = await buildApp({ config: { ...ctx.config, SHARED_CACHE_SECONDS: 60 }, database: ctx.database });
    await cached.ready();
    try {
      const menuIcon = async () =>
        ((await cached.inject({ url: '/categorymenu/get' })).json().items as { id: number; icon: string }[]).find(
          (c) => c.id === categoryId,
        )!.icon;
      const before = await menuIcon();
      expect(before).toBe(await categoryIcon());
      const res = await cached.inject({
        method: 'POST',
        url: '/admin/theme/updateCategoryIcon',
        headers: { cookie: admin },
        payload: { id: categoryId, icon: 'fa-brands fa-github' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ hasError: false, errorMessage: null, id: categoryId, icon: 'fa-brands fa-github' });
      expect(await menuIcon()).toBe('fa-brands fa-github');
      expect(await categoryIcon()).toBe('fa-brands fa-github');
      const last = (await auditRows()).at(-1)!;
      expect(last).toMatchObject({ action: 'icon', actor: 'Sistem Yöneticisi (admin)' });
      expect(last.detail).toMatchObject({ categoryId, before, after: 'fa-brands fa-github' });
    } finally {
      await cached.close();
    }
  });

  it('takes the id and icon as a form too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/admin/theme/updateCategoryIcon',
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: String(categoryId), icon: 'fa-regular fa-star' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(await categoryIcon()).toBe('fa-regular fa-star');
    const byMultipart = await multipart(
      ctx.app,
      '/admin/theme/updateCategoryIcon',
      { id: String(categoryId), icon: 'fa-solid fa-house' },
      admin,
    );
    expect(byMultipart.statusCode).toBe(200);
    expect(await categoryIcon()).toBe('fa-solid fa-house');
  });

  it('answers 404 in Turkish for an unknown category, 400 for a malformed icon, and changes nothing', async () => {
    const auditCount = (await auditRows()).length;
    const unknown = await setIcon({ id: 2_000_000_000, icon: 'fa-solid fa-house' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ hasError: true, errorMessage: 'Kategori bulunamadı.' });
    for (const icon of [
      'fa-house',
      'fa-light fa-house',
      'fa-solid fa-"><b>',
      'fa-solid fa-' + 'a'.repeat(61),
      42,
      '',
    ]) {
      const res = await setIcon({ id: categoryId, icon });
      expect(res.statusCode, String(icon)).toBe(400);
      expect(res.json().errorMessage).toMatch(/İkon \(icon\)/);
    }
    for (const id of ['abc', 0, -1, 1.5, '1e3']) {
      const res = await setIcon({ id, icon: 'fa-solid fa-house' });
      expect(res.statusCode, String(id)).toBe(400);
    }
    expect(await categoryIcon()).toBe('fa-solid fa-house');
    expect((await auditRows()).length).toBe(auditCount);
  });
});

describe('theme history', () => {
  it(`keeps the last ${THEME_HISTORY_KEEP} saves, newest first, with who and when`, async () => {
    const colours = [
      'red',
      'orange',
      'amber',
      'lime',
      'green',
      'teal',
      'cyan',
      'sky',
      'blue',
      'indigo',
      'violet',
      'purple',
    ];
    for (let i = 0; i < THEME_HISTORY_KEEP + 3; i++) {
      const colour = `${colours[i % colours.length]}-${i < colours.length ? 700 : 800}`;
      const res = await saveTheme(themeWith((t) => (t.blocks.header!.item.top!.bg_color = colour)));
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.app.inject({ url: '/admin/theme/history', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json() as { items: { id: number; savedAt: string; savedBy: string }[] };
    expect(items).toHaveLength(THEME_HISTORY_KEEP);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.savedBy).toBe('Sistem Yöneticisi (admin)');
      expect(new Date(item.savedAt).toISOString()).toBe(item.savedAt);
    }
    expect((await ctx.query(sql`select count(*)::int as n from theme_history`)).rows[0]).toEqual({
      n: THEME_HISTORY_KEEP,
    });
  });

  it('restores a saved theme, which becomes current and the newest save', async () => {
    const { items } = (await ctx.app.inject({ url: '/admin/theme/history', headers: { cookie: admin } })).json();
    const oldest = items.at(-1) as { id: number };
    const stored = (
      (await ctx.query(sql`select settings from theme_history where id = ${oldest.id}`)).rows[0] as {
        settings: ThemeSettings;
      }
    ).settings;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/admin/theme/history/${oldest.id}/restore`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasError: false, errorMessage: null, themeSettings: stored });
    expect(await served()).toEqual(stored);
    expect((await css()).body).toContain(PALETTE[stored.blocks.header!.item.top!.bg_color!]!);
    const after = (await ctx.app.inject({ url: '/admin/theme/history', headers: { cookie: admin } })).json().items;
    expect(after).toHaveLength(THEME_HISTORY_KEEP);
    expect(after[0].id).toBeGreaterThan(items[0].id);
    // The restored entry was the oldest of 20; one more save pushed it out of the history.
    expect(after.map((i: { id: number }) => i.id)).not.toContain(oldest.id);
    const last = (await auditRows()).at(-1)!;
    expect(last).toMatchObject({ action: 'restore' });
    expect(last.detail).toMatchObject({ restoredFrom: oldest.id, historyId: after[0].id });
  });

  it('answers 404 for a theme no longer kept and 400 for a malformed id', async () => {
    const gone = await ctx.app.inject({
      method: 'POST',
      url: '/admin/theme/history/1/restore',
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorMessage).toBe('Kayıtlı tema bulunamadı.');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/admin/theme/history/abc/restore',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hasError).toBe(true);
  });
});

describe('another process', () => {
  it('serves a theme saved elsewhere within its cache time (SHARED_CACHE_SECONDS)', async () => {
    const config = { ...ctx.config, SHARED_CACHE_SECONDS: 1 };
    const a = await buildApp({ config, database: ctx.database });
    const b = await buildApp({ config, database: ctx.database });
    await Promise.all([a.ready(), b.ready()]);
    try {
      const theme = themeWith((t) => (t.blocks.footer!.item.main!.bg_color = 'fuchsia-950'));
      const colour = PALETTE['fuchsia-950']!;
      expect((await css(b)).body).not.toContain(colour);
      const startedAt = Date.now();
      expect((await saveTheme(theme, admin, a)).statusCode).toBe(200);
      // The process that saved serves it at once …
      expect((await css(a)).body).toContain(colour);
      expect((await served(a)).blocks.footer!.item.main!.bg_color).toBe('fuchsia-950');
      // … the other within its cache time (a stale entry is answered once more while it reloads).
      let seenAfter = -1;
      while (Date.now() - startedAt < 5000) {
        const sheet = await css(b);
        if (sheet.body.includes(colour)) {
          seenAfter = Date.now() - startedAt;
          expect((await served(b)).blocks.footer!.item.main!.bg_color).toBe('fuchsia-950');
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seenAfter).toBeGreaterThanOrEqual(0);
      expect(seenAfter).toBeLessThan(2 * 1000 + 1000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('the audit diff', () => {
  it('lists changed leaves with before and after, absent values as null', () => {
    expect(themeDiff({ a: { b: 1, c: 'x' } }, { a: { b: 2, c: 'x', d: true } })).toEqual({
      changes: [
        { path: 'a.b', before: 1, after: 2 },
        { path: 'a.d', before: null, after: true },
      ],
      truncated: false,
    });
    expect(themeDiff(DEFAULT_THEME, structuredClone(DEFAULT_THEME)).changes).toEqual([]);
  });
});
