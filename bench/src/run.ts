/**
 * `npm run bench`: load figures for the storefront's calls, printed as a table.
 *
 * Starts the built server (server/dist/main.js) on its own port, against DATABASE_URL when set
 * (real PostgreSQL) or a PGlite folder (BENCH_DATA_DIR, default a temp folder with demo data),
 * signs in as the demo dealer and measures each route with autocannon. Each route's throughput
 * is also shown as a fraction of the trivial /health route measured in the same run.
 *
 * Options: --connections 32  --duration 10  --only application,menu
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'trivial JSON (/health)', path: '/health', signedIn: false },
  { name: 'application', path: '/application', signedIn: true },
  { name: 'basket count', path: '/application/getBasketProductCount', signedIn: true },
  { name: 'header menu', path: '/menu/?id=menu.header', signedIn: true },
  { name: 'category menu', path: '/categorymenu/get', signedIn: true },
  { name: 'content page', path: '/page/1', signedIn: true },
  { name: 'check login', path: '/login/CheckLogin', signedIn: true },
];

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

async function startServer(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bayi-bench-data'),
  };
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start in 5 minutes');
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: '120.01.001', userName: 'demo', password: 'demo1234' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function measure(s: Scenario, cookie: string) {
  const result = await autocannon({
    url: `${base}${s.path}`,
    connections,
    duration,
    headers: s.signedIn ? { cookie } : {},
  });
  return {
    name: s.name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const server = await startServer();
  try {
    const cookie = await signIn();
    const rows = [];
    for (const s of SCENARIOS) {
      if (only && s.path !== '/health' && !only.split(',').some((o) => s.name.includes(o) || s.path.includes(o)))
        continue;
      rows.push(await measure(s, cookie));
    }
    const baseline = rows[0]!.reqPerSec;
    console.log(
      `\n${connections} connections, ${duration} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`,
    );
    console.table(
      rows.map((r) => ({
        route: r.name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'of trivial': `${((r.reqPerSec / baseline) * 100).toFixed(0)} %`,
        errors: r.errors,
      })),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
