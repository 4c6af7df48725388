import type { Product } from '@bayi/common';
import { cn } from '../../lib/cn';
import { Carousel, PRODUCT_SLIDER_PER_VIEW } from '../Carousel';
import { Skeleton } from '../Skeleton';
import { ProductCard } from './ProductCard';

export type ProductSliderLayout = 'carousel' | 'list';

interface ProductSliderProps {
  title: string;
  products: readonly Product[];
  signedIn: boolean;
  /** 'carousel' (default) or a plain grid ('list', home.vitrin.productlist.type). */
  layout?: ProductSliderLayout;
  className?: string;
}

function Title({ children }: { children: string }) {
  return <h2 className="truncate text-lg font-bold tracking-tight text-slate-900 sm:text-xl">{children}</h2>;
}

/** A titled product list (home levels, related products). Nothing at all when the list is empty. */
export function ProductSlider({ title, products, signedIn, layout = 'carousel', className }: ProductSliderProps) {
  if (!products.length) return null;
  if (layout === 'list') {
    return (
      <section aria-label={title} className={className}>
        <div className="mb-3">
          <Title>{title}</Title>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <Carousel
      label={title}
      header={<Title>{title}</Title>}
      perViewClass={PRODUCT_SLIDER_PER_VIEW}
      lazy
      className={className}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} signedIn={signedIn} />
      ))}
    </Carousel>
  );
}

/** Placeholder of a product slider while its list loads. */
export function ProductSliderSkeleton({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">Ürünler yükleniyor…</span>
      <Skeleton className="h-6 w-48" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            className={cn(
              'flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3',
              i >= 2 && 'hidden md:flex',
              i >= 3 && 'md:hidden lg:flex',
            )}
          >
            <Skeleton className="aspect-square w-full rounded-lg" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
