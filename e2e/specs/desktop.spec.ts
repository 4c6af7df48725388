import { expect, test } from '@playwright/test';
import type { CategoryMenuResponse } from '@bayi/common';
import { api } from '../support/app';

// Desktop width only (playwright.config.ts): the category list is a column of the main layout.
test.describe('category sidebar', () => {
  test('the category menu highlights the current category', async ({ page }) => {
    const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
    const parent = items.find((c) => c.childs.length > 0)!;
    const child = parent.childs[0]!;
    await page.goto(`/spa/catalog/${child.id}`);
    const current = page.locator('#category-sidebar [aria-current="page"]');
    await expect(current).toHaveText(child.name);
  });
});
