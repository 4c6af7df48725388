import { useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@bayi/common';
import { carried } from '../../lib/queries';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/**
 * GET /product/{id} → { stok, category, categoryPath }; an unknown id answers 404. The page the server sent
 * may carry the answer (its main picture is what the page is judged by).
 */
export function useProduct(id: string) {
  const url = `/product/${encodeURIComponent(id)}`;
  return useQuery({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => getJson<ProductDetailResponse>(url, { signal }),
    initialData: () => carried<ProductDetailResponse>(url),
  });
}

/** Keys of the product page's two related lists (spec §2 "Product detail"). */
export const relatedSliderKeys = (productId: string | number) => ({
  alternatives: `sys.alternatifstoklar:${productId}`,
  together: `sys.birliktesatilanlar:${productId}`,
});
