import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; network and 5xx failures get one more try.
      retry: (failureCount, error) =>
        isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 1,
    },
    mutations: { retry: false },
  },
});
