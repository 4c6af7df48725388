import {
  formatMoney,
  ORDER_STAGE_NAMES,
  PAYMENT_METHOD_NAMES,
  type OrderStage,
  type RepresentativeOption,
} from '@bayi/common';
import { StatusBadge, type BadgeTone } from './components/StatusBadge';

export { formatInstant } from '../../lib/instants';

/** "1.234,50 TL · 12,00 USD" */
export const formatTotals = (totals: { currency: string; grandTotal: string }[]) =>
  totals.length ? totals.map((t) => `${formatMoney(t.grandTotal)} ${t.currency}`).join(' · ') : '—';

/** "Ayşe Kaya · PL01" as a choice in a form, and "(pasif)" for one that takes no new dealers or users. */
export const representativeLabel = (r: RepresentativeOption) =>
  `${r.name}${r.code ? ` · ${r.code}` : ''}${r.isActive ? '' : ' (pasif)'}`;

/** A payment method's name, or a dash when none was chosen yet. */
export const paymentName = (id: string | null) => (id && PAYMENT_METHOD_NAMES[id]) || '—';

const STAGE_TONES: Record<OrderStage, BadgeTone> = {
  received: 'info',
  approved: 'accent',
  preparing: 'warning',
  shipped: 'success',
  cancelled: 'neutral',
};

export function StageBadge({ stage }: { stage: OrderStage }) {
  return <StatusBadge tone={STAGE_TONES[stage]}>{ORDER_STAGE_NAMES[stage]}</StatusBadge>;
}
