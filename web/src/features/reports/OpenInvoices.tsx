import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatTL, type OpenInvoiceRow } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { debtPaymentPath, debtTexts, fetchOpenInvoices, OPEN_INVOICES_PATH } from '../../components/payment/debt';
import { carried, staleUnlessCarried } from '../../lib/carried';
import { PayBalanceLink } from '../../components/payment/PayBalanceLink';
import { Skeleton } from '../../components/Skeleton';
import { errorMessageOf } from '../../lib/http';
import { formatInstantDay } from './dates';

/** The dealer's open invoices (GET /report/acikfaturalar), read again on every visit. */
export function useOpenInvoices(enabled = true) {
  return useQuery({
    queryKey: ['open-invoices'],
    queryFn: ({ signal }) => fetchOpenInvoices(signal),
    // A report page the server sent may carry them (server/src/plugins/spa.ts).
    initialData: enabled ? () => carried<OpenInvoiceRow[]>(OPEN_INVOICES_PATH) : undefined,
    staleTime: staleUnlessCarried,
    enabled,
  });
}

/** Kuruş sums: the total shown is exact; the server computes the amount charged anyway. */
const kurus = (tl: number) => Math.round(tl * 100);

/**
 * Fatura Listesi's open invoices (beyond the spec): every invoice still owed, whatever the range
 * picked, each with a checkbox; 'Seçilen Faturaları Öde (n)' opens the payment page for them, and
 * 'Bakiyeyi Kartla Öde' for the whole balance.
 */
export function OpenInvoicesPanel() {
  const query = useOpenInvoices();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const headingId = useId();
  const totalId = useId();
  const rows = useMemo(() => query.data ?? [], [query.data]);
  // Invoices closed since (another tab paid them) drop out of the choice.
  const picked = rows.filter((r) => chosen.has(r.Id));
  const pickedTotal = picked.reduce((sum, r) => sum + kurus(r.ACIK_TUTAR), 0) / 100;
  const openTotal = rows.reduce((sum, r) => sum + kurus(r.ACIK_TUTAR), 0) / 100;
  const allChosen = rows.length > 0 && picked.length === rows.length;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="open-invoices"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {debtTexts.openInvoices}
          </h2>
          {query.data && rows.length > 0 && (
            <p className="text-sm text-slate-600">
              {rows.length} fatura · toplam açık tutar {formatTL(openTotal)}
            </p>
          )}
        </div>
        {rows.length > 0 && <PayBalanceLink />}
      </div>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Açık faturalar yükleniyor…</span>
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : query.isError ? (
        <Alert tone="error">{errorMessageOf(query.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{debtTexts.noOpenInvoices}</p>
      ) : (
        <>
          <fieldset>
            <legend className="sr-only">Ödenecek faturaları seçin</legend>
            <label className="flex min-h-11 items-center gap-3 border-b border-slate-200 px-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                className="size-5 accent-blue-700"
                checked={allChosen}
                onChange={(event) => setChosen(event.target.checked ? new Set(rows.map((r) => r.Id)) : new Set())}
              />
              Tümünü seç
            </label>
            <ul className="max-h-80 overflow-y-auto">
              {rows.map((row) => (
                <OpenInvoiceItem
                  key={row.Id}
                  row={row}
                  checked={chosen.has(row.Id)}
                  onChange={(on) => toggle(row.Id, on)}
                />
              ))}
            </ul>
          </fieldset>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
            <p id={totalId} className="text-sm text-slate-700" aria-live="polite">
              {debtTexts.chosenTotal}:{' '}
              <strong className="text-slate-900 tabular-nums" data-testid="chosen-total">
                {formatTL(pickedTotal)}
              </strong>
            </p>
            <Button
              onClick={() =>
                navigate(
                  debtPaymentPath(
                    'invoices',
                    picked.map((r) => r.Id),
                  ),
                )
              }
              disabled={picked.length === 0}
              aria-describedby={totalId}
              data-testid="pay-chosen"
            >
              <Icon name="fa-solid fa-credit-card" />
              {debtTexts.payChosen(picked.length)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function OpenInvoiceItem({
  row,
  checked,
  onChange,
}: {
  row: OpenInvoiceRow;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const partial = row.ACIK_TUTAR < row.GENELTOPLAM;
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-2 py-2 text-sm hover:bg-slate-50">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-blue-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-invoice={row.BELGENO}
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <span className="min-w-0">
            <span className="font-semibold text-slate-900">{row.BELGENO}</span>
            <span className="text-slate-600">
              {' '}
              · {formatInstantDay(row.FIS_TARIHI)}
              {row.VADE && <> · Vade {formatInstantDay(row.VADE)}</>}
            </span>
          </span>
          <span className="text-right tabular-nums">
            <span className="sr-only">{debtTexts.openAmount}: </span>
            <span className="font-semibold text-slate-900">{formatTL(row.ACIK_TUTAR)}</span>
            {partial && (
              <span className="block text-xs text-slate-600">Fatura toplamı {formatTL(row.GENELTOPLAM)}</span>
            )}
          </span>
        </span>
      </label>
    </li>
  );
}
