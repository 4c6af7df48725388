import {
  formatMoney,
  ORDER_STAGE_NAMES,
  PAYMENT_METHOD_NAMES,
  type OrderStage,
  type RepresentativeOption,
} from '@bayi/common';

export { formatInstant } from '../../lib/instants';

/** "1.234,50 TL · 12,00 USD" */
export const formatTotals = (totals: { currency: string; grandTotal: string }[]) =>
  totals.length ? totals.map((t) => `${formatMoney(t.grandTotal)} ${t.currency}`).join(' · ') : '—';

/** "Ayşe Kaya · PL01" as a choice in a form, and "(pasif)" for one that takes no new dealers or users. */
export const representativeLabel = (r: RepresentativeOption) =>
  `${r.name}${r.code ? ` · ${r.code}` : ''}${r.isActive ? '' : ' (pasif)'}`;

/** A payment method's name, or a dash when none was chosen yet. */
export const paymentName = (id: string | null) => (id && PAYMENT_METHOD_NAMES[id]) || '—';

const STAGE_STYLES: Record<OrderStage, string> = {
  received: 'bg-sky-100 text-sky-900',
  approved: 'bg-indigo-100 text-indigo-900',
  preparing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function StageBadge({ stage }: { stage: OrderStage }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_STYLES[stage]}`}>
      {ORDER_STAGE_NAMES[stage]}
    </span>
  );
}
