import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';
import { useMenu } from '../../lib/queries';

/** GET /application/getBasketProductCount; only asked for signed-in dealers. */
export function useBasketProductCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.basketProductCount,
    queryFn: ({ signal }) => getJson<number>('/application/getBasketProductCount', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useHeaderMenu() {
  return useMenu('menu.header');
}

export function useFooterMenu() {
  return useMenu('menu.footer');
}
