import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToBasketResponse } from '@bayi/common';
import { ApiError, postJson } from './http';
import { queryKeys } from './queryKeys';

/**
 * POST /basket/add/{productId}?redirectBasket=…&amount={n} (spec §7). The product box and the
 * product page keep the dealer on the page (redirectBasket=false); the header count is refreshed
 * either way. A 200 with hasError becomes an ApiError so callers have one failure path.
 */
export async function addToBasket(productId: number, amount: number, redirectBasket = false) {
  const path = `/basket/add/${productId}?redirectBasket=${redirectBasket}&amount=${amount}`;
  const response = await postJson<AddToBasketResponse>(path);
  if (response.hasError) throw new ApiError(400, response.errorMessage || 'Ürün sepete eklenemedi.');
  return response;
}

export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, amount }: { productId: number; amount: number }) => addToBasket(productId, amount),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.basketProductCount, response.basketProductCount);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.basketProductCount }),
  });
}
