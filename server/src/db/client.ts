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

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** The PGlite instance, when embedded (snapshots for tests). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  /** Runs the SQL migrations in server/drizzle. */
  migrate(): Promise<void>;
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

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite folder; 'memory://' for an in-memory database (tests). */
  dataDir: string;
  poolSize?: number;
  /** Start an in-memory PGlite from a dumpDataDir() snapshot instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
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
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
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
