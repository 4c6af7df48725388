import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

interface BulkAddBarProps {
  /** Different products with a quantity typed in the list. */
  count: number;
  pending: boolean;
  error: string | null;
  onClear: () => void;
  onSubmit: () => void;
}

/** The bar at the bottom of the list view: count of selected products and 'Seçilenleri Sepete Ekle' (spec §2). */
export function BulkAddBar({ count, pending, error, onClear, onSubmit }: BulkAddBarProps) {
  return (
    <div
      role="region"
      aria-label="Seçilen ürünler"
      className="fixed inset-x-0 bottom-0 z-40 motion-safe:animate-[bulk-bar-in_200ms_ease-out] border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur"
    >
      <div className="page-container flex min-h-20 flex-wrap items-center gap-x-4 gap-y-2 py-3">
        <p className="flex items-center gap-2.5 text-sm text-slate-700" aria-live="polite">
          <span className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-blue-900 px-2 text-sm font-bold text-white tabular-nums">
            {count}
          </span>
          <span>farklı ürün seçildi</span>
        </p>
        {error && (
          <p role="alert" className="flex items-center gap-1.5 text-sm text-red-600">
            <Icon name="fa-solid fa-circle-exclamation" />
            {error}
          </p>
        )}
        <div className="ml-auto flex items-center gap-2">
          <Button variant="ghost" onClick={onClear} disabled={pending || count === 0}>
            Temizle
          </Button>
          <Button onClick={onSubmit} loading={pending} loadingText="Ekleniyor…" disabled={count === 0}>
            <Icon name="fa-solid fa-cart-plus" />
            Seçilenleri Sepete Ekle
          </Button>
        </div>
      </div>
    </div>
  );
}
