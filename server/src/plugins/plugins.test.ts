import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';
import { CSRF_MESSAGE } from './csrf';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('CSRF guard', () => {
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/login/spa',
      payload: DEMO.dealer,
      headers: { host: 'bayi.example.com', ...headers },
    });

  it('refuses an unsafe request the browser marks cross-site', async () => {
    const res = await post({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ hasError: true, errorMessage: CSRF_MESSAGE });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses an Origin that is not this host, and the opaque "null" origin', async () => {
    expect((await post({ origin: 'https://kotu-site.example' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it('lets same-origin browser requests and header-less integrations through', async () => {
    expect((await post({ origin: 'http://bayi.example.com', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it('does not block safe methods, whatever their origin', async () => {
    const res = await ctx.app.inject({ url: '/login/CheckLogin', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on API answers, errors and redirects alike', async () => {
    for (const url of ['/application', '/page/999999', '/login/logout', '/yok']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('an unknown address is a Turkish 404, and / goes to the storefront', async () => {
    const res = await ctx.app.inject({ url: '/olmayan/adres' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('İstenen adres bulunamadı.');
    const root = await ctx.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/spa/');
  });
});

describe('compression', () => {
  // The demo's history is the 12 months before today.
  const day = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '.');
  const lastYear = `begin=${day(new Date(Date.now() - 365 * 86_400_000))}&end=${day(new Date())}`;

  it('sends a large JSON answer compressed to a client that accepts it, with the same content', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    // The product list goes through the compression plugin; a report gzips its cut of the history itself
    // (reports/row-slab.ts). A client sees no difference.
    for (const url of ['/product/all/', `/report/hesapekstresi?${lastYear}`]) {
      const plain = await ctx.app.inject({ url, headers: { cookie } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(5_000);

      // A browser takes brotli (quality 0: the fastest); the reports' cuts are gzip blocks.
      const asked = [
        { accept: 'gzip, deflate, br, zstd', encoding: url.startsWith('/report/') ? 'gzip' : 'br' },
        { accept: 'gzip', encoding: 'gzip' },
      ];
      for (const { accept, encoding } of asked) {
        const res = await ctx.app.inject({ url, headers: { cookie, 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.json());
      }
    }
  });

  it('compresses a list page in one go, not as a stream: it carries its length', async () => {
    // A page of 24 products is ~33 KB; compressed through a stream per answer, a browser's list pages cost the
    // server three times the CPU (docs/performance.md "What a browser asks for").
    const cookie = await signIn(ctx.app, DEMO.dealer);
    const plain = await ctx.app.inject({ url: '/product/all/', headers: { cookie } });
    expect(plain.rawPayload.length).toBeGreaterThan(16_384);
    for (const encoding of ['gzip', 'br']) {
      const res = await ctx.app.inject({ url: '/product/all/', headers: { cookie, 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['transfer-encoding']).toBeUndefined();
    }
  });

  it('leaves small answers and files that are compressed already as they are', async () => {
    const health = await ctx.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();

    const cookie = await signIn(ctx.app, DEMO.dealer);
    const excel = await ctx.app.inject({
      url: `/report/hesapekstresi/excel?${lastYear}`,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-encoding']).toBeUndefined();
    expect(excel.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as sent
  });
});
