import { Link } from 'react-router';
import {
  adminPaymentListQuerySchema,
  formatMoney,
  PAYMENT_PURPOSE_NAMES,
  PAYMENT_STATE_NAMES,
  PAYMENT_STATES,
  type PaymentState,
} from '@bayi/common';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { useAdminPayments } from '../api';
import { ChoiceFilter, DateRangeFilter, FilterBar, ListResults, useListParams } from '../components/ListPage';
import { StatusBadge, type BadgeTone } from '../components/StatusBadge';
import { formatInstant } from '../format';

const FILTERS = ['status', 'dealer', 'from', 'to'] as const;

const STATE_TONES: Record<PaymentState, BadgeTone> = {
  initiated: 'neutral',
  authorising: 'warning',
  paid: 'success',
  failed: 'danger',
};

/** /spa/admin/payments (admins): card payment attempts and their state, for support. */
export function PaymentsPage() {
  const list = useListParams('/admin/payments');
  const payments = useAdminPayments(list.search);
  const data = payments.data;

  return (
    <>
      <PageHeading
        title="Ödemeler"
        description={data ? `${data.total.toLocaleString('tr-TR')} kartlı ödeme denemesi` : 'Kartlı ödemeler'}
      />
      <FilterBar
        list={list}
        schema={adminPaymentListQuerySchema}
        names={FILTERS}
        serverError={payments.error}
        role="search"
        label="Ödeme filtreleri"
        columns={5}
      >
        {(field) => (
          <>
            <ChoiceFilter label="Durum" values={PAYMENT_STATES} names={PAYMENT_STATE_NAMES} {...field('status')} />
            <TextField label="Bayi (Cari No ya da ad)" {...field('dealer')} />
            <DateRangeFilter from={field('from')} to={field('to')} />
          </>
        )}
      </FilterBar>
      <ListResults
        list={list}
        query={payments}
        rows={(d) => d.rows}
        loading="Ödemeler yükleniyor…"
        empty="Bu filtrelere uyan ödeme yok."
      >
        {(data) => (
          <ul className="space-y-3" aria-label="Kartlı ödemeler, en yenisi önce">
            {data.rows.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      <Link
                        to={`/admin/dealers/${p.dealer.id}`}
                        // Underlined: beside the dealer's name in the same line, colour alone would not tell the
                        // link from the text (WCAG 1.4.1, axe link-in-text-block).
                        className="text-blue-800 underline underline-offset-4"
                      >
                        {p.dealer.code}
                      </Link>{' '}
                      {p.dealer.name}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {formatInstant(p.createdAt)} · {PAYMENT_PURPOSE_NAMES[p.purpose] ?? p.purpose}
                      {p.orderNo ? ` · ${p.orderNo}` : ''} · {p.reference}
                    </p>
                  </div>
                  <div className="text-right">
                    <StatusBadge tone={STATE_TONES[p.status]} nowrap>
                      {PAYMENT_STATE_NAMES[p.status]}
                    </StatusBadge>
                    <p className="mt-1 text-lg font-semibold tabular-nums">{formatMoney(p.amount)} TL</p>
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-600">Kart</dt>
                    <dd className="font-mono">{p.card}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Banka</dt>
                    <dd>
                      {p.bank} · {p.installment > 1 ? `${p.installment} taksit` : 'Tek çekim'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Çekilen</dt>
                    <dd className="tabular-nums">{formatMoney(p.chargeAmount)} TL</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{p.error ? 'Bankanın yanıtı' : 'Tahsilat no'}</dt>
                    <dd>{p.error ?? p.receiptNo ?? '—'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}
