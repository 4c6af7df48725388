import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORDER_STAGE_NAMES, ORDER_STAGES } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, buttonClasses } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { inputClasses, TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminOrders } from '../api';
import { formatInstant, formatTotals, paymentName, StageBadge } from '../format';

const FILTERS = ['stage', 'from', 'to', 'dealer', 'documentNo'] as const;

function exportSearch(params: URLSearchParams): string {
  const filters = new URLSearchParams(params);
  filters.delete('page');
  return filters.size ? `?${filters.toString()}` : '';
}

/** /spa/admin/orders: every placed order (a representative's own dealers'), filtered, 50 to a page. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString() ? `?${params.toString()}` : '';
  const orders = useAdminOrders(search);
  const stageId = useId();
  const page = Number(params.get('page') ?? '1') || 1;
  const fieldErrors = isApiError(orders.error) ? orders.error.fields : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    void navigate(`/admin/orders${next.toString() ? `?${next.toString()}` : ''}`);
  }

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/admin/orders?${next.toString()}`;
  };
  const data = orders.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeading
        title="Siparişler"
        // The count is added to the line, not put in its place: a shorter line let the Excel button move up beside
        // the title on a phone once the list came, and the filters with it.
        description={`Bayilerin verdiği siparişler${data ? ` · ${data.total.toLocaleString('tr-TR')} sipariş` : ''}`}
        actions={
          // The filters of the list, without its page: the file holds every order they find.
          <a href={`/admin/orders/excel${exportSearch(params)}`} className={buttonClasses('secondary', 'md')} download>
            <Icon name="fa-solid fa-file-excel" />
            Excel’e aktar
          </a>
        }
      />
      <form
        onSubmit={submit}
        key={search}
        className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-6"
        aria-label="Sipariş filtreleri"
      >
        <div>
          <label htmlFor={stageId} className="mb-1.5 block text-sm font-medium text-slate-700">
            Durum
          </label>
          <select
            id={stageId}
            name="stage"
            defaultValue={params.get('stage') ?? ''}
            className={inputClasses(Boolean(fieldErrors.stage), 'h-11')}
          >
            <option value="">Tümü</option>
            {ORDER_STAGES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STAGE_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Başlangıç tarihi"
          name="from"
          type="date"
          defaultValue={params.get('from') ?? ''}
          error={fieldErrors.from}
        />
        <TextField
          label="Bitiş tarihi"
          name="to"
          type="date"
          defaultValue={params.get('to') ?? ''}
          error={fieldErrors.to}
        />
        <TextField
          label="Bayi (Cari No ya da ad)"
          name="dealer"
          defaultValue={params.get('dealer') ?? ''}
          error={fieldErrors.dealer}
        />
        <TextField
          label="Belge no"
          name="documentNo"
          defaultValue={params.get('documentNo') ?? ''}
          error={fieldErrors.documentNo}
        />
        <div className="flex items-end gap-2">
          <Button type="submit" className="flex-1">
            Filtrele
          </Button>
          {search && (
            <Button variant="secondary" onClick={() => void navigate('/admin/orders')}>
              Temizle
            </Button>
          )}
        </div>
      </form>

      {orders.isError && <Alert tone="error">{errorMessageOf(orders.error)}</Alert>}
      {!data && !orders.isError && <LoadingBlock label="Siparişler yükleniyor…" />}
      {data && data.rows.length === 0 && <Alert tone="info">Bu filtrelere uyan sipariş yok.</Alert>}
      {data && data.rows.length > 0 && (
        <>
          {/* A table from the tablet up; a card per order on a phone. */}
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Siparişler, en yenisi önce</caption>
              <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Belge no
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Tarih
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Bayi
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Durum
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Ödeme
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Satır
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Genel toplam
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.rows.map((o) => (
                  <tr key={o.id} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-semibold">
                      <Link to={`/admin/orders/${o.id}`} className="text-blue-800 underline-offset-4 hover:underline">
                        {o.documentNo || `#${o.id}`}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatInstant(o.placedAt)}</td>
                    <td className="px-4 py-3">
                      <span className="text-slate-600 tabular-nums">{o.dealer.code}</span> {o.dealer.name}
                    </td>
                    <td className="px-4 py-3">
                      <StageBadge stage={o.stage} />
                    </td>
                    <td className="px-4 py-3">{paymentName(o.paymentMethod)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{o.lineCount}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                      {formatTotals(o.totals)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Siparişler, en yenisi önce">
            {data.rows.map((o) => (
              <li key={o.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-semibold text-blue-800 underline underline-offset-4"
                  >
                    {o.documentNo || `#${o.id}`}
                  </Link>
                  <StageBadge stage={o.stage} />
                </div>
                <p className="mt-1 text-sm text-slate-600 tabular-nums">{formatInstant(o.placedAt)}</p>
                <p className="mt-2 text-sm">
                  {o.dealer.code} · {o.dealer.name}
                </p>
                <p className="mt-2 text-right font-semibold tabular-nums">{formatTotals(o.totals)}</p>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} className="mt-6" />
        </>
      )}
    </>
  );
}
