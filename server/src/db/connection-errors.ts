import pg from 'pg';

/** Where a DATABASE_URL points, as node-postgres resolves it (PG* variables fill gaps). Never the password. */
export interface DatabaseTarget {
  host: string;
  port: number;
  database: string;
  user: string;
}

/** The database cannot be used; the message says what failed, where, and what to do, in two lines. */
export class DatabaseUnavailableError extends Error {}

export function databaseTarget(databaseUrl: string): DatabaseTarget {
  let client: pg.Client;
  try {
    // The driver's own reading of the URL, so a message names what it really connects to.
    client = new pg.Client({ connectionString: databaseUrl });
  } catch (err) {
    // The driver's message only: the URL itself may hold a password.
    throw new DatabaseUnavailableError(
      `DATABASE_URL is not a valid connection string (${(err as Error).message}).
Write it as postgres://user:password@host:5432/database, with special characters percent-encoded.`,
    );
  }
  return { host: client.host, port: client.port, database: client.database ?? '', user: client.user ?? '' };
}

export function describeTarget(t: DatabaseTarget): string {
  const at = t.host.startsWith('/') ? `socket ${t.host}, port ${t.port}` : `${t.host}:${t.port}`;
  return `database "${t.database}" on ${at} as user "${t.user}"`;
}

const HOST_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const NO_ANSWER = new Set(['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// node-postgres reports a connection timeout by message only (client, pool).
const TIMEOUT_MESSAGES = ['timeout expired', 'Connection terminated due to connection timeout'];

interface Found {
  code?: string;
  message: string;
}

/** The errors behind `err`: Drizzle wraps the driver's error (`cause`), Node's multi-address connect aggregates. */
function chain(err: unknown): Found[] {
  const out: Found[] = [];
  const seen = new Set<unknown>();
  const visit = (e: unknown) => {
    if (!(e instanceof Error) || seen.has(e)) return;
    seen.add(e);
    const code: unknown = (e as Error & { code?: unknown }).code;
    out.push({ code: typeof code === 'string' ? code : undefined, message: e.message });
    if (e instanceof AggregateError) e.errors.forEach(visit);
    visit(e.cause);
  };
  visit(err);
  return out;
}

/**
 * A one-line cause and a one-line remedy for the ways a configured PostgreSQL cannot be used at
 * start — unreachable, password refused, database missing, rights missing — or undefined when the
 * error is something else (a bug: the caller shows it whole).
 */
export function explainDatabaseError(err: unknown, target: DatabaseTarget): string | undefined {
  const where = describeTarget(target);
  const { host, port, database, user } = target;
  for (const e of chain(err)) {
    const code = e.code ?? '';
    if (code === 'ECONNREFUSED')
      return `Cannot use the ${where}: the connection was refused (nothing listens on ${host}:${port}).
Start PostgreSQL there, or correct the host and port in DATABASE_URL.`;
    if (HOST_NOT_FOUND.has(code))
      return `Cannot use the ${where}: the host "${host}" was not found (${code}).
Correct the host in DATABASE_URL, or check this machine's DNS.`;
    if (NO_ANSWER.has(code) || TIMEOUT_MESSAGES.includes(e.message))
      return `Cannot use the ${where}: no answer in time (host unreachable, or a firewall drops the connection).
Check the host and port in DATABASE_URL and that this machine may reach them.`;
    if (code === 'ECONNRESET' || e.message === 'Connection terminated unexpectedly')
      return `Cannot use the ${where}: the server closed the connection before PostgreSQL answered.
Check that ${host}:${port} is PostgreSQL and whether it demands SSL (add ?sslmode=require to DATABASE_URL).`;
    if (code === '28P01')
      return `Cannot use the ${where}: PostgreSQL refused the password (or the user does not exist).
Correct the user and password in DATABASE_URL.`;
    if (code === '28000')
      return `Cannot use the ${where}: PostgreSQL does not let this user connect (${e.message}).
Allow it in pg_hba.conf, or use a role that may log in to this database.`;
    if (code === '3D000')
      return `Cannot use the ${where}: the database does not exist.
Create it (createdb -O ${user} ${database}), or correct the database name in DATABASE_URL.`;
    if (code === '42501')
      return `Cannot use the ${where}: the user lacks a right (${e.message}).
The server creates and migrates its tables at start: make the user the database's owner (ALTER DATABASE ${database} OWNER TO ${user}) or GRANT it CREATE on the database.`;
    if (code === '53300')
      return `Cannot use the ${where}: PostgreSQL has no free connection (${e.message}).
Lower DB_POOL_SIZE or the number of processes, or raise max_connections.`;
    if (code === '57P03')
      return `Cannot use the ${where}: PostgreSQL is starting up or shutting down (${e.message}).
Start again in a moment.`;
  }
  return undefined;
}

/** Runs `work`; an error that explainDatabaseError knows becomes a DatabaseUnavailableError. */
export async function explainingErrors<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DatabaseUnavailableError) throw err;
    const message = explainDatabaseError(err, target);
    throw message ? new DatabaseUnavailableError(message, { cause: err }) : err;
  }
}
