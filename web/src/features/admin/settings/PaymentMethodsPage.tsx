import { useId, useState, type FormEvent } from 'react';
import {
  PAYMENT_METHOD_HELP,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHOD_ORDER,
  type AdminPaymentMethods,
  type PaymentMethodId,
} from '@bayi/common';
import { inputClasses } from '../../../components/FormField';
import { isApiError } from '../../../lib/http';
import { usePaymentMethods } from '../api';
import { FieldError, SettingsEditorPage } from './settings-parts';
import { SaveBar } from '../components/SaveBar';

function MethodsEditor({
  initial,
  save,
}: {
  initial: AdminPaymentMethods;
  save: ReturnType<typeof usePaymentMethods>['save'];
}) {
  const id = useId();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [defaultMethod, setDefaultMethod] = useState<PaymentMethodId>(initial.defaultMethod);
  const errors = isApiError(save.error) ? save.error.fields : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ enabled, defaultMethod });
  }

  const groupError = errors.enabled;
  const defaultError = errors.defaultMethod;
  return (
    <form onSubmit={submit} noValidate aria-label="Ödeme şekilleri">
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
        <fieldset aria-describedby={groupError ? `${id}-group-error` : undefined}>
          <legend className="text-lg font-semibold">Açık ödeme şekilleri</legend>
          <p className="mt-1 text-sm text-slate-600">En az biri açık kalmalı.</p>
          <FieldError id={`${id}-group-error`}>{groupError}</FieldError>
          <div className="mt-3 space-y-4">
            {PAYMENT_METHOD_ORDER.map((m) => {
              const error = errors[`enabled.${m}`];
              const inputId = `${id}-${m}`;
              return (
                <div key={m}>
                  <div className="flex items-start gap-3">
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={enabled[m]}
                      onChange={(e) => setEnabled({ ...enabled, [m]: e.target.checked })}
                      aria-describedby={[`${inputId}-help`, error ? `${inputId}-error` : null]
                        .filter(Boolean)
                        .join(' ')}
                      aria-invalid={error ? true : undefined}
                      className="mt-0.5 size-5 shrink-0 accent-blue-700"
                    />
                    <div>
                      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
                        {PAYMENT_METHOD_NAMES[m]}
                      </label>
                      <p id={`${inputId}-help`} className="text-sm text-slate-600">
                        {PAYMENT_METHOD_HELP[m]}
                      </p>
                      <FieldError id={`${inputId}-error`}>{error}</FieldError>
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>

        <div className="max-w-sm">
          <label htmlFor={`${id}-default`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            Varsayılan ödeme şekli
          </label>
          <select
            id={`${id}-default`}
            value={defaultMethod}
            onChange={(e) => setDefaultMethod(e.target.value as PaymentMethodId)}
            aria-describedby={[`${id}-default-help`, defaultError ? `${id}-default-error` : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={defaultError ? true : undefined}
            className={inputClasses(Boolean(defaultError), 'h-11')}
          >
            {PAYMENT_METHOD_ORDER.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_NAMES[m]}
                {enabled[m] ? '' : ' (kapalı)'}
              </option>
            ))}
          </select>
          <p id={`${id}-default-help`} className="mt-1 text-sm text-slate-600">
            Ödeme adımında ilk seçili gelen; açık olanlardan biri olmalı.
          </p>
          <FieldError id={`${id}-default-error`}>{defaultError}</FieldError>
        </div>

        {initial.others.length > 0 && (
          <p className="text-sm text-slate-600">
            ERP’nin tanımladığı diğer ödeme şekilleri ({initial.others.join(', ')}) olduğu gibi korunur.
          </p>
        )}
      </div>
      <SaveBar
        save={save}
        label="Ödeme şekillerini kaydet"
        saved="Ödeme şekilleri kaydedildi; ödeme adımında geçerli."
      />
    </form>
  );
}

/** /spa/admin/settings/payment-methods (admins): which payment methods checkout offers, and the default one. */
export function PaymentMethodsPage() {
  const { query, save } = usePaymentMethods();
  return (
    <SettingsEditorPage
      title="Ödeme şekilleri"
      description="Ödeme adımında bayiye sunulan ödeme şekilleri."
      loading="Ödeme şekilleri yükleniyor…"
      query={query}
    >
      {(data) => <MethodsEditor initial={data} save={save} />}
    </SettingsEditorPage>
  );
}
