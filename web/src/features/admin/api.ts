import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderListResponse, AdminOrderStageBody } from '@bayi/common';
import { getJson, postJson } from '../../lib/http';

/** The back office's order calls (issue 16). `search` is the list page's own query string. */
export const adminOrdersQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', search] as const,
    queryFn: ({ signal }) => getJson<AdminOrderListResponse>(`/admin/orders${search}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'order', id] as const,
    queryFn: ({ signal }) => getJson<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminOrders = (search: string) => useQuery(adminOrdersQuery(search));
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

/** Moves the order to a stage; the detail shows the answer, the lists are asked again. */
export function useChangeStage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStageBody) =>
      postJson<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/stage`, body),
    onSuccess: (order) => {
      client.setQueryData(adminOrderQuery(id).queryKey, order);
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}
