import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { errorMessageOf, isApiError } from '../../../lib/http';

/**
 * The save button with the answer beside it: the refusal, or that it was saved. Kept in view on wider screens;
 * on a phone it ends the form (a bar that never scrolls away would hide a third of the screen).
 */
export function SaveBar({
  save,
  label,
  saved,
  children,
}: {
  save: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  label: string;
  saved: string;
  /** Shown at the left, before the answer (e.g. an add button). */
  children?: ReactNode;
}) {
  // Each named field's refusal is shown beside it; the bar then only points at them.
  const named = isApiError(save.error) && Object.keys(save.error.fields).length > 0;
  return (
    <div className="z-10 mt-5 md:sticky md:bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-3">
      {children}
      <div className="mr-auto min-w-0">
        {save.isError && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {named ? 'Kaydedilemedi; lütfen işaretli alanları düzeltin.' : errorMessageOf(save.error)}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {saved}
          </p>
        )}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Kaydediliyor…' : label}
      </Button>
    </div>
  );
}
