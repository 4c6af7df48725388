import type { Page } from '@playwright/test';
import type { ApplicationResponse, CategoryMenuResponse, ProductListResponse } from '@bayi/common';
import { api } from '../support/app';

/** Catalogue data the journeys pick their products from, read through the API as the page's user. */

export async function topCategories(page: Page) {
  const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
  return items;
}

export function listOf(page: Page, path: string, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return api<ProductListResponse>(page, qs ? `${path}?${qs}` : path);
}

export const basketCount = (page: Page) => api<number>(page, '/application/getBasketProductCount');

export const totalPages = (list: ProductListResponse) =>
  Math.ceil(list.pagerInfo.totalRecords / list.pagerInfo.pageSize);

/**
 * Changes one answer of GET /application in the browser (the server's settings stay as they are), to
 * walk the other branch of a setting: classic search, the promotion carousel.
 */
export async function overrideApplication(page: Page, change: (app: ApplicationResponse) => void) {
  await page.route(
    (url) => url.pathname === '/application',
    async (route) => {
      const response = await route.fetch();
      const app = (await response.json()) as ApplicationResponse;
      change(app);
      await route.fulfill({ response, json: app });
    },
  );
  // The page itself carries the first /application answer (server/src/plugins/spa.ts): changed the same way.
  await page.route(
    (url) => url.pathname === '/spa' || url.pathname.startsWith('/spa/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script id="bayi-answers" type="application\/json">)([^<]*)(<\/script>)/,
        (_all, open: string, json: string, close: string) => {
          const answers = JSON.parse(json) as { '/application': ApplicationResponse };
          change(answers['/application']);
          return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body });
    },
  );
}

export { loadLazyImages } from '../support/app';
