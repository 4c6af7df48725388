import type { ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/FormField';
import { Pager } from '../../../components/Pager';
import { LoadingBlock } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { filledFilters } from './filters';

/**
 * What the back office's searchable lists share (orders, payments, the audit log, dealers, product lists): the
 * filters live in the address, so a list can be linked, reloaded and paged back to; the form only writes them.
 */

/** The list's address values: the query string to ask the API with, the page, and each page's address. */
export function useListParams(base: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString() ? `?${params.toString()}` : '';
  const page = Number(params.get('page') ?? '1') || 1;
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${base}?${next.toString()}`;
  };
  /** Opens the list's first page with these filters (empty ones left out). */
  const go = (filters: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
    void navigate(`${base}${next.size ? `?${next.toString()}` : ''}`);
  };
  /** Opens the list without any filter. */
  const clear = () => void navigate(base);
  return { params, search, page, hrefFor, go, clear };
}

export type ListParams = ReturnType<typeof useListParams>;

type Filters<N extends string> = Record<N, string>;

/** A filter's field props: its registration and the refusal under it (the browser's first, then the server's). */
export type FilterFieldProps = UseFormRegisterReturn & { error?: string };

interface FilterFormProps<N extends string> {
  /** The list's address: the form starts from its values and a search opens its first page. */
  list: ListParams;
  schema: z.ZodType<unknown, FieldValues>;
  names: readonly N[];
  /** The list's failed answer: its field refusals are shown under the fields. */
  serverError: unknown;
  /** What a search opens, when the list keeps more in its address than the form's fields (the list's own by default). */
  onSearch?(filters: Partial<Filters<N>>): void;
  label: string;
  /** A search landmark where the form is the list's search. */
  role?: 'search';
}

/**
 * The filter form: react-hook-form checked against the API's own query schema, so a refused filter gets the
 * server's Turkish message under its field before any request. An empty field is a filter left out. Keyed by the
 * address, so going back or following a page's link starts it again from the filters in force.
 */
function FilterForm<N extends string>({
  list,
  schema,
  names,
  serverError,
  onSearch = list.go,
  label,
  role,
  className,
  children,
}: FilterFormProps<N> & { className: string; children(field: (name: N) => FilterFieldProps): ReactNode }) {
  const check = zodResolver(schema);
  const resolver: Resolver<Filters<N>> = async (raw, context, options) => {
    // Left empty is left out: the schema's optional fields are absent, not empty text.
    const present = filledFilters(raw);
    const result = await check(present, context, options as never);
    return Object.keys(result.errors).length
      ? { values: {}, errors: result.errors as FieldErrors<Filters<N>> }
      : { values: raw, errors: {} };
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Filters<N>>({
    resolver,
    defaultValues: Object.fromEntries(names.map((n) => [n, list.params.get(n) ?? ''])) as never,
  });
  const fields = isApiError(serverError) ? serverError.fields : {};
  const field = (name: N): FilterFieldProps => ({
    ...register(name as never),
    error: (errors[name]?.message as string | undefined) ?? fields[name],
  });
  const submit = (raw: Filters<N>) => onSearch(filledFilters(raw));
  return (
    <form
      role={role}
      aria-label={label}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      noValidate
      className={className}
    >
      {children(field)}
    </form>
  );
}

/**
 * A list's filter bar: its fields in a white card, a grid of `columns` from 1024 px, with the button that applies
 * them last (and "Temizle" beside it, where `clearable`, once a filter is in force).
 */
export function FilterBar<N extends string>({
  columns,
  submit = 'Filtrele',
  clearable = false,
  children,
  ...form
}: FilterFormProps<N> & {
  columns: 5 | 6;
  submit?: string;
  clearable?: boolean;
  children(field: (name: N) => FilterFieldProps): ReactNode;
}) {
  return (
    <FilterForm
      key={form.list.search}
      {...form}
      className={cn(
        'mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2',
        columns === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-6',
      )}
    >
      {(field) => (
        <>
          {children(field)}
          <div className="flex items-end gap-2">
            <Button type="submit" className="flex-1">
              {submit}
            </Button>
            {clearable && form.list.search && (
              <Button variant="secondary" onClick={form.list.clear}>
                Temizle
              </Button>
            )}
          </div>
        </>
      )}
    </FilterForm>
  );
}

/**
 * A list's one-field search ("q"): the field grows, "Ara" stays beside it; `children` is a line under both (what
 * else the address keeps the list to).
 */
export function SearchBar({
  fieldLabel,
  children,
  ...form
}: Omit<FilterFormProps<'q'>, 'names' | 'role'> & { fieldLabel: string; children?: ReactNode }) {
  return (
    <FilterForm
      key={form.list.search}
      {...form}
      names={['q']}
      role="search"
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
    >
      {(field) => (
        <>
          <TextField label={fieldLabel} type="search" className="min-w-0 flex-1 basis-64" {...field('q')} />
          <Button type="submit">Ara</Button>
          {children}
        </>
      )}
    </FilterForm>
  );
}

/** A filter's choice of one of `values` by its Turkish name, or "Tümü" (no filter). */
export function ChoiceFilter<V extends string>({
  label,
  values,
  names,
  ...field
}: FilterFieldProps & { label: string; values: readonly V[]; names: Record<V, string> }) {
  return (
    <SelectField label={label} {...field}>
      <option value="">Tümü</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {names[v]}
        </option>
      ))}
    </SelectField>
  );
}

/** The two days a list is kept between, "from" and "to" in its address. */
export function DateRangeFilter({ from, to }: { from: FilterFieldProps; to: FilterFieldProps }) {
  return (
    <>
      <TextField label="Başlangıç tarihi" type="date" {...from} />
      <TextField label="Bitiş tarihi" type="date" {...to} />
    </>
  );
}

interface Paged {
  total: number;
  pageSize: number;
}

/**
 * A list's answer that comes whole (no pages): the refusal, the loading block, "nothing there yet", or the rows.
 */
export function ListState<D>({
  query,
  rows,
  loading,
  empty,
  children,
}: {
  query: { data?: D; isError: boolean; error: unknown };
  rows(data: D): readonly unknown[];
  loading: string;
  empty: ReactNode;
  children(data: D): ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isError && <Alert tone="error">{errorMessageOf(query.error)}</Alert>}
      {!data && !query.isError && <LoadingBlock label={loading} />}
      {data && rows(data).length === 0 && <Alert tone="info">{empty}</Alert>}
      {data && rows(data).length > 0 && children(data)}
    </>
  );
}

/**
 * A paged list's answer: as ListState, with the pager under the rows (each page's address from the list's own).
 */
export function ListResults<D extends Paged>({
  list,
  children,
  ...state
}: {
  list: ListParams;
  query: { data?: D; isError: boolean; error: unknown };
  rows(data: D): readonly unknown[];
  loading: string;
  empty: string;
  children(data: D): ReactNode;
}) {
  return (
    <ListState {...state}>
      {(data) => (
        <>
          {children(data)}
          <Pager
            page={list.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            hrefFor={list.hrefFor}
            className="mt-6"
          />
        </>
      )}
    </ListState>
  );
}

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** The cell's own classes beside the padding (weight, wrapping, figures). */
  className?: string;
  align?: 'right';
}

/**
 * A list as a table from the tablet up and as a card per row on a phone (`card`: what a card holds), both named by
 * `caption` for a screen reader.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  card,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  card(row: Row): ReactNode;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-4 py-3', c.align === 'right' && 'text-right')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3', c.align === 'right' && 'text-right', c.className)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A phone card's first line: the row's link to its own page, and its state's badge beside it. */
export function CardHead({ to, title, badge }: { to: string; title: ReactNode; badge: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <Link to={to} className="min-w-0 font-semibold break-words text-blue-800 underline underline-offset-4">
        {title}
      </Link>
      {badge}
    </div>
  );
}
