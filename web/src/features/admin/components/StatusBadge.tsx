import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The back office's badge colours: what a state means, not which page shows it. */
const TONES = {
  neutral: 'bg-slate-200 text-slate-800',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
  accent: 'bg-indigo-100 text-indigo-900',
  highlight: 'bg-blue-100 text-blue-900',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A state as a small rounded label (an order's stage, a payment's state, on or off). */
export function StatusBadge({
  tone,
  nowrap,
  children,
}: {
  tone: BadgeTone;
  /** Kept on one line where a column is narrow and the name is long. */
  nowrap?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        nowrap && 'whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A record that is on or off, in the words its page uses ("Aktif"/"Pasif", "Yayında"/"Kapalı"). */
export function OnOffBadge({
  on,
  labels,
  nowrap,
}: {
  on: boolean;
  labels: [on: string, off: string];
  nowrap?: boolean;
}) {
  return (
    <StatusBadge tone={on ? 'success' : 'neutral'} nowrap={nowrap}>
      {on ? labels[0] : labels[1]}
    </StatusBadge>
  );
}
