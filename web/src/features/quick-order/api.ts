import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToBasketResponse, BasketLineInput, QuickOrderResponse } from '@bayi/common';
import { ApiError, postForm, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** POST /basket/quickorder: the pasted list, resolved at the dealer's prices. */
export function usePreviewText() {
  return useMutation({
    mutationFn: (metin: string) => postJson<QuickOrderResponse>('/basket/quickorder', { metin }),
  });
}

/** POST /basket/quickorder/file: an uploaded CSV or XLSX. */
export function usePreviewFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<QuickOrderResponse>('/basket/quickorder/file', form);
    },
  });
}

/** A fresh Idempotency-Key; getRandomValues works outside secure contexts, where randomUUID does not. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * POST /basket/addproducts/ with every valid line, in one call (all or nothing). The key belongs to one
 * preview: a double click or a retry sends it again and the server adds nothing the second time.
 */
export function useAddAll() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'basket' },
    mutationFn: async ({ lines, key }: { lines: BasketLineInput[]; key: string }) => {
      const response = await postJson<AddToBasketResponse>('/basket/addproducts/', lines, {
        headers: { 'Idempotency-Key': key },
      });
      if (response.hasError) throw new ApiError(400, response.errorMessage || 'Ürünler sepete eklenemedi.');
      return response;
    },
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.basketProductCount, response.basketProductCount);
      void queryClient.invalidateQueries({ queryKey: queryKeys.basket, refetchType: 'none' });
    },
  });
}
