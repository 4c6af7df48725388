import { formatMoney } from '@bayi/common';
import { cn } from '../lib/cn';

interface PriceProps {
  /** A raw decimal (number or "1234.5"); formatted tr-TR with 2 decimals. */
  amount?: number | string;
  /** An amount the server already formatted (fields ending in F, e.g. "1.234,56"). */
  formatted?: string;
  /** Currency label after the amount: 'TL', 'USD', '₺'… */
  currency?: string;
  className?: string;
}

export function Price({ amount, formatted, currency = 'TL', className }: PriceProps) {
  const text = formatted ?? (amount === undefined ? '' : formatMoney(amount));
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      {text}
      {/* A real space, so copied text and screen readers get "1.234,56 TL". */}
      {currency && (
        <>
          {' '}
          <span className="text-[0.85em] font-normal opacity-80">{currency}</span>
        </>
      )}
    </span>
  );
}
