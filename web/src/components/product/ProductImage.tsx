import type { Product, ProductImage as ProductImageData } from '@bayi/common';
import { cn } from '../../lib/cn';
import { Icon } from '../Icon';

/** Pixel boxes of /image/show sizes 1, 2 and 3 (square product pictures). */
const SIZES = { small: 160, medium: 480, large: 1000 } as const;
export type ProductImageSize = keyof typeof SIZES;

function urlOf(image: ProductImageData, size: ProductImageSize): string {
  if (size === 'small') return image.smallUrl;
  if (size === 'large') return image.largeUrl || image.mediumUrl;
  return image.mediumUrl;
}

interface ProductImageProps {
  product: Pick<Product, 'ad' | 'images'>;
  /** Which picture of the product (the gallery switches it). */
  index?: number;
  size?: ProductImageSize;
  className?: string;
  /** Empty alt when a text link beside the picture already names the product. */
  decorative?: boolean;
  /**
   * A picture in the first screenful (the first cards of a list, the product page's main picture): loaded at
   * once and ahead of other images, since it is what the page is judged by when it appears (its LCP).
   */
  priority?: boolean;
}

/**
 * A product picture: lazy-loaded unless it is a priority one, with width and height so the layout does not jump
 * while it arrives; a neutral placeholder when the product has none.
 */
export function ProductImage({
  product,
  index = 0,
  size = 'medium',
  className,
  decorative,
  priority,
}: ProductImageProps) {
  const image = product.images[index] ?? product.images[0];
  if (!image) {
    return (
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : `${product.ad} (görsel yok)`}
        aria-hidden={decorative || undefined}
        className={cn('flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-300', className)}
      >
        <Icon name="fa-regular fa-image" className="text-3xl" />
      </span>
    );
  }
  const px = SIZES[size];
  return (
    <img
      src={urlOf(image, size)}
      alt={decorative ? '' : product.ad}
      width={px}
      height={px}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      className={cn('aspect-square w-full object-contain', className)}
    />
  );
}
