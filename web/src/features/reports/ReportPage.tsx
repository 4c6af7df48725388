import { NavLink, useParams } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { cn } from '../../lib/cn';
import { isReportType, REPORT_TITLES } from './reportTypes';

function ReportTabs() {
  return (
    <nav
      aria-label="Raporlar"
      className="no-scrollbar mb-6 flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
    >
      {Object.entries(REPORT_TITLES).map(([type, title]) => (
        <NavLink
          key={type}
          to={`/report/${type}`}
          className={({ isActive }) =>
            cn(
              'rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-600',
              isActive ? 'bg-blue-900 text-white' : 'text-slate-600 hover:bg-slate-100',
            )
          }
        >
          {title}
        </NavLink>
      ))}
    </nav>
  );
}

/** /report/{type}: 'Raporlar' then the report title (spec §2 "Reports"). */
export function ReportPage() {
  const { type } = useParams();
  if (!isReportType(type)) {
    return (
      <>
        <Breadcrumb items={[{ title: 'Raporlar' }]} />
        <EmptyState icon="fa-regular fa-file" title="Rapor bulunamadı." />
      </>
    );
  }
  const title = REPORT_TITLES[type];
  return (
    <>
      <Breadcrumb items={[{ title: 'Raporlar' }, { title }]} />
      <PageHeading title={title} />
      <ReportTabs />
      <ComingSoon icon="fa-solid fa-chart-column">
        Tarih aralığı seçimi ve rapor tablosu çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
