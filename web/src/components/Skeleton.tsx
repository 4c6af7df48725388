import { cn } from '../lib/cn';

/** A grey placeholder block; decorative, so screen readers skip it (pair with a status text). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-slate-200/80', className)} />;
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={cn('flex flex-col gap-2.5', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cn('h-3.5', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </span>
  );
}

/** A loading region announced once to assistive technology. */
export function LoadingBlock({ label = 'Yükleniyor…', lines = 4 }: { label?: string; lines?: number }) {
  return (
    // data-loading-block: the page is still coming (app/useScrollManager.ts waits for it before going down).
    <div role="status" aria-live="polite" className="py-2" data-loading-block="">
      <span className="sr-only">{label}</span>
      <SkeletonText lines={lines} />
    </div>
  );
}
