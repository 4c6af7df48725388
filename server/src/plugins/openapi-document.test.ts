import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_KIND_INFO, IMPORT_KINDS_BY_SCOPE, STAFF_ROLE_NAMES } from '@bayi/common';
import { buildApp } from '../app';
import { createTestApp, type TestContext } from '../test/app';
import { STAFF_ACCESS } from './request-context';
import { textAnswer } from './answers';

/**
 * What an integrator's client generator reads in /openapi.json, held to what the server does: media types of
 * answers that are not JSON, form and file bodies with their fields, the statuses the framework and the guards
 * answer, who may call each operation, and batch items typed field by field.
 * (Every answer the API tests receive is also checked against its route's declared statuses and media types:
 * plugins/answers.ts, under validateResponses.)
 */

interface Operation {
  description?: string;
  tags?: string[];
  'x-access'?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }
  >;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

let ctx: TestContext;
let doc: { info: { description: string }; tags?: { name: string }[]; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  ctx = await createTestApp();
  doc = (await ctx.app.inject({ url: '/openapi.json' })).json();
});
afterAll(() => ctx.close());

const op = (method: string, url: string): Operation => {
  const found = doc.paths[url]?.[method];
  if (!found) throw new Error(`${method} ${url} is not in the document`);
  return found;
};
const operations = () =>
  Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method, url, op: operation })),
  );
const mediaOf = (o: Operation, status: string) => Object.keys(o.responses[status]?.content ?? {});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('the answer check of the API tests', () => {
  it('turns an undeclared status or media type into a 500 naming it, and lists it', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, validateResponses: true });
    app.get(
      '/teapot',
      { config: { access: 'public' }, schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      // Typed by its declared answers, the reply would not take 418: that is the mistake checked here.
      async (_request, reply) => reply.code(418 as 200).send({ ok: true }),
    );
    app.get(
      '/stil',
      { config: { access: 'public' }, schema: { response: { 200: textAnswer('text/css', 'Stil.') } } },
      async () => ({ ok: true }),
    );
    app.get(
      '/dogru',
      { config: { access: 'public' }, schema: { response: { 200: textAnswer('text/css', 'Stil.') } } },
      async (_request, reply) => reply.type('text/css; charset=utf-8').send('a{}'),
    );
    await app.ready();
    try {
      const teapot = await app.inject({ url: '/teapot' });
      expect(teapot.statusCode).toBe(500);
      expect(teapot.json().errorMessage).toContain('GET /teapot → 418');
      const stil = await app.inject({ url: '/stil' });
      expect(stil.statusCode).toBe(500);
      expect(stil.json().errorMessage).toContain('application/json');
      expect((await app.inject({ url: '/dogru' })).statusCode).toBe(200);
      expect(app.undeclaredAnswers).toEqual([expect.stringContaining('418'), expect.stringContaining('/stil')]);
    } finally {
      await app.close();
    }
  });
});

describe('answers that are not JSON', () => {
  it('are declared with their own media types, downloads with their file name', () => {
    expect(mediaOf(op('get', '/application/defaultCss'), '200')).toEqual(['text/css']);
    expect(mediaOf(op('get', '/report/{type}/excel'), '200')).toEqual([XLSX]);
    expect(mediaOf(op('get', '/report/{type}/pdf'), '200')).toEqual(['application/pdf']);
    expect(mediaOf(op('get', '/basket/quickorder/template'), '200')).toEqual(['text/csv']);
    expect(mediaOf(op('get', '/admin/orders/excel'), '200')).toEqual([XLSX]);
    expect(mediaOf(op('get', '/api/v1/catalogue/imports/templates/{kind}'), '200')).toEqual(['text/csv', XLSX]);
    expect(mediaOf(op('get', '/payment2/print/{id}'), '200')).toEqual(['text/html']);
    expect(mediaOf(op('get', '/payment2/print/{id}'), '404')).toEqual(['text/html']);
    expect(mediaOf(op('get', '/payment2/callback.js'), '200')).toEqual(['text/javascript']);
    expect(mediaOf(op('get', '/image/show/'), '200')).toContain('image/webp');
    expect(op('get', '/report/{type}/excel').responses['200']!.headers).toHaveProperty('Content-Disposition');
    expect(op('get', '/report/{type}/pdf').responses['200']!.content!['application/pdf']!.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('without a body declare none: redirects with Location, 304', () => {
    const logout = op('get', '/login/logout').responses['302']!;
    expect(logout.content).toBeUndefined();
    expect(logout.headers).toHaveProperty('Location');
    expect(op('get', '/application/defaultCss').responses['304']!.content).toBeUndefined();
  });

  it('are never declared as JSON: every application/json answer is a JSON schema, not an empty one', () => {
    const empty: string[] = [];
    for (const { method, url, op: o } of operations()) {
      for (const [status, answer] of Object.entries(o.responses)) {
        const schema = answer.content?.['application/json']?.schema;
        if (schema && Object.keys(schema).length === 0) empty.push(`${method} ${url} ${status}`);
      }
    }
    expect(empty).toEqual([]);
  });
});

describe('request bodies', () => {
  const UPLOADS = [
    ['post', '/admin/media'],
    ['post', '/basket/quickorder/file'],
    ['post', '/admin/imports'],
    ...Object.keys(IMPORT_KINDS_BY_SCOPE).map((scope) => ['post', `/api/v1/${scope}/imports`]),
  ] as const;

  it('of the six uploads are multipart/form-data with their file field', () => {
    expect(UPLOADS).toHaveLength(6);
    for (const [method, url] of UPLOADS) {
      const body = op(method, url).requestBody;
      expect(Object.keys(body?.content ?? {}), url).toEqual(['multipart/form-data']);
      const schema = body!.content['multipart/form-data']!.schema;
      expect(schema.required, url).toEqual(['file']);
      expect(schema.properties!.file, url).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('of forms are declared with every media type their route reads, and their fields', () => {
    const payment = op('post', '/payment2').requestBody!.content;
    expect(Object.keys(payment).sort()).toEqual(
      ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'].sort(),
    );
    expect(Object.keys(payment['multipart/form-data']!.schema.properties!)).toEqual(
      expect.arrayContaining(['CardNumber', 'CardCVC', 'ChargePrice', 'Installment']),
    );
    const theme = op('post', '/admin/theme/updatelayout').requestBody!.content;
    expect(Object.keys(theme)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/x-www-form-urlencoded']),
    );
    expect(theme['multipart/form-data']!.schema.properties).toHaveProperty('properties');
    for (const url of ['/payment2/callback/{token}']) {
      expect(Object.keys(op('post', url).requestBody!.content), url).toEqual(
        expect.arrayContaining(['multipart/form-data', 'application/x-www-form-urlencoded']),
      );
    }
    // A route outside a form scope reads JSON only.
    expect(Object.keys(op('post', '/basket/order2').requestBody!.content)).toEqual(['application/json']);
  });
});

describe('statuses', () => {
  it('include what the framework and the guards answer before a route runs', () => {
    const missing: string[] = [];
    for (const { method, url, op: o } of operations()) {
      const expected = ['431'];
      if (o.requestBody) expected.push('400', '413', '415');
      if (/\{(?!\*)[^}]+\}/.test(url)) expected.push('400', '414');
      const access = o['x-access'];
      if (access === 'dealer') expected.push('401');
      if (access && access in STAFF_ACCESS) expected.push('401', '403');
      if (access === 'integration') expected.push('401', '403', '429');
      if (method !== 'get' && access !== 'integration' && !/^\/payment2\/(callback|testpos)\//.test(url))
        expected.push('403');
      for (const status of expected) if (!o.responses[status]) missing.push(`${method} ${url} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('headers', () => {
  it("of an integration route's answers: the key's rate, WWW-Authenticate and Retry-After", () => {
    const feed = op('get', '/api/v1/orders').responses;
    expect(Object.keys(feed['200']!.headers ?? {})).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy']),
    );
    expect(feed['401']!.headers).toHaveProperty('WWW-Authenticate');
    expect(feed['401']!.headers).not.toHaveProperty('RateLimit-Limit');
    expect(feed['403']!.headers).toHaveProperty('WWW-Authenticate');
    expect(feed['429']!.headers).toHaveProperty('Retry-After');
    expect(op('post', '/api/v1/catalogue/imports').responses['202']!.headers).toHaveProperty('Location');
    // The error body is one component, each answer with its own description.
    expect(feed['429']!.content!['application/json']!.schema).toMatchObject({
      $ref: '#/components/schemas/HataYaniti',
      description: expect.stringContaining('Retry-After'),
    });
    // Nowhere else.
    expect(op('post', '/basket/order2').responses['400']!.headers).toBeUndefined();
    expect(op('get', '/basket/').responses['200']!.headers).toBeUndefined();
  });
});

describe('access', () => {
  it('opens each operation description with who may call it', () => {
    const unsaid = operations().filter(({ op: o }) => !o.description?.startsWith('Erişim: '));
    expect(unsaid.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    expect(op('get', '/basket/').description).toMatch(/^Erişim: bayi kullanıcısı/);
    expect(op('get', '/admin/orders').description).toContain(`${STAFF_ROLE_NAMES.plasiyer} (plasiyer)`);
    expect(op('get', '/api/v1/orders').description).toContain('`orders`');
  });

  it('is explained in the document itself: every level and its roles', () => {
    const text = doc.info.description;
    for (const level of ['public', 'dealer', 'integration', ...Object.keys(STAFF_ACCESS)]) {
      expect(text).toContain(`\`${level}\``);
    }
    for (const name of Object.values(STAFF_ROLE_NAMES)) expect(text).toContain(name);
    expect(text).toContain('POST /admin/api-keys');
  });
});

describe('batch upsert items', () => {
  it('are typed field by field from the columns the import reads them by', () => {
    for (const [scope, kinds] of Object.entries(IMPORT_KINDS_BY_SCOPE)) {
      for (const kind of kinds) {
        const url = `/api/v1/${scope}/${kind}`;
        const item = op('post', url).requestBody!.content['application/json']!.schema.properties!.items!.items!;
        const info = IMPORT_KIND_INFO[kind];
        expect(item.additionalProperties, url).toBe(false);
        expect((item.required ?? []).sort(), url).toEqual(
          info.columns
            .filter((c) => c.required)
            .map((c) => c.field)
            .sort(),
        );
        for (const column of info.columns) {
          const field = item.properties![column.field]!;
          const value = column.value;
          const branches = field.anyOf ?? [field];
          const what = `${url} ${column.field}`;
          if (value.type === 'text') {
            expect(branches.find((b) => b.type === 'string')?.maxLength, what).toBe(value.maxLength);
          } else if (value.type === 'decimal') {
            expect(
              branches.some((b) => b.type === 'string' && b.pattern?.includes(`{1,${value.scale}}`)),
              what,
            ).toBe(true);
          } else if (value.type === 'yesNo') {
            expect(
              branches.some((b) => b.type === 'boolean'),
              what,
            ).toBe(true);
          } else {
            expect(
              branches.some((b) => b.type !== 'null'),
              what,
            ).toBe(true);
          }
          if (!column.required)
            expect(
              branches.some((b) => b.type === 'null'),
              `${what} null`,
            ).toBe(true);
        }
      }
    }
  });

  it('refuse a value against its rule in the item, not the whole call', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/catalogue/stock',
      headers: { authorization: await keyOf(['catalogue']) },
      payload: {
        items: [
          { code: 'K'.repeat(51), stock: '1' },
          { code: 'YOK-1', stock: '1.23456' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results[0].errors).toEqual([expect.objectContaining({ field: 'code', code: 'too_long' })]);
    expect(results[1].errors).toEqual([expect.objectContaining({ field: 'stock', code: 'too_many_decimals' })]);
  });
});

/** An API key of the scopes, made by the admin through the back office's route. */
async function keyOf(scopes: string[]): Promise<string> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/login/spa',
    payload: { cariNo: 'ADMIN', userName: 'admin', password: 'admin1234', rememberMe: false },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/admin/api-keys',
    headers: { cookie },
    payload: { name: 'belge testi', scopes },
  });
  return `Bearer ${res.json().token}`;
}
