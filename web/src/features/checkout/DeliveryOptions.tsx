import { useId } from 'react';
import type { CheckoutData, DeliveryMethod } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { inputClasses } from '../../components/FormField';
import { Icon } from '../../components/Icon';
import { RadioCard } from '../../components/RadioCard';
import { cn } from '../../lib/cn';
import { deliveryMethodsOf, type CheckoutChoices } from './checkoutForm';
import { CheckoutSection, FieldError } from './CheckoutSection';
import { DELIVERY_OPTIONS, checkoutTexts as t } from './texts';

interface DeliveryOptionsProps {
  data: CheckoutData;
  choices: CheckoutChoices;
  errors: Record<string, string> | null;
  onChange: (change: Partial<CheckoutChoices>) => void;
}

function AddressChoice({ data, choices, errors, onChange }: DeliveryOptionsProps) {
  const error = errors?.teslimAdres;
  const errorId = useId();
  if (data.adreses.length === 0) return <Alert tone="warning">{t.noAddress}</Alert>;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t.address}</legend>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {data.adreses.map((address) => (
          <RadioCard
            key={address.id}
            name="teslimAdres"
            value={String(address.id)}
            checked={choices.teslimAdres === address.id}
            onChange={() => onChange({ teslimAdres: address.id })}
            title={address.yetkili}
            description={address.adres}
            icon="fa-solid fa-location-dot"
            invalid={Boolean(error)}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function VehicleSlot({ data, choices, errors, onChange }: DeliveryOptionsProps) {
  const id = useId();
  const error = errors?.teslimAracSaat;
  if (data.teslimatAracSaats.length === 0) return <Alert tone="warning">{t.noSlots}</Alert>;
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {t.vehicleSlot}
      </label>
      <select
        id={id}
        value={choices.teslimAracSaat}
        onChange={(event) => onChange({ teslimAracSaat: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses(Boolean(error), 'h-11 pr-8')}
      >
        <option value="">{t.vehicleSlotPlaceholder}</option>
        {data.teslimatAracSaats.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function CourierSlot({ data, choices, errors, onChange }: DeliveryOptionsProps) {
  const error = errors?.teslimKuryeSaat;
  const errorId = useId();
  if (data.teslimatKuryeSaats.length === 0) return <Alert tone="warning">{t.noSlots}</Alert>;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t.courierSlot}</legend>
      <div className="flex flex-wrap gap-2">
        {data.teslimatKuryeSaats.map((slot) => {
          const checked = choices.teslimKuryeSaat === slot;
          return (
            <label
              key={slot}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600',
                checked
                  ? 'border-blue-600 bg-blue-50 font-semibold text-blue-900 ring-1 ring-blue-600'
                  : error
                    ? 'border-red-300 bg-white text-slate-700'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="teslimKuryeSaat"
                value={slot}
                checked={checked}
                onChange={() => onChange({ teslimKuryeSaat: slot })}
                className="size-4 accent-blue-700 focus:outline-none"
              />
              <Icon name="fa-regular fa-clock" className="text-slate-400" />
              {slot}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function DeliveryDetails(props: DeliveryOptionsProps) {
  switch (props.choices.teslimSekli) {
    case 'depo':
      return props.data.depoMessage ? <Alert tone="info">{props.data.depoMessage}</Alert> : null;
    case 'kargo':
      return <AddressChoice {...props} />;
    case 'arac':
      return <VehicleSlot {...props} />;
    case 'kurye':
      return <CourierSlot {...props} />;
  }
}

/** Delivery radio cards and what the chosen one needs (spec §2 "Checkout" delivery sections). */
export function DeliveryOptions(props: DeliveryOptionsProps) {
  const { data, choices, errors, onChange } = props;
  const error = errors?.teslimSekli;
  return (
    <CheckoutSection step={1} title={t.delivery} icon="fa-solid fa-truck-fast">
      <div className="grid gap-3 sm:grid-cols-2">
        {deliveryMethodsOf(data).map((method: DeliveryMethod) => (
          <RadioCard
            key={method}
            name="teslimSekli"
            value={method}
            checked={choices.teslimSekli === method}
            onChange={() => onChange({ teslimSekli: method })}
            {...DELIVERY_OPTIONS[method]}
            invalid={Boolean(error)}
          />
        ))}
      </div>
      <FieldError message={error} />
      <div className="mt-4 empty:hidden">
        <DeliveryDetails {...props} />
      </div>
    </CheckoutSection>
  );
}
