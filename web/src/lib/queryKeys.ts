import type { MenuId } from '@bayi/common';

/**
 * Query keys shared across features, so one feature can refresh another's data by key
 * (e.g. the basket refreshes the header's basket count, spec §4) without importing it.
 */
export const queryKeys = {
  application: ['application'] as const,
  checkLogin: ['session', 'check-login'] as const,
  basketProductCount: ['basket', 'product-count'] as const,
  menu: (id: MenuId) => ['menu', id] as const,
  categoryMenu: ['category-menu'] as const,
  loginPage: ['login-page'] as const,
  contentPage: (id: string) => ['content-page', id] as const,
};
