import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http';

/** The options every query client of the app shares: the browser's one and each page the server draws. */
export const createQueryClient = () =>
  new QueryClient({
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

export const queryClient = createQueryClient();
