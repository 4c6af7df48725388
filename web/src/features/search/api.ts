import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@bayi/common';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/**
 * GET /search/autocompletev2?q=&stok= → up to ~10 products (no prices for visitors). A new key
 * leaves the previous query without observers, and TanStack Query aborts its request through the
 * AbortSignal handed to fetch — typing fast never piles requests up.
 */
export function useAutocomplete(q: string, inStock: boolean) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.autocomplete(text, inStock),
    queryFn: ({ signal }) =>
      getJson<Product[]>(`/search/autocompletev2?q=${encodeURIComponent(text)}&stok=${inStock}`, { signal }),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
