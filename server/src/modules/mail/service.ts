import { ORDER_STAGE_NAMES, formatMoney, paletteColor, type OrderStage } from '@bayi/common';
import type { FastifyBaseLogger } from 'fastify';
import { turkishWallClock } from '../../lib/turkey-time';
import type { ApplicationService } from '../application/service';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { MailRepository, OrderMailRow } from './repository';
import {
  orderPlacedMail,
  orderStageMail,
  paymentReceivedMail,
  type Brand,
  type MailContent,
  type OrderFacts,
} from './templates';

/** "26.11.2026 14:05", Türkiye's wall clock. */
function dateTime(iso: string | null): string {
  if (!iso) return '—';
  const t = turkishWallClock(new Date(iso)).toISOString();
  return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 16)}`;
}

export interface MailDeps {
  application: ApplicationService;
  /** False without SMTP_URL: nothing is queued. */
  enabled: boolean;
  /** The storefront's public origin for links and the logo, or null. */
  siteUrl: string | null;
  log?: FastifyBaseLogger;
}

/**
 * The storefront's e-mails — order placed, order stage changed, payment received — to the dealer's users and its
 * representative. Each is written to the queue after its change committed; a failure to queue is logged and
 * never fails the dealer's or the staff member's request. The sending happens in the mail worker.
 */
export function createMailService(repo: MailRepository, deps: MailDeps) {
  async function brand(): Promise<Brand> {
    const [settings, theme] = await Promise.all([deps.application.settings(), deps.application.currentTheme()]);
    const bar = theme.blocks.header?.item.bottom;
    const logo = settings.get('siteLogo');
    return {
      company: settings.get('firmaadi') || 'Bayi',
      // The storefront's image route, as the header draws the logo.
      logoUrl: logo && deps.siteUrl ? `${deps.siteUrl}/image/show/?fileName=${encodeURIComponent(logo)}&size=2` : null,
      headerBackground: paletteColor(bar?.bg_color) ?? '#1e3a8a',
      headerText: paletteColor(bar?.text_color) ?? '#ffffff',
      siteUrl: deps.siteUrl,
    };
  }

  function orderFacts(o: OrderMailRow): OrderFacts {
    const totals = totalsByCurrency(o.lines.map(storedLineMoney));
    return {
      id: o.id,
      documentNo: o.document_no ?? `#${o.id}`,
      dealer: `${o.dealer_name} (${o.dealer_code})`,
      placedAt: dateTime(o.placed_at),
      placedBy: o.placed_by ?? '—',
      lineCount: o.lines.length,
      total: totals.map((t) => `${formatMoney(t.grandTotal.toFixed(2))} ${t.currency}`).join(' + ') || '—',
    };
  }

  async function queue(kind: string, dealerId: number, make: (brand: Brand) => MailContent): Promise<void> {
    const recipients = await repo.recipients(dealerId);
    if (!recipients.length) return;
    await repo.enqueue({ kind, recipients, ...make(await brand()) });
  }

  /** Runs a notice; never throws into the request that caused it. */
  async function safely(what: string, fn: () => Promise<void>): Promise<void> {
    if (!deps.enabled) return;
    try {
      await fn();
    } catch (err) {
      deps.log?.error({ err }, `could not queue the ${what} e-mail`);
    }
  }

  return {
    orderPlaced: (orderId: number) =>
      safely('order placed', async () => {
        const o = await repo.order(orderId);
        if (o) await queue('order.placed', o.dealer_id, (b) => orderPlacedMail(b, orderFacts(o)));
      }),

    orderStageChanged: (orderId: number, stage: OrderStage, reason: string) =>
      safely('order stage', async () => {
        const o = await repo.order(orderId);
        if (o) {
          await queue('order.stage', o.dealer_id, (b) =>
            orderStageMail(b, orderFacts(o), ORDER_STAGE_NAMES[stage], reason),
          );
        }
      }),

    paymentReceived: (attemptId: number) =>
      safely('payment received', async () => {
        const p = await repo.payment(attemptId);
        if (!p) return;
        await queue('payment.received', p.dealer_id, (b) =>
          paymentReceivedMail(b, {
            dealer: p.dealer_name,
            receiptNo: p.receipt_no ?? '—',
            amount: `${formatMoney(p.amount)} TL`,
            at: dateTime(p.completed_at),
            card: `${p.bank_name} ${p.masked_card_number}`,
            instalments: p.installment > 1 ? `${p.installment} taksit` : 'Tek çekim',
          }),
        );
      }),
  };
}

export type MailService = ReturnType<typeof createMailService>;
