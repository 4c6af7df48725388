import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTL, REPORT_TITLES, type AccountInfo, type ReportType } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { telUrl } from '../../lib/urls';
import { PayBalanceLink } from '../../components/payment/PayBalanceLink';
import { useAccountInfo } from './api';

const TITLE = 'Hesabım';

/** /info/me: 'Hesabım' (spec §2 "Account info", §3): company, representative, risk, balance, addresses. */
export function AccountPage() {
  const query = useAccountInfo();
  return (
    <>
      <Breadcrumb items={[{ title: TITLE }]} />
      <PageHeading
        title={TITLE}
        description={query.data ? `Cari No ${query.data.cari.kod}` : 'Firma, risk ve adres bilgileriniz'}
      />
      {query.isPending ? (
        <AccountSkeleton />
      ) : query.isError ? (
        <Alert tone="error">{errorMessageOf(query.error)}</Alert>
      ) : (
        <AccountDetails info={query.data} />
      )}
    </>
  );
}

function AccountDetails({ info }: { info: AccountInfo }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Section title="Firma Bilgileri" icon="fa-solid fa-building" className="lg:col-span-2">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Field term="Firma Adı" className="sm:col-span-2">
              <span className="text-base font-semibold">{info.cari.ad}</span>
            </Field>
            <Field term="Cari No">{info.cari.kod}</Field>
            <Field term="Vergi Dairesi">{info.cari.vergiDairesi}</Field>
            <Field term="Vergi Numarası">{info.cari.vergiNumarasi}</Field>
          </dl>
        </Section>
        <Section title="Müşteri Temsilciniz" icon="fa-solid fa-user-tie">
          {info.temsilci ? (
            <div className="flex flex-col gap-2">
              <p className="font-semibold text-slate-900">{info.temsilci.ad}</p>
              {info.temsilci.email && (
                <a
                  href={`mailto:${info.temsilci.email}`}
                  className="inline-flex min-h-11 items-center gap-2 text-sm break-all text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-0"
                >
                  <Icon name="fa-regular fa-envelope" className="text-slate-500" />
                  {info.temsilci.email}
                </a>
              )}
              {info.temsilci.telefon && (
                <a
                  href={telUrl(info.temsilci.telefon)}
                  className="inline-flex min-h-11 items-center gap-2 text-sm text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-0"
                >
                  <Icon name="fa-solid fa-phone" className="text-slate-500" />
                  {info.temsilci.telefon}
                </a>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-600">Hesabınıza atanmış bir müşteri temsilcisi yok.</p>
          )}
        </Section>
      </div>

      <Section title="Hesap Durumu" icon="fa-solid fa-scale-balanced">
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Figure term="Risk Limiti" testId="account-risk">
            {formatTL(info.cari.risk)}
          </Figure>
          <Figure
            term="Bakiye"
            testId="account-balance"
            note={
              info.bakiyeBA === 'B'
                ? 'Borçlu: ödenecek tutar'
                : info.bakiyeBA === 'A'
                  ? 'Alacaklı: lehinize olan tutar'
                  : 'Hesabınız kapalı'
            }
          >
            {formatTL(Math.abs(info.bakiye))}
            {info.bakiyeBA && (
              <>
                {' '}
                <BalanceLetter letter={info.bakiyeBA} />
              </>
            )}
          </Figure>
          <Figure
            term="Faturalanmamış Siparişler"
            testId="account-open-orders"
            note={`Açık hesap siparişleri: ${formatTL(info.acikHesapSiparisToplam)}`}
          >
            {formatTL(info.acikSiparisToplam)}
          </Figure>
          <Figure
            term="Kalan Risk Limiti"
            testId="account-remaining-risk"
            note="Risk limiti − bakiye − açık hesap siparişleri"
            emphasis
          >
            {formatTL(info.kalanRisk)}
          </Figure>
        </dl>
        {info.bakiyeBA === 'B' && <PayBalanceLink className="mt-4" />}
      </Section>

      <Section title="Adresler" icon="fa-solid fa-location-dot">
        {info.adresler.length === 0 ? (
          <p className="text-sm text-slate-600">Kayıtlı adresiniz yok.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {info.adresler.map((address, index) => (
              <li
                key={index}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
              >
                {address.baslik && <p className="font-semibold text-slate-900">{address.baslik}</p>}
                <p className="text-slate-800">{address.adres}</p>
                <p className="text-slate-700">
                  <span className="font-medium">Yetkili:</span> {address.yetkili}
                </p>
                {address.telefon && (
                  <a
                    href={telUrl(address.telefon)}
                    className="inline-flex min-h-11 items-center gap-2 self-start text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 lg:min-h-0"
                  >
                    <Icon name="fa-solid fa-phone" className="text-slate-500" />
                    {address.telefon}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Raporlar" icon="fa-solid fa-chart-column">
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {(Object.entries(REPORT_TITLES) as [ReportType, string][]).map(([type, title]) => (
            <li key={type}>
              <Link
                to={`/report/${type}`}
                className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm font-semibold text-slate-800 hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {title}
                <Icon name="fa-solid fa-chevron-right" className="text-xs text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** A card with its heading; a named region, so assistive technology lists it. */
function Section({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="mb-4 flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <Icon name={icon} className="text-blue-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Figure({
  term,
  note,
  testId,
  emphasis,
  children,
}: {
  term: string;
  note?: string;
  testId: string;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('rounded-xl border p-4', emphasis ? 'border-blue-200 bg-blue-50' : 'border-slate-200')}>
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd data-testid={testId} className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900 tabular-nums">
        {children}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** B (borçlu) or A (alacaklı): the letter a Turkish statement puts after a balance. */
function BalanceLetter({ letter }: { letter: 'B' | 'A' }) {
  return (
    <abbr
      title={letter === 'B' ? 'Borçlu' : 'Alacaklı'}
      className={cn(
        'rounded px-1.5 py-0.5 text-sm font-bold no-underline',
        letter === 'B' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {letter}
    </abbr>
  );
}

function AccountSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Hesap bilgileri yükleniyor…</span>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-44 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
      <Skeleton className="h-36 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
