import { useId, useState } from 'react';
import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
} from '@tanstack/react-table';
import { Icon } from '../../components/Icon';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/useMediaQuery';

/** How a column shows beyond its header: on a phone's card, in the sort menu, in the footer. */
export interface ReportColumnMeta {
  /** The column's name in words (headers are capitals): card fields and the sort menu. */
  label?: string;
  /** Figures sit right, the way an accountant reads a column of amounts. */
  numeric?: boolean;
  /**
   * On a phone's card: 'title' heads the card, 'aside' stands at its right, 'actions' closes it; any
   * other cell is a labelled field. Every figure stays: a phone's reader sees all a desktop's does.
   */
  card?: 'title' | 'aside' | 'actions';
  /** On a phone's card the field takes the card's whole width (long text: the type and its note). */
  wide?: boolean;
  /** The footer cell that names the totals (Toplam, TRY Hesap Toplamı): the totals card's heading. */
  footerTitle?: boolean;
  /**
   * In the table below 1280 px, where the columns have no room for it, this column's value is a small line
   * under the cell of the column named here (its label read out before it), not a column of its own. The
   * cards keep it as a field.
   */
  underBelowXl?: string;
}

/** TanStack Table v9: only sorting is registered, so only sorting ships (LIBRARIES.md). */
export const reportFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnMeta: {} as ReportColumnMeta,
});
export type ReportFeatures = typeof reportFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list mixes columns of every value type
export type ReportColumn<Row extends RowData> = ColumnDef<ReportFeatures, Row, any>;
export const reportColumnHelper = <Row extends RowData>() => createColumnHelper<ReportFeatures, Row>();

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Turkish alphabetical order (tr collation), numbers inside names in numeric order (FAT…9 before FAT…10). */
export const textSort = constructSortFn({
  sort: (a: unknown, b: unknown) => collator.compare(String(a ?? ''), String(b ?? '')),
});
export const numberSort = constructSortFn({ sort: (a: unknown, b: unknown) => Number(a ?? 0) - Number(b ?? 0) });
/** ISO 8601 instants order as text; a missing date (no due date) comes first. */
export const dateSort = constructSortFn({
  sort: (a: unknown, b: unknown) => {
    const x = String(a ?? '');
    const y = String(b ?? '');
    return x < y ? -1 : x > y ? 1 : 0;
  },
});

/** The id of every report's date column: the default sort, newest first (spec §2). */
export const DATE_COLUMN = 'date';

const SORT_DIRECTIONS = { asc: 'artan', desc: 'azalan' } as const;

interface ReportTableProps<Row extends RowData> {
  /** The table's name for assistive technology (the report's title). */
  caption: string;
  data: readonly Row[];
  /** Stable (module scope or memoised): a new array would rebuild the table's models every render. */
  columns: ReportColumn<Row>[];
}

/**
 * A report's rows: a sortable table with its footer from 1024 px, cards on phones and tablets. One
 * TanStack table serves both, so the order chosen in one is the order of the other.
 */
/**
 * Which result set this is: a new one (another range) is drawn as new rows. Kept as the same elements, the rows of
 * the last set slid down to make room for the new ones a moment after the choice — a layout shift under the reader.
 */
function useResultSet(data: unknown): number {
  // React's pattern for information from the previous render: the state follows the data during render.
  const [set, setSet] = useState({ data, number: 0 });
  if (set.data === data) return set.number;
  setSet({ data, number: set.number + 1 });
  return set.number + 1;
}

export function ReportTable<Row extends RowData>({ caption, data, columns }: ReportTableProps<Row>) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const resultSet = useResultSet(data);
  const table = useTable({
    features: reportFeatures,
    columns,
    data,
    initialState: { sorting: [{ id: DATE_COLUMN, desc: true }] },
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const footers = (table.getFooterGroups()[0]?.headers ?? []).filter((h) => h.column.columnDef.footer !== undefined);

  if (wide) {
    // The table fits its box from 1024 px without sideways scrolling, its row buttons in view (the box is at most
    // 82rem wide, so a wide screen gives little more room than 1280 px): cells padded 8 px, text a size smaller
    // below 1280 px, two-word headers on two lines when they must, long text wrapping, and the columns marked
    // underBelowXl under a neighbour's value below 1280 px.
    const under = (columnId: string) => headers.filter((h) => h.column.columnDef.meta?.underBelowXl === columnId);
    const ownColumn = (meta: ReportColumnMeta | undefined) => meta?.underBelowXl && 'hidden xl:table-cell';
    return (
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <table className="w-full border-collapse text-[0.8125rem] xl:text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-left text-xs font-semibold tracking-wide text-slate-700">
            <tr>
              {headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          </thead>
          <tbody key={resultSet} className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-slate-50">
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-2 py-2.5 text-slate-800 first:pl-3 last:pr-3',
                        meta?.numeric && 'text-right whitespace-nowrap tabular-nums',
                        cell.column.id === DATE_COLUMN && 'whitespace-nowrap tabular-nums',
                        meta?.wide && 'min-w-32 break-words xl:min-w-40',
                        meta?.card === 'actions' && 'py-1.5 text-right whitespace-nowrap',
                        ownColumn(meta),
                      )}
                    >
                      <FlexRender cell={cell} />
                      {under(cell.column.id).map((header) => {
                        const folded = row.getAllCells().find((c) => c.column.id === header.column.id);
                        const value: unknown = folded?.getValue();
                        if (!folded || value === '' || value === null) return null;
                        return (
                          <span key={folded.id} className="block text-xs font-normal text-slate-600 xl:hidden">
                            <span className="sr-only">{header.column.columnDef.meta?.label}: </span>
                            <FlexRender cell={folded} />
                          </span>
                        );
                      })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {footers.length > 0 && (
            <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
              <tr>
                {(table.getFooterGroups()[0]?.headers ?? []).map((footer) => (
                  <td
                    key={footer.id}
                    className={cn(
                      'px-2 py-3 align-top first:pl-3 last:pr-3',
                      footer.column.columnDef.meta?.numeric && 'text-right whitespace-nowrap tabular-nums',
                      ownColumn(footer.column.columnDef.meta),
                    )}
                  >
                    <FlexRender footer={footer} />
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    );
  }

  const titleFooter = footers.find((f) => f.column.columnDef.meta?.footerTitle);
  return (
    <div>
      <SortSelect headers={headers} sorting={table.state.sorting} onChange={(sorting) => table.setSorting(sorting)} />
      {/* Another order is drawn as new cards too: the select may be set without a pointer or key press (an
          assistive tool), and cards sliding into their new places would count as the page moving by itself. */}
      <ul
        key={`${resultSet} ${JSON.stringify(table.state.sorting)}`}
        aria-label={caption}
        className="flex flex-col gap-3"
      >
        {rows.map((row) => {
          const cells = row.getAllCells();
          const role = (kind: ReportColumnMeta['card']) => cells.filter((c) => c.column.columnDef.meta?.card === kind);
          // An empty text (no note on an order) is no figure: its field is left out, not shown blank.
          const fields = cells.filter((c) => {
            const value: unknown = c.getValue();
            return c.column.columnDef.meta?.card === undefined && value !== '' && value !== null;
          });
          const actions = role('actions');
          return (
            <li key={row.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold break-all text-slate-900">
                  {role('title').map((cell) => (
                    <FlexRender key={cell.id} cell={cell} />
                  ))}
                </p>
                <div className="shrink-0 text-sm text-slate-600 tabular-nums">
                  {role('aside').map((cell) => (
                    <FlexRender key={cell.id} cell={cell} />
                  ))}
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {fields.map((cell) => (
                  <div key={cell.id} className={cn('min-w-0', cell.column.columnDef.meta?.wide && 'col-span-2')}>
                    <dt className="text-xs text-slate-600">{cell.column.columnDef.meta?.label}</dt>
                    <dd className="font-medium break-words text-slate-900 tabular-nums">
                      <FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3 empty:hidden">
                  {actions.map((cell) => (
                    <FlexRender key={cell.id} cell={cell} />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {footers.length > 0 && (
        <section
          aria-label={titleFooter ? undefined : 'Toplamlar'}
          className="mt-3 rounded-2xl border-2 border-slate-300 bg-slate-50 p-4"
        >
          {titleFooter && (
            <h2 className="font-semibold text-slate-900">
              <FlexRender footer={titleFooter} />
            </h2>
          )}
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footers
              .filter((f) => f !== titleFooter)
              .map((footer) => (
                <div key={footer.id} className="min-w-0">
                  <dt className="text-xs text-slate-600">{footer.column.columnDef.meta?.label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    <FlexRender footer={footer} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      )}
    </div>
  );
}

function HeaderCell<Row extends RowData>({ header }: { header: Header<ReportFeatures, Row, unknown> }) {
  const column = header.column;
  const meta = column.columnDef.meta;
  const sorted = column.getIsSorted();
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={cn(
        'px-2 py-2.5 first:pl-3 last:pr-3',
        meta?.numeric && 'text-right',
        meta?.underBelowXl && 'hidden xl:table-cell',
      )}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            // Two-word headers (SİPARİŞ TARİHİ, GENEL TOPLAM) may take two lines where the columns are tight.
            '-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 text-left uppercase hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-blue-600',
            meta?.numeric && 'flex-row-reverse text-right',
          )}
        >
          {content}
          <Icon
            name={
              sorted === 'asc'
                ? 'fa-solid fa-sort-up'
                : sorted === 'desc'
                  ? 'fa-solid fa-sort-down'
                  : 'fa-solid fa-sort'
            }
            className={cn('shrink-0 text-[0.7rem]', sorted ? 'text-blue-700' : 'text-slate-400')}
          />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

/** The cards' sort: every sortable column, each way; the same state the table's headers change. */
function SortSelect<Row extends RowData>({
  headers,
  sorting,
  onChange,
}: {
  headers: Header<ReportFeatures, Row, unknown>[];
  sorting: readonly { id: string; desc: boolean }[];
  onChange: (sorting: { id: string; desc: boolean }[]) => void;
}) {
  const id = useId();
  const current = sorting[0];
  const sortable = headers.filter((h) => h.column.getCanSort());
  return (
    <div className="mb-3 flex items-center justify-end gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Sırala
      </label>
      <select
        id={id}
        value={current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : ''}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(':');
          if (column) onChange([{ id: column, desc: direction === 'desc' }]);
        }}
        className="h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {sortable.flatMap((header) =>
          (['desc', 'asc'] as const).map((direction) => (
            <option key={`${header.id}:${direction}`} value={`${header.id}:${direction}`}>
              {header.column.columnDef.meta?.label ?? header.id} ({SORT_DIRECTIONS[direction]})
            </option>
          )),
        )}
      </select>
    </div>
  );
}
