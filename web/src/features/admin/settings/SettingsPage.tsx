import { useId } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { adminSettingValuesSchema, SETTING_FIELDS, settingsRefusal, type SettingField } from '@bayi/common';
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
function SettingControl({
  field,
  control,
  error,
}: {
  field: SettingField;
  control: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const described = [helpId, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    id,
    ...control,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
  };
  const k = field.kind;
  return (
    <div className={k.type === 'text' && k.multiline ? 'sm:col-span-2' : undefined}>
      {k.type === 'flag' ? (
        <div className="flex items-center gap-2.5">
          <input {...common} type="checkbox" className="size-4 rounded border-slate-300 accent-blue-700" />
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
            <select {...common} className={inputClasses(Boolean(error), 'h-11')}>
              {k.options.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          ) : k.type === 'text' && k.multiline ? (
            <textarea {...common} rows={4} className={inputClasses(Boolean(error), 'py-2.5')} />
          ) : (
            <input
              {...common}
              type={k.type === 'email' ? 'email' : k.type === 'phone' ? 'tel' : 'text'}
              inputMode={k.type === 'int' ? 'numeric' : undefined}
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

/**
 * The form's own name of a setting: a setting's key has dots ("footer.whatsapp.text"), which react-hook-form would
 * read as nested fields.
 */
const nameOf = (index: number) => `s${index}`;

type SettingsValues = Record<string, string | boolean>;

/** The values as the API takes them: each setting's text, a flag as True or False. */
function settingValues(form: SettingsValues): Record<string, string> {
  return Object.fromEntries(
    SETTING_FIELDS.map((f, i) => {
      const v = form[nameOf(i)];
      return [f.key, f.kind.type === 'flag' ? (v ? 'True' : 'False') : String(v ?? '')];
    }),
  );
}

/** Checks the values with the server's rules for each setting, and puts each refusal on its field. */
const resolver: Resolver<SettingsValues> = (form) => {
  const checked = adminSettingValuesSchema.safeParse(settingValues(form));
  if (checked.success) return { values: form, errors: {} };
  const index = new Map(SETTING_FIELDS.map((f, i) => [f.key, i]));
  const errors: FieldErrors<SettingsValues> = {};
  for (const issue of checked.error.issues) {
    const i = index.get(String(issue.path[0]));
    if (i !== undefined) errors[nameOf(i)] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/** /spa/admin/settings (admins): every setting, grouped, with its meaning; saved together. */
export function SettingsPage() {
  const settings = useAdminSettings();
  // Kept above the form: the answer to a save stays when the saved values start the form again.
  const save = useSaveSettings();
  if (settings.isError) return <Alert tone="error">{errorMessageOf(settings.error)}</Alert>;
  if (!settings.data) return <LoadingBlock label="Ayarlar yükleniyor…" />;
  const values = settings.data.values;
  // Stored values that changed (a save) start the fields again from them.
  return <SettingsForm key={JSON.stringify(values)} values={values} save={save} />;
}

function SettingsForm({ values, save }: { values: Record<string, string>; save: ReturnType<typeof useSaveSettings> }) {
  const fields = isApiError(save.error) ? save.error.fields : {};
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsValues>({
    resolver,
    defaultValues: Object.fromEntries(
      SETTING_FIELDS.map((f, i) => [
        nameOf(i),
        f.kind.type === 'flag' ? values[f.key] === 'True' : (values[f.key] ?? ''),
      ]),
    ),
  });
  const refused = Object.keys(errors).length;

  return (
    <>
      <PageHeading title="Ayarlar" description="Mağazanın davranışı; her ayarın anlamı altında yazar." />
      <SettingsNav />
      <form
        onSubmit={(event) => void handleSubmit((form) => save.mutate(settingValues(form)))(event)}
        noValidate
        aria-label="Ayarlar"
        className="space-y-6"
      >
        {GROUPS.map((group) => (
          <fieldset key={group} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
            <legend className="px-1 text-lg font-semibold">{group}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {SETTING_FIELDS.map((f, i) =>
                f.group === group ? (
                  <SettingControl
                    key={f.key}
                    field={f}
                    control={register(nameOf(i))}
                    error={(errors[nameOf(i)]?.message as string | undefined) ?? fields[f.key]}
                  />
                ) : null,
              )}
            </div>
          </fieldset>
        ))}
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
          {(refused > 0 || save.isError) && (
            <p role="alert" className="mr-auto text-sm font-semibold text-red-700">
              {refused > 0 ? settingsRefusal(refused) : errorMessageOf(save.error)}
            </p>
          )}
          {save.isSuccess && !refused && (
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
