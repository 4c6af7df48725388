import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatMoney,
  PAYMENT_PURPOSE_NAMES,
  PAYMENT_STATE_NAMES,
  PAYMENT_STATES,
  type PaymentState,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminPayments } from '../api';
import { formatInstant } from '../format';

const FILTERS = ['status', 'dealer', 'from', 'to'] as const;

const STATE_STYLES: Record<PaymentState, string> = {
  initiated: 'bg-slate-200 text-slate-800',
  authorising: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

function StateBadge({ state }: { state: PaymentState }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_STYLES[state]}`}
    >
      {PAYMENT_STATE_NAMES[state]}
    </span>
  );
}

/** /spa/admin/payments (admins): card payment attempts and their state, for support. */
export function PaymentsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString() ? `?${params.toString()}` : '';
  const payments = useAdminPayments(search);
  const fields = isApiError(payments.error) ? payments.error.fields : {};
  const page = Number(params.get('page') ?? '1') || 1;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    void navigate(`/admin/payments${next.size ? `?${next.toString()}` : ''}`);
  }
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/admin/payments?${next.toString()}`;
  };
  const data = payments.data;

  return (
    <>
      <PageHeading
        title="Ödemeler"
        description={data ? `${data.total.toLocaleString('tr-TR')} kartlı ödeme denemesi` : 'Kartlı ödemeler'}
      />
      <form
        role="search"
        aria-label="Ödeme filtreleri"
        key={search}
        onSubmit={submit}
        className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField label="Durum" name="status" defaultValue={params.get('status') ?? ''} error={fields.status}>
          <option value="">Tümü</option>
          {PAYMENT_STATES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATE_NAMES[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Bayi (Cari No ya da ad)"
          name="dealer"
          defaultValue={params.get('dealer') ?? ''}
          error={fields.dealer}
        />
        <TextField
          label="Başlangıç tarihi"
          name="from"
          type="date"
          defaultValue={params.get('from') ?? ''}
          error={fields.from}
        />
        <TextField label="Bitiş tarihi" name="to" type="date" defaultValue={params.get('to') ?? ''} error={fields.to} />
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            Filtrele
          </Button>
        </div>
      </form>
      {payments.isError && <Alert tone="error">{errorMessageOf(payments.error)}</Alert>}
      {!data && !payments.isError && <LoadingBlock label="Ödemeler yükleniyor…" />}
      {data && data.rows.length === 0 && <Alert tone="info">Bu filtrelere uyan ödeme yok.</Alert>}
      {data && data.rows.length > 0 && (
        <>
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
                    <StateBadge state={p.status} />
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
          <Pager
            page={page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            hrefFor={hrefFor}
            className="mt-6"
          />
        </>
      )}
    </>
  );
}
