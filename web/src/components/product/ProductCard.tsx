import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@bayi/common';
import { cn } from '../../lib/cn';
import { AddToBasketButton } from './AddToBasketButton';
import { PriceLines } from './PriceLines';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { StockStatus, TeminBadge } from './StockStatus';

interface ProductCardProps {
  product: Product;
  /** Signed-in dealer: prices, stepper and add button; visitors see none of them (spec §6). */
  signedIn: boolean;
  className?: string;
  /** One of the first cards on the screen: its picture loads at once (ProductImage `priority`). */
  priority?: boolean;
}

/**
 * The product box of grids and sliders: picture, code, name, brand, stock, the dealer's prices
 * and — when showAddBasketButton — a quantity stepper (from 1, never below) and the add button.
 */
export function ProductCard({ product, signedIn, className, priority }: ProductCardProps) {
  const [amount, setAmount] = useState(1);
  const href = `/product/${product.id}`;
  const canAdd = signedIn && product.showAddBasketButton;
  const teminBadge = product.temin && product.teminDisplayName;
  return (
    <article
      className={cn(
        'group @container relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs transition hover:border-slate-300 hover:shadow-md',
        className,
      )}
    >
      {/* The picture repeats the name link, so it is skipped by keyboard and screen readers. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block bg-white p-3 pb-0">
        <ProductImage
          product={product}
          decorative
          priority={priority}
          className="rounded-lg transition duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      {teminBadge && (
        <TeminBadge text={product.teminDisplayName ?? ''} className="absolute top-2 left-2 bg-white/95 shadow-xs" />
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-3 pt-2.5">
        <p className="truncate font-mono text-[0.7rem] tracking-tight text-slate-500">{product.kod}</p>
        {/* The name link is a 44 px block (two lines and a little), not just its words: WCAG 2.5.5. The
            clamp sits on the words inside it: clamped to the 44 px box itself, two 20 px lines would let
            the top of a third line show under them. */}
        <h3 className="text-sm leading-5 font-semibold text-slate-900">
          <Link
            to={href}
            className="block min-h-11 rounded-sm hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            <span className="line-clamp-2">{product.ad}</span>
          </Link>
        </h3>
        {product.marka && <p className="truncate text-xs text-slate-500">{product.marka}</p>}
        {!teminBadge && <StockStatus product={product} />}
        {signedIn && (
          <div className="mt-auto flex flex-col gap-2.5 pt-1.5">
            <PriceLines product={product} className="-mx-1.5" />
            {canAdd && (
              <div className="flex flex-col gap-2 @[16rem]:flex-row">
                <QuantityStepper
                  value={amount}
                  onChange={setAmount}
                  label={`${product.ad} miktarı`}
                  size="sm"
                  className="w-full @[16rem]:w-36 lg:@[16rem]:w-28"
                />
                <AddToBasketButton
                  productId={product.id}
                  amount={amount}
                  size="sm"
                  className="flex-1"
                  productName={product.ad}
                />
              </div>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
