/**
 * Two builds of the server on one host phase (`npm run bench:compare -- <before checkout> <after checkout>`).
 *
 * On this project's shared two-core hosts the trivial route alone varies twofold from one run to the next, so two
 * builds benched one after the other differ by the host as much as by the code. Here both servers run at once, on
 * the same database, and get the same questions of the dealer mix (dealer-mix.ts) in turn: chunks of 1,000
 * requests at 32 connections, in the order A B B A A B …, each server's CPU read around each of its chunks. Their
 * ratio is what one build costs against the other; req/s and p99 are not compared (each chunk starts cold).
 *
 * Each checkout must have its server built (`npm run build -w server`). Options: --only leaves,search
 * (substrings of the mix's scenario names; default every scenario), --requests 10000 (per pass and server),
 * --chunk 1000, --compressed (a browser's Accept-Encoding: answers compressed), --ports 3501,3502 (A's and B's, for
 * a host where several people bench at once). DATABASE_URL as for
 * `npm run bench`, or the embedded PGlite data of each checkout.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverCpuMs } from './cpu';
import { dealerMix } from './dealer-mix';
import { BROWSER_ACCEPT_ENCODING, signInDealers, startBenchServer } from './server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
/** A flag without a value: true when given (and taken out of the checkout paths). */
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args.splice(i, 1).length === 1;
};
const only = option('only', '')
  .split(',')
  .filter((s) => s !== '');
const requests = Number(option('requests', '10000'));
const chunk = Number(option('chunk', '1000'));
const compressed = flag('compressed');
const ports = option('ports', '3501,3502').split(',').map(Number);
// npm runs this in bench/: paths are taken from where `npm run bench:compare` was typed.
const roots = args.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a));
if (roots.length !== 2) {
  console.error(
    'usage: npm run bench:compare -- <before checkout> <after checkout> [--only leaves,search] [--compressed]',
  );
  process.exit(2);
}

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  cookies: string[];
}

async function start(name: string, root: string, port: number): Promise<Server> {
  const env = {
    LIST_CACHE_SECONDS: '0',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `bayi-bench-compare-${port}`),
  };
  const { base, child } = await startBenchServer({ root, port, env, stdout: 'ignore', name });
  return { name, base, child, cookies: await signInDealers(base, 10) };
}

/** `amount` requests of `paths` from the `from`-th on, every tenth by the same dealer; the server's CPU ms. */
async function chunkOf(s: Server, signedIn: boolean, paths: string[], from: number, amount: number) {
  let n = from;
  const before = serverCpuMs(s.child.pid)!;
  const result = await autocannon({
    url: s.base,
    connections: 32,
    amount,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const headers = {
            ...(signedIn ? { ...req.headers, cookie: s.cookies[i % s.cookies.length]! } : {}),
            ...(compressed ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}),
          };
          return { ...req, path: paths[i % paths.length]!, headers };
        },
      },
    ],
  });
  if (result.errors || result.non2xx) throw new Error(`${s.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { cpuMs: serverCpuMs(s.child.pid)! - before, answered: result.requests.total };
}

const servers = await Promise.all([start('A', roots[0]!, ports[0]!), start('B', roots[1]!, ports[1]!)]);
try {
  // Making the questions reads pages of the catalogue: from both servers, so both have read the same.
  const [mix] = await Promise.all(servers.map((s) => dealerMix(s.base, s.cookies[0]!)));
  console.log(`A ${roots[0]}\nB ${roots[1]}\n${requests} requests per pass and server, in chunks of ${chunk}`);
  for (const scenario of mix!.filter((m) => only.length === 0 || only.some((o) => m.name.includes(o)))) {
    // Half of the questions, then the other half (as `npm run bench`'s two passes; only the first scenario's first
    // pass meets fresh servers).
    const distinct = [...new Set(scenario.paths)];
    for (const pass of [0, 1]) {
      const paths = distinct.filter((_, i) => i % 2 === pass);
      const cpu = [0, 0];
      const answered = [0, 0];
      for (let from = 0, round = 0; from < requests; from += chunk, round++) {
        for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const r = await chunkOf(servers[k]!, scenario.signedIn, paths, from, Math.min(chunk, requests - from));
          cpu[k]! += r.cpuMs;
          answered[k]! += r.answered;
        }
      }
      const us = (k: number) => Math.round((cpu[k]! * 1000) / answered[k]!);
      console.log(
        `${pass === 0 ? 'first' : 'second'} pass, ${scenario.name}: A ${us(0)} µs/req, B ${us(1)} µs/req, B/A ${(us(1) / us(0)).toFixed(2)}`,
      );
    }
  }
} finally {
  for (const s of servers) s.child.kill('SIGINT');
}
