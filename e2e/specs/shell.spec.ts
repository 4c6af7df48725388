import type { ApplicationResponse, CategoryMenuResponse, MenuEntry } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';

test.describe('storefront shell', () => {
  test('header, menus, footer, rates and categories come from the server', async ({ page }, testInfo) => {
    await page.goto('/spa');
    const app = await api<ApplicationResponse>(page, '/application');
    const header = await api<MenuEntry[]>(page, '/menu/?id=menu.header');
    const footer = await api<MenuEntry[]>(page, '/menu/?id=menu.footer');
    const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');

    await expect(page).toHaveTitle(app.settings.firmaadi!);
    await expect(page.locator('#site-logo')).toHaveAttribute('src', /\/image\/show\/?\?fileName=logo\.png&size=2/);
    await expect(page.locator('#site-logo')).toHaveJSProperty('complete', true);

    const top = page.locator('#header-top');
    for (const rate of app.dovizs) {
      const sell = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        rate.satis,
      );
      await expect(top).toContainText(rate.ad);
      await expect(top).toContainText(`${sell} ₺`);
    }
    await expect(page.getByRole('link', { name: 'Bayi Girişi' })).toBeVisible();

    const footerEl = page.locator('#site-footer');
    for (const entry of footer) await expect(footerEl.getByRole('link', { name: entry.displayName })).toBeVisible();
    await expect(footerEl).toContainText(app.settings['footer.phone']!);
    await expect(footerEl).toContainText(app.settings['footer.email']!);
    await expect(footerEl.locator('img[src*="odeme-guvenlik"]')).toBeVisible();
    await expect(page.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expectAccessible(page);

    if (isPhone(testInfo)) {
      // Phones reach the categories through the slide-in menu (phone.spec.ts), not a column.
      await expect(page.locator('#category-sidebar')).toBeHidden();
    } else {
      const nav = page.locator('#header-bottom');
      for (const entry of header) await expect(nav.getByText(entry.displayName, { exact: true })).toBeVisible();
      const withChildren = header.find((e) => e.childs.length > 0)!;
      const opener = nav.getByRole('button', { name: withChildren.displayName });
      await opener.click();
      const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
      for (const child of withChildren.childs)
        await expect(panel.getByRole('link', { name: child.displayName })).toBeVisible();
      await expectAccessible(page, 'header menu open');
      await page.keyboard.press('Escape');
      const sidebar = page.locator('#category-sidebar');
      for (const category of items) await expect(sidebar.getByRole('link', { name: category.name })).toBeVisible();
    }
    await screenshot(page, testInfo, 'home-visitor');
  });

  test('a signed-in dealer sees the basket count and the account menu', async ({ page }, testInfo) => {
    await signIn(page, DEMO.dealer);
    const count = await api<number>(page, '/application/getBasketProductCount');
    const top = page.locator('#header-top');
    await expect(top).toContainText(count === 0 ? 'Sepetinizde ürün yok' : `${count}`);
    await expect(page.getByRole('link', { name: 'Bayi Girişi' })).toHaveCount(0);
    await screenshot(page, testInfo, 'home-dealer');
  });

  test('ctrl+2 stores the second price list in the priceName cookie and reloads', async ({ page, context }) => {
    await signIn(page, DEMO.dealer);
    const app = await api<ApplicationResponse>(page, '/application');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Control+2')]);
    const cookie = (await context.cookies()).find((c) => c.name === 'priceName');
    expect(decodeURIComponent(cookie!.value)).toBe(app.settings['kisayol.fiyat.2']);
    expect(cookie!.path).toBe('/');
    await page.locator('#header-middle button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Fiyatları Sıfırla' }).click();
    await page.waitForLoadState('load');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'priceName')).toBe(false);
  });
});
