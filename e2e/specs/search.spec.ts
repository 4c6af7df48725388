import type { Product } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { listOf, overrideApplication, loadLazyImages } from './catalog-data';

const QUERY = 'kablo';
/** The header's search button: its name is its visible text (WCAG 2.5.3), the field's hint. */
const SEARCH_BUTTON = { name: /^Ürün adı, stok kodu veya barkod/ };

test.describe('search', () => {
  test('the header opens the search dialog: results, preview, arrows and Enter', async ({ page }, testInfo) => {
    await signIn(page, DEMO.dealer);
    const expected = await api<Product[]>(page, `/search/autocompletev2?q=${QUERY}&stok=false`);
    expect(expected.length).toBeGreaterThan(1);

    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/search/autocompletev2') && requests.push(r.url()));
    await page.getByRole('button', SEARCH_BUTTON).click();
    const dialog = page.getByRole('dialog', { name: 'Ürün ara' });
    const input = dialog.getByRole('combobox', { name: 'Ürün ara' });
    await expect(input).toBeFocused();
    // Typed like a person: one request after the pause, not one per key.
    await input.pressSequentially(QUERY, { delay: 40 });
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(expected.length);
    await expect(options.first()).toContainText(expected[0]!.ad);
    expect(requests.length).toBeLessThanOrEqual(2);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    if (!isPhone(testInfo)) {
      const preview = dialog.getByRole('complementary', { name: 'Ürün önizlemesi' });
      const chosen = expected[1]!;
      await expect(preview).toContainText(chosen.ad);
      await expect(preview).toContainText(chosen.kod);
      if (chosen.showBarkod && chosen.barkod) await expect(preview).toContainText(chosen.barkod);
      const price = chosen.fiyats![0]!;
      await expect(preview).toContainText(price.ad);
      await expect(preview).toContainText(`${chosen.showIskonto ? price.netFiyatF : price.fiyatF} ${price.paraBirimi}`);
    }
    await expectAccessible(page, 'search dialog');
    await loadLazyImages(page);
    await screenshot(page, testInfo, 'search-dialog');

    // 'Stokta Olanlar' asks again with stok=true.
    const inStock = page.waitForRequest(
      (r) => r.url().includes('/search/autocompletev2') && r.url().includes('stok=true'),
    );
    await dialog.getByLabel('Stokta Olanlar').check();
    await inStock;

    // Nothing found.
    await input.fill('zzqxwvy');
    await expect(dialog.getByText('Ürün Bulunamadı')).toBeVisible();
    await expect(dialog.getByText('Farklı kelimelerle tekrar deneyin')).toBeVisible();
    await expectAccessible(page, 'search dialog, nothing found');

    // Closing clears text and results.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', SEARCH_BUTTON).click();
    await expect(input).toHaveValue('');
    await expect(dialog.getByRole('option')).toHaveCount(0);

    // Choosing a result opens the product.
    await input.fill(QUERY);
    await expect(options.first()).toContainText(expected[0]!.ad);
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/spa/product/${expected[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.ad);
  });

  test('Enter with no highlighted result opens the results page; its pager keeps q', async ({ page }, testInfo) => {
    await page.goto('/spa');
    await page.getByRole('button', SEARCH_BUTTON).click();
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill(QUERY);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/spa/search\\?q=${QUERY}$`));
    const results = await listOf(page, '/search/', { q: QUERY });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama Sonuçları');
    await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Arama Sonuçları');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(results.stoks[0]!.ad);
    // Visitors: the preview and the boxes carry no prices.
    await expect(page.getByRole('main')).not.toContainText('Bayi Fiyatı');
    await expectAccessible(page);
    const next = page.getByRole('link', { name: 'Sonraki Sayfa' });
    await expect(next).toHaveAttribute('href', new RegExp(`q=${QUERY}`));
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${QUERY}`));
    const second = await listOf(page, '/search/', { q: QUERY, page: '2' });
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(second.stoks[0]!.ad);
    await loadLazyImages(page);
    await screenshot(page, testInfo, 'search-results');
  });

  test('classic header search when autoComplete is off', async ({ page }) => {
    await overrideApplication(page, (app) => {
      app.autoComplete = false;
    });
    await page.goto('/spa');
    await expect(page.getByRole('button', SEARCH_BUTTON)).toHaveCount(0);
    const input = page.getByRole('searchbox', { name: 'Ürün ara' });
    await input.fill(QUERY);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/spa/search\\?q=${QUERY}$`));
    const results = await listOf(page, '/search/', { q: QUERY });
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(results.stoks.length);
    await expect(input).toHaveValue(QUERY);
  });

  test('a search address opened directly, and one that finds nothing', async ({ page }) => {
    await page.goto(`/spa/search?q=${encodeURIComponent('NYM')}`);
    const results = await listOf(page, '/search/', { q: 'NYM' });
    await expect(
      page.getByText(`“NYM” için ${results.pagerInfo.totalRecords.toLocaleString('tr-TR')} ürün bulundu`),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(results.stoks[0]!.ad);
    await expectAccessible(page);

    await page.goto('/spa/search?q=zzqxwvy');
    await expect(page.getByText('Kriterlere Uygun Ürün Bulunamadı')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sayfalar' })).toHaveCount(0);
  });
});
