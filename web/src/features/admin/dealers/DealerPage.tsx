import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  adminDealerUserCreateSchema,
  formatMoney,
  type AdminDealerDetail,
  type AdminDealerUserCreate,
  type AdminDealerUserResult,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useApplication } from '../../../lib/queries';
import { useAdminDealer, useDealerOptions, useDealerUserChange, useSaveDealer, useShopFor } from '../api';
import { useSchemaForm } from '../components/useSchemaForm';
import { AccountResultNotice, UserActions, UserState } from './user-accounts';
import { DealerForm } from './DealerForm';

function BackLink() {
  return (
    <Link to="/admin/dealers" className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-blue-800">
      <Icon name="fa-solid fa-arrow-left" /> Bayiler
    </Link>
  );
}

/** "1.234,50 TL (B)": what the dealer owes is B(orç), what it is owed A(lacak). */
function balanceText(balance: string): string {
  const owed = !balance.startsWith('-');
  return `${formatMoney(balance.replace('-', ''))} TL ${owed ? '(B)' : '(A)'}`;
}

/** Opens the storefront as this dealer: its prices, its basket, orders in its name (marked as the staff member's). */
function ShopForButton({ dealerId }: { dealerId: number }) {
  const shop = useShopFor();
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        disabled={shop.isPending}
        onClick={() => shop.mutate(dealerId, { onSuccess: () => window.location.assign('/spa/') })}
      >
        <Icon name="fa-solid fa-cart-shopping" />
        Bu bayi adına sipariş ver
      </Button>
      {shop.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessageOf(shop.error)}
        </p>
      )}
    </div>
  );
}

/** /spa/admin/dealers/new: a new dealer; saved, it opens on its own card. */
export function NewDealerPage() {
  const save = useSaveDealer(null);
  const navigate = useNavigate();
  return (
    <>
      <BackLink />
      <PageHeading title="Yeni bayi" description="Vergi numarası VKN ya da TCKN kontrol haneleriyle denetlenir." />
      <DealerForm
        saving={save.isPending}
        error={save.error}
        onSave={(values) =>
          save.mutate(values, { onSuccess: (d) => void navigate(`/admin/dealers/${d.id}`, { replace: true }) })
        }
      />
    </>
  );
}

/** /spa/admin/dealers/:id: a dealer's card — balance and risk, the account form, addresses, prices, users. */
export function DealerPage() {
  const { id = '' } = useParams();
  const dealer = useAdminDealer(id);
  // The form's choices (representatives, price lists) are asked for alongside the card and awaited with it: a
  // form drawn after the rest of the card pushed the users' list down under the reader.
  const options = useDealerOptions();
  const save = useSaveDealer(id);
  const isAdmin = useApplication().data?.staffRole === 'admin';
  if (dealer.isError) {
    return (
      <>
        <BackLink />
        <Alert tone="error">{errorMessageOf(dealer.error)}</Alert>
      </>
    );
  }
  if (!dealer.data || options.isPending) return <LoadingBlock label="Bayi yükleniyor…" />;
  const d = dealer.data;
  return (
    <>
      <BackLink />
      <PageHeading
        title={d.name}
        description={`Cari No ${d.code}${d.isActive ? '' : ' · Pasif'}`}
        actions={d.isActive && <ShopForButton dealerId={d.id} />}
      />
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        {[
          ['Bakiye', balanceText(d.balance)],
          ['Risk limiti', `${formatMoney(d.riskLimit)} TL`],
          ['Kalan risk', `${formatMoney(d.remainingRisk)} TL`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section aria-labelledby="account">
            <h2 id="account" className="mb-3 text-lg font-semibold">
              Cari bilgileri
            </h2>
            <DealerForm
              dealer={d}
              readOnly={!isAdmin}
              saving={save.isPending}
              error={save.error}
              saved={save.isSuccess}
              onSave={(values) => save.mutate({ ...values, version: d.version })}
              onReload={() => {
                save.reset();
                void dealer.refetch();
              }}
            />
          </section>
          <DealerUsers dealer={d} canChange={isAdmin} />
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="addresses" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <h2 id="addresses" className="mb-3 font-semibold">
              Adresler ({d.addresses.length})
            </h2>
            {d.addresses.length === 0 && <p className="text-sm text-slate-600">Adres yok.</p>}
            <ul className="space-y-3 text-sm">
              {d.addresses.map((a) => (
                <li key={a.id}>
                  <p className="font-medium">
                    {a.title} {a.isDefault && <span className="text-xs text-emerald-800">(varsayılan)</span>}
                  </p>
                  <p className="text-slate-700">{a.address}</p>
                  <p className="text-slate-600">
                    {a.contactPerson}
                    {a.phone ? ` · ${a.phone}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="agreements" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <h2 id="agreements" className="mb-3 font-semibold">
              Anlaşmalı fiyatlar ({d.agreementPrices.count})
            </h2>
            {d.agreementPrices.count === 0 && <p className="text-sm text-slate-600">Anlaşmalı fiyat yok.</p>}
            <ul className="divide-y divide-slate-100 text-sm">
              {d.agreementPrices.first.map((p) => (
                <li key={p.code} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate">{p.name}</span>
                    <span className="text-xs text-slate-600">{p.code}</span>
                  </span>
                  <span className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(p.price)} {p.currency}
                    {Number(p.discountRate) > 0 && (
                      <span className="block text-xs text-slate-600">%{formatMoney(p.discountRate)} iskonto</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            {d.agreementPrices.count > d.agreementPrices.first.length && (
              <p className="mt-2 text-xs text-slate-600">
                İlk {d.agreementPrices.first.length} tanesi gösteriliyor (ürün koduna göre).
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

function DealerUsers({ dealer, canChange }: { dealer: AdminDealerDetail; canChange: boolean }) {
  const change = useDealerUserChange(String(dealer.id));
  const [result, setResult] = useState<AdminDealerUserResult | null>(null);
  const [adding, setAdding] = useState(false);
  const fields = isApiError(change.error) ? change.error.fields : {};

  function run(variables: Parameters<typeof change.mutate>[0]) {
    setResult(null);
    change.mutate(variables, {
      onSuccess: (r) => {
        setResult(r);
        if ('create' in variables) setAdding(false);
      },
    });
  }

  return (
    <section aria-labelledby="users" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="users" className="text-lg font-semibold">
          Kullanıcılar ({dealer.users.length})
        </h2>
        {canChange && !adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Icon name="fa-solid fa-user-plus" />
            Kullanıcı ekle
          </Button>
        )}
      </div>
      <AccountResultNotice result={result} error={change.error} hasFieldErrors={Object.keys(fields).length > 0} />
      {adding && (
        <NewUserForm
          busy={change.isPending}
          error={change.error}
          onCancel={() => setAdding(false)}
          onCreate={(create) => run({ create })}
        />
      )}
      {dealer.users.length === 0 ? (
        <p className="text-sm text-slate-600">Bu bayinin kullanıcısı yok.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {dealer.users.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {u.displayName} <span className="font-normal text-slate-600">({u.userCode})</span>
                </p>
                <UserState user={u} />
              </div>
              {canChange && (
                <UserActions
                  user={u}
                  disabled={change.isPending}
                  onAction={(action) => run({ userId: u.id, action })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A new user of the dealer: the code, the name and an optional e-mail; the password is made by the server. */
function NewUserForm({
  busy,
  error,
  onCancel,
  onCreate,
}: {
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onCreate(user: AdminDealerUserCreate): void;
}) {
  const { register, handleSubmit, errorOf } = useSchemaForm(adminDealerUserCreateSchema, {
    defaultValues: { userCode: '', displayName: '', email: '' },
    serverError: error,
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit(onCreate)(event)}
      noValidate
      aria-label="Yeni kullanıcı"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3"
    >
      <TextField
        label="Kullanıcı kodu"
        required
        autoComplete="off"
        error={errorOf('userCode')}
        {...register('userCode')}
      />
      <TextField label="Ad soyad" required error={errorOf('displayName')} {...register('displayName')} />
      <TextField label="E-posta" type="email" error={errorOf('email')} {...register('email')} />
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-3">
        <Button variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" disabled={busy}>
          Kullanıcıyı oluştur
        </Button>
      </div>
      <p className="text-sm text-slate-600 sm:col-span-3">
        Şifre otomatik üretilir ve yalnız bir kez gösterilir; bayiye siz iletin.
      </p>
    </form>
  );
}
