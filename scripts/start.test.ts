import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/start.mjs) as a user runs it: build what is missing or older than its
 * sources, then serve; stopped with Ctrl+C (SIGINT) and started again on the same data folder.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-start-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  port: number;
  output: () => string;
  /** Ctrl+C: SIGINT, then the exit code. */
  stop: () => Promise<number | null>;
}

/** Runs `node scripts/start.mjs` on the test's data folder; resolves once it serves, or rejects with its output. */
async function start(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Vitest's NODE_ENV=test would reach the web build through the start script.
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  });
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Bayi is ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`npm start exited with ${code} before serving:\n${output}`)));
  });
  return {
    port,
    output: () => output,
    stop: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

/**
 * The newest account movement of the demo dealer, as it signs in and reads Genel Hareketler for the last month:
 * the demo's history ends on the machine's today under `npm start` (tests choose their own day instead).
 */
async function newestMovement(port: number): Promise<Date> {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: '120.01.001', userName: 'demo', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const day = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '.');
  const now = new Date();
  const from = new Date(now.getTime() - 31 * 86_400_000);
  const until = new Date(now.getTime() + 86_400_000);
  const res = await fetch(`${base}/report/genelhareket?begin=${day(from)}&end=${day(until)}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const rows = (await res.json()) as { TARIH: string }[];
  expect(rows.length).toBeGreaterThan(0);
  return new Date(Math.max(...rows.map((r) => Date.parse(r.TARIH))));
}

async function application(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/application`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('npm start', () => {
  it('starts, stops with Ctrl+C and starts again on the same data folder without rebuilding', async () => {
    const first = await start();
    expect(first.output()).toContain('generating demo data');
    const answer = await application(first.port);
    expect(answer.status).toBe(200);
    // The demo's history ends on the machine's today, not on the tests' fixed day.
    const newest = await newestMovement(first.port);
    expect(Date.now() - newest.getTime()).toBeLessThan(31 * 86_400_000);
    expect(newest.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('SIGINT received');
    expect(fs.existsSync(path.join(dataDir, 'bayi.lock'))).toBe(false);

    const second = await start();
    expect(second.output()).not.toMatch(/Building|generating demo data/);
    expect(await application(second.port)).toEqual(answer);
    expect(await second.stop()).toBe(0);
  });

  it('a second start on a folder in use stops with a clear message', async () => {
    const first = await start();
    try {
      const second = await start().catch((err: Error) => err);
      expect(second).toBeInstanceOf(Error);
      const message = (second as Error).message;
      expect(message).toMatch(/Bayi cannot start: The database in .* is in use by another Bayi process \(pid \d+\)/);
      expect(message).toContain('exited with 1');
      expect(message).not.toMatch(/^\s+at /m); // no stack trace
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it('rebuilds the server when a source is newer than the build, then serves', async () => {
    // Touch a server source (its content stays), then give it its own time back.
    const source = path.join(root, 'server/src/main.ts');
    const { atime, mtime } = fs.statSync(source);
    const later = new Date(Math.max(Date.now(), fs.statSync(path.join(root, 'server/dist/main.js')).mtimeMs) + 2000);
    fs.utimesSync(source, later, later);
    try {
      const started = await start();
      expect(started.output()).toContain('Building the server…');
      expect(started.output()).toContain('server built');
      expect((await application(started.port)).status).toBe(200);
      expect(await started.stop()).toBe(0);
    } finally {
      fs.utimesSync(source, atime, mtime);
    }
  });
});
