import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  listCallUrl,
  type AddToBasketResponse,
  type BasketLineInput,
  type Brand,
  type ProductListResponse,
} from '@bayi/common';
import { carried } from '../../lib/queries';
import { ApiError, getJson, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/**
 * GET /category/{id}, /brand/{id}?category=, /product/all/, /search/?q= (spec §7). While the same
 * list reloads for another page, sort or stock filter, the previous rows stay (dimmed); a different
 * list (path) starts from the skeleton. The page the server sent may carry the answer for the first list.
 */
export function useProductList(path: string, query: string, enabled = true) {
  const url = listCallUrl(path, query);
  return useQuery({
    queryKey: queryKeys.productList(path, query),
    queryFn: ({ signal }) => getJson<ProductListResponse>(url, { signal }),
    initialData: () => carried<ProductListResponse>(url),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === path ? keepPreviousData(previous) : undefined,
    enabled,
  });
}

/** GET /brand/all: every brand, already in Turkish alphabetical order. */
export function useBrands() {
  return useQuery({
    queryKey: queryKeys.brands,
    queryFn: ({ signal }) => getJson<Brand[]>('/brand/all', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /basket/addproducts/ with [{ productId, adet }]; the caller reloads the page afterwards (spec §4). */
export function useAddProducts() {
  return useMutation({
    mutationFn: async (lines: BasketLineInput[]) => {
      const response = await postJson<AddToBasketResponse>('/basket/addproducts/', lines);
      if (response.hasError) throw new ApiError(400, response.errorMessage || 'Ürünler sepete eklenemedi.');
      return response;
    },
  });
}
