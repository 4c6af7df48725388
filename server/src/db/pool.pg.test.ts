import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminQuery, dropDatabase, withDatabase } from '../test/template';
import { openDatabase } from './client';

/**
 * The connection pool a server starts with: filled at start and kept while unused for DB_POOL_IDLE_SECONDS,
 * so the first dealers after a start, or after a while the catalogue answered from memory, do not each wait for a new
 * connection. Runs with TEST_DATABASE_URL only (npm run test:pg).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this file needs a PostgreSQL server');

const name = `bayi_test_pool_${randomBytes(4).toString('hex')}`;
const url = withDatabase(serverUrl, name);

beforeAll(async () => {
  await adminQuery(serverUrl, `create database ${name}`);
});
afterAll(async () => {
  await dropDatabase(serverUrl, name);
});

/** Connections open on the test database, seen from the server's side. */
async function connections(): Promise<number> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the pool', () => {
  it('is filled to its size at start, and its connections stay open while unused', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 4, poolIdleMs: 60_000 });
    try {
      expect(await connections()).toBe(0);
      await database.fillPool();
      expect(await connections()).toBe(4);
      await pause(800);
      expect(await connections()).toBe(4);
      // And they answer.
      await expect(database.db.execute('select 1')).resolves.toBeDefined();
    } finally {
      await database.close();
    }
    expect(await connections()).toBe(0);
  });

  it('closes a connection unused for longer than its idle time', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 3, poolIdleMs: 200 });
    try {
      await database.fillPool();
      expect(await connections()).toBe(3);
      await expect.poll(connections, { timeout: 5_000 }).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('a pool PostgreSQL will not fill is logged and the start goes on: the connections it has answer', async () => {
    const limited = `${name}_limited`;
    await adminQuery(serverUrl, `create database ${limited} connection limit 2`);
    const errors: string[] = [];
    const logError = vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message));
    const database = await openDatabase({
      databaseUrl: withDatabase(serverUrl, limited),
      dataDir: 'memory://',
      poolSize: 4,
    });
    try {
      await database.fillPool();
      expect(errors).toHaveLength(1);
      // At least two are refused; PostgreSQL counts a database's backends while they are still starting, so of four
      // asked for at once, more than the limit's worth may be refused. One message either way.
      const refused = /^PostgreSQL: (\d) of 4 pool connections not opened at start: .*too many connections/.exec(
        errors[0]!,
      );
      expect(Number(refused?.[1])).toBeGreaterThanOrEqual(2);
      await expect(database.db.execute('select 1')).resolves.toBeDefined();
    } finally {
      logError.mockRestore();
      await database.close();
      await dropDatabase(serverUrl, limited);
    }
  });

  it('embedded there is one connection, open from the start: filling it is a no-op', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.fillPool();
      await expect(database.db.execute('select 1')).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });
});
