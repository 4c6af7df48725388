/**
 * The back office's order list at a distributor's scale (`npm run bench -- --only admin`; goal: the
 * admin order list with 100,000 orders, filtered and paged, at p99 ≤ 50 ms on PostgreSQL).
 *
 * With DATABASE_URL the bench first tops the placed orders up to 100,000 (order type 'Bench Siparişi', two
 * lines each, paid by bank transfer so no open-account risk moves, spread over two years and over every
 * dealer but the two the report bench reads); they stay for the next run. Then, signed in as the demo admin,
 * it asks in turn: the first pages, deep pages, each stage, each dealer, a week of days and single document
 * numbers — never the same question twice in a row.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchRow } from './orders';

export const BENCH_ORDERS = 100_000;
const BENCH_TYPE = 'Bench Siparişi';
const STAGES = ['received', 'approved', 'preparing', 'shipped', 'cancelled'];

/** Adds placed orders until there are `target`; returns how many it added. */
async function topUpOrders(databaseUrl: string, target: number): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from orders where status <> 'basket'`);
    const missing = target - rows[0]!.n;
    if (missing <= 0) return 0;
    await db.query('begin');
    // One statement for the orders, one for their lines: each order gets two products at their first price.
    await db.query(
      `insert into orders (dealer_id, user_id, status, stage, document_no, order_type, payment_method, placed_at,
                           completed_at, created_at, updated_at)
       select d.id, u.id, case when g % 20 = 0 then 'cancelled' else 'completed' end,
              (array['shipped','shipped','shipped','preparing','approved','received'])[1 + g % 6],
              'BNC' || lpad(g::text, 9, '0'), $2, 'havale', t, t, t, t
       from generate_series(1, $1::int) g
       cross join lateral (select now() - (g % 730) * interval '1 day' - (g % 600) * interval '1 minute' as t) at
       join lateral (select id from dealers where code not in ('120.01.001', '120.01.900') order by id
                     offset g % (select count(*) from dealers where code not in ('120.01.001', '120.01.900'))
                     limit 1) d on true
       join lateral (select id from users where dealer_id = d.id order by id limit 1) u on true`,
      [missing, BENCH_TYPE],
    );
    await db.query(
      `insert into order_lines (order_id, product_id, quantity, unit_price, currency_code, exchange_rate,
                                discount_rate, vat_rate)
       select o.id, p.id, 1 + o.id % 7, pp.price, pl.currency_code, 1, 0, p.vat_rate
       from orders o
       cross join generate_series(0, 1) k
       join lateral (select id, vat_rate from products order by id offset (o.id * 7 + k * 13) % 5000 limit 1) p on true
       join lateral (select price, price_list_id from product_prices where product_id = p.id order by price_list_id
                     limit 1) pp on true
       join price_lists pl on pl.id = pp.price_list_id
       where o.order_type = $1 and not exists (select 1 from order_lines l where l.order_id = o.id)`,
      [BENCH_TYPE],
    );
    await db.query('commit');
    // Vacuumed, not only analysed: the list's page ids and counts are index-only scans once the pages are all-visible.
    await db.query('vacuum analyze orders');
    await db.query('vacuum analyze order_lines');
    return missing;
  } finally {
    await db.end();
  }
}

export async function measureAdminOrders(
  base: string,
  opts: { connections: number; duration: number },
): Promise<BenchRow[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const started = performance.now();
    const added = await topUpOrders(databaseUrl, BENCH_ORDERS);
    if (added)
      console.log(`admin orders: ${added} orders added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const login = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: 'ADMIN', userName: 'admin', password: 'admin1234' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
  const first = (await (await fetch(`${base}/admin/orders`, { headers: { cookie } })).json()) as {
    total: number;
    rows: { documentNo: string; dealer: { code: string } }[];
  };
  const dealers = [...new Set((await dealerCodes(base, cookie)).concat(first.rows.map((r) => r.dealer.code)))];
  const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

  const pagesOfAll = range(200).map((p) => `/admin/orders?page=${p + 1}`);
  const scenarios: { name: string; paths: string[]; changeEveryMs?: number }[] = [
    {
      name: `admin orders: pages 1–200 of all (${first.total.toLocaleString('en')} orders)`,
      paths: pagesOfAll,
    },
    // A busy day: every change to an order drops the kept pages (service.ts), so the next look at each is cold.
    ...(databaseUrl
      ? [1000, 200].map((ms) => ({
          name: `admin orders: pages 1–200 while an order changes every ${ms} ms`,
          paths: pagesOfAll,
          changeEveryMs: ms,
        }))
      : []),
    {
      name: 'admin orders: each stage, pages 1–5',
      paths: STAGES.flatMap((s) => range(5).map((p) => `/admin/orders?stage=${s}&page=${p + 1}`)),
    },
    {
      name: `admin orders: each dealer (${dealers.length}), pages 1–3`,
      paths: dealers.flatMap((d) => range(3).map((p) => `/admin/orders?dealer=${encodeURIComponent(d)}&page=${p + 1}`)),
    },
    {
      name: 'admin orders: a week ending on each of the last 90 days',
      paths: range(90).map((n) => `/admin/orders?from=${day(n + 6)}&to=${day(n)}`),
    },
    {
      name: 'admin orders: a document number',
      paths: range(200).map((n) => `/admin/orders?documentNo=BNC${String(1 + n * 487).padStart(9, '0')}`),
    },
  ];
  // One pass over every question first, as a back office that has been open a while: the process's code is
  // compiled and PostgreSQL's pages are in memory. The scenarios that change orders meanwhile show what a
  // change costs (every kept page dropped).
  for (const path of new Set(scenarios.flatMap((s) => s.paths))) {
    await (await fetch(`${base}${path}`, { headers: { cookie } })).arrayBuffer();
  }
  const rows: BenchRow[] = [];
  for (const s of scenarios) {
    let i = 0;
    const stopChanging = s.changeEveryMs && databaseUrl ? await changeOrders(databaseUrl, s.changeEveryMs) : null;
    const result = await autocannon({
      url: base,
      connections: opts.connections,
      duration: opts.duration,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: s.paths[i++ % s.paths.length]!,
            headers: { ...req.headers, cookie },
          }),
        },
      ],
    });
    await stopChanging?.();
    rows.push({
      name: s.name,
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The dealers' codes of the first pages (the demo has 25 or so). */
async function dealerCodes(base: string, cookie: string): Promise<string[]> {
  const codes = new Set<string>();
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(`${base}/admin/orders?page=${page * 37}`, { headers: { cookie } });
    const body = (await res.json()) as { rows: { dealer: { code: string } }[] };
    for (const r of body.rows) codes.add(r.dealer.code);
  }
  return [...codes];
}

/** Moves a bench order's stage back and forth every `everyMs` (as staff handling orders do) until stopped. */
async function changeOrders(databaseUrl: string, everyMs: number): Promise<() => Promise<void>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let n = 0;
  const timer = setInterval(() => {
    n++;
    void db.query(
      `update orders set stage = case when stage = 'shipped' then 'preparing' else 'shipped' end
       where id = (select id from orders where order_type = $1 order by id offset $2 limit 1)`,
      [BENCH_TYPE, (n * 7919) % 1000],
    );
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await db.end();
  };
}
