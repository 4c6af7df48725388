import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_KEY_SCOPES, MAX_LINE_QUANTITY, STAFF_ROLES, type StaffRole } from '@bayi/common';
import { buildApp } from '../app';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';
import { hashPassword } from '../modules/auth/password';
import {
  ACCESS_LEVELS,
  API_KEY_INVALID_MESSAGE,
  API_KEY_MISSING_MESSAGE,
  apiKeyScopeMessage,
  SESSION_EXPIRED_MESSAGE,
  FORBIDDEN_MESSAGE,
  STAFF_ACCESS,
  type StaffAccess,
} from './request-context';

/**
 * The route table is the source of truth: every test here is generated from it, so a route added later is
 * covered without writing a test for it.
 */

let ctx: TestContext;
let dealer: string;
let admin: string;
/**
 * An integration API key with every scope. Made again before each block that uses it: the staff routes'
 * walk revokes key 1 (`POST /admin/api-keys/1/revoke`).
 */
let bearer: string;
const freshKey = async () => {
  bearer = await createKey([...API_KEY_SCOPES]);
};
beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signIn(ctx.app, DEMO.dealer);
  admin = await signIn(ctx.app, DEMO.admin);
  const hash = await hashPassword('gizli1234');
  const { rows } = await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash)
    select id, 'rota-test', 'Rota Testi', ${hash} from dealers where code = '120.01.001' returning id`);
  scratchUserId = Number(rows[0]!.id);
});
afterAll(() => ctx.close());

/** A new API key of the scopes, made by the admin through the back office's route; its Authorization header. */
async function createKey(scopes: string[]): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/admin/api-keys',
    headers: { cookie: admin },
    payload: { name: `rota ${scopes.join(',') || 'yok'}`, scopes },
  });
  if (res.statusCode !== 200) throw new Error(`key not created: ${res.body}`);
  return `Bearer ${res.json().token}`;
}

/** English a client must never read: zod's and Fastify's default wording. */
const ENGLISH =
  /\b(expected|received|invalid|required|must|should|not found|bad request|error|too (big|small)|string|number)\b/i;
const isTurkishError = (body: { hasError?: boolean; errorMessage?: string }) =>
  body.hasError === true &&
  typeof body.errorMessage === 'string' &&
  body.errorMessage.length > 0 &&
  !ENGLISH.test(body.errorMessage);

/**
 * The id a parameter gets: 1, except a user id, which names a user made for these tests: the back office's
 * user actions (deactivate, sign out, a new password) must not end the test's own dealer session; and the
 * parameters that are names (a menu key, a currency code).
 */
let scratchUserId = 0;
const NAMED_IDS: Record<string, string> = {
  menuKey: 'menu.footer',
  code: 'USD',
  kind: 'products',
  icon: 'icon-192.png',
};
const idFor = (name: string) => (name === 'userId' ? String(scratchUserId) : (NAMED_IDS[name] ?? '1'));

/** A concrete address for a route pattern: every parameter an id (idFor), a wildcard a file name. */
const concrete = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => idFor(name)).replace(/\*$/, 'katalog.pdf');
/** The same for the OpenAPI document's {name} patterns. */
const concreteDoc = (url: string) =>
  url.replace(/\{\*\}/, 'x.pdf').replace(/\{([^}]+)\}/g, (_, name: string) => idFor(name));

const routes = () => ctx.app.routeTable;

describe('the route table', () => {
  it('declares who may call every route', () => {
    expect(routes().length).toBeGreaterThan(25);
    const undeclared = routes().filter((r) => !ACCESS_LEVELS.includes(r.access as never));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers a visitor 401 on every dealer route, in Turkish, before reading the input', async () => {
    const dealerRoutes = routes().filter((r) => r.access === 'dealer');
    expect(dealerRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of dealerRoutes) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ hasError: true, errorMessage: SESSION_EXPIRED_MESSAGE });
    }
  });

  it('answers staff without a dealer 401 on dealer routes, and a dealer 403 on every admin route', async () => {
    for (const route of routes().filter((r) => r.access === 'dealer')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: admin },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    for (const route of routes().filter((r) => (r.access ?? '') in STAFF_ACCESS)) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: dealer },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().errorMessage).toBe(FORBIDDEN_MESSAGE);
    }
  });

  it('lets each staff role past the guard of exactly the staff routes of its levels', async () => {
    const staffRoutes = routes().filter((r) => (r.access ?? '') in STAFF_ACCESS);
    expect(new Set(staffRoutes.map((r) => r.access))).toEqual(new Set(['admin', 'content', 'sales']));
    for (const role of STAFF_ROLES) {
      const cookie = await staffSignIn(role);
      for (const route of staffRoutes) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie },
        });
        const allowed = STAFF_ACCESS[route.access as StaffAccess].includes(role);
        const what = `${role} ${route.method} ${route.url}`;
        if (allowed) expect(res.statusCode, what).not.toBe(403);
        else {
          expect(res.statusCode, what).toBe(403);
          expect(res.json().errorMessage, what).toBe(FORBIDDEN_MESSAGE);
        }
        expect(res.statusCode, what).not.toBe(401);
      }
    }
  });
});

describe('integration routes', () => {
  beforeAll(freshKey);
  const integrationRoutes = () => routes().filter((r) => r.access === 'integration');

  it('each declares a scope an API key can hold', () => {
    expect(integrationRoutes().length).toBeGreaterThanOrEqual(2);
    const unscoped = integrationRoutes().filter((r) => !API_KEY_SCOPES.includes(r.scope as never));
    expect(unscoped.map((r) => `${r.method} ${r.url} ${r.scope}`)).toEqual([]);
  });

  it('answer 401 with WWW-Authenticate to a visitor, a dealer and an admin session alike: cookies grant nothing', async () => {
    for (const route of integrationRoutes()) {
      for (const cookie of [undefined, dealer, admin]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
        });
        const what = `${route.method} ${route.url} ${cookie === admin ? 'admin' : cookie ? 'dealer' : 'visitor'}`;
        expect(res.statusCode, what).toBe(401);
        expect(res.headers['www-authenticate'], what).toMatch(/^Bearer realm="bayi"/);
        expect(res.json(), what).toMatchObject({ hasError: true, errorMessage: API_KEY_MISSING_MESSAGE });
      }
      const wrong = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer bayi_${'A'.repeat(43)}`, cookie: admin },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toContain('error="invalid_token"');
      expect(wrong.json().errorMessage).toBe(API_KEY_INVALID_MESSAGE);
    }
  });

  it('answer 403 to a key without the route scope, in Turkish, before reading the input', async () => {
    for (const route of integrationRoutes()) {
      const others = API_KEY_SCOPES.filter((s) => s !== route.scope);
      const key = await createKey(others);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: key },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().errorMessage).toBe(apiKeyScopeMessage(route.scope!));
    }
  });

  it('a key grants no other route: every dealer and staff route answers it as a visitor', async () => {
    for (const route of routes().filter((r) => r.access !== 'public' && r.access !== 'integration')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: bearer },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().errorMessage).toBe(SESSION_EXPIRED_MESSAGE);
    }
  });

  it('are shown in the OpenAPI document with the bearer scheme and their scope', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const route of integrationRoutes()) {
      const url = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[url][route.method.toLowerCase()];
      expect(op.security, url).toEqual([{ apiKey: [route.scope] }]);
      expect(op['x-access']).toBe('integration');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
  });
});

/** A staff member of the role, signed in (the demo's admin, else one made for the test). */
async function staffSignIn(role: StaffRole): Promise<string> {
  if (role === 'admin') return admin;
  const hash = await hashPassword('gizli1234');
  await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash, role)
    values (null, ${`rol-${role}`}, ${role}, ${hash}, ${role}) on conflict do nothing`);
  return signIn(ctx.app, { cariNo: 'ADMIN', userName: `rol-${role}`, password: 'gizli1234' });
}

describe('a route that forgot to declare its access', () => {
  it('is refused to visitors and dealers alike (fail closed) and flagged by the table', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    app.get('/unutulmus', async () => ({ gizli: true }));
    await app.ready();
    try {
      expect(app.routeTable.find((r) => r.url === '/unutulmus')?.access).toBeUndefined();
      expect((await app.inject({ url: '/unutulmus' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/unutulmus', headers: { cookie: dealer } })).statusCode).toBe(403);
      expect((await app.inject({ url: '/unutulmus', headers: { cookie: admin } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('answers', () => {
  it('are checked against their declared schema in the tests, so the document cannot drift', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, validateResponses: true });
    app.get(
      '/sapma',
      { config: { access: 'public' }, schema: { response: { 200: z.object({ ad: z.string() }) } } },
      async () => ({ ad: 42 }),
    );
    await app.ready();
    try {
      const res = await app.inject({ url: '/sapma' });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  const openapi = async () => (await ctx.app.inject({ url: '/openapi.json' })).json();

  it('is valid OpenAPI 3.1', async () => {
    const doc = await openapi();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered route with its access and its Turkish error answers', async () => {
    const doc = await openapi();
    const documented = new Set<string>();
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${url}`);
    }
    const toOpenApi = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
    const missing = routes()
      .filter((r) => !r.hidden)
      .map((r) => `${r.method} ${toOpenApi(r.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    const order2 = doc.paths['/basket/order2'].post;
    expect(order2['x-access']).toBe('dealer');
    expect(order2.security).toEqual([{ session: [] }]);
    expect(Object.keys(order2.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(doc.paths['/search/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'f', 'd', 'instock']),
    );
  });

  it('is read by the reference page at /docs, served from this server under a strict policy', async () => {
    const page = await ctx.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/openapi.json');
    expect(page.body).not.toMatch(/cdn\.jsdelivr|unpkg|fonts\.googleapis/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    const script = await ctx.app.inject({ url: '/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
  });
});

/**
 * Who sends the wrong input (the others would be refused before the input is read): an admin to admin routes, the
 * key of every scope to integration routes, else a dealer.
 */
const callerOf = (op: OpenApiOperation): Record<string, string> =>
  op['x-access'] === 'integration'
    ? { authorization: bearer }
    : { cookie: (op['x-access'] ?? '') in STAFF_ACCESS ? admin : dealer };

describe('control characters in text input', () => {
  beforeAll(freshKey);
  /**
   * Every parameter and body field of the document gets "a\u0000b": the answer is a Turkish 400 naming the
   * field (PostgreSQL refuses NUL; before, five calls answered 500).
   */
  it('are refused with a Turkish 400 on every field of every route', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    const tried: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const fields: { where: 'path' | 'query' | 'body'; name: string; title?: string }[] = [
          // A header cannot carry NUL (Node's HTTP parser refuses the request first); headers' own rules are
          // tested with their routes (Idempotency-Key: quick-order.test.ts).
          ...(op.parameters ?? [])
            .filter((p) => p.in === 'path' || p.in === 'query')
            .map((p) => ({ where: p.in as 'path' | 'query', name: p.name, title: titleOf(p.schema) })),
          ...Object.entries(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}).map(
            ([name, schema]) => ({ where: 'body' as const, name, title: titleOf(schema) }),
          ),
        ];
        for (const field of fields) {
          const bad = 'a\u0000b';
          let target = url.replace(/\{[^}]+\}/g, (m) =>
            field.where === 'path' && m === `{${field.name}}` ? encodeURIComponent(bad) : concreteDoc(m),
          );
          if (field.where === 'query') target += `?${field.name}=${encodeURIComponent(bad)}`;
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: target,
            headers: callerOf(op),
            ...(field.where === 'body' ? { payload: { [field.name]: bad } } : {}),
          });
          tried.push(`${method} ${url} ${field.name}`);
          expect(res.statusCode, `${method} ${url} ${field.where}.${field.name}`).toBe(400);
          const body = res.json();
          expect(isTurkishError(body), body.errorMessage).toBe(true);
          // Named as the field's other messages name it (its Turkish label where it has one), and in `errors`.
          expect(body.errorMessage).toContain(field.title ?? `'${field.name}'`);
          expect(body.errors, `${method} ${url} ${field.name}`).toEqual({ [field.name]: body.errorMessage });
        }
      }
    }
    // The five calls that answered 500 before are among them.
    expect(tried).toEqual(
      expect.arrayContaining([
        'get /search/ q',
        'get /search/autocompletev2 q',
        'post /login/spa cariNo',
        'post /login/spa userName',
        'post /basket/order2 aciklama',
      ]),
    );
  });
});

describe('field labels', () => {
  /**
   * Every text field a client types into has its Turkish label in the document (`title`): the messages that
   * are made outside its schema (a control character) name it by that label, as its own messages do.
   */
  it('every free-text parameter and body field of every route has a Turkish title', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    const freeText = (schema: JsonSchema & { type?: string; enum?: unknown; const?: unknown }): boolean =>
      (schema.type === 'string' && schema.enum === undefined && schema.const === undefined) ||
      [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(freeText);
    const untitled: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? [])
          if ((p.in === 'path' || p.in === 'query') && p.schema && freeText(p.schema) && !titleOf(p.schema))
            untitled.push(`${method} ${url} ${p.in}.${p.name}`);
        const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        for (const [name, schema] of Object.entries(body))
          if (freeText(schema) && !titleOf(schema)) untitled.push(`${method} ${url} body.${name}`);
      }
    }
    expect(untitled).toEqual([]);
  });
});

describe('deeply nested bodies', () => {
  beforeAll(freshKey);
  /**
   * Every route that takes a JSON body gets one nested 5,000 levels deep, as arrays and as objects: the answer is
   * the Turkish 400 the route declares, read before anything walks the body (it was a stack overflow, a 500).
   */
  it('are refused with a declared Turkish 400 on every route with a JSON body', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    const deepBodies = ['['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)];
    const tried: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.requestBody?.content?.['application/json']) continue;
        for (const payload of deepBodies) {
          const res = await ctx.app.inject({
            method: method.toUpperCase() as 'POST',
            url: concreteDoc(url),
            headers: { ...callerOf(op), 'content-type': 'application/json' },
            payload,
          });
          const label = `${method} ${url} ${payload.slice(0, 5)}`;
          expect(res.statusCode, label).toBe(400);
          expect(op.responses?.['400'], `${label}: 400 declared`).toBeDefined();
          const body = res.json();
          expect(isTurkishError(body), `${label}: ${res.body}`).toBe(true);
          expect(body.errorMessage).toBe('İstek gövdesi en fazla 32 düzey iç içe olabilir.');
        }
        tried.push(`${method} ${url}`);
      }
    }
    expect(tried.length).toBeGreaterThan(40);
  });
});

describe('forms without their parts', () => {
  beforeAll(freshKey);
  /**
   * Every route that takes a form (multipart) gets one holding only a stray text part: the answer is a status the
   * route declares, in Turkish, and where the document names required parts, `errors` names one of them (an
   * upload without its file was a 413 'Geçersiz istek.').
   */
  it('are answered with a declared Turkish 4xx naming the missing part', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    const B = 'XbayiX';
    const tried: string[] = [];
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const form = op.requestBody?.content?.['multipart/form-data']?.schema as
          { required?: string[]; properties?: Record<string, unknown> } | undefined;
        if (!form) continue;
        // Required query parameters get a good value (an import's kind), so the form is what is wrong.
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `${p.name}=${String((p.schema as { enum?: unknown[] } | undefined)?.enum?.[0] ?? idFor(p.name))}`)
          .join('&');
        const res = await ctx.app.inject({
          method: method.toUpperCase() as 'POST',
          url: concreteDoc(url) + (query ? `?${query}` : ''),
          headers: { ...callerOf(op), 'content-type': `multipart/form-data; boundary=${B}` },
          payload: `--${B}\r\nContent-Disposition: form-data; name="baska"\r\n\r\ndeğer\r\n--${B}--\r\n`,
        });
        const label = `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect(op.responses?.[String(res.statusCode)], `${label} — status declared`).toBeDefined();
        // The bank's return pages answer a person's browser: a Turkish HTML page, not JSON.
        if (!String(res.headers['content-type']).includes('json')) {
          expect(res.body, label).toMatch(/[çğıöşüİ]/);
          tried.push(`${method} ${url}`);
          continue;
        }
        const body = res.json();
        expect(isTurkishError(body), label).toBe(true);
        if (form.required?.length && res.statusCode === 400)
          expect(
            Object.keys(body.errors ?? {}).some((k) => form.required!.includes(k.split('.')[0]!)),
            label,
          ).toBe(true);
        tried.push(`${method} ${url}`);
      }
    }
    expect(tried).toEqual(expect.arrayContaining(['post /admin/media', 'post /basket/quickorder/file']));
  });
});

describe('wrong input of every kind', () => {
  beforeAll(freshKey);
  /**
   * A small fuzz generated from the document: every parameter and body field gets wrong types, edge numbers and
   * long text, every body a wrong shape. Each answer is a success or a Turkish error — never a 500, never English.
   */
  it('never answers 500 or English on any field of any route', async () => {
    const doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
    const textValues = ['', ' ', '-1', '0', '99999999999999999999', 'abc', '1.5', '%', 'ş'.repeat(300), '[]', '{}'];
    const jsonValues: unknown[] = [[], {}, true, null, -1, 1e308, 1.5, 'x'.repeat(5000), '1e2', [null], { a: 1 }];
    const bodies: unknown[] = [[], [null], null, 'metin', 123, {}];
    const failures: string[] = [];
    let op: OpenApiOperation = {};
    /**
     * A wrong answer: a 5xx; a status the route does not declare; an error body that is not Turkish; or, for a
     * wrong value in one field, a 400 whose `errors` does not name that field (or a field inside it; '' for any).
     */
    const check = (
      label: string,
      res: { statusCode: number; body: string; headers: Record<string, unknown> },
      field?: string,
    ) => {
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode}`);
      else if (res.statusCode >= 400 && !op.responses?.[String(res.statusCode)])
        failures.push(`${label}: ${res.statusCode} not declared`);
      else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
        const body = JSON.parse(res.body);
        if (!isTurkishError(body) && body.hasError !== true) failures.push(`${label}: ${res.body}`);
        else if (body.errorMessage && ENGLISH.test(body.errorMessage)) failures.push(`${label}: ${body.errorMessage}`);
        else if (
          field &&
          res.statusCode === 400 &&
          !Object.keys(body.errors ?? {}).some((k) => field === '' || k === field || k.startsWith(`${field}.`))
        )
          failures.push(`${label}: 400 without errors.${field}: ${res.body}`);
      }
    };
    for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)) {
      for (const [method, operation] of Object.entries(ops)) {
        op = operation;
        const base = concreteDoc(url);
        const send = (target: string, payload?: unknown) =>
          ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: target,
            headers: {
              ...callerOf(op),
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
          });
        for (const p of op.parameters ?? []) {
          for (const value of textValues) {
            const target =
              p.in === 'path'
                ? concreteDoc(url.replace(`{${p.name}}`, encodeURIComponent(value) || '%20'))
                : `${base}?${p.name}=${encodeURIComponent(value)}`;
            check(`${method} ${target}`, await send(target));
          }
        }
        const properties = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        for (const name of properties) {
          for (const value of jsonValues)
            check(
              `${method} ${url} ${name}=${JSON.stringify(value).slice(0, 20)}`,
              await send(base, { [name]: value }),
              // The other fields are missing: the 400 names at least one field, not necessarily this one.
              '',
            );
        }
        if (op.requestBody)
          for (const body of bodies) check(`${method} ${url} body ${JSON.stringify(body)}`, await send(base, body));
      }
    }
    expect(failures).toEqual([]);
    // Its time grows with every route (about 27 s of the default 30 with two test files at a time): a run on a
    // busy machine must not fail for the clock alone.
  }, 120_000);
});

interface JsonSchema {
  title?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
/** A field's Turkish label in the document: its `title`, or its first variant's (a nullable field is anyOf). */
const titleOf = (schema: JsonSchema | undefined): string | undefined =>
  schema?.title ?? [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].map(titleOf).find(Boolean);

interface OpenApiOperation {
  'x-access'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, JsonSchema> } }> };
  responses?: Record<string, unknown>;
}

describe('errors raised before a route runs', () => {
  it('are Turkish JSON bodies: a broken escape, an over-long parameter, a wrong type anywhere', async () => {
    const cases: [string, number][] = [
      ['/product/%zz', 400],
      [`/product/${'9'.repeat(300)}`, 414],
      ['/promotion/GetPromotion?type=abc', 400],
      ['/category/abc', 400],
      ['/search/?q=kablo&page=0x5', 400],
    ];
    for (const [url, status] of cases) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(isTurkishError(res.json()), `${url}: ${res.body}`).toBe(true);
    }
    for (const payload of [
      '[]',
      '[null]',
      'null',
      '"metin"',
      '{"cariNo":"1","userName":"a","password":"b","rememberMe":"1"}',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/login/spa',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(isTurkishError(res.json()), `${payload}: ${res.body}`).toBe(true);
    }
  });

  it('names each wrong field in a field map', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/login/spa',
      payload: { cariNo: '', userName: 'demo', password: 'x', rememberMe: 'evet' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      cariNo: 'Cari No gerekli.',
      rememberMe: "'Beni Hatırla' (rememberMe) true veya false olmalı.",
    });
  });

  it('a header block over the limit is a Turkish 431 from the real HTTP server', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as { port: number }).port;
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/health', headers: { 'x-uzun': 'a'.repeat(20_000) } },
          (r) => {
            let body = '';
            r.on('data', (c) => (body += c));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
      });
      expect(res.status).toBe(431);
      expect(isTurkishError(JSON.parse(res.body))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('a missing storefront asset is a Turkish 404, not text/plain', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bayi</title>');
    const app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist });
    try {
      const res = await app.inject({ url: '/spa/yok.ini' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(isTurkishError(res.json())).toBe(true);
      expect((await app.inject({ url: '/spa/search' })).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('basket quantities', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (
      (await ctx.query(sql`select id from products where is_active and stock_qty > 5 order by id desc limit 1`))
        .rows[0] as {
        id: number;
      }
    ).id;
  });
  const post = (url: string, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie: dealer },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('are whole numbers written plainly: true, [4], "0x5" and "1e2" are refused, not coerced', async () => {
    for (const adet of [true, [4], '0x5', '1e2', 2.5, '', null]) {
      const res = await post('/basket/addproducts/', [{ productId, adet }]);
      expect(res.statusCode, JSON.stringify(adet)).toBe(400);
      expect(isTurkishError(res.json())).toBe(true);
      expect(res.json().errors).toHaveProperty('0.adet');
    }
    for (const amount of ['0x5', '1e2', 'true', '4.0']) {
      const res = await post(`/basket/add/${productId}?amount=${amount}`);
      expect(res.statusCode, amount).toBe(400);
    }
    expect((await post('/basket/addproducts/', [{ productId, adet: '3' }])).statusCode).toBe(200);
  });

  it(`stop at ${MAX_LINE_QUANTITY} per line on add, bulk add and edit, with nothing half-written`, async () => {
    const limit = /en fazla 99\.999 adet/;
    const lineQuantity = async () =>
      Number(
        (
          (
            await ctx.query(sql`
            select l.quantity from order_lines l join orders o on o.id = l.order_id
            join users u on u.id = o.user_id join dealers d on d.id = u.dealer_id
            where d.code = ${DEMO.dealer.cariNo} and u.user_code = 'demo' and o.status = 'basket' and l.product_id = ${productId}`)
          ).rows[0] as { quantity: string } | undefined
        )?.quantity ?? 0,
      );
    const before = await lineQuantity();
    expect((await post(`/basket/add/${productId}?amount=${MAX_LINE_QUANTITY + 1}`)).statusCode).toBe(400);
    const fill = await post(`/basket/add/${productId}?amount=${MAX_LINE_QUANTITY - before}`);
    expect(fill.statusCode).toBe(200);
    expect(await lineQuantity()).toBe(MAX_LINE_QUANTITY);
    // One more, alone or among other lines, is refused whole.
    const again = await post(`/basket/add/${productId}?amount=1`);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toMatch(limit);
    const other = (
      (await ctx.query(sql`select id from products where is_active and stock_qty > 5 and id <> ${productId} limit 1`))
        .rows[0] as {
        id: number;
      }
    ).id;
    const bulk = await post('/basket/addproducts/', [
      { productId: other, adet: 1 },
      { productId, adet: 1 },
    ]);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errorMessage).toMatch(limit);
    expect(await lineQuantity()).toBe(MAX_LINE_QUANTITY);
    const split = await post('/basket/addproducts/', [
      { productId: other, adet: 60_000 },
      { productId: other, adet: 60_000 },
    ]);
    expect(split.statusCode).toBe(400);
    // Editing a line above the limit is refused by the schema.
    const basket = (await ctx.app.inject({ url: '/basket/', headers: { cookie: dealer } })).json();
    const line = basket.products.find((l: { stokId: number }) => l.stokId === productId);
    const edit = await post('/basket/updatebasket/', {
      productId,
      rowId: line.rowId,
      siparisId: basket.id,
      adet: MAX_LINE_QUANTITY + 1,
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toHaveProperty('adet');
  });
});
