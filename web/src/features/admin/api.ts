import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportErrors,
  ImportKind,
  ImportList,
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyList,
  AdminBankAccounts,
  AdminBankAccountsBody,
  AdminDeliverySlots,
  AdminDeliverySlotsBody,
  AdminPaymentMethods,
  AdminPaymentMethodsBody,
  AdminMenu,
  AdminMenuBody,
  AdminPage,
  AdminPageBody,
  AdminPageList,
  AdminSettings,
  AdminPaymentList,
  AdminShopForResponse,
  AdminAuditList,
  AdminDealerDetail,
  AdminDealerForm,
  AdminDealerListResponse,
  AdminDealerOptions,
  UserAccountAction,
  AdminDealerUserCreate,
  AdminDealerUserResult,
  AdminOrderDetail,
  AdminOrderListResponse,
  AdminOrderStageBody,
  AdminStaffCreate,
  AdminStaffList,
  AdminStaffResult,
  AdminStaffUpdate,
  AdminRepresentativeBody,
  AdminRepresentativeDetail,
  AdminRepresentativeList,
  AdminRepresentativeResult,
  RepresentativeAction,
  AdminPromotion,
  AdminPromotionBody,
  AdminPromotionList,
  AdminSlider,
  AdminSliderBody,
  AdminSliderList,
  AdminNewSliderBody,
  MediaFile,
  ProductLookup,
  AdminRates,
  AdminRateBody,
  AdminWebhook,
  AdminWebhookBody,
  AdminWebhookDeliveries,
  AdminWebhookDelivery,
  AdminWebhookList,
  AdminWebhookWithSecret,
} from '@bayi/common';
import { deleteJson, getJson, postForm, postJson, putJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';

/** The back office's order calls. `search` is the list page's own query string. */
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

// ---------------------------------------------------------------------------------------------------------------
// Dealers and their users.

export const adminDealersQuery = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'dealers', search] as const,
    queryFn: ({ signal }) => getJson<AdminDealerListResponse>(`/admin/dealers${search}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminDealerQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'dealer', id] as const,
    queryFn: ({ signal }) => getJson<AdminDealerDetail>(`/admin/dealers/${encodeURIComponent(id)}`, { signal }),
  });

export const useAdminDealers = (search: string) => useQuery(adminDealersQuery(search));
export const useAdminDealer = (id: string) => useQuery(adminDealerQuery(id));
export const useDealerOptions = () =>
  useQuery({
    queryKey: ['admin', 'dealer-options'] as const,
    queryFn: ({ signal }) => getJson<AdminDealerOptions>('/admin/dealers/options', { signal }),
    staleTime: 60_000,
  });

/** Saves a dealer (a new one when `id` is null); the card shows the answer, the lists are asked again. */
export function useSaveDealer(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDealerForm & { version?: number }) =>
      id === null
        ? postJson<AdminDealerDetail>('/admin/dealers', body)
        : putJson<AdminDealerDetail>(`/admin/dealers/${encodeURIComponent(id)}`, body),
    onSuccess: (dealer) => {
      client.setQueryData(adminDealerQuery(String(dealer.id)).queryKey, dealer);
      void client.invalidateQueries({ queryKey: ['admin', 'dealers'] });
    },
  });
}

/** A dealer user's change: a new user, or one of the actions on a user. The card is asked again. */
export function useDealerUserChange(dealerId: string) {
  const client = useQueryClient();
  const base = `/admin/dealers/${encodeURIComponent(dealerId)}/users`;
  return useMutation({
    mutationFn: (
      change: { create: AdminDealerUserCreate } | { userId: number; action: UserAccountAction },
    ): Promise<AdminDealerUserResult> =>
      'create' in change
        ? postJson<AdminDealerUserResult>(base, change.create)
        : postJson<AdminDealerUserResult>(`${base}/${change.userId}/${change.action}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminDealerQuery(dealerId).queryKey }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Staff users and roles (admins).

const staffKey = ['admin', 'staff'] as const;
export const useAdminStaff = () =>
  useQuery({ queryKey: staffKey, queryFn: ({ signal }) => getJson<AdminStaffList>('/admin/staff', { signal }) });

/** A staff account's change: a new user, an edit, or one of the account actions. The list is asked again. */
export function useStaffChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { create: AdminStaffCreate }
        | { userId: number; update: AdminStaffUpdate }
        | { userId: number; action: UserAccountAction },
    ): Promise<AdminStaffResult> =>
      'create' in change
        ? postJson<AdminStaffResult>('/admin/staff', change.create)
        : 'update' in change
          ? putJson<AdminStaffResult>(`/admin/staff/${change.userId}`, change.update)
          : postJson<AdminStaffResult>(`/admin/staff/${change.userId}/${change.action}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKey }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sales representatives: Plasiyerler (admins).

const representativesKey = ['admin', 'representatives'] as const;
const representativeKey = (id: string) => ['admin', 'representative', id] as const;

export const useAdminRepresentatives = () =>
  useQuery({
    queryKey: representativesKey,
    queryFn: ({ signal }) => getJson<AdminRepresentativeList>('/admin/representatives', { signal }),
  });

export const useAdminRepresentative = (id: string) =>
  useQuery({
    queryKey: representativeKey(id),
    queryFn: ({ signal }) =>
      getJson<AdminRepresentativeDetail>(`/admin/representatives/${encodeURIComponent(id)}`, { signal }),
  });

export type RepresentativeChange =
  { save: AdminRepresentativeBody } | { action: RepresentativeAction } | { assign: string } | { unassign: number };

/**
 * A change of a representative (a new one when `id` is null): its fields, deactivating or activating it, a dealer
 * assigned or taken off. The record shows the answer; every list that names representatives is asked again —
 * the dealers (their representative), the dealer form's and the staff form's choices.
 */
export function useRepresentativeChange(id: string | null) {
  const client = useQueryClient();
  const base = id === null ? '/admin/representatives' : `/admin/representatives/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (change: RepresentativeChange): Promise<AdminRepresentativeResult> =>
      'save' in change
        ? id === null
          ? postJson<AdminRepresentativeResult>(base, change.save)
          : putJson<AdminRepresentativeResult>(base, change.save)
        : 'action' in change
          ? postJson<AdminRepresentativeResult>(`${base}/${change.action}`)
          : 'assign' in change
            ? postJson<AdminRepresentativeResult>(`${base}/dealers`, { dealerCode: change.assign })
            : deleteJson<AdminRepresentativeResult>(`${base}/dealers/${change.unassign}`),
    onSuccess: (result) => {
      client.setQueryData(representativeKey(String(result.representative.id)), result.representative);
      void client.invalidateQueries({ queryKey: representativesKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dealers'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dealer'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dealer-options'] });
      void client.invalidateQueries({ queryKey: staffKey });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The audit log (admins).

export const useAdminAudit = (search: string) =>
  useQuery({
    queryKey: ['admin', 'audit', search] as const,
    queryFn: ({ signal }) => getJson<AdminAuditList>(`/admin/audit${search}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The staff member's session shops for the dealer; the storefront is then opened afresh. */
export const useShopFor = () =>
  useMutation({
    mutationFn: (dealerId: number) => postJson<AdminShopForResponse>(`/admin/dealers/${dealerId}/shop`),
  });

// ---------------------------------------------------------------------------------------------------------------
// Card payments (admins, for support).

export const useAdminPayments = (search: string) =>
  useQuery({
    queryKey: ['admin', 'payments', search] as const,
    queryFn: ({ signal }) => getJson<AdminPaymentList>(`/admin/payments${search}`, { signal }),
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------------------------------------------------------
// Settings (admins).

const settingsKey = ['admin', 'settings'] as const;
export const useAdminSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getJson<AdminSettings>('/admin/settings', { signal }) });

/** Saves the settings; the form shows the stored answer, the storefront's settings are asked again. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) => putJson<AdminSettings>('/admin/settings', { values }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      void client.invalidateQueries({ queryKey: ['application'] });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What checkout offers (admins): delivery slots, bank accounts, payment methods. Each is saved whole; the answer
// is the stored copy, which the page then shows.

function useCheckoutOption<T, B>(path: string) {
  const client = useQueryClient();
  const queryKey = ['admin', 'settings', path] as const;
  return {
    query: useQuery({ queryKey, queryFn: ({ signal }) => getJson<T>(`/admin/settings/${path}`, { signal }) }),
    save: useMutation({
      mutationFn: (body: B) => putJson<T>(`/admin/settings/${path}`, body as Record<string, unknown>),
      onSuccess: (saved) => client.setQueryData(queryKey, saved),
    }),
  };
}

export const useDeliverySlots = () => useCheckoutOption<AdminDeliverySlots, AdminDeliverySlotsBody>('delivery-slots');
export const useBankAccounts = () => useCheckoutOption<AdminBankAccounts, AdminBankAccountsBody>('bank-accounts');
export const usePaymentMethods = () =>
  useCheckoutOption<AdminPaymentMethods, AdminPaymentMethodsBody>('payment-methods');

// ---------------------------------------------------------------------------------------------------------------
// Menus (admins and editors).

export const useAdminMenu = (menuKey: string) =>
  useQuery({
    queryKey: ['admin', 'menu', menuKey] as const,
    queryFn: ({ signal }) => getJson<AdminMenu>(`/admin/menus/${encodeURIComponent(menuKey)}`, { signal }),
  });

/** Saves a menu whole; the storefront's menus are asked again. */
export function useSaveMenu(menuKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMenuBody) => putJson<AdminMenu>(`/admin/menus/${encodeURIComponent(menuKey)}`, body),
    onSuccess: (saved) => {
      client.setQueryData(['admin', 'menu', menuKey], saved);
      void client.invalidateQueries({ queryKey: ['menu'] });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Images, promotions and product sliders (admins and editors).

/** Uploads one image; the answer names the stored file. */
export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<MediaFile>('/admin/media', form);
    },
  });

const promotionsKey = ['admin', 'promotions'] as const;
export const useAdminPromotions = () =>
  useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => getJson<AdminPromotionList>('/admin/promotions', { signal }),
  });
export const useAdminPromotion = (id: string) =>
  useQuery({
    queryKey: ['admin', 'promotion', id] as const,
    queryFn: ({ signal }) => getJson<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}`, { signal }),
  });

/** Saves a promotion (a new one when `id` is null); the storefront's promotions are asked again. */
export function useSavePromotion(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPromotionBody) =>
      id === null
        ? postJson<AdminPromotion>('/admin/promotions', body)
        : putJson<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) => {
      client.setQueryData(['admin', 'promotion', String(saved.id)], saved);
      void client.invalidateQueries({ queryKey: promotionsKey });
      void client.invalidateQueries({ queryKey: ['promotion'] });
    },
  });
}

export function useDeletePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJson<AdminPromotionList>(`/admin/promotions/${id}`),
    onSuccess: (list) => {
      client.setQueryData(promotionsKey, list);
      void client.invalidateQueries({ queryKey: ['promotion'] });
    },
  });
}

export const useAdminSliders = (search: string) =>
  useQuery({
    queryKey: ['admin', 'sliders', search] as const,
    queryFn: ({ signal }) => getJson<AdminSliderList>(`/admin/sliders${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminSlider = (id: string) =>
  useQuery({
    queryKey: ['admin', 'slider', id] as const,
    queryFn: ({ signal }) => getJson<AdminSlider>(`/admin/sliders/${encodeURIComponent(id)}`, { signal }),
  });

/** Saves a slider (a new one with its key, or an existing one by id); lists are asked again. */
export function useSaveSlider(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSliderBody | AdminNewSliderBody) =>
      id === null
        ? postJson<AdminSlider>('/admin/sliders', body)
        : putJson<AdminSlider>(`/admin/sliders/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) => {
      client.setQueryData(['admin', 'slider', String(saved.id)], saved);
      void client.invalidateQueries({ queryKey: ['admin', 'sliders'] });
      void client.invalidateQueries({ queryKey: ['product-slider'] });
    },
  });
}

export function useDeleteSlider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJson<{ id: number }>(`/admin/sliders/${id}`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'sliders'] });
      void client.invalidateQueries({ queryKey: ['product-slider'] });
    },
  });
}

/** Products for a picker, by code, barcode or name (at least two characters typed). */
export const useProductLookup = (q: string) =>
  useQuery({
    queryKey: ['admin', 'product-lookup', q] as const,
    queryFn: ({ signal }) => getJson<ProductLookup>(`/admin/products/lookup?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------------------------------------------------------
// Content pages (admins and editors).

const pagesKey = ['admin', 'pages'] as const;
const pageKey = (id: string) => ['admin', 'page', id] as const;

export const useAdminPages = () =>
  useQuery({ queryKey: pagesKey, queryFn: ({ signal }) => getJson<AdminPageList>('/admin/pages', { signal }) });

export const useAdminPage = (id: string) =>
  useQuery({
    queryKey: pageKey(id),
    queryFn: ({ signal }) => getJson<AdminPage>(`/admin/pages/${encodeURIComponent(id)}`, { signal }),
  });

/**
 * Saves a page (a new one when `id` is null). The editor shows the stored answer; the list and the storefront's
 * copy of the page are asked again, so a page opened afterwards in this tab shows the new text.
 */
export function useSavePage(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPageBody) =>
      id === null
        ? postJson<AdminPage>('/admin/pages', body)
        : putJson<AdminPage>(`/admin/pages/${encodeURIComponent(id)}`, body),
    onSuccess: (page) => {
      client.setQueryData(pageKey(String(page.id)), page);
      void client.invalidateQueries({ queryKey: pagesKey });
      void client.invalidateQueries({ queryKey: queryKeys.contentPage(String(page.id)) });
    },
  });
}

export function useDeletePage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteJson<{ hasError: false }>(`/admin/pages/${encodeURIComponent(id)}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: pageKey(id) });
      void client.invalidateQueries({ queryKey: pagesKey });
      void client.invalidateQueries({ queryKey: queryKeys.contentPage(id) });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Exchange rates (admins).

const ratesKey = ['admin', 'rates'] as const;
export const useAdminRates = () =>
  useQuery({ queryKey: ratesKey, queryFn: ({ signal }) => getJson<AdminRates>('/admin/rates', { signal }) });

/** Reads the TCMB file now; the page shows the outcome, the storefront's rates are asked again. */
export function useFetchRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<AdminRates>('/admin/rates/fetch'),
    onSuccess: (rates) => {
      client.setQueryData(ratesKey, rates);
      void client.invalidateQueries({ queryKey: ['application'] });
    },
  });
}

/** Sets today's rate of a currency by hand. */
export function useSetRate(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRateBody) => putJson<AdminRates>(`/admin/rates/${encodeURIComponent(code)}`, body),
    onSuccess: (rates) => {
      client.setQueryData(ratesKey, rates);
      void client.invalidateQueries({ queryKey: ['application'] });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Imports (admins).

const importsKey = ['admin', 'imports'] as const;

/** The latest imports; asked again every second while one is queued or running (the progress bars). */
export const useImports = () =>
  useQuery({
    queryKey: importsKey,
    queryFn: ({ signal }) => getJson<ImportList>('/admin/imports', { signal }),
    refetchInterval: (query) =>
      query.state.data?.imports.some((i) => i.status === 'queued' || i.status === 'running') ? 1000 : false,
  });

export const useImportErrors = (id: number, page: number) =>
  useQuery({
    queryKey: [...importsKey, id, 'errors', page],
    queryFn: ({ signal }) => getJson<ImportErrors>(`/admin/imports/${id}/errors?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Uploads a file as an import of its kind; the list shows the new job at once. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<{ id: number }>(`/admin/imports?kind=${kind}`, form);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: importsKey }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Webhooks (admins).

const webhooksKey = ['admin', 'webhooks'] as const;
const webhookKey = (id: string) => ['admin', 'webhook', id] as const;
const deliveriesKey = (id: string) => ['admin', 'webhook', id, 'deliveries'] as const;

export const useAdminWebhooks = () =>
  useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => getJson<AdminWebhookList>('/admin/webhooks', { signal }),
  });

export const useAdminWebhook = (id: string | null) =>
  useQuery({
    queryKey: webhookKey(id ?? ''),
    queryFn: ({ signal }) => getJson<AdminWebhook>(`/admin/webhooks/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });

/** Saves an endpoint (a new one when `id` is null: the answer then carries its secret, shown once). */
export function useSaveWebhook(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminWebhookBody) =>
      id === null
        ? postJson<AdminWebhookWithSecret>('/admin/webhooks', body)
        : putJson<AdminWebhook>(`/admin/webhooks/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) => {
      const { secret: _secret, ...endpoint } = saved as AdminWebhookWithSecret;
      client.setQueryData(webhookKey(String(saved.id)), endpoint);
      void client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}

export function useDeleteWebhook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteJson<AdminWebhookList>(`/admin/webhooks/${encodeURIComponent(id)}`),
    onSuccess: (list) => {
      client.removeQueries({ queryKey: webhookKey(id) });
      client.setQueryData(webhooksKey, list);
    },
  });
}

export function useRotateWebhookSecret(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<AdminWebhookWithSecret>(`/admin/webhooks/${encodeURIComponent(id)}/rotate-secret`),
    onSuccess: ({ secret: _secret, ...endpoint }) => {
      client.setQueryData(webhookKey(id), endpoint);
      void client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}

/** An endpoint's deliveries, newest first; asked again every 2 s while one of them is still waiting. */
export const useWebhookDeliveries = (id: string, page: number) =>
  useQuery({
    queryKey: [...deliveriesKey(id), page] as const,
    queryFn: ({ signal }) =>
      getJson<AdminWebhookDeliveries>(`/admin/webhooks/${encodeURIComponent(id)}/deliveries?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.status === 'pending') ? 2000 : false),
  });

export const useWebhookDelivery = (id: string, deliveryId: number | null) =>
  useQuery({
    queryKey: [...deliveriesKey(id), 'detail', deliveryId] as const,
    queryFn: ({ signal }) =>
      getJson<AdminWebhookDelivery>(`/admin/webhooks/${encodeURIComponent(id)}/deliveries/${deliveryId}`, {
        signal,
      }),
    enabled: deliveryId !== null,
  });

/** A test ping, or a delivery sent again: the log is asked again (and follows it until it settles). */
export function useWebhookSend(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: { resend: number } | { ping: true }) =>
      postJson<AdminWebhookDelivery>(
        'ping' in what
          ? `/admin/webhooks/${encodeURIComponent(id)}/ping`
          : `/admin/webhooks/${encodeURIComponent(id)}/deliveries/${what.resend}/resend`,
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveriesKey(id) });
      void client.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Integration API keys (admins).

const apiKeysKey = ['admin', 'api-keys'] as const;
export const useApiKeys = () =>
  useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => getJson<ApiKeyList>('/admin/api-keys', { signal }) });

/** Creates a key; the answer holds the token, which the page shows once and never keeps in the cache. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => postJson<ApiKeyCreated>('/admin/api-keys', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<ApiKeyList>(`/admin/api-keys/${id}/revoke`),
    onSuccess: (list) => client.setQueryData(apiKeysKey, list),
  });
}
