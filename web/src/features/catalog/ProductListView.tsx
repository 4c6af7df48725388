import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { BrandOption, Product, ProductListResponse } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { Pager } from '../../components/Pager';
import { ProductCard } from '../../components/product/ProductCard';
import { Skeleton } from '../../components/Skeleton';
import { cn } from '../../lib/cn';
import { errorMessageOf, isApiError } from '../../lib/http';
import { useApplication } from '../../lib/queries';
import { useAddProducts, useProductList } from './api';
import { BulkAddBar } from './BulkAddBar';
import { ListToolbar } from './ListToolbar';
import {
  effectiveInStock,
  effectiveSort,
  listApiQuery,
  readListState,
  totalPagesOf,
  type SortValue,
} from './listParams';
import { ProductTable } from './ProductTable';
import { useViewMode, type ViewMode } from './useViewMode';

export const GRID_EMPTY_TEXT = 'Kriterlere Uygun Ürün Bulunamadı';

export interface ProductListViewProps {
  /** Path of the list call: '/category/12', '/brand/3', '/product/all/', '/search/'. */
  apiPath: string;
  /** Query values every call of this list carries (q on search, category on a brand page). */
  apiParams?: Record<string, string>;
  /** Breadcrumb items once known; undefined keeps the skeleton (spec §2). */
  crumbs: (data: ProductListResponse | undefined) => Crumb[] | undefined;
  heading: (data: ProductListResponse | undefined) => ReactNode;
  /** Title of the not-found state (unknown category or brand, 404). */
  notFoundTitle: string;
  /** Brand page: the brand selected in the drop-down. */
  currentBrandId?: number | null;
  /** The line under the title, from the number of products found. */
  summary?: (total: number) => string;
}

const countText = (total: number) => `${total.toLocaleString('tr-TR')} ürün`;

/**
 * The one product list of the catalog, brand, search and all-products pages (spec §2, §4): toolbar,
 * grid or table, pager, and the bulk-add bar of the list view. Page, sort and stock filter live in
 * the address, so reload and back/forward show the same list.
 */
export function ProductListView({
  apiPath,
  apiParams,
  crumbs,
  heading,
  notFoundTitle,
  currentBrandId = null,
  summary = countText,
}: ProductListViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = Boolean(useApplication().data?.isLoggedIn);
  const state = readListState(searchParams);
  const list = useProductList(apiPath, listApiQuery(state, apiParams));
  const view = useViewMode();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const addProducts = useAddProducts();

  const data = list.data;
  // The controls show a choice at once; the address (and so the list) follows a moment later.
  const [sortChoice, setSortChoice] = useState<SortValue | null>(null);
  const [inStockChoice, setInStockChoice] = useState<boolean | null>(null);
  if (sortChoice !== null && state.sort === sortChoice) setSortChoice(null);
  if (inStockChoice !== null && state.inStock === inStockChoice) setInStockChoice(null);
  const notFound = list.isError && isApiError(list.error) && list.error.isNotFound;

  const update = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    setSearchParams(next);
  };
  const onSort = (value: SortValue) => {
    setSortChoice(value);
    update((params) => {
      const [f = 'ad', d = 'asc'] = value.split('-');
      params.set('f', f);
      params.set('d', d);
      params.delete('page');
    });
  };
  const onInStock = (checked: boolean) => {
    setInStockChoice(checked);
    update((params) => {
      params.set('instock', String(checked));
      params.delete('page');
    });
  };
  const onBrand = (brand: BrandOption | null) => {
    if (brand) navigate(`/brand/${brand.id}/${brand.category}`);
    else if (data?.category) navigate(`/catalog/${data.category.id}`);
    else navigate('/productAll');
  };
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };
  const onQuantity = (product: Product, quantity: number | null) =>
    setQuantities((current) => {
      const next = { ...current };
      if (quantity === null) delete next[product.id];
      else next[product.id] = quantity;
      return next;
    });
  const selectedCount = Object.keys(quantities).length;
  const submitSelection = () =>
    addProducts.mutate(
      Object.entries(quantities).map(([productId, adet]) => ({ productId: Number(productId), adet })),
      // spec §4: after a bulk add the page reloads (the basket count and stock come back fresh).
      { onSuccess: () => window.location.reload() },
    );

  const showBulkBar = view.mode === 'list' && signedIn && selectedCount > 0;

  let body: ReactNode;
  if (notFound) {
    body = (
      <Card>
        <EmptyState
          icon="fa-regular fa-folder-open"
          title="Bu adreste listelenecek ürün yok."
          action={
            <ButtonLink to="/productAll">
              <Icon name="fa-solid fa-boxes-stacked" />
              Tüm Ürünlere Göz At
            </ButtonLink>
          }
        >
          Aradığınız liste kaldırılmış ya da adresi değişmiş olabilir.
        </EmptyState>
      </Card>
    );
  } else if (list.isError) {
    body = <Alert tone="error">{errorMessageOf(list.error)}</Alert>;
  } else if (!data) {
    body = <ListSkeleton mode={view.mode} />;
  } else {
    const stale = list.isPlaceholderData;
    body = (
      <div
        aria-busy={stale || undefined}
        className={cn('transition-opacity', stale && 'pointer-events-none opacity-50')}
      >
        {view.mode === 'list' ? (
          <ProductTable data={data} signedIn={signedIn} quantities={quantities} onQuantity={onQuantity} />
        ) : data.stoks.length === 0 ? (
          <Card>
            <EmptyState icon="fa-solid fa-magnifying-glass" title={GRID_EMPTY_TEXT}>
              Filtreleri değiştirerek ya da başka bir kategoriye göz atarak tekrar deneyin.
            </EmptyState>
          </Card>
        ) : (
          <>
            {/* The cards' names are h3s: the list is the page's one section under its h1. */}
            <h2 className="sr-only">Ürünler</h2>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {data.stoks.map((product, i) => (
                <li
                  key={product.id}
                  // The rows below the first screen are drawn when they come near it (a card's height held meanwhile).
                  className={cn(
                    'skip-offscreen',
                    signedIn ? '[--offscreen-height:38rem]' : '[--offscreen-height:20rem]',
                  )}
                >
                  {/* The first row (four at most) is what the page shows first. */}
                  <ProductCard product={product} signedIn={signedIn} priority={i < 4} />
                </li>
              ))}
            </ul>
          </>
        )}
        <Pager page={state.page} totalPages={totalPagesOf(data)} hrefFor={hrefFor} className="mt-6" />
      </div>
    );
  }

  const total = data?.pagerInfo.totalRecords;
  return (
    <>
      <Breadcrumb items={notFound ? [{ title: notFoundTitle }] : list.isError ? [] : crumbs(data)} />
      <PageHeading
        title={
          notFound
            ? notFoundTitle
            : (heading(data) ?? (
                // Inline in the h1's line, so the heading is as tall with the skeleton as with its words.
                <span
                  aria-hidden="true"
                  className="inline-block h-7 w-56 animate-pulse rounded-md bg-slate-200/80 align-middle"
                />
              ))
        }
        description={
          notFound || list.isError ? undefined : total === undefined ? (
            // The count's line is kept while the list loads, so the toolbar under it stays put when it comes.
            <span
              aria-hidden="true"
              className="inline-block h-3.5 w-40 animate-pulse rounded-md bg-slate-200/80 align-middle"
            />
          ) : (
            <span aria-live="polite">{summary(total)}</span>
          )
        }
      />
      {!notFound && (
        <ListToolbar
          brands={data?.markas ?? []}
          currentBrandId={currentBrandId}
          onBrand={onBrand}
          inStock={inStockChoice ?? effectiveInStock(state, data)}
          onInStock={onInStock}
          sort={sortChoice ?? effectiveSort(state, data)}
          onSort={onSort}
          view={view.mode}
          canChooseView={view.canChoose}
          onView={view.choose}
          disabled={!data}
        />
      )}
      {body}
      {showBulkBar && (
        <>
          {/* Room under the last rows for the fixed bar. */}
          <div aria-hidden="true" className="h-20" />
          <BulkAddBar
            count={selectedCount}
            pending={addProducts.isPending}
            error={addProducts.isError ? errorMessageOf(addProducts.error) : null}
            onClear={() => setQuantities({})}
            onSubmit={submitSelection}
          />
        </>
      )}
    </>
  );
}

function ListSkeleton({ mode }: { mode: ViewMode }) {
  return (
    <div role="status">
      <span className="sr-only">Ürünler yükleniyor…</span>
      {mode === 'list' ? (
        <div className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 px-3 py-3">
              <Skeleton className="size-12 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-20" />
            </div>
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="flex flex-col gap-2.5 rounded-xl border border-slate-200 bg-white p-3">
              <Skeleton className="aspect-square w-full rounded-lg" />
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-9 w-full" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
