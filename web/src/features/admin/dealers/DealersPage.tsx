import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useApplication } from '../../../lib/queries';
import { OnOffBadge } from '../components/StatusBadge';
import { useAdminDealers, useDealerOptions } from '../api';
import { representativeLabel } from '../format';

/** /spa/admin/dealers: the dealers (a representative's own), searched by Cari No, name or tax number. */
export function DealersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString() ? `?${params.toString()}` : '';
  const dealers = useAdminDealers(search);
  const isAdmin = useApplication().data?.staffRole === 'admin';
  const page = Number(params.get('page') ?? '1') || 1;
  const fieldErrors = isApiError(dealers.error) ? dealers.error.fields : {};

  // From the Plasiyerler page: one representative's dealers; a search keeps to them.
  const representativeId = params.get('representativeId');
  const options = useDealerOptions();
  const representative = options.data?.representatives.find((r) => String(r.id) === representativeId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (representativeId) next.set('representativeId', representativeId);
    const query = next.toString();
    void navigate(query ? `/admin/dealers?${query}` : '/admin/dealers');
  }
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/admin/dealers?${next.toString()}`;
  };
  const data = dealers.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeading
        title="Bayiler"
        description={data ? `${data.total.toLocaleString('tr-TR')} bayi` : 'Cari hesaplar ve kullanıcıları'}
        actions={
          isAdmin && (
            <ButtonLink to="/admin/dealers/new">
              <Icon name="fa-solid fa-plus" />
              Yeni bayi
            </ButtonLink>
          )
        }
      />
      <form
        role="search"
        aria-label="Bayi ara"
        key={search}
        onSubmit={submit}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
      >
        <TextField
          label="Cari No, ünvan ya da vergi numarası"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          error={fieldErrors.q}
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit">Ara</Button>
        {representativeId && (
          <p className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              Plasiyer: <strong>{representative ? representativeLabel(representative) : representativeId}</strong>
            </span>
            <Link
              to={params.get('q') ? `/admin/dealers?q=${encodeURIComponent(params.get('q')!)}` : '/admin/dealers'}
              className="font-semibold text-blue-800 underline underline-offset-4"
            >
              Bütün bayiler
            </Link>
          </p>
        )}
      </form>

      {dealers.isError && <Alert tone="error">{errorMessageOf(dealers.error)}</Alert>}
      {!data && !dealers.isError && <LoadingBlock label="Bayiler yükleniyor…" />}
      {data && data.rows.length === 0 && <Alert tone="info">Aramaya uyan bayi yok.</Alert>}
      {data && data.rows.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Bayiler, Cari No sırasıyla</caption>
              <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  {['Cari No', 'Ünvan', 'Vergi no', 'Şehir', 'Temsilci', 'Kullanıcı', 'Durum'].map((h) => (
                    <th key={h} scope="col" className={`px-4 py-3 ${h === 'Kullanıcı' ? 'text-right' : ''}`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.rows.map((d) => (
                  <tr key={d.id} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">
                      <Link to={`/admin/dealers/${d.id}`} className="text-blue-800 underline-offset-4 hover:underline">
                        {d.code}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{d.name}</td>
                    <td className="px-4 py-3 tabular-nums">{d.taxNumber ?? '—'}</td>
                    <td className="px-4 py-3">{d.city ?? '—'}</td>
                    <td className="px-4 py-3">{d.representative ?? '—'}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{d.userCount}</td>
                    <td className="px-4 py-3">
                      <OnOffBadge on={d.isActive} labels={['Aktif', 'Pasif']} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Bayiler, Cari No sırasıyla">
            {data.rows.map((d) => (
              <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/admin/dealers/${d.id}`}
                    className="font-semibold text-blue-800 underline underline-offset-4"
                  >
                    {d.code}
                  </Link>
                  <OnOffBadge on={d.isActive} labels={['Aktif', 'Pasif']} />
                </div>
                <p className="mt-1">{d.name}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {[d.city, d.representative].filter(Boolean).join(' · ') || '—'}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={totalPages} hrefFor={hrefFor} className="mt-6" />
        </>
      )}
    </>
  );
}
