import { Link } from 'react-router';
import { adminOrderListQuerySchema, ORDER_STAGE_NAMES, ORDER_STAGES, type AdminOrderRow } from '@bayi/common';
import { buttonClasses } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/FormField';
import { PageHeading } from '../../../components/PageHeading';
import { useAdminOrders } from '../api';
import {
  ChoiceFilter,
  CardHead,
  DataTable,
  DateRangeFilter,
  FilterBar,
  ListResults,
  useListParams,
  type Column,
} from '../components/ListPage';
import { formatInstant, formatTotals, paymentName, StageBadge } from '../format';

const FILTERS = ['stage', 'from', 'to', 'dealer', 'documentNo'] as const;

function exportSearch(params: URLSearchParams): string {
  const filters = new URLSearchParams(params);
  filters.delete('page');
  return filters.size ? `?${filters.toString()}` : '';
}

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    header: 'Belge no',
    className: 'font-semibold',
    cell: (o) => (
      <Link to={`/admin/orders/${o.id}`} className="text-blue-800 underline-offset-4 hover:underline">
        {o.documentNo || `#${o.id}`}
      </Link>
    ),
  },
  { header: 'Tarih', className: 'whitespace-nowrap tabular-nums', cell: (o) => formatInstant(o.placedAt) },
  {
    header: 'Bayi',
    cell: (o) => (
      <>
        <span className="text-slate-600 tabular-nums">{o.dealer.code}</span> {o.dealer.name}
      </>
    ),
  },
  { header: 'Durum', cell: (o) => <StageBadge stage={o.stage} /> },
  { header: 'Ödeme', cell: (o) => paymentName(o.paymentMethod) },
  { header: 'Satır', align: 'right', className: 'tabular-nums', cell: (o) => o.lineCount },
  {
    header: 'Genel toplam',
    align: 'right',
    className: 'font-semibold whitespace-nowrap tabular-nums',
    cell: (o) => formatTotals(o.totals),
  },
];

/** /spa/admin/orders: every placed order (a representative's own dealers'), filtered, 50 to a page. */
export function OrdersPage() {
  const list = useListParams('/admin/orders');
  const orders = useAdminOrders(list.search);
  const data = orders.data;

  return (
    <>
      <PageHeading
        title="Siparişler"
        // The count is added to the line, not put in its place: a shorter line let the Excel button move up beside
        // the title on a phone once the list came, and the filters with it.
        description={`Bayilerin verdiği siparişler${data ? ` · ${data.total.toLocaleString('tr-TR')} sipariş` : ''}`}
        actions={
          // The filters of the list, without its page: the file holds every order they find.
          <a
            href={`/admin/orders/excel${exportSearch(list.params)}`}
            className={buttonClasses('secondary', 'md')}
            download
          >
            <Icon name="fa-solid fa-file-excel" />
            Excel’e aktar
          </a>
        }
      />
      <FilterBar
        list={list}
        schema={adminOrderListQuerySchema}
        names={FILTERS}
        serverError={orders.error}
        label="Sipariş filtreleri"
        columns={6}
        clearable
      >
        {(field) => (
          <>
            <ChoiceFilter label="Durum" values={ORDER_STAGES} names={ORDER_STAGE_NAMES} {...field('stage')} />
            <DateRangeFilter from={field('from')} to={field('to')} />
            <TextField label="Bayi (Cari No ya da ad)" {...field('dealer')} />
            <TextField label="Belge no" {...field('documentNo')} />
          </>
        )}
      </FilterBar>

      <ListResults
        list={list}
        query={orders}
        rows={(d) => d.rows}
        loading="Siparişler yükleniyor…"
        empty="Bu filtrelere uyan sipariş yok."
      >
        {(data) => (
          <DataTable
            caption="Siparişler, en yenisi önce"
            columns={COLUMNS}
            rows={data.rows}
            rowKey={(o) => o.id}
            card={(o) => (
              <>
                <CardHead
                  to={`/admin/orders/${o.id}`}
                  title={o.documentNo || `#${o.id}`}
                  badge={<StageBadge stage={o.stage} />}
                />
                <p className="mt-1 text-sm text-slate-600 tabular-nums">{formatInstant(o.placedAt)}</p>
                <p className="mt-2 text-sm">
                  {o.dealer.code} · {o.dealer.name}
                </p>
                <p className="mt-2 text-right font-semibold tabular-nums">{formatTotals(o.totals)}</p>
              </>
            )}
          />
        )}
      </ListResults>
    </>
  );
}
