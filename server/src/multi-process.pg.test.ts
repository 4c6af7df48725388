import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketResponse, OrderListRow, PlaceOrderResponse, ProductDetailResponse } from '@bayi/common';
import { serverRoot } from './paths';
import { adminQuery, dropDatabase, withDatabase } from './test/template';
import { catalogueFollowsChanges, type FollowTarget } from './test/catalog-follow';

/**
 * Scale-out (docs/operations.md): two server processes — separate OS processes, as behind a load
 * balancer — on one PostgreSQL database, one browser's requests going to either. Runs with
 * TEST_DATABASE_URL only (npm run test:pg; vitest.config.ts leaves *.pg.test.ts out otherwise).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this file needs a PostgreSQL server');

const SESSION_CACHE_SECONDS = 2;
const SHARED_CACHE_SECONDS = 2;
const CATALOG_INDEX_POLL_MS = 500;
/** Time for requests and a cache reload on a busy two-core machine, on top of the documented bounds. */
const SLACK_MS = 1500;
const DEALER = { cariNo: '120.01.001', userName: 'demo', password: 'demo1234' };

const dbName = `bayi_test_mp_${randomBytes(6).toString('hex')}`;
const dbUrl = withDatabase(serverUrl, dbName);
let sql: pg.Client;
let a: Server;
let b: Server;

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node server/src/main.ts` (through tsx) on the test database; resolves once it serves. */
async function startServer(name: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '4',
      SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
      SHARED_CACHE_SECONDS: String(SHARED_CACHE_SECONDS),
      CATALOG_INDEX_POLL_MS: String(CATALOG_INDEX_POLL_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Bayi is ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server ${name} exited with ${code}:\n${output}`)));
  });
  return { name, port, child, output: () => output };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A request as the browser makes it; unsafe methods carry the Origin of the host they go to (CSRF guard). */
async function call(server: Server, method: string, url: string, cookie?: string, body?: unknown) {
  const origin = `http://127.0.0.1:${server.port}`;
  return fetch(origin + url, {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(method !== 'GET' ? { origin } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function json<T>(server: Server, method: string, url: string, cookie?: string, body?: unknown): Promise<T> {
  const res = await call(server, method, url, cookie, body);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${server.name} ${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function signIn(server: Server): Promise<string> {
  const res = await call(server, 'POST', '/login/spa', undefined, { ...DEALER, rememberMe: false });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

const signedIn = async (server: Server, cookie: string) => json<boolean>(server, 'GET', '/login/CheckLogin', cookie);

/** Asks `check` every 100 ms until it holds; answers how long that took, or fails after `withinMs`. */
async function timeUntil(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return performance.now() - started;
}

beforeAll(async () => {
  await adminQuery(serverUrl, `create database ${dbName}`);
  // Both start at once on the empty database: they take turns to migrate (start-up lock); the first
  // fills in the demo data, the second only serves it.
  [a, b] = await Promise.all([startServer('A', { DEMO_DATA: 'true' }), startServer('B', { DEMO_DATA: 'false' })]);
  sql = new pg.Client({ connectionString: dbUrl });
  await sql.connect();
}, 180_000);

afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await sql?.end();
  await dropDatabase(serverUrl, dbName);
}, 60_000);

/** Products the dealer buys at a price of its lists (no agreement price), in stock. */
async function listPricedProducts(count: number): Promise<number[]> {
  const { rows } = await sql.query<{ id: number }>(
    `select p.id from products p where p.is_active and p.stock_qty >= 20 and not exists (
       select 1 from agreement_prices ap join dealers d on d.id = ap.dealer_id
       where ap.product_id = p.id and d.code = $1)
     order by p.id limit $2`,
    [DEALER.cariNo, count],
  );
  return rows.map((r) => r.id);
}

describe('two processes on one PostgreSQL', () => {
  it('both started together on an empty database; one filled it', () => {
    expect(a.output()).toContain('generating demo data');
    expect(b.output()).not.toContain('generating demo data');
  });

  it('a session signed out on one process is refused on the other within SESSION_CACHE_SECONDS', async () => {
    const cookie = await signIn(a);
    expect(await signedIn(a, cookie)).toBe(true);
    expect(await signedIn(b, cookie)).toBe(true); // the session lives in the database; B now remembers it
    const out = await call(a, 'GET', '/login/logout', cookie);
    expect(out.status).toBe(302);
    expect(await signedIn(a, cookie)).toBe(false); // at once where it was signed out
    const took = await timeUntil(SESSION_CACHE_SECONDS * 1000 + SLACK_MS, async () => !(await signedIn(b, cookie)));
    expect(took).toBeLessThanOrEqual(SESSION_CACHE_SECONDS * 1000 + SLACK_MS);
    // A dealer's call is refused too, not only the check.
    expect((await call(b, 'GET', '/report/siparislistesi', cookie)).status).toBe(401);
  });

  it('an order placed on one process is in the order list of the other at once', async () => {
    const cookie = await signIn(a);
    const products = await listPricedProducts(2);
    await json(
      a,
      'POST',
      '/basket/addproducts/',
      cookie,
      products.map((productId) => ({ productId, adet: 2 })),
    );
    // The basket, too, is the database's: B sees what was added through A.
    const basket = await json<BasketResponse>(b, 'GET', '/basket/', cookie);
    expect(basket.products.map((p) => p.stokId).sort((x, y) => x - y)).toEqual(products);
    const placed = await json<PlaceOrderResponse>(a, 'POST', '/basket/order2', cookie, { siparisId: basket.id });
    expect(placed).toMatchObject({ hasError: false, siparisId: basket.id });
    const list = await json<OrderListRow[]>(b, 'GET', '/report/siparislistesi', cookie);
    expect(list.filter((r) => r.Id === basket.id).map((r) => r.BELGENO)).toEqual([placed.belgeNo]);
  });

  it('a price changed in the database shows on both within 2 × SHARED_CACHE_SECONDS', async () => {
    const cookie = await signIn(a);
    const [productId] = await listPricedProducts(1);
    const shown = async (server: Server) => {
      const detail = await json<ProductDetailResponse>(server, 'GET', `/product/${productId}`, cookie);
      return detail.stok.fiyats ?? [];
    };
    // A list whose prices are stored without VAT, so the shown list price is the stored one.
    const before = await shown(a);
    const { rows } = await sql.query<{ id: number }>(
      'select id from price_lists where id = any($1) and not includes_vat order by id limit 1',
      [before.map((f) => f.id)],
    );
    const listId = rows[0]!.id;
    const old = before.find((f) => f.id === listId)!.fiyat;
    expect((await shown(b)).find((f) => f.id === listId)!.fiyat).toBe(old); // both have read (and keep) it

    // As an ERP import would: straight into the database, behind both processes' backs.
    await sql.query('update product_prices set price = price + 10 where product_id = $1 and price_list_id = $2', [
      productId,
      listId,
    ]);
    const bound = 2 * SHARED_CACHE_SECONDS * 1000 + SLACK_MS;
    const shows = (server: Server) => async () =>
      Math.abs((await shown(server)).find((f) => f.id === listId)!.fiyat - (old + 10)) < 0.005;
    const [onA, onB] = await Promise.all([timeUntil(bound, shows(a)), timeUntil(bound, shows(b))]);
    expect(Math.max(onA, onB)).toBeLessThanOrEqual(bound);
  });
});

describe('the catalogue index of each process follows the database', () => {
  const target = (server: Server): FollowTarget => ({
    query: async <T>(text: string, params?: unknown[]) => (await sql.query(text, params)).rows as T[],
    get: <T>(url: string) => json<T>(server, 'GET', url),
  });

  it('a price, a new product, a stock change and a removed product written by another program show on process B within CATALOG_INDEX_POLL_MS and a rebuild', async () => {
    const took = await catalogueFollowsChanges(target(b), CATALOG_INDEX_POLL_MS + SLACK_MS);
    expect(took).toHaveLength(4);
  });

  it('and on process A, which made none of them either', async () => {
    const took = await catalogueFollowsChanges(target(a), CATALOG_INDEX_POLL_MS + SLACK_MS);
    expect(took).toHaveLength(4);
  });
});
