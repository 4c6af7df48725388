import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BasketLine, BasketResponse, PlaceOrderResponse, UpdateBasketRequest } from '@bayi/common';
import { ApiError, deleteJson, getJson, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/**
 * The basket calls of spec §7. Every change answers the whole basket, which replaces the cached one;
 * the header count (a separate query) is refreshed after each change (spec §4 "Basket").
 * All basket writes share one mutation scope, so they reach the server one after the other in the
 * order the dealer made them.
 */
const BASKET_SCOPE = { id: 'basket' };

export const basketQuery = queryOptions({
  queryKey: queryKeys.basket,
  queryFn: ({ signal }) => getJson<BasketResponse>('/basket/', { signal }),
});

export function useBasket() {
  return useQuery({ ...basketQuery, staleTime: 0, refetchOnMount: 'always' });
}

function refreshCount(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.basketProductCount });
}

function useBasketWrite<V>(write: (variables: V) => Promise<BasketResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: BASKET_SCOPE,
    mutationFn: write,
    onSuccess: (basket) => queryClient.setQueryData(queryKeys.basket, basket),
    onSettled: () => refreshCount(queryClient),
  });
}

/** POST /basket/updatebasket/ */
export function useUpdateLine() {
  return useBasketWrite((request: UpdateBasketRequest) => postJson<BasketResponse>('/basket/updatebasket/', request));
}

const removePath = (rowId: number, siparisId: number) =>
  `/basket/removeProduct/${rowId}?siparisId=${encodeURIComponent(siparisId)}`;

/** DELETE /basket/removeProduct/{rowId}?siparisId= */
export function useRemoveLine() {
  return useBasketWrite(({ rowId, siparisId }: { rowId: number; siparisId: number }) =>
    deleteJson<BasketResponse>(removePath(rowId, siparisId)),
  );
}

/**
 * 'Sepeti Boşalt': one removeProduct per line (spec §7), one after the other. If one fails part-way,
 * the basket is read again so the page shows what is left.
 */
export function useEmptyBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: BASKET_SCOPE,
    mutationFn: async ({ lines, siparisId }: { lines: readonly BasketLine[]; siparisId: number }) => {
      let basket: BasketResponse | undefined;
      for (const line of lines) {
        basket = await deleteJson<BasketResponse>(removePath(line.rowId, siparisId));
        queryClient.setQueryData(queryKeys.basket, basket);
      }
      return basket;
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
    onSettled: () => refreshCount(queryClient),
  });
}

/** POST /basket/order2: places the basket; the answer names the order to open at checkout. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: BASKET_SCOPE,
    mutationFn: async (request: { siparisId: number; aciklama: string }) => {
      const response = await postJson<PlaceOrderResponse>('/basket/order2', request);
      if (response.hasError) throw new ApiError(400, response.errorMessage || 'Sipariş verilemedi.');
      return response;
    },
    onSuccess: () => {
      // The page leaves for checkout: mark the basket stale without reading it again here.
      void queryClient.invalidateQueries({ queryKey: queryKeys.basket, refetchType: 'none' });
    },
    onSettled: () => refreshCount(queryClient),
  });
}
