import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { serverRoot } from '../paths';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';

/**
 * The storefront's pages drawn by the server (web/src/server-entry.tsx, built beside the browser's files into
 * web/dist-ssr): here a stand-in drawer that says what it was asked, so the tests see what the server does with
 * a drawn page — where it goes, what moves with it, and when the frame alone is sent instead.
 */
let ctx: TestContext;
let app: FastifyInstance;
let web: string;

const DRAWER = `
export async function renderPage(url, answers, cookie, today) {
  globalThis.__bayiDrawn = { url, answers, cookie, today };
  if (url.includes('/spa/catalog/500')) throw new Error('drawing failed');
  if (url.includes('/spa/catalog/404')) return null;
  return { html: '<main id="drawn">' + new URL(url).pathname + '</main>', router: { loaderData: { note: '</script><b>' } } };
}
`;

beforeAll(async () => {
  ctx = await createTestApp();
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-web-'));
  const dist = path.join(web, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // The storefront's own template with the stylesheet where the build leaves it: at the end of the body.
  const template = fs
    .readFileSync(path.join(serverRoot, '..', 'web', 'index.html'), 'utf8')
    .replace('</head>', '<style id="frame-css">#header-top{height:2.75rem}</style></head>')
    .replace('</body>', '<link rel="stylesheet" crossorigin href="/spa/assets/index-abc.css"></body>');
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'main{color:red}.x::before{content:"</style>"}');
  fs.mkdirSync(path.join(web, 'dist-ssr'));
  fs.writeFileSync(path.join(web, 'dist-ssr', 'server-entry.js'), DRAWER);
  app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const drawnArgs = () =>
  (globalThis as { __bayiDrawn?: { url: string; answers: Record<string, unknown>; cookie: string; today: string } })
    .__bayiDrawn!;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a page the server draws', () => {
  it('stands in the root in place of the frame, styled from the head, with the router state for the app', async () => {
    const res = await app.inject({
      url: '/spa/catalog/1',
      headers: { host: 'bayi.example', cookie: 'bayi_css=index-abc.css' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><main id="drawn">/spa/catalog/1</main></div>');
    expect(res.body).not.toContain('id="header-middle"');
    // A browser that holds the stylesheet gets it linked in the head: the drawn page is styled at its first paint.
    expect(head(res.body)).toContain('<link rel="stylesheet" crossorigin href="/spa/assets/index-abc.css">');
    expect(res.body.match(/index-abc\.css/g)).toHaveLength(1);
    // The frame's own few rules, there for the frame's first paint, are not needed by a page styled whole.
    expect(res.body).not.toContain('frame-css');
    // The router state travels as JSON nothing in it can end early.
    const router = /<script id="bayi-router" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(router!)).toEqual({ loaderData: { note: '</script><b>' } });
    // Drawn from the same answers the page carries for the app, for the address asked, on this host.
    expect(drawnArgs().url).toBe('http://bayi.example/spa/catalog/1');
    expect(Object.keys(drawnArgs().answers)).toContain('/application');
    expect(res.body).toContain('<script id="bayi-answers"');
  });

  it('carries the stylesheet written in on a first visit or after a new build, as text nothing can end', async () => {
    for (const cookie of ['', 'bayi_css=index-old.css']) {
      const res = await app.inject({ url: '/spa/catalog/1', headers: { cookie } });
      expect(head(res.body), cookie).toContain(
        '<style id="app-css" data-href="/spa/assets/index-abc.css">main{color:red}.x::before{content:"\\3c /style>"}</style>',
      );
      expect(res.body, cookie).not.toContain('<link rel="stylesheet" crossorigin href="/spa/assets/index-abc.css">');
    }
    // The bare frame links it as the build left it.
    const frame = await app.inject({ url: '/spa/admin/orders' });
    expect(frame.body).toContain('<link rel="stylesheet" crossorigin href="/spa/assets/index-abc.css">');
    expect(frame.body).not.toContain('app-css');
  });

  it("is drawn for the asking dealer's session", async () => {
    const cookie = await signIn(app, DEMO.dealer);
    const res = await app.inject({ url: '/spa/basket', headers: { cookie } });
    expect(res.body).toContain('<main id="drawn">/spa/basket</main>');
    expect(drawnArgs().cookie).toBe(cookie);
    // A dealer's page carries the session check, so it shows its content at once rather than a wait.
    expect(drawnArgs().answers['/login/CheckLogin']).toBe(true);
    // And the header's basket count, so the header is drawn with it.
    expect(typeof drawnArgs().answers['/application/getBasketProductCount']).toBe('number');
  });

  it('carries the sign-in page its card and its links; a visitor gets no basket count', async () => {
    await app.inject({ url: '/spa/login' });
    expect(Object.keys(drawnArgs().answers)).toEqual(
      expect.arrayContaining(['/application', '/login', '/menu/?id=menu.logon']),
    );
    await app.inject({ url: '/spa/catalog/1' });
    expect(Object.keys(drawnArgs().answers)).not.toContain('/application/getBasketProductCount');
  });

  it("carries a report's rows for the range the page shows, drawn on the server's day", async () => {
    const cookie = await signIn(app, DEMO.dealer);
    const today = await app.inject({ url: '/spa/report/hesapekstresi', headers: { cookie } });
    expect(today.statusCode).toBe(200);
    // Without a range in the address the page shows a month back to today (spec §2 "Reports"), by the server's
    // clock: the day the page is drawn for is the day its rows were asked for.
    const { today: day, answers } = drawnArgs();
    expect(day).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    const statement = Object.keys(answers).find((key) => key.startsWith('/report/hesapekstresi?'));
    expect(statement).toMatch(
      new RegExp(`^/report/hesapekstresi\\?begin=\\d{4}\\.\\d{2}\\.\\d{2}&end=${day.replace(/\./g, '\\.')}$`),
    );
    expect(Array.isArray(answers[statement!])).toBe(true);
    // The statement shows the open invoices above its range as well.
    expect(Array.isArray(answers['/report/acikfaturalar'])).toBe(true);

    // A range in the address is the one carried; one the page would not take is left for the app to ask.
    await app.inject({ url: '/spa/report/siparislistesi?begin=2026.01.01&end=2026.02.01', headers: { cookie } });
    expect(Object.keys(drawnArgs().answers)).toContain('/report/siparislistesi?begin=2026.01.01&end=2026.02.01');
    expect(Object.keys(drawnArgs().answers)).not.toContain('/report/acikfaturalar');
    await app.inject({ url: '/spa/report/genelhareket?begin=2026.02.01&end=2026.01.01', headers: { cookie } });
    expect(Object.keys(drawnArgs().answers).filter((key) => key.startsWith('/report/'))).toEqual([]);
  });

  it('leaves the frame for the app where drawing fails or answers nothing, in the back office, and for a visitor on a dealer page', async () => {
    // A visitor on a dealer's page is on the way to the sign-in page: the app sends them there from the frame.
    for (const url of ['/spa/catalog/500', '/spa/catalog/404', '/spa/admin/orders', '/spa/qrmenu', '/spa/basket']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('id="drawn"');
      expect(res.body, url).not.toContain('bayi-router');
    }
  });

  it("gives the service worker the bare frame for its offline copy, never one address's page", async () => {
    const res = await app.inject({ url: '/spa/', headers: { 'x-bayi-frame-only': '1' } });
    expect(res.body).toContain('id="header-middle"');
    expect(res.body).toContain('<style id="frame-css">');
    expect(res.body).not.toContain('id="drawn"');
    expect(res.body).not.toContain('bayi-router');
  });
});
