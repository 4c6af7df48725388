import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Everything the server does on its own, outside any request, and how often. A module owns the work (its
 * queue, its provider); this table owns the timing, so what runs in the background is read in one place.
 * `everyMs` 0 turns a job off (the tests drive those rounds themselves); `atStart` runs it once as soon as the
 * server is ready, not only after the first interval.
 */
export function jobTable(config: Config) {
  return {
    // The e-mail queue, sent through SMTP_URL; off without one.
    mail: { everyMs: config.SMTP_URL ? config.MAIL_POLL_SECONDS * 1000 : 0, atStart: false },
    // Due webhook deliveries POSTed to the integrators' addresses, with back-off.
    webhooks: { everyMs: config.WEBHOOK_POLL_MS, atStart: false },
    // Queued import files (uploads also wake it at once).
    imports: { everyMs: config.IMPORT_POLL_MS, atStart: false },
    // The Central Bank's rates file, read when the day's is due (exchange-rates/schedule.ts).
    'exchange-rates': { everyMs: config.TCMB_POLL_MINUTES * 60_000, atStart: true },
    // Card payments left open are checked with the provider. Several processes may check the same attempt;
    // the conditional updates let only one of them settle it.
    'payment-reconciliation': { everyMs: config.PAYMENT_RECONCILE_SECONDS * 1000, atStart: false },
  } satisfies Record<string, JobTiming>;
}

export type JobName = keyof ReturnType<typeof jobTable>;

export interface JobTiming {
  everyMs: number;
  atStart: boolean;
}

/** A module's side of a job: one round of its work, and how to interrupt it when the server stops. */
export interface JobWork {
  run(): Promise<unknown>;
  stop?(): Promise<void>;
}

/** How rounds are timed: real timers in the server, a hand-driven clock in the tests. */
export interface Scheduler {
  /** Calls `fn` every `ms` until the answer is called. */
  every(ms: number, fn: () => void): () => void;
}

const timers: Scheduler = {
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    // A pending round never keeps the process alive on its own.
    timer.unref();
    return () => clearInterval(timer);
  },
};

export type JobsRunner = ReturnType<typeof createJobsRunner>;

/**
 * Runs the table's jobs. A round of a job never overlaps the same job's previous round (a tick that finds one
 * under way is skipped); a failed round is logged and the job goes on at its next tick.
 */
export function createJobsRunner(
  table: Record<JobName, JobTiming>,
  log: Pick<FastifyBaseLogger, 'error'>,
  scheduler: Scheduler = timers,
) {
  const work = new Map<JobName, JobWork>();
  const running = new Map<JobName, Promise<void>>();
  const cancels: (() => void)[] = [];
  let started = false;
  let stopped = false;

  function runNow(name: JobName): Promise<void> {
    const under = running.get(name);
    if (under) return under;
    const job = work.get(name);
    if (!job || stopped) return Promise.resolve();
    const round = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: name }, 'background job failed'),
      )
      .finally(() => running.delete(name));
    running.set(name, round);
    return round;
  }

  return {
    /** Whether the table runs this job at all (a module need not build its worker otherwise). */
    isOn: (name: JobName) => table[name].everyMs > 0,
    /** A module hands over its work; it runs from start() on, at the table's pace. */
    provide(name: JobName, job: JobWork): void {
      work.set(name, job);
    },
    /** One round now, joined to a round already under way. */
    runNow,
    start(): void {
      if (started || stopped) return;
      started = true;
      for (const name of work.keys()) {
        const { everyMs, atStart } = table[name];
        if (everyMs <= 0) continue;
        cancels.push(
          scheduler.every(everyMs, () => {
            if (!running.has(name)) void runNow(name);
          }),
        );
        if (atStart) void runNow(name);
      }
    },
    /** No new rounds; each module is told to stop, and the rounds under way are waited for. */
    async stop(): Promise<void> {
      stopped = true;
      for (const cancel of cancels.splice(0)) cancel();
      await Promise.all(
        [...work].map(([name, job]) =>
          job.stop?.().catch((err: unknown) => log.error({ err, job: name }, 'background job did not stop cleanly')),
        ),
      );
      await Promise.all(running.values());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRunner;
  }
}

/** The runner as the app's `jobs`: rounds start once the server is ready and stop when it closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; scheduler?: Scheduler }) => {
    const runner = createJobsRunner(jobTable(options.config), app.log, options.scheduler);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs' },
);
