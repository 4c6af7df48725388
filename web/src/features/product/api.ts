import { useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@bayi/common';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /product/{id} → { stok, category, categoryPath }; an unknown id answers 404. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => getJson<ProductDetailResponse>(`/product/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Keys of the product page's two related lists (spec §2 "Product detail"). */
export const relatedSliderKeys = (productId: string | number) => ({
  alternatives: `sys.alternatifstoklar:${productId}`,
  together: `sys.birliktesatilanlar:${productId}`,
});
