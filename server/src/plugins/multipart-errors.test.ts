import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';
import { BROKEN_MULTIPART_MESSAGE } from './errors';

/**
 * A broken multipart body is the client's mistake: every multipart route answers the Turkish 400 of
 * errors.ts (never a 500), whatever busboy or @fastify/multipart found wrong.
 */

let ctx: TestContext;
let dealer: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signIn(ctx.app, DEMO.dealer);
  admin = await signIn(ctx.app, DEMO.admin);
});
afterAll(() => ctx.close());

const B = 'XbayiX';
const MALFORMED: { name: string; contentType: string; payload: string }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: 'CardName=x' },
  { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { name: 'garbage body', contentType: `multipart/form-data; boundary=${B}`, payload: 'garbage' },
  {
    name: 'cut off inside a part',
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: form-data; name="CardName"\r\n\r\nAyşe Yıl`,
  },
  {
    name: 'cut off in the part header',
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: form-da`,
  },
  {
    name: 'no closing boundary',
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: form-data; name="CardName"\r\n\r\nAyşe\r\n`,
  },
  {
    name: 'boundary over 256 characters',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    payload: 'x',
  },
];

const turkish = /[çğıöşüİ]/i;

describe('a broken multipart body is a Turkish 400', () => {
  const routes = [
    { url: '/payment2', cookie: () => dealer },
    { url: '/payment2/callback/1.abc', cookie: () => undefined },
    { url: '/admin/theme/updatelayout', cookie: () => admin },
  ];
  // An empty form (a boundary and no part) is a form without fields: the route's own rules answer it.
  it('an empty multipart form reaches the route and gets its Turkish field messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/payment2',
      headers: { 'content-type': `multipart/form-data; boundary=${B}`, cookie: dealer },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(turkish);
  });
  for (const route of routes) {
    it(route.url, async () => {
      for (const m of MALFORMED) {
        const cookie = route.cookie();
        const res = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { 'content-type': m.contentType, ...(cookie ? { cookie } : {}) },
          payload: m.payload,
        });
        expect(res.statusCode, `${route.url}: ${m.name} → ${res.body}`).toBe(400);
        const body = res.json();
        expect(body.hasError, m.name).toBe(true);
        expect(body.errorMessage, m.name).toMatch(turkish);
        expect(body.errorMessage, m.name).toBe(BROKEN_MULTIPART_MESSAGE);
      }
    });
  }
});

describe('an upload without its file part', () => {
  const uploads = [
    { url: '/basket/quickorder/file', cookie: () => dealer },
    { url: '/admin/media', cookie: () => admin },
    { url: '/admin/imports?kind=stock', cookie: () => admin },
  ];
  const form = (parts: string) => ({
    'content-type': `multipart/form-data; boundary=${B}`,
    payload: `${parts}--${B}--\r\n`,
  });
  const textPart = (name: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\ndeğer\r\n`;
  const filePart = (name: string) =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nA;1\r\n`;

  it('is a Turkish 400 naming the file field, whatever came instead (a text field, a file under another name)', async () => {
    for (const route of uploads) {
      for (const parts of [textPart('belge'), filePart('dosya'), textPart('file')]) {
        const { payload, ...headers } = form(parts);
        const res = await ctx.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, cookie: route.cookie() },
          payload,
        });
        expect(res.statusCode, `${route.url} ${parts.slice(0, 60)}: ${res.body}`).toBe(400);
        const body = res.json();
        expect(Object.keys(body.errors)).toEqual(['file']);
        expect(body.errorMessage).toMatch(turkish);
      }
    }
  });
});
