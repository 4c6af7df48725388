import { useId, type FocusEventHandler } from 'react';
import { PAYMENT_FIELD_LABELS } from '@bayi/common';
import { BRAND_NAMES, cardBrandOf, digitsOnly, formatCardNumber, maxDigitsOf } from '../../lib/card';
import { inputClasses, TextField } from '../FormField';
import { Icon } from '../Icon';

export interface CardValues {
  name: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export interface Option {
  value: string;
  text: string;
}

const SHORT_NAMES = { visa: 'VISA', amex: 'AMEX', mastercard: 'MC', discover: 'DISC', troy: 'TROY' } as const;

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-600">
      <Icon name="fa-solid fa-circle-exclamation" className="text-xs" />
      {message}
    </p>
  );
}

function SelectField({
  label,
  placeholder,
  value,
  options,
  error,
  onChange,
  autoComplete,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: Option[];
  error?: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses(Boolean(error), 'h-11 pr-8')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The card's fields, shared by the payment page and checkout by card (spec §2): holder, number in its
 * type's mask, month 'Ay Seçiniz', year 'Yıl Seçiniz', CVC masked. Labels are the names the §5 messages
 * use ('Kart Numarası gerekli.').
 */
export function CardFields({
  values,
  errors,
  months,
  years,
  onChange,
  onCvcFocus,
  onCvcBlur,
}: {
  values: CardValues;
  errors: CardErrors;
  months: Option[];
  years: Option[];
  onChange: (field: keyof CardValues, value: string) => void;
  onCvcFocus?: FocusEventHandler<HTMLInputElement>;
  onCvcBlur?: FocusEventHandler<HTMLInputElement>;
}) {
  const brand = cardBrandOf(values.number);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={PAYMENT_FIELD_LABELS.CardName}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        autoComplete="cc-name"
        maxLength={100}
        error={errors.name}
        icon="fa-regular fa-user"
      />
      <TextField
        className="sm:col-span-2"
        label={PAYMENT_FIELD_LABELS.CardNumber}
        value={formatCardNumber(values.number)}
        onChange={(event) => onChange('number', digitsOnly(event.target.value).slice(0, maxDigitsOf(brand)))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={brand === 'amex' ? '#### ###### #####' : '#### #### #### ####'}
        error={errors.number}
        icon="fa-regular fa-credit-card"
        trailing={
          values.number ? (
            <span
              className="px-1.5 text-[0.7rem] font-bold tracking-wide text-slate-600"
              data-testid="card-type"
              data-brand={brand}
              title={BRAND_NAMES[brand]}
            >
              {SHORT_NAMES[brand]}
            </span>
          ) : undefined
        }
      />
      <SelectField
        label={PAYMENT_FIELD_LABELS.CardMonth}
        placeholder="Ay Seçiniz"
        value={values.month}
        options={months}
        error={errors.month}
        onChange={(value) => onChange('month', value)}
        autoComplete="cc-exp-month"
      />
      <SelectField
        label={PAYMENT_FIELD_LABELS.CardYear}
        placeholder="Yıl Seçiniz"
        value={values.year}
        options={years}
        error={errors.year}
        onChange={(value) => onChange('year', value)}
        autoComplete="cc-exp-year"
      />
      <TextField
        label={PAYMENT_FIELD_LABELS.CardCVC}
        type="password"
        value={values.cvc}
        onChange={(event) => onChange('cvc', digitsOnly(event.target.value).slice(0, 4))}
        onFocus={onCvcFocus}
        onBlur={onCvcBlur}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={errors.cvc}
        icon="fa-solid fa-lock"
      />
    </div>
  );
}
