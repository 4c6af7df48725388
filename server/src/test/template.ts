import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { generateDemoData } from '../demo/generate';

/** The demo data the API tests run on: the real generator, a smaller catalogue. */
export const TEST_PRODUCT_COUNT = 400;
export const TEMPLATE_DB = 'bayi_test_template';

async function fill(database: Database): Promise<void> {
  await database.migrate();
  await generateDemoData(database.db, { products: TEST_PRODUCT_COUNT });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database, closing its connections. An autovacuum worker busy in it belongs to no role, and a
 * role that is not a superuser may not end it ("must be a member of the role whose process is being
 * terminated"): it finishes within moments, so the drop is tried again.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '42501' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function buildTemplate(postgresUrl: string | undefined, dumpPath: string) {
  if (postgresUrl) {
    await dropDatabase(postgresUrl, TEMPLATE_DB);
    await adminQuery(postgresUrl, `create database ${TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: withDatabase(postgresUrl, TEMPLATE_DB), dataDir: 'memory://' });
    await fill(database);
    await database.close();
    return { kind: 'postgres' as const, url: postgresUrl, template: TEMPLATE_DB };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await fill(database);
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { kind: 'pglite' as const, dumpPath };
}

export { withDatabase };
