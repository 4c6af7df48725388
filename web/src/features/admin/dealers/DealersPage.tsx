import { Link } from 'react-router';
import { adminDealerListQuerySchema, type AdminDealerRow } from '@bayi/common';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { useApplication } from '../../../lib/queries';
import { useAdminDealers, useDealerOptions } from '../api';
import { CardHead, DataTable, ListResults, SearchBar, useListParams, type Column } from '../components/ListPage';
import { OnOffBadge } from '../components/StatusBadge';
import { representativeLabel } from '../format';

const COLUMNS: Column<AdminDealerRow>[] = [
  {
    header: 'Cari No',
    className: 'font-semibold whitespace-nowrap tabular-nums',
    cell: (d) => (
      <Link to={`/admin/dealers/${d.id}`} className="text-blue-800 underline-offset-4 hover:underline">
        {d.code}
      </Link>
    ),
  },
  { header: 'Ünvan', cell: (d) => d.name },
  { header: 'Vergi no', className: 'tabular-nums', cell: (d) => d.taxNumber ?? '—' },
  { header: 'Şehir', cell: (d) => d.city ?? '—' },
  { header: 'Temsilci', cell: (d) => d.representative ?? '—' },
  { header: 'Kullanıcı', align: 'right', className: 'tabular-nums', cell: (d) => d.userCount },
  { header: 'Durum', cell: (d) => <OnOffBadge on={d.isActive} labels={['Aktif', 'Pasif']} /> },
];

/** /spa/admin/dealers: the dealers (a representative's own), searched by Cari No, name or tax number. */
export function DealersPage() {
  const list = useListParams('/admin/dealers');
  const { params } = list;
  const dealers = useAdminDealers(list.search);
  const isAdmin = useApplication().data?.staffRole === 'admin';

  // From the Plasiyerler page: one representative's dealers; a search keeps to them.
  const representativeId = params.get('representativeId');
  const options = useDealerOptions();
  const representative = options.data?.representatives.find((r) => String(r.id) === representativeId);
  const data = dealers.data;

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
      <SearchBar
        list={list}
        schema={adminDealerListQuerySchema}
        serverError={dealers.error}
        onSearch={({ q }) => list.go({ q, representativeId: representativeId ?? undefined })}
        label="Bayi ara"
        fieldLabel="Cari No, ünvan ya da vergi numarası"
      >
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
      </SearchBar>

      <ListResults
        list={list}
        query={dealers}
        rows={(d) => d.rows}
        loading="Bayiler yükleniyor…"
        empty="Aramaya uyan bayi yok."
      >
        {(data) => (
          <DataTable
            caption="Bayiler, Cari No sırasıyla"
            columns={COLUMNS}
            rows={data.rows}
            rowKey={(d) => d.id}
            card={(d) => (
              <>
                <CardHead
                  to={`/admin/dealers/${d.id}`}
                  title={d.code}
                  badge={<OnOffBadge on={d.isActive} labels={['Aktif', 'Pasif']} />}
                />
                <p className="mt-1">{d.name}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {[d.city, d.representative].filter(Boolean).join(' · ') || '—'}
                </p>
              </>
            )}
          />
        )}
      </ListResults>
    </>
  );
}
