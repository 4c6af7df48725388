/**
 * `npm run bench`: load figures for the storefront's calls, printed as a table.
 *
 * Starts the built server (server/dist/main.js) on its own port, against DATABASE_URL when set
 * (real PostgreSQL) or a PGlite folder (BENCH_DATA_DIR, default a temp folder with demo data),
 * signs in as several demo dealers (requests rotate through their sessions, so each dealer's
 * prices are computed) and measures each route with autocannon. Each route's throughput is also
 * shown as a fraction of the trivial /health route measured in the same run, and what each request cost in CPU:
 * the server's processes and PostgreSQL's (cpu.ts; Linux), the figure that moves least with the host's load.
 *
 * Then the basket and ordering calls (orders.ts) and the reports (reports.ts: a year of each report,
 * document detail, the Excel and PDF exports; on dealer 120.01.900 after `npm run seed -- --busy-dealer`).
 *
 * Then card payments on the Test POS (payments.ts: the ratio look-up under load, starting a payment).
 *
 * First the dealer-like mix (dealer-mix.ts): thousands of distinct questions from the catalogue's own
 * words, codes and barcodes, on a server with its list cache off — what a few hundred dealers searching at once
 * cost; half of them on the freshly started server, the other half once it has run (measureMix). Then the "warm"
 * figures: a few questions asked over and over, as the caches serve them.
 *
 * Then the back office's order list at 100,000 orders (admin-orders.ts).
 *
 * Then imports (imports.ts, PostgreSQL only): 200,000 products with 3 price lists and stock, 50,000
 * account movements, through the back office's upload, and the same files again.
 *
 * Then Hızlı Sipariş: 500-line lists resolved at a dealer's prices (quick-order.ts).
 *
 * Options: --connections 32  --duration 10  --only mix,autocomplete,search,basket,payments,reports,admin,quickorder,import
 *          --dealers 10
 *          --workers 2 (WORKERS: server processes on the port, one per core; PostgreSQL only)
 *          --compressed (every request with a browser's Accept-Encoding: answers compressed, as dealers get them)
 *          --cold (SHARED_CACHE_SECONDS=0 LIST_CACHE_SECONDS=0: no page, product or settings cache; every request
 *          reads PostgreSQL — the figure for a query nobody asked in the last few seconds)
 * Environment: DATABASE_URL, BENCH_DATA_DIR, BENCH_NODE_ARGS (V8 flags for the server alone: server.ts).
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresCpuMs, perRequestUs, serverCpuMs } from './cpu';
import { dealerMix } from './dealer-mix';
import { measureOrders, type BenchRow } from './orders';
import { measurePayments } from './payments';
import { measureReports } from './reports';
import { measureAdminOrders } from './admin-orders';
import { measureImports, type ImportBenchRow } from './imports';
import { measureQuickOrder } from './quick-order';
import { BROWSER_ACCEPT_ENCODING, signInDealers, startBenchServer } from './server';

interface Scenario {
  name: string;
  /** Requests rotate through these paths, so no answer is the same one over and over. */
  paths: string[];
  signedIn: boolean;
  /** The dealer-like mix: every question new (no warm-up), each request the next dealer's. */
  mix?: boolean;
}

interface CategoryNode {
  id: number;
  childs: CategoryNode[];
}

const QUERIES = [
  'kablo',
  'led panel',
  'priz',
  'anahtar',
  'sigorta',
  'vida',
  'dübel',
  'ışık',
  'IŞIK',
  'nym 3x2,5',
  'kalbo',
  'pense',
  'tornavida',
  'buat',
  'klemens',
  'spot',
  'şalter',
  'eldiven',
  'matkap',
  'boru',
];
const PREFIXES = [
  'ka',
  'kab',
  'kabl',
  'le',
  'led',
  'pr',
  'pri',
  'an',
  'sig',
  'vi',
  'dü',
  'ış',
  'nym',
  'pen',
  'tor',
  'bu',
  'kle',
  'sp',
  'şa',
  'el',
];

/** The machine's own speed in the same run: every other figure is read against it ('of trivial'). */
const trivial = (name = 'trivial JSON (/health)'): Scenario => ({ name, paths: ['/health'], signedIn: false });

/** The calls a dealer makes all day, on the catalogue the server has. */
async function scenarios(): Promise<Scenario[]> {
  const { items } = (await (await fetch(`${base}/categorymenu/get`)).json()) as { items: CategoryNode[] };
  const leaves: number[] = [];
  const walk = (n: CategoryNode) => (n.childs.length ? n.childs.forEach(walk) : leaves.push(n.id));
  items.forEach(walk);
  const pages = [1, 2, 3];
  return [
    trivial(),
    { name: 'warm: application', paths: ['/application'], signedIn: true },
    { name: 'warm: category menu', paths: ['/categorymenu/get'], signedIn: true },
    {
      name: 'warm: category list (top level)',
      paths: items.flatMap((c) => pages.map((p) => `/category/${c.id}?page=${p}`)),
      signedIn: true,
    },
    {
      name: 'warm: category list (30 leaves, by price)',
      paths: leaves.slice(0, 30).flatMap((id) => pages.map((p) => `/category/${id}?page=${p}&f=fiyat&d=asc`)),
      signedIn: true,
    },
    {
      name: 'warm: search results (20 terms × 3 pages)',
      paths: QUERIES.flatMap((q) => pages.map((p) => `/search/?q=${encodeURIComponent(q)}&page=${p}`)),
      signedIn: true,
    },
    {
      name: 'warm: autocomplete (40 questions)',
      paths: [...PREFIXES, ...QUERIES].map((q) => `/search/autocompletev2?q=${encodeURIComponent(q)}&stok=false`),
      signedIn: true,
    },
    {
      name: 'warm: product detail (50 ids)',
      paths: Array.from({ length: 50 }, (_, i) => `/product/${i * 37 + 1}`),
      signedIn: true,
    },
  ];
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(arg('port', '3300'));
const base = `http://127.0.0.1:${port}`;
const connections = Number(arg('connections', '32'));
const duration = Number(arg('duration', '10'));
const only = arg('only', '');
const dealerCount = Number(arg('dealers', '10'));
const cold = process.argv.includes('--cold');
const compressed = process.argv.includes('--compressed');
const acceptCompressed = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
const workers = arg('workers', '1');
const onPostgres = Boolean(process.env.DATABASE_URL);
/** The server being measured (its CPU is read around each load). */
let servingPid: number | undefined;

async function startServer(extra: Record<string, string> = {}): Promise<ChildProcess> {
  const { child } = await startBenchServer({
    root,
    port,
    stdout: 'inherit',
    env: {
      ...extra,
      DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bayi-bench-data'),
      ...(cold ? { SHARED_CACHE_SECONDS: '0', LIST_CACHE_SECONDS: '0' } : {}),
      WORKERS: workers,
    },
  });
  servingPid = child.pid;
  return child;
}

/**
 * One request per path and dealer before measuring, as a server that has been up for a while
 * has seen them (a load test measures the steady state). --cold measures the other extreme.
 */
async function warmUp(s: Scenario, cookies: string[]) {
  const calls = (s.signedIn ? cookies : ['']).flatMap((cookie) => s.paths.map((p) => ({ p, cookie })));
  for (let i = 0; i < calls.length; i += 8) {
    await Promise.all(
      calls
        .slice(i, i + 8)
        .map(({ p, cookie }) => fetch(base + p, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer())),
    );
  }
}

async function measure(s: Scenario, cookies: string[]): Promise<BenchRow> {
  if (!cold && !s.mix) await warmUp(s, cookies);
  let i = 0;
  const serverBefore = serverCpuMs(servingPid);
  const postgresBefore = onPostgres ? postgresCpuMs() : null;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          // Every path is asked by every dealer in turn: each dealer's prices are computed.
          const n = i++;
          const path = s.paths[n % s.paths.length]!;
          const cookie = s.mix
            ? cookies[n % cookies.length]!
            : cookies[Math.floor(n / s.paths.length) % cookies.length]!;
          const headers = {
            ...(s.signedIn ? { ...req.headers, cookie } : {}),
            ...(compressed ? acceptCompressed : {}),
          };
          return { ...req, path, headers };
        },
      },
    ],
  });
  const total = result.requests.total;
  return {
    name: s.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverUs: perRequestUs(serverBefore, serverCpuMs(servingPid), total),
    postgresUs: onPostgres ? perRequestUs(postgresBefore, postgresCpuMs(), total) : null,
  };
}

/** A shuffled list's two halves, alternate distinct items each: no item is in both. */
function halvesOf<T>(items: T[]): { first: T[]; second: T[] } {
  const distinct = [...new Set(items)];
  return { first: distinct.filter((_, i) => i % 2 === 0), second: distinct.filter((_, i) => i % 2 === 1) };
}

const wanted = (name: string) => !only || only.split(',').some((o) => name.includes(o));

/**
 * The dealer-like mix (dealer-mix.ts) on a server whose list cache is off, so every question is new to it:
 * the default catalogue figures, in two passes over two halves of each scenario's questions (shuffled, so
 * no question of the second half was asked in the first):
 * - "first pass": a server just started — its code not yet compiled to machine code, no product row read yet;
 * - the second pass: the same server once the first pass has run, every question still one it was never asked
 *   (the goal: a server that has been up a while, dealers each asking their own thing).
 * The trivial route is measured on the same server, before the mix and again after it: these hosts change speed by
 * half and more from one minute to the next (docs/performance.md), and the two figures say whether a run's p99s came
 * from one phase of the host or two.
 */
async function measureMix(): Promise<BenchRow[]> {
  const server = await startServer({ LIST_CACHE_SECONDS: '0' });
  try {
    const cookies = await signInDealers(base, dealerCount);
    const rows = [await measure(trivial(), cookies)];
    const mix = (await dealerMix(base, cookies[0]!)).filter((s) => wanted(`mix: ${s.name}`));
    const halves = mix.map((s) => ({ s, ...halvesOf(s.paths) }));
    for (const { s, first } of halves) {
      const name = `mix, first pass (fresh server): ${s.name.replace(/ \(\d+( questions)?\)$/, '')} (${first.length})`;
      rows.push(await measure({ ...s, name, paths: first, mix: true }, cookies));
    }
    for (const { s, second } of halves) {
      const name = `mix: ${s.name.replace(/ \(\d+( questions)?\)$/, '')} (${second.length} new questions)`;
      rows.push(await measure({ ...s, name, paths: second, mix: true }, cookies));
    }
    if (halves.length > 0) rows.push(await measure(trivial('trivial JSON (/health), after the mix'), cookies));
    return rows;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  const rows: BenchRow[] = [];
  const importRows: ImportBenchRow[] = [];
  if (!only || only.split(',').includes('mix')) rows.push(...(await measureMix()));
  const server = await startServer();
  // The CPU and memory figures read one process's /proc: with workers, the primary is not the one serving.
  const serverPid = workers === '1' ? server.pid : undefined;
  try {
    const cookies = await signInDealers(base, dealerCount);
    for (const s of await scenarios()) {
      const first = s.paths[0] === '/health';
      if (first ? rows.length > 0 : !wanted(s.name)) continue;
      rows.push(await measure(s, cookies));
    }
    if (!only || only.split(',').includes('basket')) {
      rows.push(...(await measureOrders(base, { connections, duration })));
    }
    if (!only || only.split(',').includes('payments')) {
      rows.push(...(await measurePayments(base, { connections, duration })));
    }
    if (!only || only.split(',').includes('reports')) {
      rows.push(...(await measureReports(base, { connections, duration, serverPid })));
    }
    if (!only || only.split(',').includes('admin')) {
      rows.push(...(await measureAdminOrders(base, { connections, duration })));
    }
    if (!only || only.split(',').includes('quickorder')) rows.push(...(await measureQuickOrder(base)));
    // Imports change the catalogue: measured last, and they put it back as it was.
    if (!only || only.split(',').includes('import')) importRows.push(...(await measureImports(base, { serverPid })));
    const baseline = rows[0]!.reqPerSec;
    console.log(
      `\n${connections} connections, ${duration} s each, ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores, ${dealerCount} dealers, ${workers} server process${workers === '1' ? '' : 'es'}${cold ? ', cold (no cache)' : ''}`,
    );
    console.table(
      rows.map((r) => ({
        route: r.name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'of trivial': `${((r.reqPerSec / baseline) * 100).toFixed(0)} %`,
        'server µs/req': r.serverUs ?? '—',
        'PostgreSQL µs/req': r.postgresUs ?? '—',
        errors: r.errors,
      })),
    );
    if (importRows.length > 0) {
      console.log(
        '\nImports (upload to end of job; memory: peak server RSS growth from upload to 8 s after the end, the index rebuild included)',
      );
      console.table(
        importRows.map((r) => ({
          import: r.name,
          rows: r.rows,
          s: r.seconds,
          'rows/s': r.rowsPerSec,
          created: r.created,
          updated: r.updated,
          unchanged: r.unchanged,
          failed: r.failed,
          'memory MB': r.memoryGrowthMb ?? '—',
        })),
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
