import { Link, useLocation } from 'react-router';
import type { AdminPageSummary } from '@bayi/common';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { formatInstantDay } from '../../../lib/instants';
import { useAdminPages } from '../api';
import { CardHead, DataTable, ListState, type Column } from '../components/ListPage';
import { PublishedBadge, StorefrontLink } from './page-parts';

const COLUMNS: Column<AdminPageSummary>[] = [
  {
    header: 'Başlık',
    className: 'font-semibold',
    cell: (p) => (
      <Link to={`/admin/pages/${p.id}`} className="text-blue-800 underline-offset-4 hover:underline">
        {p.title}
      </Link>
    ),
  },
  { header: 'Adres (slug)', className: 'font-mono text-xs text-slate-700', cell: (p) => p.slug },
  { header: 'Durum', cell: (p) => <PublishedBadge published={p.isPublished} /> },
  { header: 'Güncellendi', className: 'tabular-nums', cell: (p) => formatInstantDay(p.updatedAt) },
  { header: 'Mağaza', cell: (p) => <StorefrontLink page={p} /> },
];

/** /spa/admin/pages (admins and editors): the content pages, drafts too, in title order. */
export function PagesPage() {
  const pages = useAdminPages();
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  const rows = pages.data?.rows;
  return (
    <>
      <PageHeading
        title="Sayfalar"
        description={
          rows
            ? `${rows.length} içerik sayfası · ${rows.filter((r) => r.isPublished).length} yayında`
            : 'Hakkımızda, iletişim, koşullar: mağazanın içerik sayfaları'
        }
        actions={
          <ButtonLink to="/admin/pages/new">
            <Icon name="fa-solid fa-plus" />
            Yeni sayfa
          </ButtonLink>
        }
      />
      {deleted && (
        <p role="status" className="mb-4 text-sm font-semibold text-emerald-800">
          “{deleted}” sayfası silindi.
        </p>
      )}
      <ListState query={pages} rows={(d) => d.rows} loading="Sayfalar yükleniyor…" empty="Henüz içerik sayfası yok.">
        {(list) => (
          <DataTable
            caption="İçerik sayfaları, başlık sırasıyla"
            columns={COLUMNS}
            rows={list.rows}
            rowKey={(p) => p.id}
            card={(p) => (
              <>
                <CardHead
                  to={`/admin/pages/${p.id}`}
                  title={p.title}
                  badge={<PublishedBadge published={p.isPublished} />}
                />
                <p className="mt-1 font-mono text-xs break-all text-slate-600">{p.slug}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <span>Güncellendi {formatInstantDay(p.updatedAt)}</span>
                  <StorefrontLink page={p} />
                </div>
              </>
            )}
          />
        )}
      </ListState>
    </>
  );
}
