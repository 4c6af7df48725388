import { useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@bayi/common';
import { getJson } from '../../lib/http';

/** GET /info/me (spec §7): company, representative, addresses, and the balance figures in TL. */
export function useAccountInfo() {
  return useQuery({
    queryKey: ['account-info'] as const,
    queryFn: ({ signal }) => getJson<AccountInfo>('/info/me', { signal }),
    // The balance and the open orders move with every order and payment: read them on each visit.
    staleTime: 0,
  });
}
