import type { Product } from '@bayi/common';
import { cn } from '../../lib/cn';
import { Icon } from '../Icon';

type Tone = 'ok' | 'low' | 'out' | 'neutral';

// The dot is the text's ::before (decorative, never read): one element fewer in each of a list's many boxes.
const toneClasses: Record<Tone, { dot: string; text: string }> = {
  ok: { dot: 'before:bg-emerald-500', text: 'text-emerald-700' },
  low: { dot: 'before:bg-amber-500', text: 'text-amber-700' },
  out: { dot: 'before:bg-red-500', text: 'text-red-700' },
  neutral: { dot: 'before:bg-slate-400', text: 'text-slate-600' },
};

function toneOf(product: Pick<Product, 'miktar' | 'miktarDisplayName'>): Tone {
  const label = product.miktarDisplayName?.toLocaleLowerCase('tr-TR') ?? '';
  if (product.miktar !== null && product.miktar <= 0) return 'out';
  if (label.includes('yok')) return 'out';
  if (label.startsWith('son') || label.includes('az')) return 'low';
  if (product.miktar !== null || label) return 'ok';
  return 'neutral';
}

/** The delivery badge (temin) when the product has one, else the dealer's stock status (spec §2). */
export function StockStatus({
  product,
  stockOnly = false,
  className,
}: {
  product: Pick<Product, 'temin' | 'teminDisplayName' | 'miktar' | 'miktarDisplayName'>;
  /** Only the stock status (the list table shows delivery in its own 'Temin' column). */
  stockOnly?: boolean;
  className?: string;
}) {
  if (!stockOnly && product.temin && product.teminDisplayName) {
    return <TeminBadge text={product.teminDisplayName} className={className} />;
  }
  if (!product.miktarDisplayName) return null;
  const tone = toneClasses[toneOf(product)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium before:size-2 before:shrink-0 before:rounded-full',
        tone.text,
        tone.dot,
        className,
      )}
    >
      {product.miktarDisplayName}
    </span>
  );
}

export function TeminBadge({
  text,
  wrap = false,
  className,
}: {
  text: string;
  /** A narrow table cell: the text may wrap (a rounded box, no truck icon) instead of one pill line. */
  wrap?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 bg-sky-50 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200',
        wrap ? 'rounded-md px-1.5 leading-tight' : 'rounded-full px-2',
        className,
      )}
    >
      {!wrap && <Icon name="fa-solid fa-truck-fast" className="text-[0.7rem]" />}
      {text}
    </span>
  );
}
