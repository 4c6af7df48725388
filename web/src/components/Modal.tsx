import type { ReactNode } from 'react';
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { cn } from '../lib/cn';
import { useDialogPresence } from '../lib/useDialogPresence';
import { Icon } from './Icon';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  widthClass?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** A centred dialog with a title bar and optional footer actions. */
export function Modal({ open, onClose, title, widthClass = 'max-w-lg', footer, children }: ModalProps) {
  const dialog = useDialogPresence(open);
  if (!dialog.present) return null;
  return (
    <Dialog open={dialog.open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 transition-opacity duration-200 data-closed:opacity-0 data-leave:duration-150"
      />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={cn(
            'w-full rounded-2xl bg-white shadow-2xl transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0 data-leave:duration-150',
            widthClass,
          )}
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
            <DialogTitle className="min-w-0 flex-1 text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <CloseButton
              aria-label="Kapat"
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Icon name="fa-solid fa-xmark" className="text-lg" />
            </CloseButton>
          </div>
          <div className="px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
