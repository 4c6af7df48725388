import { useId, type ReactNode } from 'react';
import type { BrandOption } from '@bayi/common';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { SORT_OPTIONS, type SortValue } from './listParams';
import type { ViewMode } from './useViewMode';

const selectClass =
  'h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-800 shadow-xs transition hover:border-slate-400 focus:border-blue-600 focus:ring-4 focus:ring-blue-100 focus:outline-none disabled:bg-slate-100';

function SelectField({
  label,
  value,
  onChange,
  disabled,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-600">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={selectClass}
        >
          {children}
        </select>
        <Icon
          name="fa-solid fa-chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-[0.65rem] text-slate-500"
        />
      </div>
    </div>
  );
}

interface ListToolbarProps {
  /** Brands of the list (markas); the drop-down shows only when there are some. */
  brands: readonly BrandOption[];
  /** The brand of a brand page, selected in the drop-down. */
  currentBrandId: number | null;
  onBrand: (brand: BrandOption | null) => void;
  inStock: boolean;
  onInStock: (checked: boolean) => void;
  sort: SortValue;
  onSort: (value: SortValue) => void;
  view: ViewMode;
  canChooseView: boolean;
  onView: (mode: ViewMode) => void;
  disabled: boolean;
}

/** Brand, 'Stokta Olanlar', sort and grid/list (spec §2 "Product list pages"). */
export function ListToolbar(props: ListToolbarProps) {
  const inStockId = useId();
  const { brands, currentBrandId } = props;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-3 rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-xs sm:px-4">
      {brands.length > 0 && (
        <SelectField
          label="Marka"
          value={currentBrandId === null ? '' : String(currentBrandId)}
          onChange={(value) => props.onBrand(brands.find((brand) => String(brand.id) === value) ?? null)}
          disabled={props.disabled}
          className="w-full sm:w-64"
        >
          <option value="">Tüm Markalar</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.ad}
            </option>
          ))}
        </SelectField>
      )}
      {/* The whole 44 px row is the label, so a tap anywhere on it ticks the box (WCAG 2.5.5). */}
      <label
        htmlFor={inStockId}
        className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700 select-none"
      >
        <input
          id={inStockId}
          type="checkbox"
          checked={props.inStock}
          disabled={props.disabled}
          onChange={(event) => props.onInStock(event.target.checked)}
          className="size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        />
        Stokta Olanlar
      </label>
      <div className="ml-auto flex w-full min-w-0 items-center justify-end gap-3 sm:w-auto">
        <SelectField
          label="Sıralama"
          value={props.sort}
          onChange={(value) => props.onSort(value as SortValue)}
          disabled={props.disabled}
          className="w-full sm:w-60"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {props.canChooseView && (
          <div role="group" aria-label="Görünüm" className="hidden shrink-0 rounded-lg bg-slate-100 p-1 md:flex">
            {(
              [
                ['card', 'Kart görünümü', 'fa-solid fa-grip'],
                ['list', 'Liste görünümü', 'fa-solid fa-list'],
              ] as const
            ).map(([mode, label, icon]) => (
              <button
                key={mode}
                type="button"
                aria-pressed={props.view === mode}
                title={label}
                onClick={() => props.onView(mode)}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md text-sm transition focus-visible:outline-2 focus-visible:outline-blue-600',
                  props.view === mode ? 'bg-white text-blue-900 shadow-sm' : 'text-slate-500 hover:text-slate-800',
                )}
              >
                <Icon name={icon} />
                <span className="sr-only">{label}</span>
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
