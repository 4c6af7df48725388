import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiKeyCreated, ApiKeyList } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { staffSignedIn } from '../../test/orders';
import {
  API_KEY_INVALID_MESSAGE,
  API_RATE_LIMIT_MESSAGE,
  apiKeyScopeMessage,
  SESSION_EXPIRED_MESSAGE,
} from '../../plugins/request-context';
import { createRateLimiter } from './rate-limit';

let ctx: TestContext;
let admin: string;
let dealer: string;

beforeAll(async () => {
  // A small allowance, so the limit is reached within the test.
  ctx = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '5' });
  admin = await signIn(ctx.app, DEMO.admin);
  dealer = await signIn(ctx.app, DEMO.dealer);
});
afterAll(() => ctx.close());

async function create(payload: object, cookie = admin) {
  return ctx.app.inject({ method: 'POST', url: '/admin/api-keys', headers: { cookie }, payload });
}
async function newKey(name: string, scopes: string[], extra: object = {}): Promise<ApiKeyCreated> {
  const res = await create({ name, scopes, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiKeyCreated;
}
const orders = (token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/v1/orders?limit=1', headers: { authorization: `Bearer ${token}`, ...headers } });
const list = async () =>
  (await ctx.app.inject({ url: '/admin/api-keys', headers: { cookie: admin } })).json() as ApiKeyList;

describe('API keys in the back office', () => {
  it('shows the token once, keeps only its SHA-256, and lists the key by its prefix', async () => {
    const { key, token } = await newKey('Logo Tiger', ['orders', 'catalogue'], { expiresOn: '2099-12-31' });
    expect(token).toMatch(/^bayi_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Logo Tiger',
      scopes: ['catalogue', 'orders'],
      state: 'active',
      createdBy: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(token.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(16);
    // The expiry day is a Türkiye calendar day: the key works through its end (21:00 UTC).
    expect(key.expiresAt).toBe('2099-12-31T21:00:00.000Z');

    // Nowhere in the database: not the table, not the audit log.
    const stored = await ctx.query(sql`select * from api_keys where id = ${key.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    expect(JSON.stringify(stored.rows)).not.toContain(token.slice(key.prefix.length));
    const audit = await ctx.query(
      sql`select * from audit_log where entity = 'api_key' and entity_id = ${String(key.id)}`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'apikey.create' });
    expect(JSON.stringify(audit.rows)).not.toContain(token.slice(key.prefix.length));

    // The list never has the token either.
    const listed = await ctx.app.inject({ url: '/admin/api-keys', headers: { cookie: admin } });
    expect(listed.body).not.toContain(token);
    expect((listed.json() as ApiKeyList).keys[0]).toMatchObject({ id: key.id, prefix: key.prefix });

    // The token works, and the use is recorded.
    const res = await orders(token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).keys.find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
  });

  it('records a use at most once a minute, not on every request', async () => {
    const { key, token } = await newKey('Dakikalık', ['orders']);
    expect((await orders(token)).statusCode).toBe(200);
    const first = (await list()).keys.find((k) => k.id === key.id)!.lastUsedAt;
    await ctx.query(sql`update api_keys set last_used_at = '2020-01-01T00:00:00Z' where id = ${key.id}`);
    expect((await orders(token)).statusCode).toBe(200);
    // Within the minute this process does not write again.
    expect((await list()).keys.find((k) => k.id === key.id)!.lastUsedAt).toBe('2020-01-01T00:00:00.000Z');
    expect(first).not.toBeNull();
  });

  it('refuses bad input in Turkish, naming the field', async () => {
    const cases: [object, string][] = [
      [{ name: '', scopes: ['orders'] }, 'name'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['siparis'] }, 'scopes.0'],
      [{ name: 'x', scopes: ['orders', 'orders'] }, 'scopes'],
      [{ name: 'x', scopes: ['orders'], expiresOn: '2020-01-01' }, 'expiresOn'],
      [{ name: 'x', scopes: ['orders'], expiresOn: '2099-02-30' }, 'expiresOn'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors, JSON.stringify(payload)).toHaveProperty([field]);
    }
  });

  it('are for admins only', async () => {
    const editor = await staffSignedIn(ctx, 'editor-anahtar', 'editor');
    for (const cookie of [dealer, editor.cookie!]) {
      expect((await create({ name: 'x', scopes: ['orders'] }, cookie)).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/admin/api-keys', headers: { cookie } })).statusCode).toBe(403);
    }
  });
});

describe('the integration guard', () => {
  it('refuses a revoked key at once with 401, WWW-Authenticate and Turkish; revoking is audited and idempotent', async () => {
    const { key, token } = await newKey('İptal edilecek', ['orders']);
    expect((await orders(token)).statusCode).toBe(200);
    const revoke = () =>
      ctx.app.inject({ method: 'POST', url: `/admin/api-keys/${key.id}/revoke`, headers: { cookie: admin } });
    const res = await revoke();
    expect(res.statusCode).toBe(200);
    expect((res.json() as ApiKeyList).keys.find((k) => k.id === key.id)).toMatchObject({
      state: 'revoked',
      revokedAt: expect.any(String),
    });
    const refused = await orders(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="bayi", error="invalid_token"');
    expect(refused.json()).toMatchObject({ hasError: true, errorMessage: API_KEY_INVALID_MESSAGE });
    expect((await revoke()).statusCode).toBe(200);
    const audit = await ctx.query(
      sql`select action from audit_log where entity = 'api_key' and entity_id = ${String(key.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['apikey.create', 'apikey.revoke']);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/admin/api-keys/999999/revoke', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an expired key with 401', async () => {
    const { key, token } = await newKey('Süreli', ['orders'], { expiresOn: '2099-01-01' });
    expect((await orders(token)).statusCode).toBe(200);
    // A second ago on the server's clock, the one that decides expiry.
    const justNow = new Date(Date.now() - 1000).toISOString();
    await ctx.query(sql`update api_keys set expires_at = ${justNow} where id = ${key.id}`);
    const res = await orders(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe(API_KEY_INVALID_MESSAGE);
    expect((await list()).keys.find((k) => k.id === key.id)!.state).toBe('expired');
  });

  it('refuses a key without the route scope with 403, in Turkish', async () => {
    const { token } = await newKey('Yalnız katalog', ['catalogue']);
    const res = await orders(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ hasError: true, errorMessage: apiKeyScopeMessage('orders') });
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope"');
  });

  it('refuses unknown and malformed tokens, and a signed-in admin without a key', async () => {
    for (const authorization of ['Bearer bayi_yok', `Bearer bayi_${'x'.repeat(43)}`, 'Basic YWRtaW46YWRtaW4=']) {
      const res = await ctx.app.inject({ url: '/api/v1/orders', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate'], authorization).toMatch(/^Bearer/);
    }
    const session = await ctx.app.inject({ url: '/api/v1/orders', headers: { cookie: admin } });
    expect(session.statusCode).toBe(401);
  });

  it('lets a bearer key into no back-office or storefront route', async () => {
    const { token } = await newKey('Her yetki', ['catalogue', 'dealers', 'orders', 'documents']);
    for (const url of ['/admin/api-keys', '/admin/orders', '/basket/', '/info/me']) {
      const res = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errorMessage).toBe(SESSION_EXPIRED_MESSAGE);
    }
  });

  it('takes a POST from a server without Origin, and from any Origin: a bearer key is not ambient', async () => {
    const { token } = await newKey('Sunucu', ['orders']);
    for (const origin of [undefined, 'https://erp.example.com']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/orders/999999/ack',
        headers: { authorization: `Bearer ${token}`, ...(origin ? { origin, 'sec-fetch-site': 'cross-site' } : {}) },
        payload: { documentNo: 'X1' },
      });
      // Past the CSRF guard and the key: the order is simply not there.
      expect(res.statusCode, origin).toBe(404);
    }
  });

  it('limits each key per minute: 429 in Turkish with Retry-After and RateLimit headers; other keys go on', async () => {
    const { token } = await newKey('Hızlı', ['orders']);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await orders(token));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers['ratelimit-limit']).toBe('5');
    expect(answers[0]!.headers['ratelimit-remaining']).toBe('4');
    expect(answers[0]!.headers['ratelimit-policy']).toBe('5;w=60');
    const refused = answers[5]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ hasError: true, errorMessage: API_RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(12);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const other = await newKey('Yavaş', ['orders']);
    expect((await orders(other.token)).statusCode).toBe(200);
  });
});

describe('the rate limiter', () => {
  it('refills continuously: a request a second for 60 a minute once the burst is spent', () => {
    let t = 0;
    const limiter = createRateLimiter(60, () => t);
    for (let i = 0; i < 60; i++) expect(limiter.take(1).allowed).toBe(true);
    const refused = limiter.take(1);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    t += 1000;
    expect(limiter.take(1).allowed).toBe(true);
    expect(limiter.take(1).allowed).toBe(false);
    expect(limiter.take(2).allowed).toBe(true);
    t += 120_000;
    expect(limiter.take(1)).toMatchObject({ allowed: true, remaining: 59 });
  });
});
