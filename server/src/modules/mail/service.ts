import { ORDER_STAGE_NAMES, formatMoney, paletteColor, type OrderStage } from '@bayi/common';
import { turkishWallClock } from '../../lib/turkey-time';
import type { ApplicationService } from '../application/service';
import { storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type { Db } from '../../db/client';
import { createMailRepository, type MailRepository, type OrderMailRow } from './repository';
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
}

/**
 * The e-mails of one kind of change, each queued in the caller's transaction `tx` of that change: the message and
 * the change commit together or not at all, and a failure to queue fails the change (nothing half-written).
 */
export interface MailQueue {
  orderPlaced(tx: Db, orderId: number): Promise<void>;
  orderStageChanged(tx: Db, orderId: number, stage: OrderStage, reason: string): Promise<void>;
  paymentReceived(tx: Db, attemptId: number): Promise<void>;
}

const NOTHING_QUEUED: MailQueue = {
  orderPlaced: async () => undefined,
  orderStageChanged: async () => undefined,
  paymentReceived: async () => undefined,
};

/**
 * The storefront's e-mails — order placed, order stage changed, payment received — to the dealer's users and its
 * representative, written to the queue in the transaction of the change they announce (as webhook events are).
 * The sending happens in the mail worker.
 */
export function createMailService(deps: MailDeps) {
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

  /** Queues one message per recipient of the dealer, in `repo`'s transaction; no recipient, nothing. */
  async function queue(repo: MailRepository, kind: string, dealerId: number, content: MailContent): Promise<void> {
    const recipients = await repo.recipients(dealerId);
    if (recipients.length) await repo.enqueue({ kind, recipients, ...content });
  }

  return {
    /**
     * The queue for a change about to be written: read before its transaction opens (the brand comes from the
     * settings' cache, whose reload must not wait for the connection the transaction holds), then called inside
     * it. Without SMTP_URL it queues nothing.
     */
    async forTransaction(): Promise<MailQueue> {
      if (!deps.enabled) return NOTHING_QUEUED;
      const b = await brand();
      return {
        async orderPlaced(tx, orderId) {
          const repo = createMailRepository(tx);
          const o = await repo.order(orderId);
          if (o) await queue(repo, 'order.placed', o.dealer_id, orderPlacedMail(b, orderFacts(o)));
        },

        async orderStageChanged(tx, orderId, stage, reason) {
          const repo = createMailRepository(tx);
          const o = await repo.order(orderId);
          if (o) {
            await queue(
              repo,
              'order.stage',
              o.dealer_id,
              orderStageMail(b, orderFacts(o), ORDER_STAGE_NAMES[stage], reason),
            );
          }
        },

        async paymentReceived(tx, attemptId) {
          const repo = createMailRepository(tx);
          const p = await repo.payment(attemptId);
          if (!p) return;
          await queue(
            repo,
            'payment.received',
            p.dealer_id,
            paymentReceivedMail(b, {
              dealer: p.dealer_name,
              receiptNo: p.receipt_no ?? '—',
              amount: `${formatMoney(p.amount)} TL`,
              at: dateTime(p.completed_at),
              card: `${p.bank_name} ${p.masked_card_number}`,
              instalments: p.installment > 1 ? `${p.installment} taksit` : 'Tek çekim',
            }),
          );
        },
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
