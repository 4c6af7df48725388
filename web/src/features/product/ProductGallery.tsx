import { useState } from 'react';
import type { Product } from '@bayi/common';
import { ProductImage } from '../../components/product/ProductImage';
import { cn } from '../../lib/cn';

/** The large picture and a row of thumbnails; a thumbnail click (or Enter/Space) shows it large. */
export function ProductGallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const count = product.images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <ProductImage product={product} index={current} size="large" priority className="mx-auto max-h-[28rem]" />
      </div>
      {count > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Ürün görselleri">
          {product.images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === current}
                aria-label={`Görsel ${i + 1}`}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white p-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:size-20',
                  i === current ? 'border-blue-700' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <ProductImage product={product} index={i} size="small" decorative />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
