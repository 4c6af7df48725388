import cluster from 'node:cluster';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app';
import { LOG_OPTIONS } from './plugins/redaction';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { DatabaseUnavailableError } from './db/connection-errors';
import { isDatabaseEmpty } from './db/empty';
import { clockFrom } from './lib/clock';
import { webDistFolder } from './paths';
import { trackInFlight } from './plugins/in-flight';
import { runWorkers } from './workers';

/**
 * config → database → migrate → demo data if empty → listen; graceful shutdown. With WORKERS > 1 this
 * process starts that many workers, each of which does all of this (workers.ts).
 */
async function main(): Promise<void> {
  const started = performance.now();
  // A full collection once the old generation is 1.5 times what the last one kept, not V8's up to 4 times: an
  // import's batches live across awaits and are promoted as garbage (~8 MB a scavenge), which otherwise piled up
  // to 400 MB before a full collection (docs/performance.md "Memory"). V8 reads the flag whenever
  // it sets the next limit, so it takes effect from here.
  v8.setFlagsFromString('--heap-growing-percent=50');
  // A .env file in the working folder fills in what the environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) return runWorkers(config.WORKERS, fileURLToPath(import.meta.url));
  const now = clockFrom(config.CLOCK_START);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DB_POOL_SIZE,
    poolIdleMs: config.DB_POOL_IDLE_SECONDS * 1000,
  });
  console.log(`Bayi: database ${database.description}`);
  // Processes started together on one PostgreSQL take turns here, so they never race to migrate.
  await database.withStartupLock(
    async () => {
      await database.migrate();
      if (config.DEMO_DATA && (await isDatabaseEmpty(database.db))) {
        console.log('Bayi: empty database, generating demo data…');
        const t = performance.now();
        // Loaded only now: a start on a database that has data never reads the generator (demo/).
        const { generateDemoData } = await import('./demo/generate');
        await generateDemoData(database.db, { now: now(), log: (m) => console.log(`  ${m}`) });
        console.log(`Bayi: demo data ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    },
    () => console.log('Bayi: another process is preparing the database; waiting for it…'),
  );

  // Connections opened now are open for the first dealers after start (DB_POOL_IDLE_SECONDS).
  await database.fillPool();
  const app = await buildApp({
    config,
    database,
    webDist: config.WEB_DIST_DIR ?? webDistFolder,
    now,
    logger: { level: config.LOG_LEVEL, ...LOG_OPTIONS },
  });

  const inFlight = trackInFlight(app);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Bayi: ${signal} received, shutting down…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      // A handler whose client went away may still be running: let it finish before the pool closes.
      await inFlight.drained(5_000);
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // With WORKERS the first worker greets, once for the port (a restarted worker has a new id).
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const url = `http://localhost:${config.PORT}/spa`;
  console.log(`
Bayi is ready in ${seconds} s: ${url}
${config.DEMO_DATA ? DEMO_LOGINS : 'Demo data is off (DEMO_DATA=false): create users with npm run user:create.'}`);
}

const DEMO_LOGINS = `Demo logins (Cari No / Kullanıcı Kodu / Şifre):
  dealer         120.01.001 / demo  / demo1234
  second dealer  120.01.002 / demo  / demo1234
  staff (admin)  ADMIN      / admin / admin1234`;

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DatabaseUnavailableError) {
    console.error(`Bayi cannot start: ${err.message}`);
  } else {
    console.error('Bayi cannot start:', err);
  }
  process.exit(1);
});
