import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { DatabaseUnavailableError } from '../db/connection-errors';
import { CliError, prepareCliEnvironment, runCli } from './environment';
import { createUser, MIN_PASSWORD_LENGTH } from './users';

const USAGE = `Usage:
  npm run user:create -- --cari 120.01.001 --user ali --password '…' [--name 'Ali Veli'] [--email ali@example.com]
  npm run user:create -- --admin --user ayse --password '…' [--name 'Ayşe Yılmaz']

Creates a dealer user (the dealer must exist) or, with --admin, a staff administrator who signs in
with Cari No "ADMIN". Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`;

async function main(): Promise<void> {
  prepareCliEnvironment();
  let values: {
    cari?: string;
    user?: string;
    password?: string;
    name?: string;
    email?: string;
    admin?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        cari: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        email: { type: 'string' },
        admin: { type: 'boolean' },
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
  if (!values.user || values.password === undefined)
    throw new CliError(`--user and --password are required.\n\n${USAGE}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 1 });
  try {
    await database.migrate();
    const created = await createUser(database.db, {
      dealerCode: values.cari,
      userCode: values.user,
      password: values.password,
      displayName: values.name,
      email: values.email,
      admin: values.admin,
    });
    console.log(
      created.role === 'admin'
        ? `Created staff user "${values.user.trim()}" (sign in with Cari No ADMIN).`
        : `Created user "${values.user.trim()}" for dealer ${values.cari?.trim()} (${created.dealerName}).`,
    );
  } finally {
    await database.close();
  }
}

runCli(main, [ConfigError, DataDirLockedError, DatabaseUnavailableError]);
