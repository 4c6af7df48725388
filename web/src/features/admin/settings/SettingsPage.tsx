import { useId, type FormEvent } from 'react';
import { SETTING_FIELDS, type SettingField } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { inputClasses } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminSettings, useSaveSettings } from '../api';
import { SettingsNav } from './settings-parts';

const GROUPS = [...new Set(SETTING_FIELDS.map((f) => f.group))];

/** One setting: its label, its meaning under it, the control its kind asks for, and the server's refusal. */
function SettingControl({ field, value, error }: { field: SettingField; value: string; error?: string }) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const described = [helpId, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: field.key,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
  };
  const k = field.kind;
  return (
    <div className={k.type === 'text' && k.multiline ? 'sm:col-span-2' : undefined}>
      {k.type === 'flag' ? (
        <div className="flex items-center gap-2.5">
          <input
            {...common}
            type="checkbox"
            value="True"
            defaultChecked={value === 'True'}
            className="size-4 rounded border-slate-300 accent-blue-700"
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            {field.label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
            {field.label}
          </label>
          {k.type === 'choice' ? (
            <select {...common} defaultValue={value} className={inputClasses(Boolean(error), 'h-11')}>
              {k.options.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          ) : k.type === 'text' && k.multiline ? (
            <textarea {...common} defaultValue={value} rows={4} className={inputClasses(Boolean(error), 'py-2.5')} />
          ) : (
            <input
              {...common}
              type={k.type === 'email' ? 'email' : k.type === 'phone' ? 'tel' : 'text'}
              inputMode={k.type === 'int' ? 'numeric' : undefined}
              defaultValue={value}
              className={inputClasses(Boolean(error), 'h-11')}
            />
          )}
        </>
      )}
      <p id={helpId} className="mt-1 text-xs text-slate-600">
        {field.help}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** /spa/admin/settings (admins): every setting, grouped, with its meaning; saved together. */
export function SettingsPage() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const fields = isApiError(save.error) ? save.error.fields : {};
  if (settings.isError) return <Alert tone="error">{errorMessageOf(settings.error)}</Alert>;
  if (!settings.data) return <LoadingBlock label="Ayarlar yükleniyor…" />;
  const values = settings.data.values;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const f of SETTING_FIELDS) {
      next[f.key] = f.kind.type === 'flag' ? (data.get(f.key) ? 'True' : 'False') : String(data.get(f.key) ?? '');
    }
    save.mutate(next);
  }

  return (
    <>
      <PageHeading title="Ayarlar" description="Mağazanın davranışı; her ayarın anlamı altında yazar." />
      <SettingsNav />
      <form onSubmit={submit} noValidate aria-label="Ayarlar" className="space-y-6">
        {GROUPS.map((group) => (
          <fieldset key={group} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
            <legend className="px-1 text-lg font-semibold">{group}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {SETTING_FIELDS.filter((f) => f.group === group).map((f) => (
                <SettingControl
                  key={`${f.key}-${values[f.key]}`}
                  field={f}
                  value={values[f.key] ?? ''}
                  error={fields[f.key]}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
          {save.isError && (
            <p role="alert" className="mr-auto text-sm font-semibold text-red-700">
              {errorMessageOf(save.error)}
            </p>
          )}
          {save.isSuccess && (
            <p role="status" className="mr-auto text-sm font-semibold text-emerald-800">
              Ayarlar kaydedildi.
            </p>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor…' : 'Ayarları kaydet'}
          </Button>
        </div>
      </form>
    </>
  );
}
