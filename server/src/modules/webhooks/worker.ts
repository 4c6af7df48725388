import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedDelivery, WebhooksRepository } from './repository';
import { postWebhook, webhookHeaders, type SendResult } from './send';

export interface WebhookWorkerOptions {
  /** The longest one try may take, answer included. */
  timeoutMs: number;
  /** The wait after the first failed try; each next one doubles, at most MAX_RETRY_SECONDS. */
  retrySeconds: number;
  /** Tries before a delivery is given up (status failed). */
  maxAttempts: number;
  now?: () => Date;
  /** Sends one try (tests may replace it; the default POSTs over HTTP(S)). */
  send?: (url: string, headers: Record<string, string>, body: string, timeoutMs: number) => Promise<SendResult>;
  log?: FastifyBaseLogger;
}

/** Deliveries taken per statement. */
const BATCH = 10;
/** The longest wait between two tries. */
export const MAX_RETRY_SECONDS = 6 * 3600;

/** The wait before the next try after `attempts` failed ones: retrySeconds doubling, at most six hours. */
export const webhookRetryDelaySeconds = (attempts: number, retrySeconds: number) =>
  Math.min(retrySeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS);

/**
 * The webhook round, built like the e-mail one: at the jobs runner's pace (jobs.ts), or woken, it takes due
 * deliveries from
 * webhook_deliveries (FOR UPDATE SKIP LOCKED, leased) and POSTs them, signed, outside any request; the tries of one
 * batch go out together so one slow receiver does not hold up the others. A failure is retried with back-off and
 * given up after maxAttempts. One round at a time per process; processes share the table through the claim.
 */
export function createWebhookWorker(repo: WebhooksRepository, options: WebhookWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const send = options.send ?? postWebhook;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function attempt(job: ClaimedDelivery): Promise<boolean> {
    const at = now();
    const started = performance.now();
    let result: SendResult;
    try {
      result = await send(
        job.url,
        webhookHeaders(job.secret, { id: job.event_id, type: job.type, body: job.body }, at),
        job.body,
        options.timeoutMs,
      );
    } catch (err) {
      result = { status: null, error: 'Gönderilemedi (beklenmeyen hata).', body: null };
      options.log?.error({ err, webhookDeliveryId: job.id }, 'webhook send failed');
    }
    const durationMs = Math.round(performance.now() - started);
    const delivered = result.error === null;
    const giveUp = !delivered && job.attempts >= options.maxAttempts;
    await repo.record(job.id, {
      at,
      durationMs,
      httpStatus: result.status,
      error: result.error,
      responseBody: result.body,
      result: delivered
        ? { kind: 'delivered' }
        : giveUp
          ? { kind: 'failed' }
          : {
              kind: 'retry',
              at: new Date(at.getTime() + webhookRetryDelaySeconds(job.attempts, options.retrySeconds) * 1000),
            },
    });
    if (!delivered) {
      options.log?.warn(
        { webhookDeliveryId: job.id, attempts: job.attempts, giveUp, status: result.status, error: result.error },
        'webhook not delivered',
      );
    }
    return delivered;
  }

  /** Sends what is due now; answers how many deliveries succeeded. */
  async function round(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const at = now();
      const leaseUntil = new Date(at.getTime() + options.timeoutMs + 60_000);
      const jobs = await repo.claim(BATCH, at, leaseUntil);
      const results = await Promise.all(jobs.map(attempt));
      delivered += results.filter(Boolean).length;
      if (jobs.length < BATCH) return delivered;
    }
  }

  /** One round now (tests drive the loop with it); a round already under way is joined, not doubled. */
  function runOnce(): Promise<number> {
    running ??= round().finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
    return running;
  }

  /** A round soon, outside the caller (a re-send or a test ping is sent without waiting for the next poll). */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    setImmediate(() => {
      if (stopped) return;
      runOnce().catch((err) => options.log?.error({ err }, 'webhook round failed'));
    });
  }

  return {
    runOnce,
    wake,
    async stop(): Promise<void> {
      stopped = true;
      again = false;
      await running?.catch(() => {});
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
