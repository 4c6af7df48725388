import type { Product } from '@bayi/common';
import { Price } from '../../components/Price';
import { formatPercent, isSelectedPrice } from '../../components/product/priceRules';
import { cn } from '../../lib/cn';

const th = 'px-2 py-2 text-left sm:px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase';
const td = 'px-2 py-2.5 align-top sm:px-3 sm:whitespace-nowrap';

function Amount({
  value,
  withVat,
  currency,
  strong,
}: {
  value: string;
  withVat: string;
  currency: string;
  strong?: boolean;
}) {
  return (
    <>
      <Price
        formatted={value}
        currency={currency}
        className={cn('text-slate-900', strong ? 'font-bold' : 'font-semibold')}
      />
      <span className="block text-xs text-slate-500">
        KDV dahil <Price formatted={withVat} currency={currency} />
      </span>
    </>
  );
}

/**
 * The detail page's prices (spec §2): each price list with its price and the price with VAT, the
 * dealer's discount and net price when showIskonto, the agreement price row, and the TL price with
 * VAT when showTeskFiyat. The list chosen with ctrl+1/2/3 is highlighted.
 */
export function ProductPriceTable({ product }: { product: Product }) {
  const prices = product.fiyats ?? [];
  const agreement = product.stokAnlasmaFiyat;
  const withNet = product.showIskonto;
  const discount = product.iskonto ? formatPercent(product.iskonto) : null;
  if (!prices.length && !agreement) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">Fiyatlar</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Fiyat Listesi
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Fiyat
            </th>
            {withNet && (
              <th scope="col" className={cn(th, 'text-right')}>
                Net Fiyat
                {discount && (
                  <span className="block font-bold text-emerald-700 normal-case sm:ml-1 sm:inline">
                    ({discount} isk.)
                  </span>
                )}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {prices.map((price) => {
            const selected = isSelectedPrice(price);
            return (
              <tr key={price.id} className={cn(selected && 'bg-amber-50')}>
                <th scope="row" className={cn(td, 'text-left font-medium whitespace-normal text-slate-700')}>
                  {price.ad}
                  {selected && (
                    <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-[0.65rem] font-bold text-amber-900 uppercase">
                      Seçili
                    </span>
                  )}
                </th>
                <td className={cn(td, 'text-right')}>
                  <Amount value={price.fiyatF} withVat={price.fiyatFK} currency={price.paraBirimi} strong={!withNet} />
                </td>
                {withNet && (
                  <td className={cn(td, 'text-right')}>
                    <Amount value={price.netFiyatF} withVat={price.netFiyatFK} currency={price.paraBirimi} strong />
                  </td>
                )}
              </tr>
            );
          })}
          {agreement && (
            <tr className="bg-emerald-50">
              <th scope="row" className={cn(td, 'text-left font-semibold text-emerald-900')}>
                Anlaşma Fiyatı
                {agreement.iskonto > 0 && (
                  <span className="ml-2 rounded-full bg-emerald-200 px-2 py-0.5 text-[0.7rem] font-bold text-emerald-900">
                    {formatPercent(agreement.iskonto)}
                  </span>
                )}
              </th>
              <td className={cn(td, 'text-right')}>
                <Amount value={agreement.fiyatF} withVat={agreement.fiyatFK} currency={agreement.paraBirimi} strong />
              </td>
              {withNet && <td className={td} />}
            </tr>
          )}
        </tbody>
      </table>
      {product.showTeskFiyat && product.teskFiyatFTL && (
        <p className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
          <span className="font-medium text-slate-600">KDV Dahil TL Karşılığı</span>
          <Price formatted={product.teskFiyatFTL} currency="TL" className="text-base font-bold text-slate-900" />
        </p>
      )}
    </div>
  );
}
