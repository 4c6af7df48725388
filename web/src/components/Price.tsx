import { formatMoney } from '@bayi/common';
import { cn } from '../lib/cn';

interface PriceProps {
  /** A raw decimal (number or "1234.5"); formatted tr-TR with 2 decimals. */
  amount?: number | string;
  /** An amount the server already formatted (fields ending in F, e.g. "1.234,56"). */
  formatted?: string;
  /** Currency label after the amount: 'TL', 'USD', '₺'…; '' for none (a table column that names it). */
  currency?: string;
  className?: string;
}

/**
 * An amount with its currency. The suffix is smaller and lighter in weight, never in colour or
 * opacity: it keeps the amount's contrast (WCAG 1.4.3), so a muted price stays readable.
 */
export function Price({ amount, formatted, currency = 'TL', className }: PriceProps) {
  const text = formatted ?? (amount === undefined ? '' : formatMoney(amount));
  return (
    <span className={cn('whitespace-nowrap tabular-nums', className)}>
      {text}
      {/* A real space, so copied text and screen readers get "1.234,56 TL". */}
      {currency && (
        <>
          {' '}
          <span className="text-[0.85em] font-normal">{currency}</span>
        </>
      )}
    </span>
  );
}

/**
 * The list price a discount applies to, struck through beside or above the net price. Screen
 * readers do not announce strike-through, so it says what the figure is.
 */
export function FormerPrice({ formatted, currency = 'TL', className }: Omit<PriceProps, 'amount'>) {
  // Price's own markup with the hidden words inside it: one element fewer per price line, and a product card
  // shows several.
  return (
    <span className={cn('text-xs whitespace-nowrap text-muted tabular-nums line-through', className)}>
      <span className="sr-only">Liste fiyatı </span>
      {formatted ?? ''}
      {currency && (
        <>
          {' '}
          <span className="text-[0.85em] font-normal">{currency}</span>
        </>
      )}
    </span>
  );
}
