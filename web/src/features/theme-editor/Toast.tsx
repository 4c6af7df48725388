import { useEffect } from 'react';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { T } from './texts';
import { dismissToast, useToast, type ToastMessage } from './toast';

function Notice({ message }: { message: ToastMessage }) {
  return (
    <div
      data-theme-toast={message.kind}
      className={cn(
        'pointer-events-auto flex max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
        message.kind === 'error'
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-emerald-200 bg-emerald-50 text-emerald-900',
      )}
    >
      <Icon
        name={message.kind === 'error' ? 'fa-solid fa-circle-exclamation' : 'fa-solid fa-circle-check'}
        className="mt-0.5"
      />
      <p className="min-w-0 flex-1">{message.text}</p>
      <button
        type="button"
        onClick={dismissToast}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <Icon name="fa-solid fa-xmark" />
        <span className="sr-only">{T.dismiss}</span>
      </button>
    </div>
  );
}

/**
 * The notices of the editor and the icon picker at the top of the screen: saved, restored, or why a save,
 * reset or icon change failed (beyond spec §8, which only logs to the console). Errors go to an alert
 * region, successes to a polite status; both regions stay in the page so screen readers hear new text.
 */
export function ToastHost() {
  const message = useToast();
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(dismissToast, message.kind === 'error' ? 10_000 : 5_000);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center px-3">
      <div role="status">{message?.kind === 'success' && <Notice key={message.id} message={message} />}</div>
      <div role="alert">{message?.kind === 'error' && <Notice key={message.id} message={message} />}</div>
    </div>
  );
}
