import { Fragment, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../components/Alert';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { errorMessageOf } from '../../../lib/http';

/** The settings' pages: the general form and what checkout offers. */
const SETTINGS_PAGES = [
  { to: '/admin/settings', label: 'Genel' },
  { to: '/admin/settings/delivery-slots', label: 'Teslimat saatleri' },
  { to: '/admin/settings/bank-accounts', label: 'Banka hesapları' },
  { to: '/admin/settings/payment-methods', label: 'Ödeme şekilleri' },
] as const;

export function SettingsNav() {
  return (
    <nav aria-label="Ayar bölümleri" className="mb-5 flex flex-wrap gap-2">
      {SETTINGS_PAGES.map((p) => (
        <NavLink
          key={p.to}
          to={p.to}
          end
          className={({ isActive }) =>
            cn(
              'inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold lg:h-10',
              isActive ? 'bg-blue-900 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
            )
          }
        >
          {p.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * A checkout settings page: its heading and the settings' sections, then the editor of what the server holds,
 * made anew for each answer read so that its rows start from the server's copy (`notices`: what the last save
 * said, above it).
 */
export function SettingsEditorPage<T>({
  title,
  description,
  loading,
  query,
  notices,
  children,
}: {
  title: string;
  description: string;
  loading: string;
  query: UseQueryResult<T>;
  notices?: ReactNode;
  children(data: T): ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} description={description} />
      <SettingsNav />
      {query.isError && <Alert tone="error">{errorMessageOf(query.error)}</Alert>}
      {!query.data && !query.isError && <LoadingBlock label={loading} />}
      {notices}
      {query.data && <Fragment key={query.dataUpdatedAt}>{children(query.data)}</Fragment>}
    </>
  );
}

/** A field's refusal under it, linked from the field by `id` (aria-describedby). */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm text-red-700">
      <Icon name="fa-solid fa-circle-exclamation" className="mt-1 text-xs" />
      {children}
    </p>
  );
}

/** The classes of an editable table: a table from 768 px, each row a card below it. */
export const tableClasses = {
  table: 'w-full border-collapse text-left text-sm max-md:block',
  thead: 'bg-slate-50 text-xs font-semibold text-slate-700 max-md:sr-only',
  th: 'px-2 py-2 font-semibold',
  tbody: 'max-md:block max-md:space-y-3',
  tr: 'border-t border-slate-200 align-top max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:bg-white max-md:p-3',
  td: 'px-2 py-2 max-md:block max-md:p-0',
  /** A cell of a checkbox or buttons, in line with the 44 px fields beside it. */
  tdControl: 'px-2 py-2 md:pt-3.5 max-md:p-0',
  /** A column's name above its field on a phone (the field's own name is its aria-label). */
  cellLabel: 'mb-1 block text-xs font-medium text-slate-600 md:hidden',
} as const;
