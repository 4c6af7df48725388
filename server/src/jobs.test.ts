import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createJobsRunner, jobTable, type JobName, type JobTiming, type Scheduler } from './jobs';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A clock moved by hand: `advance` fires every interval that falls due, in order; nothing really waits. */
function handClock() {
  let now = 0;
  const timers = new Set<{ every: number; next: number; fn: () => void }>();
  const scheduler: Scheduler = {
    every(ms, fn) {
      const timer = { every: ms, next: now + ms, fn };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  return {
    scheduler,
    pending: () => timers.size,
    async advance(ms: number) {
      const end = now + ms;
      // Rounds already started settle first, as the event loop would let them between two ticks.
      await settle();
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.fn();
        await settle();
      }
      now = end;
    },
  };
}

const OFF: JobTiming = { everyMs: 0, atStart: false };
const table = (overrides: Partial<Record<JobName, JobTiming>>): Record<JobName, JobTiming> => ({
  mail: OFF,
  webhooks: OFF,
  imports: OFF,
  'exchange-rates': OFF,
  'payment-reconciliation': OFF,
  ...overrides,
});

function logSink() {
  const errors: { job: string; message: string }[] = [];
  return {
    errors,
    log: {
      error: (obj: { job: string; err: Error }) => errors.push({ job: obj.job, message: obj.err.message }),
    } as never,
  };
}

/** A round that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('jobs runner', () => {
  it('runs each job at its own pace, and a job that is off never', async () => {
    const clock = handClock();
    const { log } = logSink();
    const runner = createJobsRunner(
      table({ mail: { everyMs: 5_000, atStart: false }, webhooks: { everyMs: 2_000, atStart: false } }),
      log,
      clock.scheduler,
    );
    const runs: string[] = [];
    runner.provide('mail', { run: async () => runs.push('mail') });
    runner.provide('webhooks', { run: async () => runs.push('webhooks') });
    runner.provide('imports', { run: async () => runs.push('imports') });
    runner.start();
    expect(runs).toEqual([]);
    await clock.advance(10_000);
    expect(runs.filter((r) => r === 'webhooks')).toHaveLength(5);
    expect(runs.filter((r) => r === 'mail')).toHaveLength(2);
    expect(runs).not.toContain('imports');
    await runner.stop();
  });

  it('runs a job marked atStart as soon as it starts', async () => {
    const clock = handClock();
    const runner = createJobsRunner(
      table({ 'exchange-rates': { everyMs: 600_000, atStart: true } }),
      logSink().log,
      clock.scheduler,
    );
    let rounds = 0;
    runner.provide('exchange-rates', { run: async () => rounds++ });
    runner.start();
    await clock.advance(0);
    expect(rounds).toBe(1);
    await clock.advance(600_000);
    expect(rounds).toBe(2);
    await runner.stop();
  });

  it('never starts a round of a job while its previous round is under way', async () => {
    const clock = handClock();
    const runner = createJobsRunner(
      table({ imports: { everyMs: 1_000, atStart: false } }),
      logSink().log,
      clock.scheduler,
    );
    let started = 0;
    const slow = gate();
    runner.provide('imports', {
      run: async () => {
        started++;
        await slow.promise;
      },
    });
    runner.start();
    await clock.advance(5_000);
    expect(started).toBe(1);
    slow.open();
    await clock.advance(1_000);
    expect(started).toBe(2);
    await runner.stop();
  });

  it('logs a failed round with the job’s name and goes on at the next tick', async () => {
    const clock = handClock();
    const sink = logSink();
    const runner = createJobsRunner(
      table({ 'payment-reconciliation': { everyMs: 60_000, atStart: false } }),
      sink.log,
      clock.scheduler,
    );
    let rounds = 0;
    runner.provide('payment-reconciliation', {
      run: async () => {
        if (++rounds === 1) throw new Error('sağlayıcı yanıt vermedi');
      },
    });
    runner.start();
    await clock.advance(120_000);
    expect(rounds).toBe(2);
    expect(sink.errors).toEqual([{ job: 'payment-reconciliation', message: 'sağlayıcı yanıt vermedi' }]);
    await runner.stop();
  });

  it('on stop: no more ticks, each module told to stop, and the round under way waited for', async () => {
    const clock = handClock();
    const runner = createJobsRunner(
      table({ webhooks: { everyMs: 1_000, atStart: false } }),
      logSink().log,
      clock.scheduler,
    );
    const slow = gate();
    let rounds = 0;
    let finished = false;
    let toldToStop = false;
    runner.provide('webhooks', {
      run: async () => {
        rounds++;
        await slow.promise;
        finished = true;
      },
      stop: async () => {
        toldToStop = true;
        slow.open();
      },
    });
    runner.start();
    await clock.advance(1_000);
    expect(rounds).toBe(1);
    await runner.stop();
    expect(toldToStop).toBe(true);
    expect(finished).toBe(true);
    expect(clock.pending()).toBe(0);
    await clock.advance(10_000);
    expect(rounds).toBe(1);
  });

  it('the server’s table: each job at its setting, mail off without SMTP and everything off at 0', () => {
    const defaults = jobTable(loadConfig({ DATA_DIR: 'memory://' }));
    expect(defaults).toEqual({
      mail: { everyMs: 0, atStart: false },
      webhooks: { everyMs: 5_000, atStart: false },
      imports: { everyMs: 2_000, atStart: false },
      'exchange-rates': { everyMs: 600_000, atStart: true },
      'payment-reconciliation': { everyMs: 60_000, atStart: false },
    });
    const withMail = jobTable(loadConfig({ DATA_DIR: 'memory://', SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(withMail.mail.everyMs).toBe(5_000);
    const off = jobTable(
      loadConfig({
        DATA_DIR: 'memory://',
        WEBHOOK_POLL_MS: '0',
        IMPORT_POLL_MS: '0',
        TCMB_POLL_MINUTES: '0',
        PAYMENT_RECONCILE_SECONDS: '0',
      }),
    );
    expect(Object.values(off).every((job) => job.everyMs === 0)).toBe(true);
  });
});
