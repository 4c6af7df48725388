import { useQuery } from '@tanstack/react-query';
import { carried } from '../../lib/carried';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';
import { useMenu } from '../../lib/queries';

/** GET /application/getBasketProductCount; only asked for signed-in dealers. */
export function useBasketProductCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.basketProductCount,
    queryFn: ({ signal }) => getJson<number>('/application/getBasketProductCount', { signal }),
    // A signed-in dealer's page carries it (server/src/plugins/spa.ts), so the header is drawn with it.
    initialData: enabled ? () => carried<number>('/application/getBasketProductCount') : undefined,
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
