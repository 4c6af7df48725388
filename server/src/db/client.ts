import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from '../paths';
import { databaseTarget, describeTarget, explainingErrors } from './connection-errors';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** The PGlite instance, when embedded (snapshots for tests). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  /** What the database is, for the start-up log (never a password). */
  description: string;
  /** Runs the SQL migrations in server/drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, demo data) while no other process starting on the same database does:
   * processes started together on one PostgreSQL take turns (advisory lock) instead of racing to
   * create the same tables. Calls `onWait` when another process holds the turn.
   */
  withStartupLock<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /**
   * Opens every connection the pool may hold (PostgreSQL), so the first requests after start do not wait for new
   * ones; nothing to do embedded. Connections PostgreSQL refuses are logged, not thrown: opened later when needed.
   */
  fillPool(): Promise<void>;
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {}

/**
 * PGlite serves one process only: a lock file with our pid stops a second one, with a message
 * that says what to do. A lock left by a crashed process (pid gone) is taken over.
 */
function acquireLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'bayi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The database in ${dataDir} is in use by another Bayi process (pid ${pid}). ` +
            'Stop that process, or set DATA_DIR to another folder, or use PostgreSQL with DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The advisory lock key of the start-up turn: 'bayi' in ASCII shifted past the 32-bit range, so it
 * never meets a hashtext() key (order-number series lock with those). Advisory locks are per database.
 */
const STARTUP_LOCK_KEY = 0x62_61_79_69_00;
/** How long the start waits for PostgreSQL to answer before it says the host is unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite folder; 'memory://' for an in-memory database (tests). */
  dataDir: string;
  poolSize?: number;
  /** How long an unused pooled connection stays open (ms; 0: until closed; default 10 s, the driver's). */
  poolIdleMs?: number;
  /** How long withStartupLock waits for PostgreSQL to answer (default 10 s). */
  connectTimeoutMs?: number;
  /** Start an in-memory PGlite from a dumpDataDir() snapshot instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const url = opts.databaseUrl;
    const target = databaseTarget(url);
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: opts.poolIdleMs ?? 10_000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL, ${describeTarget(target)}`,
      // A wrong URL, password or right fails here first: said in two lines, not as a driver stack.
      migrate: () => explainingErrors(target, () => migratePg(drizzlePg(pool), { migrationsFolder })),
      withStartupLock: (work, onWait) =>
        explainingErrors(target, async () => {
          // Its own connection: the lock is the session's, so a process that dies releases it.
          const client = new pg.Client({
            connectionString: url,
            connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
          });
          client.on('error', (err) => console.error('PostgreSQL start-up connection error:', err.message));
          try {
            await client.connect();
            const tried = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
              STARTUP_LOCK_KEY,
            ]);
            if (!tried.rows[0]?.ok) {
              onWait?.();
              await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
            }
            return await work();
          } finally {
            await client.end().catch(() => undefined);
          }
        }),
      async fillPool() {
        // Checked out together, so the pool opens a connection for each; released, they stay open (poolIdleMs).
        const tried = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
        for (const t of tried) if (t.status === 'fulfilled') t.value.release();
        const failed = tried.flatMap((t) => (t.status === 'rejected' ? [t.reason as Error] : []));
        // Not a reason to stop a start (PostgreSQL's max_connections reached, say): the pool opens the rest when
        // they are needed, as it did before it was filled.
        if (failed.length) {
          console.error(
            `PostgreSQL: ${failed.length} of ${max} pool connections not opened at start: ${failed[0]!.message}`,
          );
        }
      },
      close: () => pool.end(),
    };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireLock(opts.dataDir);
  try {
    const client = await PGlite.create({
      dataDir: inMemory ? undefined : path.join(opts.dataDir, 'pg'),
      extensions: { pg_trgm },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      pglite: client,
      kind: 'pglite',
      description: inMemory ? 'PGlite in memory' : `PGlite in ${opts.dataDir}`,
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      // One process per folder already (bayi.lock).
      withStartupLock: (work) => work(),
      // One connection, open from the start.
      fillPool: async () => undefined,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
