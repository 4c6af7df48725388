import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from '../test/app';
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
