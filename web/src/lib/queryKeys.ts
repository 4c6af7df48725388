import type { MenuId } from '@bayi/common';

/**
 * Query keys shared across features, so one feature can refresh another's data by key
 * (e.g. the basket refreshes the header's basket count, spec §4) without importing it.
 */
export const queryKeys = {
  application: ['application'] as const,
  checkLogin: ['session', 'check-login'] as const,
  basketProductCount: ['basket', 'product-count'] as const,
  /** GET /basket/: lines and totals. Not under the count's key, so the count can be refreshed alone. */
  basket: ['basket-content'] as const,
  checkout: (id: string) => ['checkout', id] as const,
  menu: (id: MenuId) => ['menu', id] as const,
  categoryMenu: ['category-menu'] as const,
  loginPage: ['login-page'] as const,
  contentPage: (id: string) => ['content-page', id] as const,
  /** A product list call: path (/category/5, /search/…) and its query (page, f, d, instock, q). */
  productList: (path: string, query: string) => ['product-list', path, query] as const,
  product: (id: string) => ['product', id] as const,
  productSlider: (key: string) => ['product-slider', key] as const,
  promotion: (query: string) => ['promotion', query] as const,
  brands: ['brands'] as const,
  autocomplete: (q: string, inStock: boolean) => ['autocomplete', q, inStock] as const,
};
