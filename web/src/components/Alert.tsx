import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon } from './Icon';

type AlertTone = 'error' | 'info' | 'success' | 'warning';

const tones: Record<AlertTone, { box: string; icon: string }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: 'fa-solid fa-circle-exclamation text-red-500' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'fa-solid fa-circle-info text-sky-500' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: 'fa-solid fa-circle-check text-emerald-500',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'fa-solid fa-triangle-exclamation text-amber-500',
  },
};

/** A coloured notice; errors are announced immediately (role="alert"). */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const style = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', style.box, className)}
    >
      <Icon name={style.icon} className="mt-0.5" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
