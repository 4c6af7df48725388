import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'));
const VERSION = (JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

/** English a client must never read: zod's and Fastify's default wording. */
const ENGLISH = /\b(expected|received|invalid|required|must|should|not found|bad request|error|string)\b/i;

describe('GET /spa/icons/<version>/<style>/<name>.svg', () => {
  it("sends a Font Awesome Free icon as the package's SVG, to anyone, kept a year", async () => {
    const res = await get(`/spa/icons/${VERSION}/solid/lightbulb.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.body).toBe(fs.readFileSync(path.join(packageRoot, 'svgs/solid/lightbulb.svg'), 'utf8'));
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 384 512"/);

    const brand = await get(`/spa/icons/${VERSION}/brands/github.svg`);
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('<path');
  });

  it('answers 304 to a browser that has the file, by its ETag', async () => {
    const first = await get(`/spa/icons/${VERSION}/regular/star.svg`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/spa/icons/${VERSION}/regular/star.svg`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds an icon by the old name a category may still hold (home is house now)', async () => {
    const old = await get(`/spa/icons/${VERSION}/solid/home.svg`);
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe((await get(`/spa/icons/${VERSION}/solid/house.svg`)).body);
  });

  it("still draws a tab's icons across an update, kept only an hour under the other version", async () => {
    const res = await get('/spa/icons/6.5.2/solid/house.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 in Turkish for an icon Font Awesome Free does not have, or not in that style', async () => {
    for (const url of [
      `/spa/icons/${VERSION}/solid/no-such-icon.svg`,
      // github is a brand; there is no solid one.
      `/spa/icons/${VERSION}/solid/github.svg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ hasError: true, errorMessage: 'İkon bulunamadı.' });
    }
  });

  it('refuses in Turkish a name or style that is not one, never reading outside the icons', async () => {
    for (const url of [
      `/spa/icons/${VERSION}/solid/..%2F..%2Fpackage.json`,
      `/spa/icons/${VERSION}/solid/..%2Fregular%2Fstar.svg`,
      `/spa/icons/${VERSION}/solid/House.svg`,
      `/spa/icons/${VERSION}/solid/house%00.svg`,
      `/spa/icons/${VERSION}/solid/ho%0Ause.svg`,
      `/spa/icons/${VERSION}/solid/house.png`,
      `/spa/icons/${VERSION}/light/house.svg`,
      `/spa/icons/${VERSION}/..%2Fsvgs/house.svg`,
      `/spa/icons/latest/solid/house.svg`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.hasError, url).toBe(true);
      expect(body.errorMessage, url).not.toMatch(ENGLISH);
      expect(res.body, url).not.toContain('<svg');
    }
  });

  it('sends a path that is not an icon file to the storefront, not to the icons', async () => {
    const res = await get('/spa/icons/../../package.json');
    expect(res.body).not.toContain('fontawesome');
  });
});
