import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverRoot } from './paths';
import { adminQuery, dropDatabase, withDatabase } from './test/template';

/**
 * WORKERS=2 (workers.ts, docs/operations.md "Several processes"): one command, two server processes on one
 * port. Runs with TEST_DATABASE_URL only (npm run test:pg), on a copy of the test template.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this file needs a PostgreSQL server');

const dbName = `bayi_test_wk_${randomBytes(6).toString('hex')}`;
let port: number;
let primary: ChildProcess;
let output = '';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** The primary's worker processes, from the kernel's list of its children. */
const workerPids = (): number[] =>
  fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

/** Waits until `check` holds (every 100 ms), failing after `withinMs`. */
async function until(withinMs: number, check: () => boolean | Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const url = (p: string) => `http://127.0.0.1:${port}${p}`;

beforeAll(async () => {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') throw new Error('the test template is not in PostgreSQL');
  await adminQuery(serverUrl, `create database ${dbName} template ${template.template}`);
  port = await freePort();
  primary = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: withDatabase(serverUrl, dbName),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DB_POOL_SIZE: '3',
      WORKERS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(90_000, () => output.includes('2 workers serve on one port'));
}, 120_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) {
    primary.kill('SIGKILL');
    for (const pid of workerPids()) process.kill(pid, 'SIGKILL');
  }
  await dropDatabase(serverUrl!, dbName);
}, 60_000);

describe('WORKERS=2', () => {
  it('greets once: one ready line and one list of demo logins for the port', async () => {
    await until(10_000, () => output.includes('Demo logins'));
    // Both workers listen before the primary says so: a second greeting would be out by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(output.match(/Bayi is ready in/g)).toHaveLength(1);
    expect(output.match(/Demo logins/g)).toHaveLength(1);
  });

  it('serves one port from two processes that share sessions, and replaces a worker that dies', async () => {
    const first = workerPids();
    expect(first).toHaveLength(2);
    // A dealer signs in through one worker; its session holds on whichever worker answers next.
    const signIn = await fetch(url('/login/spa'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url('') },
      body: JSON.stringify({ cariNo: '120.01.001', userName: 'demo', password: 'demo1234' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    for (let i = 0; i < 10; i++) {
      // New connections each time: node:cluster hands each to the next worker.
      const res = await fetch(url('/login/CheckLogin'), { headers: { cookie, connection: 'close' } });
      expect(await res.json()).toBe(true);
    }

    process.kill(first[0]!, 'SIGKILL');
    await until(30_000, () => output.includes('starting another'));
    await until(60_000, () => {
      const now = workerPids();
      return now.length === 2 && !now.includes(first[0]!);
    });
    await until(60_000, async () => (await fetch(url('/health'), { headers: { connection: 'close' } })).ok);
  }, 150_000);

  it('stops every worker, and itself, on SIGINT', async () => {
    const workers = workerPids();
    const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)));
    primary.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 30_000);
});
