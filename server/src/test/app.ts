import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { adminQuery, dropDatabase, withDatabase } from './template';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Raw SQL for arranging and checking data behind the API's back. */
  query(statement: SQL): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** A fresh copy of the demo database and an app on it, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { now?: () => Date; logger?: AppDeps['logger']; payments?: AppDeps['payments'] } = {},
): Promise<TestContext> {
  const template = inject('dbTemplate');
  // Tests arrange data behind the API's back, so nothing is served from the shared-data cache.
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SHARED_CACHE_SECONDS: '0',
    LIST_CACHE_SECONDS: '0',
    SESSION_CACHE_SECONDS: '0',
    API_KEY_CACHE_SECONDS: '0',
    // The catalogue's production read path — its index, the row cache and the off-heap row copy — with the
    // catalogue's version and change feed read on every request instead of on a timer: never stale.
    CATALOG_INDEX_POLL_MS: '0',
    PAYMENT_RECONCILE_SECONDS: '0',
    // The TCMB rates file is read by the tests themselves, from a local server; never from the Central Bank.
    TCMB_POLL_MINUTES: '0',
    TCMB_URL: 'http://127.0.0.1:9/kurlar/today.xml',
    // Import jobs are run by the tests themselves (runner.runOnce), at the moment they choose.
    IMPORT_POLL_MS: '0',
    // Webhook tests drive the loop's rounds themselves (modules/webhooks/worker.ts runOnce).
    WEBHOOK_POLL_MS: '0',
    ...env,
  });
  let database: Database;
  let drop = async () => {};
  if (template.kind === 'postgres') {
    const name = `bayi_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(template.url, `create database ${name} template ${template.template}`);
    database = await openDatabase({ databaseUrl: withDatabase(template.url, name), dataDir: 'memory://' });
    drop = () => dropDatabase(template.url, name);
  } else {
    const dump = new Blob([fs.readFileSync(template.dumpPath)]);
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const app = await buildApp({
    config,
    database,
    now: opts.now,
    validateResponses: true,
    logger: opts.logger,
    payments: opts.payments,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    query: (statement) => database.db.execute(statement) as unknown as Promise<{ rows: Record<string, unknown>[] }>,
    async close() {
      const undeclared = [...new Set(app.undeclaredAnswers)];
      await app.close();
      await database.close();
      await drop();
      // Each such answer was already a 500 to its test; listed here too, in case a test did not look.
      if (undeclared.length > 0) {
        throw new Error(`answers the OpenAPI document does not declare:\n${undeclared.join('\n')}`);
      }
    },
  };
}

export const DEMO = {
  dealer: { cariNo: '120.01.001', userName: 'demo', password: 'demo1234' },
  dealer2: { cariNo: '120.01.002', userName: 'demo', password: 'demo1234' },
  admin: { cariNo: 'ADMIN', userName: 'admin', password: 'admin1234' },
} as const;

/** The Cookie header value a response set, for the next request of the same client. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Signs in through the real endpoint; returns the Cookie header of the session. */
export async function signIn(
  app: FastifyInstance,
  login: { cariNo: string; userName: string; password: string },
  rememberMe = false,
) {
  const res = await app.inject({ method: 'POST', url: '/login/spa', payload: { ...login, rememberMe } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}
