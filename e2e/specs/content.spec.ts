import type { ContentPage, MenuEntry } from '@bayi/common';
import { api, expect, expectAccessible, screenshot, test } from '../support/app';

test.describe('content pages', () => {
  test('a content page shows its title and HTML in the main layout', async ({ page }, testInfo) => {
    await page.goto('/spa/page/1');
    const data = await api<ContentPage>(page, '/page/1');
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible();
    await expect(page.locator('#header-middle')).toBeVisible();
    await screenshot(page, testInfo, 'content-page');
  });

  test('the sign-in footer links open pages in the sign-in layout, with a way home', async ({ page }, testInfo) => {
    await page.goto('/spa/login');
    const logon = await api<MenuEntry[]>(page, '/menu/?id=menu.logon');
    const first = logon[0]!;
    const link = page.getByRole('link', { name: first.displayName });
    await expect(link).toHaveAttribute('href', new RegExp(`/spa${first.url.replace('/page/', '/apage/')}$`));
    await link.click();
    await expect(page).toHaveURL(/\/spa\/apage\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#header-middle')).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'content-apage');
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/spa\/?$/);
  });

  test('an unknown page says so', async ({ page }) => {
    await page.goto('/spa/page/999999');
    await expect(page.getByText('Sayfa bulunamadı.')).toBeVisible();
  });
});
