import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  adminRepresentativeAssignSchema,
  adminRepresentativeBodySchema,
  type AdminRepresentative,
  type AdminRepresentativeBody,
  type AdminRepresentativeDetail,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { Pager } from '../../../components/Pager';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { CardHead, DataTable, ListState, type Column } from '../components/ListPage';
import { OnOffBadge } from '../components/StatusBadge';
import { useSchemaForm } from '../components/useSchemaForm';
import { useAdminDealers, useAdminRepresentative, useAdminRepresentatives, useRepresentativeChange } from '../api';

/**
 * The back office's sales representatives (Plasiyerler, admins): the records dealers are assigned to and plasiyer
 * staff users are tied to. A list, a new record, and a record's page — its details, deactivating it, its dealers
 * (assigned by Cari No, taken off one by one) and its plasiyer users.
 */

function BackLink() {
  return (
    <Link
      to="/admin/representatives"
      className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-blue-800"
    >
      <Icon name="fa-solid fa-arrow-left" /> Plasiyerler
    </Link>
  );
}

const dealersOf = (r: Pick<AdminRepresentative, 'id'>) => `/admin/dealers?representativeId=${r.id}`;

const COLUMNS: Column<AdminRepresentative>[] = [
  {
    header: 'Ad soyad',
    className: 'font-semibold',
    cell: (r) => (
      <Link to={`/admin/representatives/${r.id}`} className="text-blue-800 underline-offset-4 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { header: 'Kod', className: 'whitespace-nowrap tabular-nums', cell: (r) => r.code ?? '—' },
  { header: 'E-posta', cell: (r) => r.email ?? '—' },
  { header: 'Telefon', className: 'whitespace-nowrap tabular-nums', cell: (r) => r.phone ?? '—' },
  {
    header: 'Bayi',
    align: 'right',
    className: 'tabular-nums',
    cell: (r) =>
      r.dealerCount > 0 ? (
        <Link
          to={dealersOf(r)}
          className="text-blue-800 underline-offset-4 hover:underline"
          aria-label={`${r.name}: ${r.dealerCount} bayi`}
        >
          {r.dealerCount.toLocaleString('tr-TR')}
        </Link>
      ) : (
        0
      ),
  },
  { header: 'Kullanıcı', align: 'right', className: 'tabular-nums', cell: (r) => r.userCount },
  { header: 'Durum', cell: (r) => <OnOffBadge on={r.isActive} labels={['Aktif', 'Pasif']} /> },
];

/** /spa/admin/representatives: every representative, active or not, with its dealers and users counted. */
export function RepresentativesPage() {
  const list = useAdminRepresentatives();
  const rows = list.data?.rows;
  return (
    <>
      <PageHeading
        title="Plasiyerler"
        description={
          rows
            ? `${rows.length.toLocaleString('tr-TR')} plasiyer · bayiler bunlara atanır, plasiyer kullanıcıları bunlara bağlanır`
            : 'Satış temsilcileri'
        }
        actions={
          <ButtonLink to="/admin/representatives/new">
            <Icon name="fa-solid fa-plus" />
            Yeni plasiyer
          </ButtonLink>
        }
      />
      <ListState
        query={list}
        rows={(d) => d.rows}
        loading="Plasiyerler yükleniyor…"
        empty="Henüz plasiyer yok. İlk plasiyeri ekleyin; ardından bayilerini atayın ve Personel sayfasında plasiyer kullanıcısını bu kayda bağlayın."
      >
        {({ rows }) => (
          <DataTable
            caption="Plasiyerler, ad sırasıyla"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.id}
            card={(r) => (
              <>
                <CardHead
                  to={`/admin/representatives/${r.id}`}
                  title={r.name}
                  badge={<OnOffBadge on={r.isActive} labels={['Aktif', 'Pasif']} />}
                />
                <p className="mt-1 text-sm text-slate-600">
                  {[r.code, r.phone, r.email].filter(Boolean).join(' · ') || '—'}
                </p>
                <p className="mt-1 text-sm">
                  {r.dealerCount.toLocaleString('tr-TR')} bayi · {r.userCount} kullanıcı
                </p>
              </>
            )}
          />
        )}
      </ListState>
    </>
  );
}

/** Name, code, e-mail and phone: the dealer's account page shows the name, e-mail and phone to its dealers. */
function RepresentativeForm({
  representative,
  saving,
  error,
  onSave,
}: {
  representative?: AdminRepresentativeDetail;
  saving: boolean;
  error: unknown;
  onSave(values: AdminRepresentativeBody): void;
}) {
  const {
    register,
    handleSubmit,
    errorOf,
    serverFields,
    formState: { errors },
  } = useSchemaForm(adminRepresentativeBodySchema, {
    defaultValues: {
      name: representative?.name ?? '',
      code: representative?.code ?? '',
      email: representative?.email ?? '',
      phone: representative?.phone ?? '',
    },
    serverError: error,
  });
  const refused = Object.keys(errors).length > 0;
  return (
    <form
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      noValidate
      aria-label="Plasiyer bilgileri"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Plasiyer bilgileri</legend>
        <TextField label="Ad soyad" required autoComplete="off" error={errorOf('name')} {...register('name')} />
        <TextField
          label="Plasiyer kodu (ERP’deki satış elemanı kodu)"
          autoComplete="off"
          error={errorOf('code')}
          {...register('code')}
        />
        <TextField label="E-posta" type="email" error={errorOf('email')} {...register('email')} />
        <TextField label="Telefon" type="tel" error={errorOf('phone')} {...register('phone')} />
      </fieldset>
      <p className="mt-3 text-sm text-slate-600">
        Ad, e-posta ve telefon bayinin Hesabım sayfasında “Müşteri Temsilciniz” olarak görünür. Veri aktarımı plasiyeri
        koduyla bulur.
      </p>
      {(refused || Boolean(error)) && (
        <Alert tone="error" className="mt-4">
          {refused || Object.keys(serverFields).length ? 'Lütfen işaretli alanları düzeltin.' : errorMessageOf(error)}
        </Alert>
      )}
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Kaydediliyor…' : representative ? 'Değişiklikleri kaydet' : 'Plasiyeri oluştur'}
        </Button>
      </div>
    </form>
  );
}

/** /spa/admin/representatives/new: a new representative; saved, it opens on its own page. */
export function NewRepresentativePage() {
  const save = useRepresentativeChange(null);
  const navigate = useNavigate();
  return (
    <>
      <BackLink />
      <PageHeading title="Yeni plasiyer" description="Ad ve plasiyer kodu her plasiyerde farklı olmalı." />
      <RepresentativeForm
        saving={save.isPending}
        error={save.error}
        onSave={(values) =>
          save.mutate(
            { save: values },
            {
              onSuccess: (r) =>
                void navigate(`/admin/representatives/${r.representative.id}`, {
                  replace: true,
                  state: { message: r.message },
                }),
            },
          )
        }
      />
    </>
  );
}

/** /spa/admin/representatives/:id: a representative's details, state, dealers and plasiyer users. */
export function RepresentativePage() {
  const { id = '' } = useParams();
  const representative = useAdminRepresentative(id);
  const change = useRepresentativeChange(id);
  // A record just made arrives with its "Plasiyer eklendi." (NewRepresentativePage).
  const arrived = (useLocation().state as { message?: string } | null)?.message ?? null;
  const [message, setMessage] = useState<string | null>(arrived);
  const [lastChange, setLastChange] = useState<'save' | 'other' | null>(null);

  if (representative.isError) {
    return (
      <>
        <BackLink />
        <Alert tone="error">{errorMessageOf(representative.error)}</Alert>
      </>
    );
  }
  if (!representative.data) return <LoadingBlock label="Plasiyer yükleniyor…" />;
  const r = representative.data;

  function run(variables: Parameters<typeof change.mutate>[0]) {
    setMessage(null);
    setLastChange('save' in variables ? 'save' : 'other');
    change.mutate(variables, { onSuccess: (result) => setMessage(result.message) });
  }
  const saveError = lastChange === 'save' ? change.error : null;
  const otherError = lastChange === 'other' ? change.error : null;

  return (
    <>
      <BackLink />
      <PageHeading
        title={r.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {r.code ? `Kod ${r.code}` : 'Kodu yok'} <OnOffBadge on={r.isActive} labels={['Aktif', 'Pasif']} />
          </span>
        }
        actions={
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => run({ action: r.isActive ? 'deactivate' : 'activate' })}
          >
            <Icon name={r.isActive ? 'fa-solid fa-user-slash' : 'fa-solid fa-user-check'} />
            {r.isActive ? 'Pasifleştir' : 'Etkinleştir'}
          </Button>
        }
      />
      {message && (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      )}
      {!r.isActive && (
        <Alert tone="warning" className="mb-4">
          Bu plasiyer pasif: bayileri ve kullanıcıları onda kalır, ama ona yeni bayi ya da kullanıcı atanamaz.
        </Alert>
      )}
      {Boolean(otherError) && !(isApiError(otherError) && otherError.fields.dealerCode) && (
        <Alert tone="error" className="mb-4">
          {errorMessageOf(otherError)}
        </Alert>
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section aria-labelledby="details">
            <h2 id="details" className="mb-3 text-lg font-semibold">
              Bilgiler
            </h2>
            <RepresentativeForm
              // A saved answer starts the fields again from what is stored.
              key={`${r.name}|${r.code}|${r.email}|${r.phone}`}
              representative={r}
              saving={change.isPending && lastChange === 'save'}
              error={saveError}
              onSave={(values) => run({ save: values })}
            />
          </section>
          <RepresentativeDealers
            representative={r}
            busy={change.isPending}
            error={otherError}
            onAssign={(code) => run({ assign: code })}
            onUnassign={(dealerId) => run({ unassign: dealerId })}
          />
        </div>
        <RepresentativeUsers representative={r} />
      </div>
    </>
  );
}

/** The representative's dealers, a page at a time, with a Cari No field to assign one more. */
function RepresentativeDealers({
  representative: r,
  busy,
  error,
  onAssign,
  onUnassign,
}: {
  representative: AdminRepresentativeDetail;
  busy: boolean;
  error: unknown;
  onAssign(code: string): void;
  onUnassign(dealerId: number): void;
}) {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const dealers = useAdminDealers(`?representativeId=${r.id}&page=${page}`);
  const data = dealers.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="dealers" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="dealers" className="text-lg font-semibold">
          Bayileri ({r.dealerCount.toLocaleString('tr-TR')})
        </h2>
        {r.dealerCount > 0 && (
          <Link to={dealersOf(r)} className="text-sm font-semibold text-blue-800 underline-offset-4 hover:underline">
            Bayiler listesinde aç
          </Link>
        )}
      </div>
      {r.isActive && (
        // Emptied once the dealer is in the list (the count moved); kept as typed when refused.
        <AssignForm key={r.dealerCount} busy={busy} error={error} onAssign={onAssign} />
      )}
      {dealers.isError && <Alert tone="error">{errorMessageOf(dealers.error)}</Alert>}
      {!data && !dealers.isError && <LoadingBlock label="Bayiler yükleniyor…" />}
      {data && data.rows.length === 0 && <p className="text-sm text-slate-600">Bu plasiyere atanmış bayi yok.</p>}
      {data && data.rows.length > 0 && (
        <>
          <ul className="divide-y divide-slate-100" aria-label={`${r.name} plasiyerinin bayileri`}>
            {data.rows.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/dealers/${d.id}`}
                    className="font-semibold text-blue-800 underline-offset-4 hover:underline"
                  >
                    {d.code}
                  </Link>{' '}
                  <span>{d.name}</span>
                  <p className="text-sm text-slate-600">
                    {[d.city, d.isActive ? null : 'Pasif bayi'].filter(Boolean).join(' · ') || '—'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`${d.code}: Plasiyerden çıkar`}
                  onClick={() => onUnassign(d.id)}
                >
                  Plasiyerden çıkar
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => `/admin/representatives/${r.id}?page=${n}`}
            className="mt-4"
          />
        </>
      )}
    </section>
  );
}

/** The plasiyer staff users tied to the record, and the way to make one. */
function RepresentativeUsers({ representative: r }: { representative: AdminRepresentativeDetail }) {
  return (
    <section
      aria-labelledby="users"
      className="h-fit min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="users" className="mb-3 text-lg font-semibold">
        Plasiyer kullanıcıları ({r.users.length})
      </h2>
      {r.users.length === 0 ? (
        <p className="text-sm text-slate-600">
          Bu kayda bağlı personel kullanıcısı yok. Bağlanan plasiyer, yönetim panelinde bu kaydın bayilerini görür ve
          onlar adına sipariş verir.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {r.users.map((u) => (
            <li key={u.id} className="py-2">
              <span className="font-medium">{u.displayName}</span>{' '}
              <span className="text-slate-600">({u.userCode})</span>
              {!u.isActive && <span className="ml-2 text-xs font-semibold text-slate-800">Pasif</span>}
            </li>
          ))}
        </ul>
      )}
      {r.isActive && (
        <ButtonLink variant="secondary" to={`/admin/staff?new=plasiyer&representativeId=${r.id}`} className="mt-4">
          <Icon name="fa-solid fa-user-plus" />
          Plasiyer kullanıcısı oluştur
        </ButtonLink>
      )}
    </section>
  );
}

/** A dealer assigned by its Cari No. */
function AssignForm({ busy, error, onAssign }: { busy: boolean; error: unknown; onAssign(code: string): void }) {
  const { register, handleSubmit, errorOf } = useSchemaForm(adminRepresentativeAssignSchema, {
    defaultValues: { dealerCode: '' },
    serverError: error,
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit(({ dealerCode }) => onAssign(dealerCode))(event)}
      noValidate
      aria-label="Bayi ata"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <TextField
        label="Cari No"
        autoComplete="off"
        required
        className="min-w-0 flex-1 basis-48"
        error={errorOf('dealerCode')}
        {...register('dealerCode')}
      />
      <Button type="submit" disabled={busy}>
        <Icon name="fa-solid fa-link" />
        Bayiyi ata
      </Button>
      <p className="basis-full text-sm text-slate-600">
        Başka bir plasiyerin bayisi bu plasiyere geçer. Bayinin kartından da plasiyer seçilebilir.
      </p>
    </form>
  );
}
