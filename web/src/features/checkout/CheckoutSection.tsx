import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';

/**
 * One numbered block of the checkout page. A fieldset whose legend is the block's heading, so the
 * radio cards inside are announced with it (delivery, payment).
 */
export function CheckoutSection({
  step,
  title,
  icon,
  children,
}: {
  step: number;
  title: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="mb-4 flex w-full items-center gap-3">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-900 text-sm font-bold text-white">
            {step}
          </span>
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            {title}
            <Icon name={icon} className="text-base text-slate-400" />
          </h2>
        </legend>
        {children}
      </fieldset>
    </Card>
  );
}

/** A field's message from the checkout answer, under the field. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm text-red-600">
      <Icon name="fa-solid fa-circle-exclamation" className="text-xs" />
      {message}
    </p>
  );
}
