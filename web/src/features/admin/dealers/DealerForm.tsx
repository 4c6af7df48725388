import {
  adminDealerFormSchema,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_NAMES,
  type AdminDealerDetail,
  type AdminDealerForm,
  type AdminDealerOptions,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../../components/FormField';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useDealerOptions } from '../api';
import { useSchemaForm } from '../components/useSchemaForm';
import { representativeLabel } from '../format';

interface DealerFormProps {
  /** The stored dealer; absent for a new one. */
  dealer?: AdminDealerDetail;
  /** Staff who may read but not change (a representative): every field is shown disabled. */
  readOnly?: boolean;
  saving: boolean;
  error: unknown;
  saved?: boolean;
  onSave(values: AdminDealerForm): void;
  /** A 409: someone saved the dealer meanwhile; the card is read again. */
  onReload?(): void;
}

/** The dealer's account data: identity and tax, contact, representative, terms, price lists. */
export function DealerForm({ dealer, readOnly, saving, error, saved, onSave, onReload }: DealerFormProps) {
  const options = useDealerOptions();
  // The selects take their stored values when they are first drawn: only once their options are here.
  if (options.isError) return <Alert tone="error">{errorMessageOf(options.error)}</Alert>;
  if (!options.data) return <LoadingBlock label="Form yükleniyor…" />;
  return (
    <DealerFormBody
      // A new version read from the server starts the fields again from it.
      key={dealer?.version ?? 'new'}
      options={options.data}
      dealer={dealer}
      readOnly={readOnly}
      saving={saving}
      error={error}
      saved={saved}
      onSave={onSave}
      onReload={onReload}
    />
  );
}

function DealerFormBody({
  options,
  dealer,
  readOnly,
  saving,
  error,
  saved,
  onSave,
  onReload,
}: DealerFormProps & { options: AdminDealerOptions }) {
  const {
    register,
    handleSubmit,
    errorOf,
    serverFields,
    watch,
    setValue,
    formState: { errors },
  } = useSchemaForm(adminDealerFormSchema, {
    defaultValues: {
      code: dealer?.code ?? '',
      name: dealer?.name ?? '',
      taxOffice: dealer?.taxOffice ?? '',
      taxNumber: dealer?.taxNumber ?? '',
      email: dealer?.email ?? '',
      phone: dealer?.phone ?? '',
      representativeId: dealer?.representativeId ?? null,
      defaultPaymentMethod: dealer?.defaultPaymentMethod ?? 'havale',
      riskLimit: dealer?.riskLimit ?? '0.00',
      discountRate: dealer?.discountRate ?? '0.00',
      paymentTermDays: String(dealer?.paymentTermDays ?? 30),
      isActive: dealer?.isActive ?? true,
      priceListIds: dealer?.priceListIds ?? [],
    },
    serverError: error,
  });
  const conflict = isApiError(error) && error.status === 409;
  const refused = Object.keys(errors).length > 0;
  const priceListIds = watch('priceListIds') as number[];
  const priceListsError = errorOf('priceListIds');

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      aria-label="Bayi bilgileri"
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <fieldset disabled={readOnly || saving} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Bayi bilgileri</legend>
        <TextField label="Cari No" required error={errorOf('code')} {...register('code')} />
        <TextField
          label="Ünvan"
          required
          error={errorOf('name')}
          {...register('name')}
          className="sm:col-span-1 lg:col-span-2"
        />
        <TextField label="Vergi dairesi" error={errorOf('taxOffice')} {...register('taxOffice')} />
        <TextField
          label="Vergi no (VKN 10 / TCKN 11 hane)"
          inputMode="numeric"
          error={errorOf('taxNumber')}
          {...register('taxNumber')}
        />
        <TextField label="E-posta" type="email" error={errorOf('email')} {...register('email')} />
        <TextField label="Telefon" type="tel" error={errorOf('phone')} {...register('phone')} />
        <SelectField
          label="Temsilci (plasiyer)"
          error={errorOf('representativeId')}
          // "Yok" is no representative: the schema takes null, not empty text.
          {...register('representativeId', { setValueAs: (v: unknown) => (v === '' ? null : v) })}
        >
          <option value="">Yok</option>
          {/* An inactive representative is kept where a dealer has it, never offered as a new choice. */}
          {options.representatives
            .filter((r) => r.isActive || r.id === dealer?.representativeId)
            .map((r) => (
              <option key={r.id} value={r.id}>
                {representativeLabel(r)}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Varsayılan ödeme şekli"
          error={errorOf('defaultPaymentMethod')}
          {...register('defaultPaymentMethod')}
        >
          {PAYMENT_METHOD_IDS.map((id) => (
            <option key={id} value={id}>
              {PAYMENT_METHOD_NAMES[id]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Risk limiti (TL)"
          inputMode="decimal"
          error={errorOf('riskLimit')}
          {...register('riskLimit')}
        />
        <TextField
          label="Genel iskonto (%)"
          inputMode="decimal"
          error={errorOf('discountRate')}
          {...register('discountRate')}
        />
        <TextField
          label="Vade (gün)"
          inputMode="numeric"
          error={errorOf('paymentTermDays')}
          {...register('paymentTermDays')}
        />
        <fieldset
          className="sm:col-span-2 lg:col-span-3"
          aria-describedby={priceListsError ? 'price-lists-error' : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Görebileceği fiyat listeleri</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {options.priceLists.map((p) => (
              <CheckboxField
                key={p.id}
                label={p.name}
                checked={priceListIds.includes(p.id)}
                onChange={(e) =>
                  setValue(
                    'priceListIds',
                    e.target.checked ? [...priceListIds, p.id] : priceListIds.filter((id) => id !== p.id),
                  )
                }
              />
            ))}
          </div>
          {priceListsError && (
            <p id="price-lists-error" className="mt-1.5 text-sm text-red-600">
              {priceListsError}
            </p>
          )}
        </fieldset>
        <CheckboxField label="Aktif (kullanıcıları giriş yapabilir)" {...register('isActive')} />
      </fieldset>
      {conflict && (
        <Alert tone="warning" className="mt-4">
          {errorMessageOf(error)}{' '}
          {onReload && (
            <button type="button" onClick={onReload} className="font-semibold underline underline-offset-4">
              Güncel hâlini yükle
            </button>
          )}
        </Alert>
      )}
      {(refused || (Boolean(error) && !conflict)) && (
        <Alert tone="error" className="mt-4">
          {refused || Object.keys(serverFields).length ? 'Lütfen işaretli alanları düzeltin.' : errorMessageOf(error)}
        </Alert>
      )}
      {saved && !error && (
        <Alert tone="success" className="mt-4">
          Bayi kaydedildi.
        </Alert>
      )}
      {!readOnly && (
        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? 'Kaydediliyor…' : dealer ? 'Değişiklikleri kaydet' : 'Bayiyi oluştur'}
          </Button>
        </div>
      )}
    </form>
  );
}
