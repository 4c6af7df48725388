import path from 'node:path';
import { z } from 'zod';

/**
 * Environment → validated, typed configuration, read and checked once at start.
 * Every variable is listed in .env.example. Invalid values stop the start with every error listed.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));
const int = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);

const schema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).optional().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).optional().default('./data'),
  DEMO_DATA: bool(true),
  /**
   * The instant the server's clock reads at start, running on from there (lib/clock.ts), as ISO 8601 with its
   * offset (2026-06-15T10:00:00+03:00). For tests and demonstrations of a chosen day; unset: the machine's clock.
   */
  CLOCK_START: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'must be ISO 8601 with an offset')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'is not a real instant')
    .transform((v) => new Date(v))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  TRUST_PROXY: bool(false),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .optional()
    .default('bayi_sid'),
  /** auto: Secure when the request came over HTTPS (directly or, with TRUST_PROXY, via the proxy). */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).optional().default('auto'),
  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(12, 1, 24 * 365),
  SESSION_REMEMBER_DAYS: int(30, 1, 365),
  /** How long a session lookup is remembered by this process (0: every request asks the database). */
  SESSION_CACHE_SECONDS: int(2, 0, 60),
  /** Sign-in throttling (docs/security.md "Sign-in throttling"). Failures of one account from one address… */
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  /** …within this many minutes lock that pair (never the account) this long; the others' window too. */
  LOGIN_LOCK_MINUTES: int(15, 1, 24 * 60),
  /** Failures from one address across accounts that lock the address. */
  LOGIN_IP_MAX_FAILURES: int(30, 1, 100000),
  /** Failures of one account from any addresses after which each further one delays the next… */
  LOGIN_DELAY_AFTER_FAILURES: int(3, 1, 1000),
  /** …by this many seconds, doubling each time… */
  LOGIN_DELAY_SECONDS: int(2, 1, 3600),
  /** …up to this many. */
  LOGIN_DELAY_MAX_SECONDS: int(300, 1, 24 * 3600),
  /** Failures of one account after which only networks it signed in from lately skip the delay. */
  LOGIN_ACCOUNT_MAX_FAILURES: int(50, 1, 100000),
  DB_POOL_SIZE: int(10, 1, 200),
  /**
   * How long a PostgreSQL connection of the pool may stay unused before it is closed (0: never). The pool is filled
   * at start and kept: a new connection costs 10–30 ms (a server process and SCRAM on both sides), and with the
   * driver's default of 10 s a server whose catalogue answered from memory for a while met its next dealers' burst
   * with an empty pool (docs/performance.md "The pool kept open").
   */
  DB_POOL_IDLE_SECONDS: int(600, 0, 86400),
  /**
   * Server processes on this port (docs/operations.md "Several processes"): 1 serves in this process; more start
   * that many workers sharing the port (node:cluster), one per core. PostgreSQL only: PGlite serves one process.
   */
  WORKERS: int(1, 1, 64),
  /** Folder of the built SPA served under /spa (default: web/dist of this checkout). */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /**
   * How long settings, theme, rates, menus, categories and product rows may be served from memory,
   * and a basket answer while its lines are unchanged (0: never).
   */
  SHARED_CACHE_SECONDS: int(5, 0, 3600),
  /**
   * How long the ids and counts of a list page or search may be served from memory (0: never).
   * Which products a page shows changes only with the catalogue; the boxes on it (prices, stock)
   * keep the SHARED_CACHE_SECONDS freshness; adding to the basket and placing price from fresh data.
   */
  LIST_CACHE_SECONDS: int(60, 0, 3600),
  /**
   * Lists, search and autocomplete answered from an in-process index of the catalogue instead of
   * PostgreSQL; off: every list asks PostgreSQL (and LIST_CACHE_SECONDS keeps the answers).
   */
  CATALOG_INDEX: bool(true),
  /**
   * How often (ms) each process checks whether the catalogue changed (an import, a price, stock) and rebuilds
   * its index beside the served one; 0: checked on every list request, and a change is waited for (tests).
   */
  CATALOG_INDEX_POLL_MS: int(1000, 0, 60_000),
  /**
   * Memory outside the JavaScript heap (MB) for a copy of every product's row, read at start and kept current
   * from the catalogue's changes: a row not in the row cache is then a slice instead of a statement (about
   * 280 bytes a product, in each process; 53 MB at 200,000). A larger catalogue is not copied (logged); 0: off. The copy
   * follows the catalogue's change feed, read every CATALOG_INDEX_POLL_MS (0: before each read of rows).
   */
  CATALOG_ROW_STORE_MB: int(512, 0, 16384),
  /**
   * Memory for the reports' serialised histories (MB): a year of the busiest dealer is then a slice
   * instead of a query; each entry is checked against the data's version on every request (0: never keep).
   */
  REPORT_CACHE_MB: int(128, 0, 16384),
  /** Card payments: which provider charges cards. */
  PAYMENT_PROVIDER: z.enum(['testpos', 'paynet', 'iyzico']).optional().default('testpos'),
  /**
   * Key of the signed 3-D Secure return addresses (and the Test POS's signatures); every process behind the
   * load balancer needs the same. Unset: a random key per process (a single process, the demo).
   */
  PAYMENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Public origin the bank returns to ('https://b2b.example.com'); unset: the origin the payment was started from. */
  PAYMENT_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://b2b.example.com (no path)')
    .optional(),
  /** How long a provider's rate table is kept per BIN (0: ask every time). */
  PAYMENT_RATE_CACHE_SECONDS: int(600, 0, 86400),
  /** How long a call to the provider may take before it counts as failed (start) or unknown (charge). */
  PAYMENT_PROVIDER_TIMEOUT_SECONDS: int(30, 1, 300),
  /** How often the reconciliation job asks the provider about attempts left open (0: never; tests). */
  PAYMENT_RECONCILE_SECONDS: int(60, 0, 3600),
  /** An attempt the provider never charged fails after this many minutes (the bank page was left). */
  PAYMENT_ATTEMPT_EXPIRY_MINUTES: int(30, 1, 24 * 60),
  /** Paynet (PAYMENT_PROVIDER=paynet): secret key and API host (test: https://pts-api.paynet.com.tr). */
  PAYNET_SECRET_KEY: z.string().min(1).optional(),
  PAYNET_API_URL: z.string().url().optional().default('https://pts-api.paynet.com.tr'),
  /** iyzico (PAYMENT_PROVIDER=iyzico): keys and API host (sandbox: https://sandbox-api.iyzipay.com). */
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  IYZICO_BASE_URL: z.string().url().optional().default('https://sandbox-api.iyzipay.com'),
  /**
   * E-mail: the SMTP server, as smtp://user:password@host:587 or smtps://…:465. Unset: no e-mail is
   * queued or sent.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+\/?$/, 'must be smtp://user:password@host:port or smtps://… (no path)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The storefront's public origin ('https://b2b.example.com'): links and the logo in e-mails. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://b2b.example.com (no path)')
    .optional(),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).optional().default('Bayi <bayi@localhost>'),
  /** How often the e-mail queue is read (0: never; the queue then only fills). */
  MAIL_POLL_SECONDS: int(5, 0, 3600),
  /** The first retry of a failed e-mail waits this long, each next one twice as long (at most an hour). */
  MAIL_RETRY_SECONDS: int(30, 1, 3600),
  /** After this many failed tries an e-mail is given up (status failed, with the last error). */
  MAIL_MAX_ATTEMPTS: int(8, 1, 100),
  /**
   * Integration API: requests one API key may make a minute, in each process (a token bucket: a burst up
   * to this many, then this many a minute).
   */
  API_RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000),
  /** How long a process trusts an API key it has read (0: every request asks the database); a revocation shows
   * in the other processes within this time. */
  API_KEY_CACHE_SECONDS: int(2, 0, 10),
  /** The Central Bank's daily rates file, read on business days after 15:30 Türkiye time. */
  TCMB_URL: z.string().url().optional().default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  /** How often the loop looks whether the day's file is due (0: never; staff can still read it by hand). */
  TCMB_POLL_MINUTES: int(10, 0, 1440),
  /** After a failed or empty reading (a holiday), the file is asked again this much later. */
  TCMB_RETRY_MINUTES: int(60, 1, 1440),
  /** How often the import loop looks for a queued file (0: never; an upload still starts at once when above 0). */
  IMPORT_POLL_MS: int(2000, 0, 600_000),
  /** How often the webhook loop reads its queue, in milliseconds (0: never; tests drive rounds themselves). */
  WEBHOOK_POLL_MS: int(5000, 0, 3_600_000),
  /** The longest one webhook try may take, answer included. */
  WEBHOOK_TIMEOUT_SECONDS: int(10, 1, 120),
  /** The first retry of an undelivered webhook waits this long, each next one twice as long (at most six hours). */
  WEBHOOK_RETRY_SECONDS: int(60, 1, 3600),
  /** After this many failed tries a delivery is given up (status failed); staff may still re-send it. */
  WEBHOOK_MAX_ATTEMPTS: int(12, 1, 50),
});

/** Checks across variables, reported with the others. */
const checkedSchema = schema.superRefine((c, ctx) => {
  if (c.LOGIN_DELAY_MAX_SECONDS < c.LOGIN_DELAY_SECONDS) {
    const message = `must be at least LOGIN_DELAY_SECONDS (${c.LOGIN_DELAY_SECONDS})`;
    ctx.addIssue({ code: 'custom', path: ['LOGIN_DELAY_MAX_SECONDS'], message });
  }
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    const message = 'more than 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process';
    ctx.addIssue({ code: 'custom', path: ['WORKERS'], message });
  }
  if (c.PAYMENT_PROVIDER === 'paynet' && !c.PAYNET_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['PAYNET_SECRET_KEY'], message: 'required with PAYMENT_PROVIDER=paynet' });
  }
  if (c.PAYMENT_PROVIDER === 'iyzico') {
    for (const key of ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY'] as const)
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYMENT_PROVIDER=iyzico' });
  }
});

export type Config = z.output<typeof schema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
