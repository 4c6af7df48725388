import { useEffect } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Icon } from './Icon';

/** Numbered buttons only below this many pages; otherwise 'Sayfa N' (spec §9). */
export const NUMBERED_PAGER_LIMIT = 10;

interface PagerProps {
  page: number;
  totalPages: number;
  /** In-app address of a page, keeping the list's other query values (q, sort, stock filter). */
  hrefFor: (page: number) => string;
  className?: string;
}

const stepClass =
  'inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-xs transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const disabledClass = 'pointer-events-none opacity-45';

/**
 * 'Önceki Sayfa' / 'Sonraki Sayfa' with numbered buttons under 10 pages, else 'Sayfa N' (spec §2).
 * A page outside 1..total is logged as 'Geçersiz sayfa numarası' and no pager shows (spec §5).
 */
export function Pager({ page, totalPages, hrefFor, className }: PagerProps) {
  const invalid = totalPages > 0 && (!Number.isInteger(page) || page < 1 || page > totalPages);
  useEffect(() => {
    if (invalid) console.error('Geçersiz sayfa numarası');
  }, [invalid, page]);
  if (invalid || totalPages <= 1) return null;

  const step = (target: number, label: string, icon: string, iconFirst: boolean) => {
    const disabled = target < 1 || target > totalPages;
    const content = (
      <>
        {iconFirst && <Icon name={icon} className="text-xs" />}
        {label}
        {!iconFirst && <Icon name={icon} className="text-xs" />}
      </>
    );
    return disabled ? (
      <span aria-disabled="true" className={cn(stepClass, disabledClass)}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={stepClass}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label="Sayfalar" className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      {step(page - 1, 'Önceki Sayfa', 'fa-solid fa-chevron-left', true)}
      {totalPages < NUMBERED_PAGER_LIMIT ? (
        <ul className="order-first flex w-full flex-wrap justify-center gap-1.5 sm:order-none sm:w-auto">
          {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={`Sayfa ${n}`}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  'inline-flex size-11 items-center justify-center rounded-lg text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  n === page
                    ? 'bg-blue-900 text-white shadow-sm'
                    : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {n}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        // On a phone the page number takes its own line above the two steps, which then sit side by side.
        <p
          className="order-first w-full px-3 text-center text-sm font-semibold text-slate-700 tabular-nums sm:order-none sm:w-auto"
          aria-current="page"
        >
          Sayfa {page}
          <span className="font-normal text-subtle"> / {totalPages}</span>
        </p>
      )}
      {step(page + 1, 'Sonraki Sayfa', 'fa-solid fa-chevron-right', false)}
    </nav>
  );
}
