/**
 * Load figures of the basket and ordering calls (`npm run bench -- --only basket`):
 *
 * - bulk add: one POST /basket/addproducts/ of 200 lines into an empty basket, one call at a time
 *   (goal ≤ 300 ms a call);
 * - basket read: GET /basket/ of a 200-line basket under autocannon (goal p99 ≤ 50 ms at 32 connections),
 *   once with every connection reading one basket and once with each reading its own user's basket;
 * - order placing: 50 dealer users press 'Sipariş Ver' at the same moment, round after round
 *   (goal order2 p99 ≤ 100 ms).
 *
 * With DATABASE_URL (PostgreSQL) the bench makes its own 50 users — bench01…bench50, spread over
 * the dealers, password demo1234 — empties their baskets between rounds and deletes the orders it
 * placed at the end, so runs are repeatable. Without it (PGlite, which the server holds alone) it
 * uses the demo users, one per dealer, and empties baskets by placing them.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

export interface BenchRow {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request of the server's processes and of PostgreSQL's, in µs (cpu.ts); null where not read. */
  serverUs?: number | null;
  postgresUs?: number | null;
}

interface Login {
  cariNo: string;
  userName: string;
}

const PASSWORD = 'demo1234';
const USERS = 50;
const BULK_LINES = 200;
const LINES_PER_ORDER = 5;
const MIN_ROUNDS = 3;
const WARM_UP_SECONDS = 5;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(name: string, times: number[], wallMs: number, errors: number): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    name,
    reqPerSec: wallMs > 0 ? (times.length * 1000) / wallMs : 0,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    errors,
  };
}

/**
 * The bench's HTTP client: node:http over kept-alive connections. It shares the two cores with the
 * server and PostgreSQL, and fetch (undici) costs about three times as much CPU a call, which the
 * figures would then charge to the server.
 */
export class Api {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  private readonly url: URL;

  constructor(base: string) {
    this.url = new URL(base);
  }

  async signIn(login: Login): Promise<string> {
    const res = await this.send('', 'POST', '/login/spa', { ...login, password: PASSWORD });
    const cookie = res.setCookie?.split(';')[0];
    if (!res.ok || !cookie) throw new Error(`sign-in of ${login.cariNo}/${login.userName} failed: ${res.status}`);
    return cookie;
  }

  /** One call, timed from send to the last byte of the answer. */
  async call(cookie: string, method: string, path: string, body?: unknown) {
    return this.send(cookie, method, path, body);
  }

  private send(cookie: string, method: string, path: string, body?: unknown) {
    const payload = body !== undefined ? JSON.stringify(body) : undefined;
    const started = performance.now();
    return new Promise<{ ok: boolean; status: number; ms: number; setCookie?: string; json: () => unknown }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: this.url.hostname,
            port: this.url.port,
            path,
            method,
            agent: this.agent,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(payload !== undefined
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              const status = res.statusCode ?? 0;
              resolve({
                ok: status >= 200 && status < 300,
                status,
                ms: performance.now() - started,
                setCookie: res.headers['set-cookie']?.[0],
                json: () => JSON.parse(text),
              });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      },
    );
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Products the first user can order: in stock, priced (the list's add button shows). */
async function orderableProducts(api: Api, cookie: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count && page <= 100; page++) {
    const res = await api.call(cookie, 'GET', `/product/all/?page=${page}&instock=true`);
    if (!res.ok) throw new Error(`product list page ${page}: ${res.status}`);
    const { stoks } = res.json() as { stoks: { id: number; showAddBasketButton: boolean }[] };
    if (!stoks.length) break;
    for (const s of stoks) if (s.showAddBasketButton) ids.push(s.id);
  }
  if (ids.length < count) throw new Error(`only ${ids.length} orderable products, need ${count}`);
  return ids.slice(0, count);
}

/** The bench's own dealer users in PostgreSQL, created once (same password hash as the demo user). */
async function ensureBenchUsers(db: pg.Pool): Promise<Login[]> {
  const { rows: dealers } = await db.query<{ id: number; code: string }>(
    'select id, code from dealers where is_active order by id',
  );
  const { rows: hash } = await db.query<{ password_hash: string }>(
    `select u.password_hash from users u join dealers d on d.id = u.dealer_id
     where lower(u.user_code) = 'demo' order by d.id limit 1`,
  );
  if (!dealers.length || !hash.length) throw new Error('no dealers or demo user in the database');
  const users = Array.from({ length: USERS }, (_, i) => ({
    dealer: dealers[i % dealers.length]!,
    code: `bench${pad(i + 1)}`,
  }));
  await db.query(
    `insert into users (dealer_id, user_code, display_name, password_hash, role)
     select d, c, 'Yük testi ' || c, $3, 'dealer' from unnest($1::int[], $2::text[]) as t(d, c)
     on conflict (dealer_id, lower(user_code)) where dealer_id is not null do nothing`,
    [users.map((u) => u.dealer.id), users.map((u) => u.code), hash[0]!.password_hash],
  );
  return users.map((u) => ({ cariNo: u.dealer.code, userName: u.code }));
}

const BENCH_USERS_SQL = `select id from users where user_code ~ '^bench[0-9]{2}$' and dealer_id is not null`;

export async function measureOrders(
  base: string,
  opts: { connections: number; duration: number },
): Promise<BenchRow[]> {
  const api = new Api(base);
  const db = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) : null;
  try {
    const logins = db
      ? await ensureBenchUsers(db)
      : Array.from({ length: 25 }, (_, i) => ({ cariNo: `120.01.${pad(i + 1, 3)}`, userName: 'demo' }));
    const cookies: string[] = [];
    for (const login of logins) cookies.push(await api.signIn(login));
    const reader = cookies[0]!;
    const products = await orderableProducts(api, reader, BULK_LINES);

    const basketId = async (cookie: string) =>
      ((await api.call(cookie, 'GET', '/basket/')).json() as { id: number; products: unknown[] }).id;
    /** Empties the users' baskets: a delete in PostgreSQL, else placing them. */
    const emptyBaskets = async (which: string[]) => {
      if (db) {
        await db.query(`delete from orders where status = 'basket' and user_id in (${BENCH_USERS_SQL})`);
        return;
      }
      await Promise.all(
        which.map(async (cookie) => {
          const id = await basketId(cookie);
          if (id) await api.call(cookie, 'POST', '/basket/order2', { siparisId: id });
        }),
      );
    };

    // 1. Bulk add of 200 lines into an empty basket, one call at a time.
    const bulk = products.map((productId) => ({ productId, adet: 1 }));
    const addTimes: number[] = [];
    let addErrors = 0;
    const addUntil = performance.now() + opts.duration * 1000;
    while (addTimes.length < MIN_ROUNDS || performance.now() < addUntil) {
      await emptyBaskets([reader]);
      const res = await api.call(reader, 'POST', '/basket/addproducts/', bulk);
      addTimes.push(res.ms);
      if (!res.ok) addErrors++;
    }
    const rows = [
      summary(
        `basket bulk add (${BULK_LINES} lines)`,
        addTimes,
        addTimes.reduce((a, b) => a + b, 0),
        addErrors,
      ),
    ];

    // 2. Reading the 200-line basket the last add left.
    const lines = ((await api.call(reader, 'GET', '/basket/')).json() as { products: unknown[] }).products.length;
    if (lines !== BULK_LINES) throw new Error(`the read basket has ${lines} lines, not ${BULK_LINES}`);
    const read = await autocannon({
      url: `${base}/basket/`,
      connections: opts.connections,
      duration: opts.duration,
      headers: { cookie: reader },
    });
    rows.push({
      name: `basket read (${BULK_LINES} lines)`,
      reqPerSec: read.requests.average,
      p50: read.latency.p50,
      p99: read.latency.p99,
      errors: read.errors + read.non2xx,
    });

    // 2b. Each connection a different user reading their own 200-line basket: the kept answers are
    // per user and are rebuilt as they age, as with dealers at work.
    const readers = cookies.slice(0, Math.min(opts.connections, cookies.length));
    await emptyBaskets(readers);
    for (const cookie of readers) {
      const res = await api.call(cookie, 'POST', '/basket/addproducts/', bulk);
      if (!res.ok) throw new Error(`filling a reader's basket failed: ${res.status}`);
      await api.call(cookie, 'GET', '/basket/');
    }
    let nextReader = 0;
    const ownReads = await autocannon({
      url: `${base}/basket/`,
      connections: opts.connections,
      duration: opts.duration,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: readers[nextReader++ % readers.length]! },
          }),
        },
      ],
    });
    rows.push({
      name: `basket read (${BULK_LINES} lines, ${readers.length} users' own)`,
      reqPerSec: ownReads.requests.average,
      p50: ownReads.latency.p50,
      p99: ownReads.latency.p99,
      errors: ownReads.errors + ownReads.non2xx,
    });

    // 3. All users place an order at the same moment, round after round. The first WARM_UP_SECONDS
    // of rounds are not counted: a fresh process places its first thousand orders slower (JIT, each
    // connection's prepared statements and plans), and the figure is for a server that has been up
    // a while, as the catalogue's warm runs are.
    const orderTimes: number[] = [];
    let orderErrors = 0;
    let burstMs = 0;
    await emptyBaskets(cookies);
    const placeRound = async (round: number) => {
      const ids = await Promise.all(
        cookies.map(async (cookie, i) => {
          const start = ((round * cookies.length + i) * LINES_PER_ORDER) % (products.length - LINES_PER_ORDER);
          const add = products.slice(start, start + LINES_PER_ORDER).map((productId) => ({ productId, adet: 1 }));
          const res = await api.call(cookie, 'POST', '/basket/addproducts/', add);
          if (!res.ok) throw new Error(`filling a basket failed: ${res.status}`);
          return basketId(cookie);
        }),
      );
      const started = performance.now();
      const results = await Promise.all(
        cookies.map((cookie, i) =>
          api.call(cookie, 'POST', '/basket/order2', { siparisId: ids[i], aciklama: 'bench' }),
        ),
      );
      return { ms: performance.now() - started, results };
    };
    const warmUntil = performance.now() + WARM_UP_SECONDS * 1000;
    for (let round = 0; performance.now() < warmUntil; round++) await placeRound(round);
    const orderUntil = performance.now() + opts.duration * 1000;
    for (let round = 1; round <= MIN_ROUNDS || performance.now() < orderUntil; round++) {
      const { ms, results } = await placeRound(round);
      burstMs += ms;
      for (const r of results) {
        orderTimes.push(r.ms);
        if (!r.ok) orderErrors++;
      }
    }
    rows.push(summary(`order2 (${cookies.length} dealers at once)`, orderTimes, burstMs, orderErrors));

    // The bench's orders would only grow the order history of the bench database.
    if (db) await db.query(`delete from orders where user_id in (${BENCH_USERS_SQL})`);
    return rows;
  } finally {
    api.close();
    await db?.end();
  }
}
