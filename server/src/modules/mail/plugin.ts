import nodemailer from 'nodemailer';
import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import { createMailRepository } from './repository';
import { createMailService, type MailService } from './service';
import { createMailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** The e-mails of orders and payments: queued by the other modules in the transactions of the changes they announce, sent by the jobs runner through SMTP_URL. */
export default modulePlugin<{ application: ApplicationService }>('mail', (app, { database, config, application }) => {
  app.decorate(
    'mail',
    createMailService({ application, enabled: Boolean(config.SMTP_URL), siteUrl: config.PUBLIC_URL ?? null }),
  );
  if (!config.SMTP_URL || !app.jobs.isOn('mail')) return;
  const worker = createMailWorker(createMailRepository(database.db), nodemailer.createTransport(config.SMTP_URL), {
    from: config.MAIL_FROM,
    retrySeconds: config.MAIL_RETRY_SECONDS,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    log: app.log,
  });
  app.jobs.provide('mail', { run: worker.runOnce, stop: worker.stop });
});
