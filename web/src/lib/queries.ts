import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationResponse, CategoryMenuResponse, MenuEntry, MenuId, ProductSliderResponse } from '@bayi/common';
import { carried } from './carried';
import { getJson } from './http';
import { queryKeys } from './queryKeys';

/**
 * The pages' own first calls (a list, a product) take the answer the page carried through here rather than from
 * lib/carried.ts itself: imported by the lazily loaded pages directly, the bundler moved it and three other
 * start-up modules into four small chunks of their own, each one more request before the app could start.
 */
export { carried };

/**
 * App-wide data every feature may read: settings, session state, menus and the category tree.
 * Feature-specific calls live in features/<domain>/api.ts.
 */
export const applicationQuery = queryOptions({
  queryKey: queryKeys.application,
  queryFn: ({ signal }) => getJson<ApplicationResponse>('/application', { signal }),
  initialData: () => carried<ApplicationResponse>('/application'),
  staleTime: 5 * 60_000,
});

/** GET /application: settings, theme, currency rates, session summary. */
export function useApplication() {
  return useQuery(applicationQuery);
}

export const checkLoginQuery = queryOptions({
  queryKey: queryKeys.checkLogin,
  queryFn: ({ signal }) => getJson<boolean>('/login/CheckLogin', { signal }),
  // A dealer's page carries the answer (server/src/plugins/spa.ts), so it shows at once; asked again on mount.
  initialData: () => carried<boolean>('/login/CheckLogin'),
  staleTime: 0,
});

/** GET /login/CheckLogin, revalidated on every mount and window focus (spec §4 "Session"). */
export function useCheckLogin() {
  return useQuery({ ...checkLoginQuery, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

export const menuQuery = (id: MenuId) =>
  queryOptions({
    queryKey: queryKeys.menu(id),
    queryFn: ({ signal }) => getJson<MenuEntry[]>(`/menu/?id=${encodeURIComponent(id)}`, { signal }),
    initialData: () => carried<MenuEntry[]>(`/menu/?id=${encodeURIComponent(id)}`),
    staleTime: 10 * 60_000,
  });

/** GET /menu/?id=… (menu.header, menu.footer, menu.logon). */
export function useMenu(id: MenuId) {
  return useQuery(menuQuery(id));
}

export const categoryMenuQuery = queryOptions({
  queryKey: queryKeys.categoryMenu,
  queryFn: ({ signal }) => getJson<CategoryMenuResponse>('/categorymenu/get', { signal }),
  initialData: () => carried<CategoryMenuResponse>('/categorymenu/get'),
  staleTime: 10 * 60_000,
  select: (response) => response.items,
});

/** GET /categorymenu/get → the category tree. */
export function useCategoryMenu() {
  return useQuery(categoryMenuQuery);
}

/** GET /promotion/GetProductSlider?key=…&itemCount=0: home lists and the product page's related lists. */
export const productSliderQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.productSlider(key),
    queryFn: ({ signal }) =>
      getJson<ProductSliderResponse>(`/promotion/GetProductSlider?key=${encodeURIComponent(key)}&itemCount=0`, {
        signal,
      }),
    staleTime: 60_000,
  });

export function useProductSlider(key: string, enabled = true) {
  return useQuery({ ...productSliderQuery(key), enabled });
}
