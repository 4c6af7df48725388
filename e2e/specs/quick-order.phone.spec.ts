import { DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { clearBasket } from './basket-data';
import { pastedLines } from './quick-order-data';

/**
 * Hızlı Sipariş at 375 px: the page is found in the menu, the preview is a list of cards (no table
 * to scroll sideways), a fraction is marked on its card, and the valid lines go into the basket.
 */
test(
  'a dealer on a phone previews a pasted list as cards and adds the valid lines',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signIn(page, DEMO.dealer2);
    await clearBasket(page);
    try {
      const lines = await pastedLines(page, 4);
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Hızlı Sipariş' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Sipariş' })).toBeVisible();
      await expectAccessible(page);

      const text = [...lines.map((l) => l.text), `${lines[0]!.product.kod} 2,5`].join('\n');
      await page.getByLabel('Ürün listesi').fill(text);
      await page.getByRole('button', { name: 'Önizle' }).click();
      await expect(page.getByTestId('quick-order-summary')).toHaveText('4 satır eklenebilir, 1 satırda sorun var.');
      await expect(page.getByTestId('quick-order-line').first()).toBeHidden();
      const cards = page.getByTestId('quick-order-card');
      await expect(cards).toHaveCount(5);
      await expect(cards.last()).toHaveAttribute('data-status', 'miktarHatali');
      await expect(cards.last()).toContainText('küsuratlı miktar yazılamaz');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'quick-order-cards');

      await page.getByRole('button', { name: 'Tümünü Sepete Ekle' }).click();
      await expect(page.getByText('4 ürün sepete eklendi.')).toBeVisible();
      await expect(page.getByTestId('basket-count')).toHaveText('Sepetinizde 4 ürün');
      await expectAccessible(page);
    } finally {
      await clearBasket(page);
    }
  },
);
