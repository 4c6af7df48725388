import { parseArgs } from 'node:util';
import { CliError, prepareCliEnvironment, runCli } from '../cli/environment';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { DatabaseUnavailableError } from '../db/connection-errors';
import { DEFAULT_PRODUCT_COUNT, generateDemoData, isDatabaseEmpty } from './generate';
import { resetDatabase } from './reset';
import { BUSY_DEALER_CODE, BUSY_DEALER_SIZE } from './busy-dealer';

const USAGE = `Usage: npm run seed -- [--products N] [--busy-dealer] [--reset]

Fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with the demo distributor.
  --products N     catalogue size (default ${DEFAULT_PRODUCT_COUNT}; 200000 for a load test)
  --busy-dealer    add dealer ${BUSY_DEALER_CODE} (user demo / demo1234) with ${BUSY_DEALER_SIZE.invoices} invoices and
                   ${BUSY_DEALER_SIZE.movements} account movements over ${BUSY_DEALER_SIZE.years} years, for the report benchmarks
  --reset          empty a database that already holds data first (deletes everything in it)`;

async function main(): Promise<void> {
  prepareCliEnvironment();
  let values: { products?: string; reset?: boolean; help?: boolean; 'busy-dealer'?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean' },
        'busy-dealer': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
    throw new CliError(`--products must be a whole number between 1 and 5000000 (got "${values.products}").`);
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    console.log(
      database.kind === 'pglite' ? `Database: PGlite in ${config.dataDir}` : 'Database: PostgreSQL (DATABASE_URL)',
    );
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      if (!values.reset) {
        throw new CliError(
          'The database already holds data. Run again with --reset to delete everything in it and generate the demo.',
        );
      }
      console.log('Emptying the database (--reset)…');
      await resetDatabase(database.db);
    }
    const busy = values['busy-dealer'] ? BUSY_DEALER_SIZE : undefined;
    console.log(
      `Generating the demo with ${products} products${busy ? ` and the busy dealer ${BUSY_DEALER_CODE}` : ''}…`,
    );
    const summary = await generateDemoData(database.db, {
      products,
      busyDealer: busy,
      log: (m) => console.log(`  ${m}`),
    });
    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
    console.log(`Done in ${(summary.elapsedMs / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirLockedError, DatabaseUnavailableError]);
