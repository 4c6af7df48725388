import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { openDatabase } from './client';
import { databaseTarget, DatabaseUnavailableError, describeTarget, explainDatabaseError } from './connection-errors';

/** Real connection failures, without a PostgreSQL server (connection-errors.pg.test.ts has the server's refusals). */

const servers: net.Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A port on 127.0.0.1 that nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that is not PostgreSQL: it says nothing, or hangs up at once. */
async function fakeServer(onConnection: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** What the start would say: the error of the first thing it does with the database. */
async function startError(databaseUrl: string, step: 'migrate' | 'lock' = 'migrate'): Promise<Error> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', connectTimeoutMs: 500 });
  try {
    await (step === 'migrate' ? database.migrate() : database.withStartupLock(async () => undefined));
  } catch (err) {
    return err as Error;
  } finally {
    await database.close();
  }
  throw new Error('expected the database to fail');
}

const PASSWORD = 's3cret-pw';

function expectExplained(err: Error, url: string, cause: RegExp) {
  expect(err).toBeInstanceOf(DatabaseUnavailableError);
  const lines = err.message.split('\n');
  expect(lines).toHaveLength(2);
  const t = databaseTarget(url);
  expect(lines[0]).toContain(`database "${t.database}" on ${t.host}:${t.port} as user "${t.user}"`);
  expect(lines[0]).toMatch(cause);
  expect(lines[1]).toMatch(/DATABASE_URL|PostgreSQL|createdb|GRANT/);
  expect(err.message).not.toContain(PASSWORD);
}

describe('explaining why PostgreSQL cannot be used', () => {
  it('nothing listens on the port: connection refused, host and port named', async () => {
    const url = `postgres://bayi:${PASSWORD}@127.0.0.1:${await closedPort()}/shop`;
    const err = await startError(url);
    // The driver's error arrives wrapped by Drizzle ("Failed query: CREATE SCHEMA…").
    expect((err.cause as Error).message).toMatch(/Failed query/);
    expectExplained(err, url, /connection was refused/);
  });

  it('the host name does not resolve', async () => {
    const url = `postgres://bayi:${PASSWORD}@no-such-host.invalid:5432/shop`;
    expectExplained(await startError(url), url, /host "no-such-host\.invalid" was not found \((ENOTFOUND|EAI_AGAIN)\)/);
  });

  it('the host does not answer within the connect timeout', async () => {
    const port = await fakeServer(() => undefined);
    const url = `postgres://bayi:${PASSWORD}@127.0.0.1:${port}/shop`;
    expectExplained(await startError(url, 'lock'), url, /no answer in time/);
  });

  it('something else than PostgreSQL hangs up', async () => {
    const port = await fakeServer((socket) => socket.destroy());
    const url = `postgres://bayi:${PASSWORD}@127.0.0.1:${port}/shop`;
    expectExplained(await startError(url), url, /closed the connection/);
  });

  it('a malformed URL is refused without repeating it', async () => {
    const url = `postgres://bayi:${PASSWORD}@db:port/shop`;
    const err = await openDatabase({ databaseUrl: url, dataDir: 'memory://' }).then(
      () => new Error('expected openDatabase to refuse the URL'),
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    expect(err.message).toMatch(/^DATABASE_URL is not a valid connection string/);
    expect(err.message).not.toContain(PASSWORD);
  });

  it('other errors are left alone (a bug shows whole)', () => {
    const target = databaseTarget('postgres://bayi@localhost:5432/shop');
    expect(explainDatabaseError(new TypeError('x is undefined'), target)).toBeUndefined();
    expect(explainDatabaseError(Object.assign(new Error('syntax error'), { code: '42601' }), target)).toBeUndefined();
  });

  it('a socket folder is named as such', () => {
    const target = databaseTarget('postgresql://bayi@/shop?host=/var/run/postgresql');
    expect(describeTarget(target)).toBe('database "shop" on socket /var/run/postgresql, port 5432 as user "bayi"');
  });
});

describe('the server start', () => {
  it('says in two lines what failed and exits with 1, without a stack trace', async () => {
    const port = await closedPort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: `postgres://shop:${PASSWORD}@127.0.0.1:${port}/shopdb`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `Bayi cannot start: Cannot use the database "shopdb" on 127.0.0.1:${port} as user "shop": the connection was refused (nothing listens on 127.0.0.1:${port}).`,
      'Start PostgreSQL there, or correct the host and port in DATABASE_URL.',
    ]);
  });
});
