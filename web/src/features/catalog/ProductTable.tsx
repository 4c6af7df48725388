import { Link } from 'react-router';
import type { Product, ProductListResponse } from '@bayi/common';
import { FormerPrice, Price } from '../../components/Price';
import { formatPercent, isSelectedPrice, showsNet } from '../../components/product/priceRules';
import { ProductImage } from '../../components/product/ProductImage';
import { StockStatus, TeminBadge } from '../../components/product/StockStatus';
import { cn } from '../../lib/cn';
import { useHorizontalOverflow } from './useHorizontalOverflow';

export const TABLE_EMPTY_TEXT = 'İlgili kriterlere uygun ürün bulunamadı.';

interface ProductTableProps {
  data: ProductListResponse;
  signedIn: boolean;
  quantities: Readonly<Record<number, number>>;
  onQuantity: (product: Product, quantity: number | null) => void;
}

/*
 * Sized for the narrowest box it must fit without scrolling: the main column beside the category
 * sidebar at 1024 px (about 45 rem) with every column on (three price lists, discount, agreement
 * price and its discount, status, delivery, quantity). Headings wrap by word, figures never do, the
 * name takes the rest and wraps; from a 56 rem box (1280 px with the sidebar) cells get more air.
 */
const th =
  'px-1.5 py-2 align-bottom text-left text-[0.7rem] leading-tight font-semibold tracking-wide text-slate-600 uppercase @4xl:px-2.5';
/** Figure columns take what their figures need; the name column gets the rest. */
const fit = 'w-px';
const td = 'px-1.5 py-2.5 align-middle @4xl:px-2.5';
const stickyShadow = {
  start: 'shadow-[10px_0_12px_-12px_rgb(15_23_42/0.35)]',
  end: 'shadow-[-10px_0_12px_-12px_rgb(15_23_42/0.35)]',
};
const dash = (
  <span className="text-subtle">
    <span aria-hidden="true">—</span>
    <span className="sr-only">yok</span>
  </span>
);

/** The one currency of a price column, or null when its products mix currencies. */
function columnCurrency(products: readonly Product[], listName: string): string | null {
  const currencies = new Set<string>();
  for (const product of products) {
    const price = product.fiyats?.find((candidate) => candidate.ad === listName);
    if (price) currencies.add(price.paraBirimi);
  }
  return currencies.size === 1 ? [...currencies][0]! : null;
}

/** "Liste Fiyatı USD" already says its currency; "Bayi Fiyatı" gets "TL" under it. */
const namesCurrency = (listName: string, currency: string) =>
  listName.toLocaleUpperCase('tr-TR').split(/\s+/).includes(currency.toLocaleUpperCase('tr-TR'));

/**
 * The list view (spec §2): name with code and barcode; a price column per price list (fiyatAds,
 * reversed) and the discount % when showIskonto; agreement price and its discount when
 * showAnlasmaFiyat; status; 'Temin' when showTemin; a quantity input for signed-in dealers.
 *
 * It fits its box at 1280 and 1024 px with the category sidebar; in a narrower box it scrolls
 * sideways inside its own frame with the product name (left) and the quantity (right) kept in view.
 * A column whose prices share one currency names it in the heading, so its cells show the figures only.
 */
export function ProductTable({ data, signedIn, quantities, onQuantity }: ProductTableProps) {
  const [scrollBox, overflowing] = useHorizontalOverflow<HTMLDivElement>();
  const priceColumns = (signedIn ? [...data.fiyatAds].reverse() : []).map((name) => ({
    name,
    currency: columnCurrency(data.stoks, name),
  }));
  const showIskonto = signedIn && data.showIskonto;
  const showAgreement = signedIn && data.showAnlasmaFiyat;
  const agreementCurrency = showAgreement
    ? new Set(data.stoks.flatMap((p) => (p.stokAnlasmaFiyat ? [p.stokAnlasmaFiyat.paraBirimi] : [])))
    : new Set<string>();
  const agreementColumnCurrency = agreementCurrency.size === 1 ? [...agreementCurrency][0]! : null;
  const columnCount =
    2 +
    priceColumns.length +
    (showIskonto ? 1 : 0) +
    (showAgreement ? 2 : 0) +
    (data.showTemin ? 1 : 0) +
    (signedIn ? 1 : 0);

  const stickyStart = cn('sticky left-0 z-[1]', overflowing && stickyShadow.start);
  const stickyEnd = cn('sticky right-0 z-[1]', overflowing && stickyShadow.end);
  const currencyLine = (name: string, currency: string | null) =>
    currency && !namesCurrency(name, currency) ? (
      <>
        {' '}
        <span className="block font-medium tracking-normal normal-case">{currency}</span>
      </>
    ) : null;

  return (
    <div
      ref={scrollBox}
      data-overflowing={overflowing || undefined}
      className="@container overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <table className="w-full border-collapse text-[0.8125rem] @4xl:text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={cn(th, stickyStart, 'bg-slate-50')}>
              Ürün
            </th>
            {priceColumns.map(({ name, currency }) => (
              <th key={name} scope="col" className={cn(th, fit, 'text-right')}>
                {name}
                {currencyLine(name, currency)}
              </th>
            ))}
            {showIskonto && (
              <th scope="col" className={cn(th, fit, 'text-right')}>
                İsk. %
              </th>
            )}
            {showAgreement && (
              <>
                <th scope="col" className={cn(th, fit, 'text-right')}>
                  Anlaşma Fiyatı
                  {currencyLine('', agreementColumnCurrency)}
                </th>
                <th scope="col" className={cn(th, fit, 'text-right')}>
                  Anl. İsk. %
                </th>
              </>
            )}
            <th scope="col" className={cn(th, fit)}>
              Durum
            </th>
            {data.showTemin && (
              <th scope="col" className={cn(th, fit)}>
                Temin
              </th>
            )}
            {signedIn && (
              <th scope="col" className={cn(th, fit, stickyEnd, 'bg-slate-50 text-center')}>
                Miktar
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.stoks.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-600">
                {TABLE_EMPTY_TEXT}
              </td>
            </tr>
          )}
          {data.stoks.map((product) => {
            const quantity = quantities[product.id];
            const selected = quantity !== undefined;
            // Sticky cells need an opaque background of their own, matching the row's.
            const rowBackground = selected ? 'bg-blue-50' : 'bg-white group-hover:bg-slate-50';
            return (
              <tr key={product.id} className={cn('group', rowBackground)}>
                <td className={cn(td, stickyStart, rowBackground)}>
                  <div className="flex min-w-[9.5rem] items-center gap-2 @4xl:min-w-[13rem] @4xl:gap-3">
                    <Link
                      to={`/product/${product.id}`}
                      tabIndex={-1}
                      aria-hidden="true"
                      className="w-8 shrink-0 @4xl:w-12"
                    >
                      <ProductImage
                        product={product}
                        size="small"
                        decorative
                        className="rounded-md border border-slate-100"
                      />
                    </Link>
                    <div className="min-w-0">
                      <Link
                        to={`/product/${product.id}`}
                        className="leading-snug font-semibold break-words text-slate-900 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
                      >
                        {product.ad}
                      </Link>
                      <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
                        <span>
                          Kod: <span className="font-mono text-slate-700">{product.kod}</span>
                        </span>
                        {product.showBarkod && product.barkod && (
                          <span>
                            Barkod: <span className="font-mono text-slate-700">{product.barkod}</span>
                          </span>
                        )}
                      </p>
                    </div>
                  </div>
                </td>
                {priceColumns.map(({ name, currency: columnCurrencyName }) => {
                  const price = product.fiyats?.find((candidate) => candidate.ad === name);
                  if (!price) {
                    return (
                      <td key={name} className={cn(td, 'text-right')}>
                        {dash}
                      </td>
                    );
                  }
                  const net = showsNet(product, price);
                  const currency = columnCurrencyName ? '' : price.paraBirimi;
                  return (
                    <td key={name} className={cn(td, 'text-right', isSelectedPrice(price) && 'bg-amber-50')}>
                      {net ? (
                        <>
                          <FormerPrice formatted={price.fiyatF} currency={currency} className="block" />
                          <span className="block font-semibold whitespace-nowrap text-emerald-800">
                            <span className="sr-only">Net </span>
                            <Price formatted={price.netFiyatF} currency={currency} />
                          </span>
                        </>
                      ) : (
                        <Price formatted={price.fiyatF} currency={currency} className="font-semibold text-slate-900" />
                      )}
                    </td>
                  );
                })}
                {showIskonto && (
                  <td className={cn(td, 'text-right tabular-nums')}>
                    {product.iskonto ? formatPercent(product.iskonto) : dash}
                  </td>
                )}
                {showAgreement && (
                  <>
                    <td className={cn(td, 'text-right')}>
                      {product.stokAnlasmaFiyat ? (
                        <Price
                          formatted={product.stokAnlasmaFiyat.fiyatF}
                          currency={agreementColumnCurrency ? '' : product.stokAnlasmaFiyat.paraBirimi}
                          className="font-semibold text-emerald-800"
                        />
                      ) : (
                        dash
                      )}
                    </td>
                    <td className={cn(td, 'text-right tabular-nums')}>
                      {product.stokAnlasmaFiyat?.iskonto ? formatPercent(product.stokAnlasmaFiyat.iskonto) : dash}
                    </td>
                  </>
                )}
                <td className={td}>{product.miktarDisplayName ? <StockStatus product={product} stockOnly /> : dash}</td>
                {data.showTemin && (
                  <td className={td}>
                    {product.teminDisplayName ? <TeminBadge text={product.teminDisplayName} wrap /> : dash}
                  </td>
                )}
                {signedIn && (
                  <td className={cn(td, stickyEnd, rowBackground, 'text-center')}>
                    {product.showAddBasketButton ? (
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        placeholder="0"
                        aria-label={`${product.ad} miktarı`}
                        value={quantity ?? ''}
                        onChange={(event) => {
                          // spec §5: min 0, integer; empty or 0 removes the product from the selection.
                          const parsed = Number.parseInt(event.target.value, 10);
                          onQuantity(product, Number.isFinite(parsed) && parsed > 0 ? parsed : null);
                        }}
                        className="h-9 w-12 rounded-lg border border-slate-300 bg-white px-1 text-center text-sm font-semibold tabular-nums shadow-xs focus:border-blue-600 focus:ring-4 focus:ring-blue-100 focus:outline-none @4xl:w-[4.5rem] @4xl:px-2"
                      />
                    ) : (
                      dash
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
