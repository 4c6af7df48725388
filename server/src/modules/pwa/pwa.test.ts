import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { paletteHex } from '@bayi/common';
import { buildApp } from '../../app';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

/**
 * The installable storefront's server side: the web app manifest and its icons (public, drawn from the
 * settings), the service worker's headers, and the viewer tag the worker partitions its cache by.
 */
let ctx: TestContext;
let app: FastifyInstance;
let dist: string;
const worker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

beforeAll(async () => {
  ctx = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bayi</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), worker);
  fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(worker));
  app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const manifest = async () => (await get('/spa/manifest.webmanifest')).json() as Manifest;
const setting = async (key: string) =>
  ((await ctx.query(sql`select value from settings where key = ${key}`)).rows[0] as { value: string } | undefined)
    ?.value;

describe('GET /spa/manifest.webmanifest', () => {
  it("answers anyone the firm's name, the theme's colours and four PNG icons, asked again each time", async () => {
    const res = await get('/spa/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json() as Manifest;
    expect(body.name).toBe(await setting('firmaadi'));
    expect(body.short_name.length).toBeLessThanOrEqual(12);
    expect(body).toMatchObject({ start_url: '/spa/', scope: '/spa/', display: 'standalone' });
    // The shipped theme: the header's navy and the page's light background.
    expect(body.theme_color).toBe(paletteHex('slate-900'));
    expect(body.background_color).toBe(paletteHex('slate-50'));
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`)).toEqual([
      '192x192 any image/png',
      '512x512 any image/png',
      '192x192 maskable image/png',
      '512x512 maskable image/png',
    ]);

    const again = await get('/spa/manifest.webmanifest', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives each icon at its size, kept for good at the address the manifest names', async () => {
    for (const icon of (await manifest()).icons) {
      const res = await get(icon.src);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    // index.html's apple-touch-icon has no version: asked again, answered 304 while unchanged.
    const touch = await get('/spa/pwa/apple-touch-icon.png');
    expect(touch.headers['cache-control']).toBe('no-cache');
    expect((await sharp(touch.rawPayload).metadata()).width).toBe(180);
    expect(
      (await get('/spa/pwa/apple-touch-icon.png', { 'if-none-match': touch.headers.etag as string })).statusCode,
    ).toBe(304);
    const unknown = await get('/spa/pwa/icon-64.png');
    expect(unknown.statusCode).toBe(400);
  });

  it('draws the icons again when the settings change: the name and, without a logo, its initial', async () => {
    const before = await manifest();
    const oldIcon = (await get(before.icons[1]!.src)).rawPayload;
    const [name, logo, favicon] = [await setting('firmaadi'), await setting('siteLogo'), await setting('favicon')];
    try {
      await ctx.query(sql`update settings set value = 'Özkan Yapı Malzemeleri' where key = 'firmaadi'`);
      await ctx.query(sql`update settings set value = '' where key in ('siteLogo', 'favicon')`);
      const after = await manifest();
      expect(after.name).toBe('Özkan Yapı Malzemeleri');
      expect(after.short_name).toBe('Özkan');
      expect(after.icons[1]!.src).not.toBe(before.icons[1]!.src);
      const res = await get(after.icons[1]!.src);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(oldIcon)).toBe(false);
      // The theme colour fills the corners of the default icon.
      const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const corner = `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      expect(corner).toBe(after.theme_color);
      // An address of the old version is not pinned any more.
      expect((await get(before.icons[1]!.src)).headers['cache-control']).toBe('no-cache');
    } finally {
      await ctx.query(sql`update settings set value = ${name!} where key = 'firmaadi'`);
      await ctx.query(sql`update settings set value = ${logo!} where key = 'siteLogo'`);
      await ctx.query(sql`update settings set value = ${favicon!} where key = 'favicon'`);
    }
  });
});

describe('the service worker script', () => {
  it('is asked again on every visit and may serve all of /spa', async () => {
    for (const encoding of [undefined, 'br']) {
      const res = await get('/spa/sw.js', encoding ? { 'accept-encoding': encoding } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBe('/spa');
    }
  });

  it('may run under the storefront policy, as may the manifest', async () => {
    const policy = (await get('/spa/manifest.webmanifest')).headers['content-security-policy'] as string;
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

describe('X-Bayi-Viewer', () => {
  const tagOf = async (url: string, cookie?: string) =>
    (await get(url, cookie ? { cookie } : {})).headers['x-bayi-viewer'] as string;

  it('names the visitor alike, and each signed-in dealer and each sign-in apart', async () => {
    expect(await tagOf('/application')).toBe('visitor');
    expect(await tagOf('/categorymenu/get')).toBe('visitor');
    const dealer = await signIn(app, DEMO.dealer);
    const tag = await tagOf('/application', dealer);
    expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await tagOf('/category/1', dealer)).toBe(tag);
    expect(await tagOf('/application', await signIn(app, DEMO.dealer2))).not.toBe(tag);
    // Signing in again is another session: the worker starts afresh.
    expect(await tagOf('/application', await signIn(app, DEMO.dealer))).not.toBe(tag);
    // Another chosen price list gives other prices: another tag.
    expect(await tagOf('/application', `${dealer}; priceName=Perakende`)).not.toBe(tag);
  });

  it("is written on the storefront's pages (they carry the session's answers), not on its files nor on writes", async () => {
    expect((await get('/spa/catalog/1')).headers['x-bayi-viewer']).toBe('visitor');
    expect((await get('/spa/manifest.webmanifest')).headers['x-bayi-viewer']).toBeUndefined();
    expect((await get('/spa/sw.js')).headers['x-bayi-viewer']).toBeUndefined();
    const post = await app.inject({ method: 'POST', url: '/login/spa', payload: DEMO.dealer });
    expect(post.headers['x-bayi-viewer']).toBeUndefined();
  });
});
