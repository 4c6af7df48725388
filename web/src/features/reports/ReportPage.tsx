import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { NavLink, useParams } from 'react-router';
import { isReportType, REPORT_TITLES, reportMessages, type ReportType } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { buttonClasses } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { reportExportPath, useReport, type ReportRows } from './api';
import { documentKey, REPORT_COLUMNS, type DocumentRef } from './columns';
import { formatDay, toQueryDate } from './dates';
import { DateRangePicker } from './DateRangePicker';
import { OpenInvoicesPanel, useOpenInvoices } from './OpenInvoices';
import { PayBalanceLink } from '../../components/payment/PayBalanceLink';
import { ReportTable } from './ReportTable';
import { reportTexts } from './texts';
import { rangeSearch, useReportRange } from './useReportRange';

// The side panel (and JsBarcode with it) loads with the first document a dealer opens.
const DocumentPanel = lazy(async () => ({ default: (await import('./DocumentPanel')).DocumentPanel }));

/** The four reports; each link keeps the range, so a dealer compares them over the same period. */
function ReportTabs({ search }: { search: string }) {
  return (
    <nav
      aria-label={reportTexts.tabs}
      className="no-scrollbar mb-4 flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
    >
      {Object.entries(REPORT_TITLES).map(([type, title]) => (
        <NavLink
          key={type}
          to={{ pathname: `/report/${type}`, search }}
          className={({ isActive }) =>
            cn(
              'flex min-h-11 items-center rounded-lg px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-9',
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
        <Breadcrumb items={[{ title: reportTexts.breadcrumb }]} />
        <EmptyState icon="fa-regular fa-file" title={reportTexts.unknownReport} />
      </>
    );
  }
  return <Report key={type} type={type} />;
}

function Report({ type }: { type: ReportType }) {
  const title = REPORT_TITLES[type];
  const [range, setRange] = useReportRange();
  const begin = toQueryDate(range.from);
  const end = toQueryDate(range.to);
  const query = useReport(type, begin, end);
  // Fatura Listesi and Hesap Ekstresi show what is still owed above the range picker. Until it is known the page
  // below it waits as one skeleton, so the picker and the table do not jump down when it arrives.
  const showsOpenInvoices = type === 'faturalistesi' || type === 'hesapekstresi';
  const openInvoices = useOpenInvoices(showsOpenInvoices);
  const waitingAbove = showsOpenInvoices && openInvoices.isPending;

  // The panel keeps its document while it slides out, so it does not empty before it has gone.
  const [panel, setPanel] = useState<{ document: DocumentRef | null; open: boolean }>({
    document: null,
    open: false,
  });
  const openDocument = useCallback((document: DocumentRef) => setPanel({ document, open: true }), []);
  const closePanel = useCallback(() => setPanel((current) => ({ ...current, open: false })), []);
  useRestoreFocus(panel.open, panel.document);

  return (
    <>
      <Breadcrumb items={[{ title: reportTexts.breadcrumb }, { title }]} />
      <PageHeading
        title={title}
        description={
          <>
            {formatDay(range.from)} – {formatDay(range.to)}
            {query.data && <> · {reportTexts.records(query.data.length)}</>}
          </>
        }
      />
      <ReportTabs search={rangeSearch(range)} />
      {waitingAbove ? (
        <ReportSkeleton />
      ) : (
        <>
          {type === 'faturalistesi' && <OpenInvoicesPanel />}
          {type === 'hesapekstresi' && <StatementPayBar />}
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <DateRangePicker value={range} onChange={setRange} />
            <div className="flex gap-2">
              <a href={reportExportPath(type, 'excel', begin, end)} download className={buttonClasses('secondary')}>
                <Icon name="fa-solid fa-file-excel" className="text-emerald-700" />
                {reportTexts.excel}
                <span className="sr-only"> {reportTexts.download}</span>
              </a>
              <a href={reportExportPath(type, 'pdf', begin, end)} download className={buttonClasses('secondary')}>
                <Icon name="fa-solid fa-file-pdf" className="text-red-700" />
                {reportTexts.pdf}
                <span className="sr-only"> {reportTexts.download}</span>
              </a>
            </div>
          </div>
          {query.isPending ? (
            <ReportSkeleton />
          ) : query.isError ? (
            <Alert tone="error">{errorMessageOf(query.error)}</Alert>
          ) : query.data.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center font-semibold text-red-700 shadow-sm">
              {reportMessages.empty}
            </p>
          ) : (
            <ReportRowsTable type={type} rows={query.data} onOpen={openDocument} />
          )}
        </>
      )}
      {panel.document && (
        <Suspense fallback={null}>
          <DocumentPanel document={panel.document} open={panel.open} onClose={closePanel} />
        </Suspense>
      )}
    </>
  );
}

/** The panel's slide-out (Drawer) takes 150 ms; the dialog gives focus back by then. */
const PANEL_LEAVE_MS = 300;

/**
 * Focus goes back to the row's button when the panel closes (spec §2). Headless UI's dialog does it,
 * unless the button it remembers is gone: the page crossed the table/cards width meanwhile (a phone
 * turned) and the rows were drawn anew. Then the row's new button gets it, found by its document.
 */
function useRestoreFocus(open: boolean, document: DocumentRef | null) {
  useEffect(() => {
    if (open || !document) return;
    const timer = window.setTimeout(() => {
      const active = window.document.activeElement;
      if (active && active !== window.document.body) return;
      window.document.querySelector<HTMLElement>(`[data-document="${CSS.escape(documentKey(document))}"]`)?.focus();
    }, PANEL_LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [open, document]);
}

function ReportRowsTable<T extends ReportType>({
  type,
  rows,
  onOpen,
}: {
  type: T;
  rows: ReportRows[T][];
  onOpen: (document: DocumentRef) => void;
}) {
  const columns = useMemo(() => REPORT_COLUMNS[type](onOpen), [type, onOpen]);
  return <ReportTable caption={REPORT_TITLES[type]} data={rows} columns={columns} />;
}

/** Hesap Ekstresi: 'Bakiyeyi Kartla Öde' while something is owed. */
function StatementPayBar() {
  const open = useOpenInvoices();
  if (!open.data?.length) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blue-200 bg-blue-50 px-4 py-3">
      <p className="text-sm text-slate-800">Açık faturalarınızı kartla, tek çekim veya taksitle ödeyebilirsiniz.</p>
      <PayBalanceLink />
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="sr-only">{reportTexts.loading}</span>
      <Skeleton className="mb-4 h-8" />
      <div className="flex flex-col gap-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-6" />
        ))}
      </div>
    </div>
  );
}
