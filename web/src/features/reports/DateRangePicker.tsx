import { lazy, Suspense, useId } from 'react';
import { Popover, PopoverBackdrop, PopoverButton, PopoverPanel } from '@headlessui/react';
import { buttonClasses } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LoadingBlock } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { formatDay, type DayRange } from './dates';
import { reportTexts } from './texts';

// The calendar (react-day-picker, date-fns' Turkish locale) loads when the picker first opens, or
// when the pointer or focus reaches its button: the report's rows do not wait for it.
const loadRangePanel = () => import('./RangePanel');
const RangePanel = lazy(async () => ({ default: (await loadRangePanel()).RangePanel }));

/**
 * 'Tarih Aralığı' (spec §2, §9): react-day-picker with date-fns' Turkish locale — Monday first,
 * dd.MM.yyyy, years 1900–2100 in the caption's drop-downs — in a pop-over with the presets Bugün, Bu Ay,
 * Geçen Ay, Bu Yil (applied at once) and Uygula / Vazgeç for a range picked by hand.
 */
export function DateRangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const labelId = useId();
  const buttonId = useId();
  // Beside its button where there is room; on a phone a sheet along the bottom, over a dimmed page.
  const anchored = useMediaQuery('(min-width: 768px)');
  return (
    <Popover className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {reportTexts.rangeLabel}
      </span>
      <PopoverButton
        id={buttonId}
        onPointerEnter={() => void loadRangePanel()}
        onFocus={() => void loadRangePanel()}
        aria-labelledby={`${labelId} ${buttonId}`}
        className={buttonClasses(
          'secondary',
          'md',
          'justify-start font-medium tabular-nums data-open:border-blue-600 data-open:ring-2 data-open:ring-blue-600/20',
        )}
      >
        <Icon name="fa-regular fa-calendar" className="text-slate-500" />
        <span>
          {formatDay(value.from)} – {formatDay(value.to)}
        </span>
        <Icon name="fa-solid fa-chevron-down" className="ml-auto pl-2 text-[0.65rem] text-slate-500" />
      </PopoverButton>
      {!anchored && (
        <PopoverBackdrop
          transition
          className="fixed inset-0 z-40 bg-slate-950/40 transition-opacity data-closed:opacity-0"
        />
      )}
      <PopoverPanel
        anchor={anchored ? { to: 'bottom start', gap: 8, padding: 8 } : undefined}
        focus
        transition
        className={cn(
          'z-50 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white shadow-xl transition data-closed:opacity-0 data-enter:duration-200 data-leave:duration-150',
          anchored
            ? 'max-w-[calc(100vw-1rem)] data-closed:-translate-y-1'
            : 'fixed inset-x-2 bottom-2 max-h-[calc(100dvh-1rem)] data-closed:translate-y-4',
        )}
      >
        {({ close }) => (
          <Suspense
            fallback={
              <div className="w-80 p-4">
                <LoadingBlock label="Takvim yükleniyor…" lines={6} />
              </div>
            }
          >
            <RangePanel
              initial={value}
              onApply={(range) => {
                onChange(range);
                close();
              }}
              onCancel={() => close()}
            />
          </Suspense>
        )}
      </PopoverPanel>
    </Popover>
  );
}
