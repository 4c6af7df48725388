import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './Icon';

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  description?: ReactNode;
  /** Font Awesome class of the picture on the card. */
  icon?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A choice shown as a card (delivery and payment options, spec §2 "Checkout"). A native radio inside a
 * label: arrow keys move within the group, the title is the accessible name, the text its description
 * (so a screen reader does not read the text twice).
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  icon,
  invalid,
  className,
}: RadioCardProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition select-none sm:p-4',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600',
        checked
          ? 'border-blue-600 bg-blue-50/50 shadow-sm ring-1 ring-blue-600'
          : invalid
            ? 'border-red-300 hover:border-red-400'
            : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-1 size-4 shrink-0 accent-blue-700 focus:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span
            id={`${id}-title`}
            className={cn('text-sm font-semibold', checked ? 'text-blue-900' : 'text-slate-900')}
          >
            {title}
          </span>
        </span>
        {description && (
          <span id={`${id}-description`} className="mt-0.5 block text-xs leading-relaxed text-slate-500">
            {description}
          </span>
        )}
      </span>
      {icon && (
        <span
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-base',
            checked ? 'bg-blue-600 text-white' : 'bg-slate-100 text-slate-500',
          )}
        >
          <Icon name={icon} />
        </span>
      )}
    </label>
  );
}
