import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ProductDetailResponse, ProductListResponse } from '@bayi/common';
import { buildApp } from '../app';
import { fillShell } from './spa';
import { serverRoot } from '../paths';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';

/**
 * The built storefront as a browser gets it: hashed assets kept for a year and sent as the build compressed them
 * (brotli 11 or gzip 9, by what the browser takes), the shell asked again each visit, source maps not public.
 */
let ctx: TestContext;
let app: FastifyInstance;
let dist: string;
const script = `console.log(${JSON.stringify('Bayi '.repeat(2000))});`;

beforeAll(async () => {
  ctx = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  // The storefront's own template, as the build leaves its markers.
  fs.copyFileSync(path.join(serverRoot, '..', 'web', 'index.html'), path.join(dist, 'index.html'));
  const asset = path.join(dist, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script, { level: 9 }));
  fs.writeFileSync(`${asset}.map`, '{"version":3}');
  // The build's manifest, shaped as Vite writes it: the start-up chunk and two pages sharing a chunk with it.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-s1.js'] },
      '_shared-s1.js': { file: 'assets/shared-s1.js' },
      '_Card-c1.js': { file: 'assets/Card-c1.js', imports: ['index.html'] },
      'src/features/product/ProductPage.tsx': {
        file: 'assets/ProductPage-p1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared-s1.js', '_Card-c1.js'],
      },
      'src/features/reports/ReportPage.tsx': {
        file: 'assets/ReportPage-r1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_Card-c1.js'],
      },
    }),
  );
  app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, cookie?: string) =>
  app.inject({ url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } });

/** The answers the page carries for the app's first calls, by address. */
const carriedAnswers = (html: string) => {
  const json = /<script id="bayi-answers" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
};
const carried = (html: string) =>
  carriedAnswers(html)['/application'] as { isLoggedIn: boolean; memberDisplayName: string | null } | undefined;

describe('the built storefront', () => {
  it('sends an asset as the build compressed it: brotli, else gzip, else plain; kept a year', async () => {
    const br = await get('/spa/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/spa/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/spa/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps source maps and the compressed copies from being fetched by name', async () => {
    for (const name of ['index-abc123.js.map', 'index-abc123.js.br', 'index-abc123.js.gz']) {
      const res = await get(`/spa/assets/${name}`, 'br');
      expect(res.statusCode, name).toBe(404);
      expect(res.json().hasError).toBe(true);
    }
  });

  it('names the code of the page asked for, so the browser fetches it beside the start-up chunk', async () => {
    const preloads = (html: string) =>
      JSON.parse(
        /<script id="bayi-page-code" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[];
    // The product page's own chunk and the chunk it shares with the report; not the start-up chunk's own.
    expect(preloads((await get('/spa/product/763')).body)).toEqual([
      '/spa/assets/ProductPage-p1.js',
      '/spa/assets/Card-c1.js',
    ]);
    expect(preloads((await get('/spa/Report/hesapekstresi')).body)).toEqual([
      '/spa/assets/ReportPage-r1.js',
      '/spa/assets/Card-c1.js',
    ]);
    // The home's code is the start-up chunk; an address the router does not know names nothing.
    expect(preloads((await get('/spa')).body)).toEqual([]);
    expect(preloads((await get('/spa/nowhere/at/all')).body)).toEqual([]);
    // The manifest itself stays on the server.
    expect((await get('/spa/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('sends an asset a rebuild wrote while the server ran, compressed and kept a year', async () => {
    const later = path.join(dist, 'assets', 'page-def456.js');
    fs.writeFileSync(later, script);
    fs.writeFileSync(`${later}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${later}.map`, '{"version":3}');
    const res = await get('/spa/assets/page-def456.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect((await get('/spa/assets/page-def456.js.map')).statusCode).toBe(404);
    expect((await get('/spa/assets/page-gone.js')).statusCode).toBe(404);
    expect((await get('/spa/assets/..%2f..%2fetc%2fpasswd.js')).statusCode).toBe(404);
  });

  it('asks for the shell again on each visit, and keeps it in the browser only', async () => {
    const shell = await get('/spa/search', 'br');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('private, no-cache');
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
  });

  it('paints the storefront frame with the firm before any script: title, logo, theme version', async () => {
    const html = (await get('/spa/catalog/1')).body;
    const firm = 'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.';
    expect(html).toContain(`<title>${firm}</title>`);
    expect(html).toMatch(/<img id="site-logo" src="\/image\/show\/\?fileName=logo\.png&amp;size=2" alt="Anadolu/);
    expect(html).toContain('id="header-middle"');
    // The theme's rules are in the page: its first paint waits for no stylesheet of the theme.
    const theme = (await app.inject({ url: '/application/defaultCss' })).body;
    expect(theme).toContain('.theme-accent');
    expect(html).toContain(`<style id="theme-css">${theme}</style>`);
    expect(html).not.toContain('/application/defaultCss');
    expect(html).not.toContain('<!--boot-->');
  });

  it('leaves the storefront frame out of the pages with a frame of their own', async () => {
    for (const url of ['/spa/login', '/spa/admin/orders', '/spa/qrmenu', '/spa/apage/3']) {
      const html = (await get(url)).body;
      expect(html, url).not.toContain('id="header-middle"');
      expect(carried(html), url).toBeDefined();
      // None of the storefront frame's menus; the sign-in page its own card and links.
      const own = url === '/spa/login' ? ['/login', '/menu/?id=menu.logon'] : [];
      expect(Object.keys(carriedAnswers(html)), url).toEqual(['/application', ...own]);
    }
  });

  it("carries the asking session's /application answer: a dealer's own, nobody's for a visitor", async () => {
    expect(carried((await get('/spa/')).body)).toMatchObject({ isLoggedIn: false, memberDisplayName: null });
    const cookie = await signIn(app, DEMO.dealer);
    const dealer = carried((await get('/spa/', undefined, cookie)).body);
    expect(dealer?.isLoggedIn).toBe(true);
    expect(dealer?.memberDisplayName).toBeTruthy();
  });

  it('carries the answers to the first calls: the menus on every storefront page, the home its promotions', async () => {
    const frame = ['/application', '/categorymenu/get', '/menu/?id=menu.footer', '/menu/?id=menu.header'];
    const catalog = (await get('/spa/catalog/1')).body;
    expect(Object.keys(carriedAnswers(catalog)).sort()).toEqual([
      ...frame.slice(0, 1),
      '/category/1',
      ...frame.slice(1),
    ]);
    const header = carriedAnswers(catalog)['/menu/?id=menu.header'];
    expect(header).toEqual((await app.inject({ url: '/menu/?id=menu.header' })).json());

    const home = (await get('/spa/')).body;
    const answers = carriedAnswers(home);
    // The demo's home shows the promotion tiles (home.vitrin.tipi 'slider') and an announcement.
    expect(Object.keys(answers).sort()).toEqual(
      [...frame, '/promotion/GetPromotion?type=40', '/promotion/GetPromotion?type=50'].sort(),
    );
    const modal = answers['/promotion/GetPromotion?type=40'] as { activeItems: { imageUrl: string }[] };
    const image = modal.activeItems[0]!.imageUrl.replaceAll('&', '&amp;');
    // Its picture is fetched with the page's scripts, not after them.
    expect(home).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high" /></head>`);
  });

  it('carries the first list of a list page, asked as the app asks it, and preloads its first pictures', async () => {
    const first = (await app.inject({ url: '/category/1' })).json<ProductListResponse>();
    const brand = first.stoks.find((p) => p.markaId !== null)!.markaId!;
    const productId = first.stoks[0]!.id;
    const cases: [page: string, call: string][] = [
      ['/spa/catalog/1', '/category/1'],
      // Page, sort and stock filter as the address holds them, in the order and spelling of the app's call.
      ['/spa/catalog/1?instock=false&f=fiyat&d=desc&page=2', '/category/1?page=2&d=desc&f=fiyat&instock=false'],
      // What the app does not use stays out; a page number that is not one is not sent.
      ['/spa/catalog/1?page=x&f=fiyat&utm_source=mail', '/category/1'],
      ['/spa/search?q=+kablo+', '/search/?q=kablo'],
      ['/spa/search?q=NYM%203x2,5&page=2', '/search/?q=NYM+3x2%2C5&page=2'],
      [`/spa/brand/${brand}`, `/brand/${brand}?category=0`],
      [`/spa/brand/${brand}/1/`, `/brand/${brand}?category=1`],
      ['/spa/productAll', '/product/all/'],
      [`/spa/product/${productId}`, `/product/${productId}`],
    ];
    for (const [page, call] of cases) {
      const answers = carriedAnswers((await get(page)).body);
      expect(Object.keys(answers), page).toContain(call);
      expect(answers[call], page).toEqual((await app.inject({ url: call })).json());
    }

    // The first row's pictures, as the cards show them: the first one hurried, three more after it.
    const html = (await get('/spa/catalog/1')).body;
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"( fetchpriority="high")? \/>/g)];
    expect(preloads.map(([, href]) => href!.replaceAll('&amp;', '&'))).toEqual(
      first.stoks.slice(0, 4).map((p) => p.images[0]!.mediumUrl),
    );
    expect(preloads.map(([, , high]) => Boolean(high))).toEqual([true, false, false, false]);
    expect(html.indexOf(preloads[0]![0])).toBeLessThan(html.indexOf('</head>'));

    // The product page's main picture, large.
    const product = (await app.inject({ url: `/product/${productId}` })).json<ProductDetailResponse>();
    const large = product.stok.images[0]!.largeUrl.replaceAll('&', '&amp;');
    expect((await get(`/spa/product/${productId}`)).body).toContain(
      `<link rel="preload" as="image" href="${large}" fetchpriority="high" />`,
    );
  });

  it("carries a visitor's list without prices, and a dealer's own prices only in the dealer's page", async () => {
    const visitor = carriedAnswers((await get('/spa/catalog/1')).body)['/category/1'] as ProductListResponse;
    expect(visitor.stoks.length).toBeGreaterThan(0);
    expect(visitor.stoks.every((p) => p.fiyats === null && p.stokAnlasmaFiyat === null)).toBe(true);
    const id = visitor.stoks[0]!.id;
    const visitorProduct = carriedAnswers((await get(`/spa/product/${id}`)).body)[`/product/${id}`];
    expect((visitorProduct as ProductDetailResponse).stok.fiyats).toBeNull();

    const cookie = await signIn(app, DEMO.dealer);
    const html = (await get('/spa/catalog/1', undefined, cookie)).body;
    const dealer = carriedAnswers(html)['/category/1'] as ProductListResponse;
    expect(dealer.stoks[0]!.fiyats!.length).toBeGreaterThan(0);
    expect(dealer).toEqual((await app.inject({ url: '/category/1', headers: { cookie } })).json());
    // The dealer's net price is written in their page only.
    const net = `"netFiyatF":"${dealer.stoks[0]!.fiyats![0]!.netFiyatF}"`;
    expect(html).toContain(net);
    expect((await get('/spa/catalog/1')).body).not.toContain('"netFiyatF"');
    expect((await get('/spa/catalog/1')).headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps hostile search words and addresses inside the carried answers, as text', async () => {
    const q = '</script><script>alert(1)</script>\u2028<!-- "x"';
    const html = (await get(`/spa/search?q=${encodeURIComponent(q)}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- "x"');
    // One element, read back whole: the words are the key's and the answer's, not markup.
    const answers = carriedAnswers(html);
    const call = `/search/?${new URLSearchParams({ q })}`;
    expect(Object.keys(answers)).toContain(call);
    expect(html.match(/<script\b/g)?.length).toBe((await get('/spa/search')).body.match(/<script\b/g)?.length);

    const path = (await get('/spa/catalog/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(path).not.toContain('<script>alert(1)');
  });

  it('carries no list for an address its call refuses or that is not a list, and still sends the page', async () => {
    const frame = ['/application', '/categorymenu/get', '/menu/?id=menu.footer', '/menu/?id=menu.header'];
    for (const url of [
      '/spa/catalog/999999',
      '/spa/catalog/abc',
      '/spa/catalog/1?page=100001',
      '/spa/product/999999',
      '/spa/product/%2F',
      '/spa/brand/abc/x',
      '/spa/brand/all',
      '/spa/search',
      '/spa/search?q=%20%20',
      `/spa/search?q=${'a'.repeat(101)}`,
      '/spa/catalog/1/2',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(Object.keys(carriedAnswers(res.body)).sort(), url).toEqual(frame);
      expect(res.body, url).not.toContain('rel="preload" as="image"');
    }
    // A dealer's page carries its session check alone: a visitor's is false, and the app sends them to sign in.
    const basket = carriedAnswers((await get('/spa/basket')).body);
    expect(Object.keys(basket).sort()).toEqual([...frame.slice(0, 2), '/login/CheckLogin', ...frame.slice(2)]);
    expect(basket['/login/CheckLogin']).toBe(false);
  });

  it("writes the firm's name as text, never as markup, in the title, the header and the carried answer", async () => {
    const firm = '</script><script>alert(1)</script> & "Ortak"';
    await ctx.query(sql`update settings set value = ${firm} where key = 'firmaadi'`);
    await ctx.query(sql`update settings set value = '' where key = 'siteLogo'`);
    try {
      const html = (await get('/spa/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain(
        '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ortak&quot;</title>',
      );
      expect(html).toContain('<span id="site-logo" class="text-xl font-extrabold tracking-tight">&lt;/script&gt;');
      expect((carried(html) as unknown as { settings: { firmaadi: string } }).settings.firmaadi).toBe(firm);
    } finally {
      await ctx.query(
        sql`update settings set value = 'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.' where key = 'firmaadi'`,
      );
      await ctx.query(sql`update settings set value = 'logo.png' where key = 'siteLogo'`);
    }
  });

  it('writes the theme into the page so that nothing in it can end its style element', () => {
    const page = '<head><link id="theme-css" rel="stylesheet" href="/application/defaultCss" /></head><!--boot-->';
    const values = { title: 'Bayi', brand: '', application: { settings: {} }, today: '2026.12.03' };
    const css = '.a::after { content: "</style><script>alert(1)</script>"; }';
    const html = fillShell(page, { ...values, themeCss: css }, {}, [], true);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<style id="theme-css">([^<]*)<\/style>/)?.[1]).toBe(
      '.a::after { content: "\\3c /style>\\3c script>alert(1)\\3c /script>"; }',
    );
  });
});
