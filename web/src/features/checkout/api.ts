import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutData, CheckoutResult, CheckoutSubmission } from '@bayi/common';
import { getJson, isApiError, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /basket/checkout/{id}; an unknown or another dealer's order answers 404 (spec §4 "Checkout"). */
export function useCheckout(id: string, enabled: boolean) {
  const url = `/basket/checkout/${encodeURIComponent(id)}`;
  return useQuery({
    queryKey: queryKeys.checkout(id),
    queryFn: ({ signal }) => getJson<CheckoutData>(url, { signal }),
    enabled,
    staleTime: 0,
    // A 404 will not turn up on a second try.
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

/**
 * POST /basket/checkout2/{id}. The answer lists problems per field (or 'genel'); a malformed
 * submission comes back as a 400 whose message is listed the same way.
 */
export function useSubmitCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (submission: CheckoutSubmission): Promise<CheckoutResult> => {
      try {
        return await postJson<CheckoutResult>(`/basket/checkout2/${encodeURIComponent(id)}`, { ...submission });
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          return { hasError: true, errors: { genel: error.message } };
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (!result.hasError)
        void queryClient.invalidateQueries({ queryKey: queryKeys.checkout(id), refetchType: 'none' });
    },
  });
}
