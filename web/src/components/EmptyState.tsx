import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A friendly centred message for "nothing here" and "not found" states. */
export function EmptyState({
  icon = 'fa-regular fa-folder-open',
  title,
  children,
  action,
}: {
  icon?: string;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-slate-100 text-2xl text-slate-400">
        <Icon name={icon} />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-500">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
