import { Link } from 'react-router';
import type { Product, ProductListResponse } from '@bayi/common';
import { Price } from '../../components/Price';
import { formatPercent, isSelectedPrice, showsNet } from '../../components/product/priceRules';
import { ProductImage } from '../../components/product/ProductImage';
import { StockStatus, TeminBadge } from '../../components/product/StockStatus';
import { cn } from '../../lib/cn';

export const TABLE_EMPTY_TEXT = 'İlgili kriterlere uygun ürün bulunamadı.';

interface ProductTableProps {
  data: ProductListResponse;
  signedIn: boolean;
  quantities: Readonly<Record<number, number>>;
  onQuantity: (product: Product, quantity: number | null) => void;
}

const th = 'px-2.5 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase';
const td = 'px-2.5 py-2.5 align-middle';
/** The quantity column stays in view while the wide table scrolls sideways. */
const stickyEnd = 'sticky right-0 z-[1] shadow-[-10px_0_12px_-12px_rgb(15_23_42/0.35)]';
const dash = <span className="text-slate-300">—</span>;

/**
 * The list view (spec §2): name with code and barcode; a price column per price list (fiyatAds,
 * reversed) and the discount % when showIskonto; agreement price and its discount when
 * showAnlasmaFiyat; status; 'Temin' when showTemin; a quantity input for signed-in dealers.
 */
export function ProductTable({ data, signedIn, quantities, onQuantity }: ProductTableProps) {
  const priceNames = signedIn ? [...data.fiyatAds].reverse() : [];
  const showIskonto = signedIn && data.showIskonto;
  const showAgreement = signedIn && data.showAnlasmaFiyat;
  const columnCount =
    2 +
    priceNames.length +
    (showIskonto ? 1 : 0) +
    (showAgreement ? 2 : 0) +
    (data.showTemin ? 1 : 0) +
    (signedIn ? 1 : 0);

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Ürün
            </th>
            {priceNames.map((name) => (
              <th key={name} scope="col" className={cn(th, 'text-right')}>
                {name}
              </th>
            ))}
            {showIskonto && (
              <th scope="col" className={cn(th, 'text-right')}>
                İsk. %
              </th>
            )}
            {showAgreement && (
              <>
                <th scope="col" className={cn(th, 'text-right')}>
                  Anlaşma Fiyatı
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  Anl. İsk. %
                </th>
              </>
            )}
            <th scope="col" className={th}>
              Durum
            </th>
            {data.showTemin && (
              <th scope="col" className={th}>
                Temin
              </th>
            )}
            {signedIn && (
              <th scope="col" className={cn(th, stickyEnd, 'bg-slate-50 text-center')}>
                Miktar
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.stoks.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-500">
                {TABLE_EMPTY_TEXT}
              </td>
            </tr>
          )}
          {data.stoks.map((product) => {
            const quantity = quantities[product.id];
            return (
              <tr key={product.id} className={cn(quantity !== undefined ? 'bg-blue-50' : 'hover:bg-slate-50/70')}>
                <td className={td}>
                  <div className="flex min-w-[14rem] items-center gap-3">
                    <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden="true" className="w-12 shrink-0">
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
                        className="line-clamp-2 font-semibold text-slate-900 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                      >
                        {product.ad}
                      </Link>
                      <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                        <span>
                          Kod: <span className="font-mono text-slate-600">{product.kod}</span>
                        </span>
                        {product.showBarkod && product.barkod && (
                          <span>
                            Barkod: <span className="font-mono text-slate-600">{product.barkod}</span>
                          </span>
                        )}
                      </p>
                    </div>
                  </div>
                </td>
                {priceNames.map((name) => {
                  const price = product.fiyats?.find((candidate) => candidate.ad === name);
                  if (!price) {
                    return (
                      <td key={name} className={cn(td, 'text-right')}>
                        {dash}
                      </td>
                    );
                  }
                  const net = showsNet(product, price);
                  return (
                    <td
                      key={name}
                      className={cn(td, 'text-right whitespace-nowrap', isSelectedPrice(price) && 'bg-amber-50')}
                    >
                      <Price
                        formatted={price.fiyatF}
                        currency={price.paraBirimi}
                        className={net ? 'text-xs text-slate-400 line-through' : 'font-semibold text-slate-900'}
                      />
                      {net && (
                        <span className="block text-xs text-emerald-700">
                          Net{' '}
                          <Price formatted={price.netFiyatF} currency={price.paraBirimi} className="font-semibold" />
                        </span>
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
                    <td className={cn(td, 'text-right whitespace-nowrap')}>
                      {product.stokAnlasmaFiyat ? (
                        <Price
                          formatted={product.stokAnlasmaFiyat.fiyatF}
                          currency={product.stokAnlasmaFiyat.paraBirimi}
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
                <td className={cn(td, 'whitespace-nowrap')}>
                  {product.miktarDisplayName ? <StockStatus product={product} stockOnly /> : dash}
                </td>
                {data.showTemin && (
                  <td className={cn(td, 'whitespace-nowrap')}>
                    {product.teminDisplayName ? <TeminBadge text={product.teminDisplayName} /> : dash}
                  </td>
                )}
                {signedIn && (
                  <td className={cn(td, stickyEnd, 'text-center', quantity !== undefined ? 'bg-blue-50' : 'bg-white')}>
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
                        className="h-9 w-[4.5rem] rounded-lg border border-slate-300 bg-white px-2 text-center text-sm font-semibold tabular-nums shadow-xs focus:border-blue-600 focus:ring-4 focus:ring-blue-100 focus:outline-none"
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
