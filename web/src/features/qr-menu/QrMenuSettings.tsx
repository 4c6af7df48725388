import {
  forwardRef,
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_QR_MENU_CONFIG,
  QR_COLUMNS_LARGE,
  QR_COLUMNS_SMALL,
  QR_FONT_SIZES,
  QR_FONTS,
  QR_PRESET_NAMES,
  QR_PRESETS,
  QR_ROUNDNESS,
  QR_THUMBNAIL_HEIGHTS,
  qrMenuConfigSchema,
  type QrMenuConfig,
  type QrMenuConfigInput,
  type QrMenuField,
  type QrPresetName,
} from '@bayi/common';
import { buttonClasses } from '../../components/Button';
import { inputClasses, TextField } from '../../components/FormField';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { useDialogPresence } from '../../lib/useDialogPresence';
import { AA_CONTRAST, contrastRatio, qrPalette } from './palette';
import { qrTexts, roundnessLabels } from './texts';

interface QrMenuSettingsProps {
  open: boolean;
  onClose: () => void;
  /** The settings in force; the form starts from them each time the dialog opens. */
  config: QrMenuConfig;
  /** Receives each field as soon as it is valid: the menu behind the dialog follows live. */
  onChange: (patch: Partial<QrMenuConfig>) => void;
}

/**
 * The Düzenle dialog (spec §2 "QR menu"). A side panel on wide screens and a bottom sheet on phones, over
 * a light backdrop, so the menu the owner is restyling stays in view; Headless UI's Dialog keeps focus in
 * it, Escape and Kapat close it, focus goes back to Düzenle.
 */
export function QrMenuSettings({ open, onClose, config, onChange }: QrMenuSettingsProps) {
  const dialog = useDialogPresence(open);
  // The form starts again from the defaults after "Varsayılan Ayarlar" (a new form, not field by field).
  const [formKey, setFormKey] = useState(0);
  if (!dialog.present) return null;
  return (
    <Dialog open={dialog.open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/20 transition-opacity duration-200 data-closed:opacity-0 data-leave:duration-150"
      />
      <div className="fixed inset-x-0 bottom-0 flex justify-end sm:inset-y-0 sm:left-auto">
        <DialogPanel
          transition
          className="flex max-h-[65dvh] w-full flex-col rounded-t-2xl bg-white text-slate-900 shadow-2xl transition duration-200 ease-out data-closed:translate-y-full data-leave:duration-150 sm:h-full sm:max-h-none sm:w-[27rem] sm:rounded-none sm:data-closed:translate-x-full sm:data-closed:translate-y-0"
        >
          <div className="border-b border-slate-200 px-5 py-3.5">
            <DialogTitle className="text-lg font-semibold">{qrTexts.settingsTitle}</DialogTitle>
            <p className="mt-0.5 text-sm text-muted">{qrTexts.settingsIntro}</p>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
            <SettingsForm key={formKey} config={config} onChange={onChange} />
          </div>
          <div className="flex justify-between gap-2 border-t border-slate-200 px-5 py-3">
            <button
              type="button"
              onClick={() => {
                onChange({ ...DEFAULT_QR_MENU_CONFIG });
                setFormKey((key) => key + 1);
              }}
              className={buttonClasses('ghost', 'md')}
            >
              <Icon name="fa-solid fa-rotate-left" />
              {qrTexts.resetDefaults}
            </button>
            {/* First focus on Kapat, outside the scrolling form: focusing a field would scroll the form
                while the panel slides in, hiding its first heading. */}
            <CloseButton autoFocus className={buttonClasses('primary', 'md', 'min-w-28')}>
              {qrTexts.close}
            </CloseButton>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

const FIELDS = Object.keys(qrMenuConfigSchema.shape) as QrMenuField[];

function presetInForce(config: QrMenuConfig): QrPresetName | undefined {
  return QR_PRESET_NAMES.find((name) =>
    Object.entries(QR_PRESETS[name]).every(([field, value]) => config[field as QrMenuField] === value),
  );
}

function SettingsForm({ config, onChange }: Pick<QrMenuSettingsProps, 'config' | 'onChange'>) {
  const {
    register,
    setValue,
    subscribe,
    formState: { errors },
  } = useForm<QrMenuConfigInput, unknown, QrMenuConfig>({
    resolver: zodResolver(qrMenuConfigSchema),
    mode: 'onChange',
    defaultValues: config,
  });

  // Each field is applied once it passes its own rule: a refused column count leaves the colours live.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (!name || !(FIELDS as string[]).includes(name)) return;
          const field = name as QrMenuField;
          const parsed = qrMenuConfigSchema.shape[field].safeParse(values[field]);
          if (parsed.success) onChange({ [field]: parsed.data });
        },
      }),
    [subscribe, onChange],
  );

  const choosePreset = (name: QrPresetName) => {
    for (const [field, value] of Object.entries(QR_PRESETS[name])) {
      setValue(field as QrMenuField, value, { shouldValidate: true, shouldDirty: true });
    }
  };

  const activePreset = presetInForce(config);
  const palette = qrPalette(config);
  const primaryContrast = Math.min(
    contrastRatio(palette.primary, palette.surface),
    contrastRatio(palette.primary, palette.background),
  );
  const numberField = (field: QrMenuField) => register(field, { valueAsNumber: true });

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-6">
      <Section title={qrTexts.presets}>
        <div className="grid grid-cols-2 gap-2">
          {QR_PRESET_NAMES.map((name) => {
            const preset = QR_PRESETS[name];
            const active = activePreset === name;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => choosePreset(name)}
                className={cn(
                  'flex min-h-11 items-center gap-2.5 rounded-lg border px-3 py-2 text-left text-sm font-semibold transition',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  active
                    ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600'
                    : 'border-slate-300 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex h-6 w-9 shrink-0 overflow-hidden rounded-md ring-1 ring-slate-300"
                >
                  <span className="flex-1" style={{ background: preset.backgroundColor }} />
                  <span className="flex-1" style={{ background: preset.secondaryColor }} />
                  <span className="flex-1" style={{ background: preset.primaryColor }} />
                </span>
                {name}
              </button>
            );
          })}
        </div>
      </Section>

      <Section title={qrTexts.colours}>
        <div className="grid grid-cols-2 gap-3">
          {(['primaryColor', 'secondaryColor', 'backgroundColor', 'borderColor'] as const).map((field) => (
            <ColorField key={field} label={qrTexts[field]} value={config[field]} {...register(field)} />
          ))}
        </div>
        {primaryContrast < AA_CONTRAST && (
          <p className="mt-2.5 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            <Icon name="fa-solid fa-triangle-exclamation" className="mt-0.5" />
            {qrTexts.contrastLow(primaryContrast.toLocaleString('tr-TR', { maximumFractionDigits: 1 }))}
          </p>
        )}
      </Section>

      <Section title={qrTexts.restaurant}>
        <div className="flex flex-col gap-3">
          <TextField
            label={qrTexts.restaurantName}
            autoComplete="organization"
            error={errors.restaurantName?.message}
            {...register('restaurantName')}
          />
          <TextField
            label={qrTexts.restaurantAddress}
            autoComplete="street-address"
            error={errors.restaurantAddress?.message}
            {...register('restaurantAddress')}
          />
        </div>
      </Section>

      <Section title={qrTexts.layout}>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={`${qrTexts.columnsSmall} (${QR_COLUMNS_SMALL.min}–${QR_COLUMNS_SMALL.max})`}
            type="number"
            inputMode="numeric"
            min={QR_COLUMNS_SMALL.min}
            max={QR_COLUMNS_SMALL.max}
            step={1}
            error={errors.columnsSmall?.message}
            {...numberField('columnsSmall')}
          />
          <TextField
            label={`${qrTexts.columnsLarge} (${QR_COLUMNS_LARGE.min}–${QR_COLUMNS_LARGE.max})`}
            type="number"
            inputMode="numeric"
            min={QR_COLUMNS_LARGE.min}
            max={QR_COLUMNS_LARGE.max}
            step={1}
            error={errors.columnsLarge?.message}
            {...numberField('columnsLarge')}
          />
          <SelectField
            label={qrTexts.fontFamily}
            error={errors.fontFamily?.message}
            className="col-span-2"
            {...register('fontFamily')}
          >
            {QR_FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={qrTexts.thumbnails}>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={qrTexts.thumbnailHeight}
            error={errors.thumbnailHeight?.message}
            {...register('thumbnailHeight', { valueAsNumber: true })}
          >
            {QR_THUMBNAIL_HEIGHTS.map((height) => (
              <option key={height} value={height}>
                {`${height} (${qrTexts.pixels(height * 4)})`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={qrTexts.thumbnailRounded}
            error={errors.thumbnailRounded?.message}
            {...register('thumbnailRounded')}
          >
            {QR_ROUNDNESS.map((roundness) => (
              <option key={roundness} value={roundness}>
                {roundnessLabels[roundness]}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={qrTexts.fontSizes}>
        <div className="grid grid-cols-3 gap-3">
          {(['titleFontSize', 'descriptionFontSize', 'priceFontSize'] as const).map((field) => (
            <TextField
              key={field}
              label={`${qrTexts[field]} (px)`}
              type="number"
              inputMode="numeric"
              min={QR_FONT_SIZES[field].min}
              max={QR_FONT_SIZES[field].max}
              step={1}
              error={errors[field]?.message}
              {...numberField(field)}
            />
          ))}
        </div>
      </Section>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2.5 text-xs font-bold tracking-wider text-slate-600 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled native select, styled like TextField; the message sits under it, tied by aria-describedby. */
const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, children, ...selectProps },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses(Boolean(error), 'h-11')}
        {...selectProps}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});

interface ColorFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  label: string;
  /** The colour in force, shown as its code beside the swatch. */
  value: string;
}

/** A native colour picker with its label and the colour's code. */
const ColorField = forwardRef<HTMLInputElement, ColorFieldProps>(function ColorField(
  { label, value, ...inputProps },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2.5">
        <input
          ref={ref}
          id={id}
          type="color"
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          {...inputProps}
        />
        <span className="font-mono text-sm text-slate-700 uppercase">{value}</span>
      </div>
    </div>
  );
});
