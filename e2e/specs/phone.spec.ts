import type { CategoryMenuResponse, MenuEntry } from '@bayi/common';
import { api, expect, expectAccessible, screenshot, test } from '../support/app';

// Phone width only (playwright.config.ts).
test.describe('phone layout', () => {
  test('the slide-in menu opens with the menu and the categories', async ({ page }, testInfo) => {
    await page.goto('/spa');
    const header = await api<MenuEntry[]>(page, '/menu/?id=menu.header');
    const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(header[0]!.displayName, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: items[0]!.name })).toBeVisible();
    await expectAccessible(page, 'slide-in menu');
    await screenshot(page, testInfo, 'mobile-menu');
    const parent = items.find((c) => c.childs.length > 0)!;
    await drawer.getByRole('button', { name: `${parent.name} alt kategorilerini göster` }).click();
    await expect(drawer.getByRole('link', { name: parent.childs[0]!.name })).toBeVisible();
    await drawer.getByRole('button', { name: 'Kapat' }).click();
    await expect(drawer).toHaveCount(0);
  });
});
