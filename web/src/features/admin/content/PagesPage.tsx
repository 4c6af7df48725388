import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf } from '../../../lib/http';
import { formatInstantDay } from '../../../lib/instants';
import { useAdminPages } from '../api';
import { PublishedBadge, StorefrontLink } from './page-parts';

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
      {pages.isError && <Alert tone="error">{errorMessageOf(pages.error)}</Alert>}
      {!rows && !pages.isError && <LoadingBlock label="Sayfalar yükleniyor…" />}
      {rows && rows.length === 0 && <Alert tone="info">Henüz içerik sayfası yok.</Alert>}
      {rows && rows.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">İçerik sayfaları, başlık sırasıyla</caption>
              <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  {['Başlık', 'Adres (slug)', 'Durum', 'Güncellendi', 'Mağaza'].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((p) => (
                  <tr key={p.id} className="hover:bg-slate-50">
                    <td className="px-4 py-3 font-semibold">
                      <Link to={`/admin/pages/${p.id}`} className="text-blue-800 underline-offset-4 hover:underline">
                        {p.title}
                      </Link>
                    </td>
                    <td className="px-4 py-3 font-mono text-xs text-slate-700">{p.slug}</td>
                    <td className="px-4 py-3">
                      <PublishedBadge published={p.isPublished} />
                    </td>
                    <td className="px-4 py-3 tabular-nums">{formatInstantDay(p.updatedAt)}</td>
                    <td className="px-4 py-3">
                      <StorefrontLink page={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="İçerik sayfaları, başlık sırasıyla">
            {rows.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/admin/pages/${p.id}`}
                    className="min-w-0 font-semibold break-words text-blue-800 underline underline-offset-4"
                  >
                    {p.title}
                  </Link>
                  <PublishedBadge published={p.isPublished} />
                </div>
                <p className="mt-1 font-mono text-xs break-all text-slate-600">{p.slug}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
                  <span>Güncellendi {formatInstantDay(p.updatedAt)}</span>
                  <StorefrontLink page={p} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
