/** Starting a built server for a bench and signing in its demo dealers (run.ts, compare.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  base: string;
  child: ChildProcess;
}

/**
 * `<root>/server/dist/main.js` on 127.0.0.1:`port` with `env` over the bench's own environment, started as
 * `npm start` and docs/operations.md run it (a young generation of 64 MB, docs/performance.md). Resolves once ready:
 * listening, and the catalogue index built (until then PostgreSQL answers the lists: not what is measured).
 *
 * BENCH_NODE_ARGS adds V8 flags to the server's command line only (`--trace-gc`, `--trace-gc-nvp`, `--cpu-prof`):
 * Node refuses most of them in NODE_OPTIONS, and there they would reach the load generator too.
 */
export async function startBenchServer(options: {
  root: string;
  port: number;
  env: Record<string, string>;
  stdout: 'inherit' | 'ignore';
  name?: string;
}): Promise<BenchServer> {
  const { root, port, env, stdout, name = 'server' } = options;
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', ...nodeArgs, path.join(root, 'server/dist/main.js')],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', stdout, 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // 10 minutes: at 1,000,000 products the index takes a while to build.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGINT');
  throw new Error(`${name} was not ready in 10 minutes`);
}

/**
 * What Chrome sends as Accept-Encoding: with `--compressed`, the bench asks as a dealer's browser does, and the server
 * compresses what it answers (without it, as autocannon asks by default: the plain bytes).
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The demo dealers 120.01.001, 120.01.002, … each have the user demo / demo1234: dealer `n`'s session cookie. */
export async function signIn(base: string, n: number): Promise<string> {
  const cariNo = `120.01.${String(n).padStart(3, '0')}`;
  const res = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo, userName: 'demo', password: 'demo1234' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in of ${cariNo} failed: ${res.status}`);
  return cookie;
}

/** Sessions of dealers 1 … `count`. */
export function signInDealers(base: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signIn(base, i + 1)));
}
