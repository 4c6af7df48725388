import type { FormEvent } from 'react';
import { PAYMENT_METHOD_IDS, PAYMENT_METHOD_NAMES, type AdminDealerDetail, type AdminDealerForm } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../../components/FormField';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useDealerOptions } from '../api';
import { representativeLabel } from '../format';

/** Reads the form's fields as the API's dealer form; the server validates every one of them. */
function valuesOf(form: HTMLFormElement): AdminDealerForm {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    code: text('code'),
    name: text('name'),
    taxOffice: text('taxOffice') || null,
    taxNumber: text('taxNumber') || null,
    email: text('email') || null,
    phone: text('phone') || null,
    representativeId: text('representativeId') ? Number(text('representativeId')) : null,
    riskLimit: text('riskLimit'),
    discountRate: text('discountRate'),
    defaultPaymentMethod: text('defaultPaymentMethod') as AdminDealerForm['defaultPaymentMethod'],
    paymentTermDays: text('paymentTermDays'),
    isActive: data.get('isActive') === 'on',
    priceListIds: data.getAll('priceListIds').map(Number),
  };
}

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
  const fields = isApiError(error) ? error.fields : {};
  const conflict = isApiError(error) && error.status === 409;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(valuesOf(event.currentTarget));
  }
  // The selects take their stored values when they are first drawn: only once their options are here.
  if (options.isError) return <Alert tone="error">{errorMessageOf(options.error)}</Alert>;
  if (!options.data) return <LoadingBlock label="Form yükleniyor…" />;

  return (
    <form
      onSubmit={submit}
      // A new version read from the server starts the fields again from it.
      key={dealer?.version ?? 'new'}
      aria-label="Bayi bilgileri"
      noValidate
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <fieldset disabled={readOnly || saving} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Bayi bilgileri</legend>
        <TextField label="Cari No" name="code" required defaultValue={dealer?.code} error={fields.code} />
        <TextField
          label="Ünvan"
          name="name"
          required
          defaultValue={dealer?.name}
          error={fields.name}
          className="sm:col-span-1 lg:col-span-2"
        />
        <TextField
          label="Vergi dairesi"
          name="taxOffice"
          defaultValue={dealer?.taxOffice ?? ''}
          error={fields.taxOffice}
        />
        <TextField
          label="Vergi no (VKN 10 / TCKN 11 hane)"
          name="taxNumber"
          inputMode="numeric"
          defaultValue={dealer?.taxNumber ?? ''}
          error={fields.taxNumber}
        />
        <TextField label="E-posta" name="email" type="email" defaultValue={dealer?.email ?? ''} error={fields.email} />
        <TextField label="Telefon" name="phone" type="tel" defaultValue={dealer?.phone ?? ''} error={fields.phone} />
        <SelectField
          label="Temsilci (plasiyer)"
          name="representativeId"
          defaultValue={dealer?.representativeId ?? ''}
          error={fields.representativeId}
        >
          <option value="">Yok</option>
          {/* An inactive representative is kept where a dealer has it, never offered as a new choice. */}
          {options.data.representatives
            .filter((r) => r.isActive || r.id === dealer?.representativeId)
            .map((r) => (
              <option key={r.id} value={r.id}>
                {representativeLabel(r)}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Varsayılan ödeme şekli"
          name="defaultPaymentMethod"
          defaultValue={dealer?.defaultPaymentMethod ?? 'havale'}
          error={fields.defaultPaymentMethod}
        >
          {PAYMENT_METHOD_IDS.map((id) => (
            <option key={id} value={id}>
              {PAYMENT_METHOD_NAMES[id]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Risk limiti (TL)"
          name="riskLimit"
          inputMode="decimal"
          defaultValue={dealer?.riskLimit ?? '0.00'}
          error={fields.riskLimit}
        />
        <TextField
          label="Genel iskonto (%)"
          name="discountRate"
          inputMode="decimal"
          defaultValue={dealer?.discountRate ?? '0.00'}
          error={fields.discountRate}
        />
        <TextField
          label="Vade (gün)"
          name="paymentTermDays"
          inputMode="numeric"
          defaultValue={dealer?.paymentTermDays ?? 30}
          error={fields.paymentTermDays}
        />
        <fieldset
          className="sm:col-span-2 lg:col-span-3"
          aria-describedby={fields.priceListIds ? 'price-lists-error' : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Görebileceği fiyat listeleri</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {options.data.priceLists.map((p) => (
              <CheckboxField
                key={p.id}
                label={p.name}
                name="priceListIds"
                value={p.id}
                defaultChecked={dealer?.priceListIds.includes(p.id)}
              />
            ))}
          </div>
          {fields.priceListIds && (
            <p id="price-lists-error" className="mt-1.5 text-sm text-red-600">
              {fields.priceListIds}
            </p>
          )}
        </fieldset>
        <CheckboxField
          label="Aktif (kullanıcıları giriş yapabilir)"
          name="isActive"
          defaultChecked={dealer?.isActive ?? true}
        />
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
      {Boolean(error) && !conflict && (
        <Alert tone="error" className="mt-4">
          {Object.keys(fields).length ? 'Lütfen işaretli alanları düzeltin.' : errorMessageOf(error)}
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
