import { cn } from '../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn('size-4 animate-spin rounded-full border-2 border-current border-r-transparent', className)}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
