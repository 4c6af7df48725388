import type { FastifyBaseLogger } from 'fastify';
import type { MailRepository } from './repository';

/** What sends one message: nodemailer's transport (or any with its sendMail). */
export interface MailTransport {
  sendMail(message: { from: string; to: string[]; subject: string; text: string; html: string }): Promise<unknown>;
}

export interface MailWorkerOptions {
  from: string;
  retrySeconds: number;
  maxAttempts: number;
  log?: FastifyBaseLogger;
}

/** Messages taken per round, and how long one is held while it is being sent. */
const BATCH = 10;
const LEASE_SECONDS = 300;
const MAX_RETRY_SECONDS = 3600;

/** The wait before the next try after `attempts` failed ones: doubling from retrySeconds, at most an hour. */
export const retryDelaySeconds = (attempts: number, retrySeconds: number) =>
  Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);

/**
 * The mail round: takes due messages from the queue and sends them, outside any request (the jobs runner,
 * jobs.ts, says how often); a failure is retried with back-off and given up after maxAttempts (status failed, the error kept).
 * One round at a time per process; several processes share the queue through the claim's SKIP LOCKED.
 */
export function createMailWorker(repo: MailRepository, transport: MailTransport, options: MailWorkerOptions) {
  let running: Promise<number> | null = null;

  /** Sends what is due now; answers how many messages went out. */
  async function round(): Promise<number> {
    let sent = 0;
    for (;;) {
      const jobs = await repo.claim(BATCH, LEASE_SECONDS);
      for (const job of jobs) {
        try {
          await transport.sendMail({
            from: options.from,
            to: job.recipients,
            subject: job.subject,
            text: job.text,
            html: job.html,
          });
          await repo.sent(job.id);
          sent++;
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          const giveUp = job.attempts >= options.maxAttempts;
          await repo.failed(
            job.id,
            error.slice(0, 500),
            giveUp ? null : retryDelaySeconds(job.attempts, options.retrySeconds),
          );
          options.log?.warn({ mailJobId: job.id, attempts: job.attempts, giveUp, error }, 'e-mail not sent');
        }
      }
      if (jobs.length < BATCH) return sent;
    }
  }

  /** One round now (tests); a round already under way is joined, not doubled. */
  function runOnce(): Promise<number> {
    running ??= round().finally(() => (running = null));
    return running;
  }

  return {
    runOnce,
    async stop(): Promise<void> {
      await running?.catch(() => {});
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
