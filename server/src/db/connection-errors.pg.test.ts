import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, dropDatabase, withDatabase } from '../test/template';
import { openDatabase } from './client';
import { databaseTarget, DatabaseUnavailableError } from './connection-errors';

/**
 * A PostgreSQL server refusing the start: the real errors of a wrong password, a missing database
 * and missing rights, and start-up turns between processes. Runs with TEST_DATABASE_URL only
 * (npm run test:pg; vitest.config.ts leaves *.pg.test.ts out otherwise).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: this file needs a PostgreSQL server');

const suffix = randomBytes(4).toString('hex');
const noRights = `bayi_test_norights_${suffix}`;
const turns = `bayi_test_turns_${suffix}`;
const user = databaseTarget(serverUrl).user;

beforeAll(async () => {
  // A database this role may connect to but not create anything in: the owner gives up CREATE
  // (a role of its own would need CREATEROLE, which the test role does not have).
  await adminQuery(serverUrl, `create database ${noRights}`);
  await adminQuery(serverUrl, `revoke create on database ${noRights} from public, "${user}"`);
  await adminQuery(serverUrl, `create database ${turns}`);
});
afterAll(async () => {
  await dropDatabase(serverUrl, noRights);
  await dropDatabase(serverUrl, turns);
});

async function migrateError(databaseUrl: string): Promise<Error> {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await database.migrate();
  } catch (err) {
    return err as Error;
  } finally {
    await database.close();
  }
  throw new Error('expected the migration to fail');
}

function expectExplained(err: Error, databaseUrl: string, sqlState: string, cause: RegExp, remedy: RegExp) {
  expect(err).toBeInstanceOf(DatabaseUnavailableError);
  expect((err.cause as Error & { cause?: { code?: string } }).cause?.code).toBe(sqlState);
  const t = databaseTarget(databaseUrl);
  const [what, todo, ...rest] = err.message.split('\n');
  expect(rest).toEqual([]);
  expect(what).toContain(`database "${t.database}" on ${t.host}:${t.port} as user "${t.user}"`);
  expect(what).toMatch(cause);
  expect(todo).toMatch(remedy);
}

describe('PostgreSQL refusing the start', () => {
  it('a wrong password (28P01) is named, the password is not', async () => {
    const u = new URL(serverUrl);
    u.password = 'wrong-Password-42';
    const err = await migrateError(u.toString());
    expectExplained(err, u.toString(), '28P01', /refused the password/, /user and password in DATABASE_URL/);
    expect(err.message).not.toContain('wrong-Password-42');
  });

  it('a missing database (3D000) says how to create it', async () => {
    const url = withDatabase(serverUrl, `bayi_test_missing_${suffix}`);
    expectExplained(
      await migrateError(url),
      url,
      '3D000',
      /the database does not exist/,
      new RegExp(`createdb -O ${user} bayi_test_missing_${suffix}`),
    );
  });

  it('a role without CREATE on the database (42501) is told what right it needs', async () => {
    const url = withDatabase(serverUrl, noRights);
    expectExplained(
      await migrateError(url),
      url,
      '42501',
      /lacks a right \(permission denied for database/,
      /OWNER TO|GRANT it CREATE/,
    );
  });
});

describe('start-up turns', () => {
  it('two processes starting on one database prepare it one after the other', async () => {
    const url = withDatabase(serverUrl, turns);
    const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: url, dataDir: 'memory://' })));
    const events: string[] = [];
    let entered!: () => void;
    const aInside = new Promise<void>((resolve) => (entered = resolve));
    try {
      const first = a!.withStartupLock(async () => {
        entered();
        events.push('a starts');
        await a!.migrate();
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('a done');
      });
      await aInside;
      const second = b!.withStartupLock(
        async () => {
          events.push('b starts');
          await b!.migrate(); // nothing left to do
          events.push('b done');
        },
        () => events.push('b waits'),
      );
      await Promise.all([first, second]);
      expect(events).toEqual(['a starts', 'b waits', 'a done', 'b starts', 'b done']);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});
