import type { Page } from '@playwright/test';
import type { CategoryMenuResponse, MenuEntry, PromotionResponse } from '@bayi/common';
import { api, expect, expectAccessible, keepModalBanner, screenshot, signIn, test } from '../support/app';
import { expectTapTargets } from '../support/tap-targets';
import { basketWith, journeyDealer, placedOrder } from './basket-data';
import { loadLazyImages, topCategories } from './catalog-data';

/** Lets the page finish loading and its lazy parts arrive, so what is measured is what a dealer taps. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await loadLazyImages(page);
}

// Phone width only (playwright.config.ts).
test.describe('phone layout', () => {
  test('the slide-in menu opens with the menu and the categories', { tag: '@phone' }, async ({ page }, testInfo) => {
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
    // Focus is back on the menu button (WCAG 2.4.3), not at the page's start.
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeFocused();
  });

  test(
    'every control a dealer taps is at least 44 × 44 px: home, a list, a product, basket, checkout, menu',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, journeyDealer(testInfo, 11));
      const [category] = await topCategories(page);
      const order = await placedOrder(page);
      const basket = await basketWith(page, 2);
      const productId = basket.products[0]!.stokId;

      // Home: the announcement dialog first if it comes (its controls), then the page under it. The banner
      // arrives with its own request a moment after the page; the server says whether it comes, so the test
      // waits for it rather than guessing (behind an open banner the page is inert and nothing is measured).
      const modal = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=40');
      const bannerComes = modal.activeItems.length > 0;
      if (bannerComes) await keepModalBanner(page); // the journeys' auto-close would shut it unmeasured
      await page.goto('/spa');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await settled(page);
      if (bannerComes) {
        const close = page.locator('#modal-banner').getByRole('button', { name: 'Kapat' });
        await expect(close).toBeVisible();
        await expectTapTargets(page, 'home, announcement open');
        await close.press('Escape');
        await expect(close).toBeHidden();
        const rootInert = () => page.evaluate(() => document.getElementById('root')!.closest('[inert]') !== null);
        await expect.poll(rootInert).toBe(false);
      }
      // Header, menu bar, lists' arrows and product boxes, footer: well over 30 controls.
      await expectTapTargets(page, 'home', { atLeast: 30 });

      const pages: [string, string, (page: Page) => Promise<void>][] = [
        [
          `/spa/catalog/${category!.id}`,
          'a category list',
          (p) => expect(p.getByRole('article').first()).toBeVisible(),
        ],
        [
          `/spa/product/${productId}`,
          'a product',
          (p) => expect(p.getByRole('spinbutton', { name: 'Miktar', exact: true })).toBeVisible(),
        ],
        ['/spa/basket', 'the basket', (p) => expect(p.getByRole('button', { name: 'Sipariş Ver' })).toBeVisible()],
        [
          `/spa/checkout/${order.siparisId}`,
          'checkout',
          (p) => expect(p.getByRole('button', { name: 'Siparişi Bitir' })).toBeVisible(),
        ],
      ];
      for (const [path, name, ready] of pages) {
        await page.goto(path);
        await ready(page);
        await settled(page);
        await expectTapTargets(page, name, { atLeast: 20 });
      }
      // Checkout's other branches: the address cards of kargo, the courier slots.
      await page.getByRole('radio', { name: 'Kargo ile Teslim' }).check();
      await expectTapTargets(page, 'checkout, kargo');
      await page.getByRole('radio', { name: 'Kurye ile Adresime Teslim' }).check();
      await expectTapTargets(page, 'checkout, kurye');

      // The slide-in menu (rows and chevrons), with a category opened.
      const parent = (await topCategories(page)).find((c) => c.childs.length > 0)!;
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: parent.name })).toBeVisible();
      await drawer.getByRole('button', { name: `${parent.name} alt kategorilerini göster` }).click();
      await expect(drawer.getByRole('link', { name: parent.childs[0]!.name })).toBeVisible();
      await expectTapTargets(page, 'the slide-in menu', { atLeast: 10 });
      await screenshot(page, testInfo, 'tap-targets-menu');
    },
  );
});
