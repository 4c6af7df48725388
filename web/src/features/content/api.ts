import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@bayi/common';
import { getJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** GET /page/{id}; an unknown id answers 404 (ApiError.isNotFound). */
export function useContentPage(id: string) {
  return useQuery({
    queryKey: queryKeys.contentPage(id),
    queryFn: ({ signal }) => getJson<ContentPage>(`/page/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
