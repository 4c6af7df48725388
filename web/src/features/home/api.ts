import { useQuery } from '@tanstack/react-query';
import type { PromotionResponse } from '@bayi/common';
import { carried } from '../../lib/carried';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /promotion/GetPromotion kinds the home page shows (spec §7). */
export const PROMOTION = {
  carousel: 'type=10&viewType=10',
  modal: 'type=40',
  tiles: 'type=50',
} as const;

export function usePromotion(query: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.promotion(query),
    queryFn: ({ signal }) => getJson<PromotionResponse>(`/promotion/GetPromotion?${query}`, { signal }),
    initialData: () => carried<PromotionResponse>(`/promotion/GetPromotion?${query}`),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The four home product lists (keys as the contract spells them: 'produtcs'). */
export const HOME_SLIDER_KEYS = [1, 2, 3, 4].map((level) => `home.produtcs.level${level}`);
