import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { basketOf, clearBasket } from './basket-data';
import { pastedLines } from './quick-order-data';

/**
 * Hızlı Sipariş at 1280 px: a dealer pastes twenty lines copied from Excel (and one code that does
 * not exist), reads the preview at their own prices, adds every valid line with one press and finds them in
 * the basket. The basket of 120.01.002 is emptied before and after, so other journeys find it as they left it.
 */
test(
  'a dealer pastes 20 lines, checks the preview and adds them all to the basket',
  { tag: '@smoke' },
  async ({ page }, testInfo) => {
    // Twenty products looked up, three axe checks and twenty lines removed again: 31–56 s on a loaded two-core host.
    test.slow();
    await signIn(page, DEMO.dealer2);
    await clearBasket(page);
    try {
      const lines = await pastedLines(page, 20);
      await page.goto('/spa/');
      await page.locator('#header-top').getByRole('link', { name: 'Hızlı Sipariş' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Sipariş' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Şablonu İndir (CSV)' }).first()).toHaveAttribute(
        'href',
        '/basket/quickorder/template',
      );
      await expectAccessible(page);

      const text = ['Ürün Kodu\tMiktar', ...lines.map((l) => l.text), 'YOK-KODU-404\t2'].join('\n');
      await page.getByLabel('Ürün listesi').fill(text);
      await expect(page.getByText('21 / 500 satır')).toBeVisible();
      await page.getByRole('button', { name: 'Önizle' }).click();

      await expect(page.getByTestId('quick-order-summary')).toHaveText('20 satır eklenebilir, 1 satırda sorun var.');
      const rows = page.getByTestId('quick-order-line');
      await expect(rows).toHaveCount(21);
      await expect(rows.and(page.locator('[data-status="uygun"]'))).toHaveCount(20);
      const unknown = rows.and(page.locator('[data-status="bulunamadi"]'));
      await expect(unknown).toContainText('YOK-KODU-404');
      await expect(unknown).toContainText('Ürün bulunamadı.');
      // Each product at the quantity written, by code or by barcode.
      for (const line of lines.slice(0, 4)) {
        const row = rows.filter({ hasText: line.product.kod });
        await expect(row).toContainText(line.product.ad);
        await expect(row.getByRole('cell').nth(3)).toContainText(String(line.quantity));
      }
      await expectAccessible(page);
      await screenshot(page, testInfo, 'quick-order-preview');

      // A double click is one press: the server adds once (Idempotency-Key).
      await page.getByRole('button', { name: 'Tümünü Sepete Ekle' }).dblclick();
      await expect(page.getByText('20 ürün sepete eklendi. Sepetinizde şimdi 20 farklı ürün var.')).toBeVisible();
      await expect(page.getByTestId('basket-count')).toHaveText('Sepetinizde 20 ürün');
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Sepete Git' }).click();
      await expect(page).toHaveURL(/\/spa\/basket$/);
      const basket = await basketOf(page);
      expect(basket.products.map((p) => [p.stokId, p.miktar]).sort()).toEqual(
        lines.map((l) => [l.product.id, l.quantity]).sort(),
      );
      for (const line of lines.slice(0, 3)) await expect(page.getByText(line.product.ad).first()).toBeVisible();
    } finally {
      await clearBasket(page);
    }
  },
);

test('a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/spa/quick-order');
  await expect(page).toHaveURL(/\/spa\/login$/);
  expect(await api<boolean>(page, '/login/CheckLogin')).toBe(false);
});
