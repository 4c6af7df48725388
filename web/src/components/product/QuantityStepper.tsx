import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Icon } from '../Icon';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of the input, e.g. "Miktar" or "Kablo NYM 3x2,5 miktarı". */
  label?: string;
  id?: string;
  size?: 'sm' | 'md';
  className?: string;
}

const MIN = 1;

/**
 * − [n] + for the add-to-basket quantity (spec §5): starts at 1, the minus never goes below 1,
 * no client upper bound. Typing is allowed; an empty or invalid entry falls back on leaving the field.
 */
export function QuantityStepper({
  value,
  onChange,
  label = 'Miktar',
  id,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    setDraft(null);
    onChange(Math.max(MIN, Math.floor(next)));
  };
  const buttonClass =
    'inline-flex shrink-0 items-center justify-center text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  // The box's 1 px borders around 44 px buttons: WCAG 2.5.5 target size below 1024 px (lg keeps 'sm' compact).
  const box = size === 'sm' ? 'h-11.5 lg:h-9' : 'h-11.5';
  const side = size === 'sm' ? 'w-11 lg:w-8' : 'w-11';
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white',
        box,
        className,
      )}
    >
      {/* Named by aria-label rather than a hidden text element: a dealer's home holds dozens of these. */}
      <button
        type="button"
        aria-label="Azalt"
        className={cn(buttonClass, side)}
        onClick={() => set(value - 1)}
        disabled={value <= MIN}
      >
        <Icon name="fa-solid fa-minus" className="text-xs" />
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={MIN}
        step={1}
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = Number.parseInt(text, 10);
          if (Number.isFinite(parsed) && parsed >= MIN) {
            setDraft(text);
            onChange(parsed);
          } else {
            setDraft(text);
          }
        }}
        onBlur={() => setDraft(null)}
        onFocus={(event) => event.target.select()}
        className="w-12 min-w-0 flex-1 border-x border-slate-200 text-center text-sm font-semibold text-slate-900 tabular-nums [appearance:textfield] focus:relative focus:z-10 focus:outline-2 focus:-outline-offset-2 focus:outline-blue-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" aria-label="Artır" className={cn(buttonClass, side)} onClick={() => set(value + 1)}>
        <Icon name="fa-solid fa-plus" className="text-xs" />
      </button>
    </div>
  );
}
