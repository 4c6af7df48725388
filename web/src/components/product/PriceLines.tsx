import type { Product } from '@bayi/common';
import { cn } from '../../lib/cn';
import { FormerPrice, Price } from '../Price';
import { formatPercent, isSelectedPrice, showsNet, visiblePrices } from './priceRules';

interface PriceLinesProps {
  product: Product;
  /** Adds the VAT-inclusive figures (autocomplete preview). */
  withVat?: boolean;
  className?: string;
}

/**
 * A product's prices for a signed-in dealer, one line per price list (spec §2): list price, the
 * net price after the dealer's discount when showIskonto, the agreement price when there is one,
 * and the TL price with VAT when showTeskFiyat. The list chosen with ctrl+1/2/3 is highlighted.
 */
export function PriceLines({ product, withVat = false, className }: PriceLinesProps) {
  const prices = visiblePrices(product);
  const agreement = product.stokAnlasmaFiyat;
  if (!prices.length && !agreement) return null;
  return (
    <dl className={cn('flex flex-col gap-1 text-sm', className)}>
      {prices.map((price) => {
        const selected = isSelectedPrice(price);
        const net = showsNet(product, price);
        return (
          <div
            key={price.id}
            className={cn('rounded-md px-1.5 py-0.5', selected && 'bg-amber-50 ring-1 ring-amber-300')}
          >
            <dt className="truncate text-xs text-slate-500">
              {price.ad}
              {selected && <span className="sr-only"> (seçili fiyat listesi)</span>}
            </dt>
            <dd className="flex flex-wrap items-baseline gap-x-1.5">
              <Price
                formatted={net ? price.netFiyatF : price.fiyatF}
                currency={price.paraBirimi}
                className="font-semibold text-slate-900"
              />
              {net && <FormerPrice formatted={price.fiyatF} currency={price.paraBirimi} />}
              {withVat && (
                <span className="basis-full text-xs text-slate-500">
                  KDV dahil <Price formatted={net ? price.netFiyatFK : price.fiyatFK} currency={price.paraBirimi} />
                </span>
              )}
            </dd>
          </div>
        );
      })}
      {product.showIskonto && product.iskonto !== null && product.iskonto > 0 && (
        <div className="flex items-baseline justify-between gap-2 px-1.5 text-xs">
          <dt className="text-slate-500">İskonto</dt>
          <dd className="font-semibold text-emerald-700">{formatPercent(product.iskonto)}</dd>
        </div>
      )}
      {agreement && (
        <div className="rounded-md bg-emerald-50 px-1.5 py-0.5 ring-1 ring-emerald-200">
          <dt className="text-xs font-medium text-emerald-800">
            Anlaşma Fiyatı{agreement.iskonto > 0 && ` (${formatPercent(agreement.iskonto)})`}
          </dt>
          <dd>
            <Price
              formatted={agreement.fiyatF}
              currency={agreement.paraBirimi}
              className="font-bold text-emerald-900"
            />
          </dd>
        </div>
      )}
      {product.showTeskFiyat && product.teskFiyatFTL && (
        <div className="flex items-baseline justify-between gap-2 px-1.5 text-xs">
          <dt className="text-slate-500">KDV dahil</dt>
          <dd>
            <Price formatted={product.teskFiyatFTL} currency="TL" className="font-semibold text-slate-800" />
          </dd>
        </div>
      )}
    </dl>
  );
}
