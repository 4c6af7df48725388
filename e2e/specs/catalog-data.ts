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
}

/** Scrolls through the page so lazy pictures load before a full-page screenshot, then back to the top. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Pictures in carousel slides outside the view stay lazy; do not wait for them for long.
    const loads = Array.from(document.images).map((img) =>
      img.complete
        ? null
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    );
    await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 2000))]);
    window.scrollTo(0, 0);
  });
}
