import type { ReactNode } from 'react';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { cn } from '../lib/cn';
import { useDialogPresence } from '../lib/useDialogPresence';
import { Icon } from './Icon';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  /** Tailwind max-width class of the panel, e.g. 'max-w-xs' or 'max-w-6xl'. */
  widthClass?: string;
  /** Extra controls beside the close button (e.g. a print button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A panel that slides in from a side of the screen; focus is trapped, Esc and outside click close it. */
export function Drawer({
  open,
  onClose,
  title,
  side = 'left',
  widthClass = 'max-w-sm',
  actions,
  children,
}: DrawerProps) {
  const dialog = useDialogPresence(open);
  if (!dialog.present) return null;
  return (
    <Dialog open={dialog.open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div
        className={cn('fixed inset-y-0 flex w-full', side === 'left' ? 'left-0 justify-start' : 'right-0 justify-end')}
      >
        <DialogPanel
          transition
          className={cn(
            'flex h-full w-full flex-col bg-white shadow-2xl transition duration-200 ease-out data-closed:duration-150',
            side === 'left' ? 'data-closed:-translate-x-full' : 'data-closed:translate-x-full',
            widthClass,
          )}
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
            <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">
              {title}
            </DialogTitle>
            {actions}
            <CloseButton
              className="-mr-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
              aria-label="Kapat"
            >
              <Icon name="fa-solid fa-xmark" className="text-lg" />
            </CloseButton>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
