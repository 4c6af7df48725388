import { randomBytes } from 'node:crypto';
import { modulePlugin } from '../../plugins/module';
import type { ApplicationService } from '../application/service';
import type { MailService } from '../mail/service';
import type { OrdersService } from '../orders/service';
import type { ReceivablesService } from '../receivables/service';
import type { PaymentProvider } from './provider';
import { createConfiguredProvider } from './providers';
import { createPaymentsRepository } from './repository';
import { registerPaymentsRoutes } from './routes';
import { registerStaffPaymentRoutes } from './routes.staff';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

/** Tests: wrap the configured payment provider (faults, timeouts) and reach the payments service. */
export interface PaymentsTestHooks {
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
  onService?: (service: PaymentsService) => void;
}

/**
 * Card payments through the configured provider, and the reconciliation of attempts left open; the dealer's routes
 * (`/payment2*`) and the back office's (`/admin/payments`).
 */
export default modulePlugin<{
  application: ApplicationService;
  orders: OrdersService;
  receivables: ReceivablesService;
  mail: MailService;
  testHooks?: PaymentsTestHooks;
}>('payments', (app, { database, config, now, application, orders, receivables, mail, testHooks }) => {
  const secret = config.PAYMENT_SECRET ?? randomBytes(32).toString('base64url');
  const configured = createConfiguredProvider(config, secret, now);
  const payments = createPaymentsService(
    createPaymentsRepository(database.db),
    orders,
    testHooks?.wrapProvider ? testHooks.wrapProvider(configured.provider) : configured.provider,
    application,
    receivables,
    {
      secret,
      publicUrl: config.PAYMENT_PUBLIC_URL ?? null,
      rateCacheMs: config.PAYMENT_RATE_CACHE_SECONDS * 1000,
      providerTimeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_SECONDS * 1000,
      expiryMs: config.PAYMENT_ATTEMPT_EXPIRY_MINUTES * 60_000,
      recheckMs: Math.max(config.PAYMENT_RECONCILE_SECONDS, 1) * 1000,
      now,
      log: app.log,
      mail,
    },
  );
  testHooks?.onService?.(payments);
  app.decorate('payments', payments);
  app.jobs.provide('payment-reconciliation', { run: () => payments.reconcile() });
  registerPaymentsRoutes(app, { payments, testPos: configured.testPos });
  registerStaffPaymentRoutes(app, { payments });
});
