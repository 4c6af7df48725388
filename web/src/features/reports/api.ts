import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DetailLine,
  DocumentKind,
  InvoiceListRow,
  MovementRow,
  OrderListRow,
  ReorderResponse,
  ReportType,
  StatementRow,
} from '@bayi/common';
import { reportPath, reportRangeQuery } from '@bayi/common';
import { carried, staleUnlessCarried } from '../../lib/carried';
import { getJson, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** The row shape of each report (spec §3). */
export interface ReportRows {
  genelhareket: MovementRow;
  hesapekstresi: StatementRow;
  siparislistesi: OrderListRow;
  faturalistesi: InvoiceListRow;
}

/** The report as a file, same range (Excel and PDF of every report). */
export const reportExportPath = (type: ReportType, format: 'excel' | 'pdf', begin: string, end: string) =>
  `/report/${type}/${format}?${reportRangeQuery(begin, end)}`;

const documentPath = (kind: DocumentKind, belgeNo: string) => `/Report/${kind}/${encodeURIComponent(belgeNo)}`;

export const documentExportPath = (kind: DocumentKind, belgeNo: string, format: 'excel' | 'pdf') =>
  `${documentPath(kind, belgeNo)}/${format}`;

export const reportQuery = <T extends ReportType>(type: T, begin: string, end: string) =>
  queryOptions({
    queryKey: ['report', type, begin, end] as const,
    queryFn: ({ signal }) => getJson<ReportRows[T][]>(reportPath(type, begin, end), { signal }),
    // The page the server sent may carry the first range's rows (server/src/plugins/spa.ts).
    initialData: () => carried<ReportRows[T][]>(reportPath(type, begin, end)),
  });

/**
 * A report for a range. Read again on every visit: an order placed or a payment made a minute ago must be on
 * the list when the dealer opens it. The rows the server drew the page with are this visit's reading.
 */
export function useReport<T extends ReportType>(type: T, begin: string, end: string) {
  return useQuery({ ...reportQuery(type, begin, end), staleTime: staleUnlessCarried });
}

/** GET /Report/{faturadetay|siparisdetay|irsaliyedetay}/{belgeNo}: the document's lines. */
export function useDocumentLines(kind: DocumentKind, belgeNo: string) {
  return useQuery({
    queryKey: ['report-document', kind, belgeNo] as const,
    queryFn: ({ signal }) => getJson<DetailLine[]>(documentPath(kind, belgeNo), { signal }),
  });
}

/**
 * POST /Report/siparisdetay/{belgeNo}/reorder (Tekrar Sipariş Ver): the order's lines into the basket
 * at today's prices. The header's count takes the answer's figure, then the basket is read again,
 * as adding from a product box does (lib/basket.ts).
 */
export function useReorder(belgeNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<ReorderResponse>(`${documentPath('siparisdetay', belgeNo)}/reorder`),
    onSuccess: (response) => queryClient.setQueryData(queryKeys.basketProductCount, response.basketProductCount),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.basketProductCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.basket }),
      ]);
    },
  });
}
