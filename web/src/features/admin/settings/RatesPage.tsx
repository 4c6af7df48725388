import { useState } from 'react';
import {
  adminRateBodySchema,
  formatDate,
  RATE_FETCH_OUTCOME_NAMES,
  RATE_SOURCE_NAMES,
  type AdminRates,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf } from '../../../lib/http';
import { useAdminRates, useFetchRates, useSetRate } from '../api';
import { useSchemaForm } from '../components/useSchemaForm';
import { formatInstant } from '../format';

/** A rate as Turkish digits from its exact text: "41.887700" → "41,8877" (at least four places). */
function formatRate(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const places = fraction.replace(/0+$/, '').padEnd(4, '0');
  return `${whole},${places}`;
}

function RateForm({ code, onDone }: { code: string; onDone(): void }) {
  const set = useSetRate(code);
  const { register, handleSubmit, errorOf, serverFields } = useSchemaForm(adminRateBodySchema, {
    defaultValues: { buy: '', sell: '' },
    serverError: set.error,
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit((rate) => set.mutate(rate, { onSuccess: onDone }))(event)}
      noValidate
      aria-label={`${code} kurunu elle gir`}
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField label={`${code} alış`} inputMode="decimal" error={errorOf('buy')} {...register('buy')} />
      <TextField label={`${code} satış`} inputMode="decimal" error={errorOf('sell')} {...register('sell')} />
      <Button type="submit" loading={set.isPending} loadingText="Kaydediliyor…">
        Bugün için kaydet
      </Button>
      {set.isError && !Object.keys(serverFields).length && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errorMessageOf(set.error)}
        </p>
      )}
    </form>
  );
}

function LastFetch({ last, url }: { last: AdminRates['lastFetch']; url: string }) {
  if (!last)
    return (
      <Alert tone="info">
        TCMB kur dosyası bu sunucuda henüz okunmadı (<span className="break-all">{url}</span>).
      </Alert>
    );
  return (
    <Alert tone={last.outcome === 'failed' ? 'error' : last.outcome === 'ok' ? 'success' : 'info'}>
      <span className="font-semibold">
        Son okuma {formatInstant(last.at)}: {RATE_FETCH_OUTCOME_NAMES[last.outcome] ?? last.outcome}.
      </span>{' '}
      {last.message}
    </Alert>
  );
}

/** /spa/admin/rates (admins): the rates prices use, where they came from, the TCMB reading, a rate by hand. */
export function RatesPage() {
  const rates = useAdminRates();
  const fetchNow = useFetchRates();
  const [editing, setEditing] = useState<string | null>(null);
  const data = rates.data;
  return (
    <>
      <PageHeading
        title="Döviz kurları"
        description="Fiyatlar ve üst bilgi en yeni günün satış kurunu kullanır. TCMB kurları iş günleri 15:30'dan sonra okunur; okunamazsa son kurlar kalır."
        actions={
          <Button
            variant="secondary"
            loading={fetchNow.isPending}
            loadingText="Okunuyor…"
            onClick={() => fetchNow.mutate()}
          >
            <Icon name="fa-solid fa-rotate" />
            TCMB'den şimdi oku
          </Button>
        }
      />
      {rates.isError && <Alert tone="error">{errorMessageOf(rates.error)}</Alert>}
      {!data && !rates.isError && <LoadingBlock label="Kurlar yükleniyor…" />}
      {data && (
        <div className="space-y-4">
          <LastFetch last={data.lastFetch} url={data.url} />
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Kullanılan kurlar">
            {data.rates.map((r) => (
              <li key={r.code} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    {r.code} <span className="text-sm font-normal text-slate-600">{r.name}</span>
                  </h2>
                  <span className="text-sm text-slate-600">
                    {formatDate(r.date)} · {RATE_SOURCE_NAMES[r.source] ?? r.source}
                    {r.setBy ? ` (${r.setBy})` : ''}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-600">Alış</dt>
                    <dd className="text-base font-semibold tabular-nums">{formatRate(r.buy)} ₺</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Satış</dt>
                    <dd className="text-base font-semibold tabular-nums">{formatRate(r.sell)} ₺</dd>
                  </div>
                </dl>
                {editing === r.code ? (
                  <RateForm code={r.code} onDone={() => setEditing(null)} />
                ) : (
                  <Button variant="secondary" size="sm" className="mt-3" onClick={() => setEditing(r.code)}>
                    <Icon name="fa-solid fa-pen" />
                    {r.code}: elle gir
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
