import { modulePlugin } from '../../plugins/module';
import { createWebhooksRepository } from './repository';
import { registerWebhookRoutes } from './routes';
import { createWebhooksService } from './service';
import { createWebhookWorker } from './worker';

/** Webhooks to the integrators: subscriptions in the back office, deliveries sent by the jobs runner. */
export default modulePlugin('webhooks', (app, { database, config }) => {
  const repo = createWebhooksRepository(database.db);
  // Off (WEBHOOK_POLL_MS 0), nothing wakes a round either: the tests drive their own worker.
  const worker = app.jobs.isOn('webhooks')
    ? createWebhookWorker(repo, {
        timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
        retrySeconds: config.WEBHOOK_RETRY_SECONDS,
        maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
        log: app.log,
      })
    : null;
  if (worker) app.jobs.provide('webhooks', { run: worker.runOnce, stop: worker.stop });
  registerWebhookRoutes(app, { webhooks: createWebhooksService(repo, { wake: worker?.wake }) });
});
