import type { Page } from '@playwright/test';
import type { Product } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { listOf, overrideApplication, loadLazyImages } from './catalog-data';

const QUERY = 'kablo';
/** The header's search button: its name is its visible text (WCAG 2.5.3), the field's hint. */
const SEARCH_BUTTON = { name: /^Ürün adı, stok kodu veya barkod/ };

/** The price a phone shows under a result: the agreement price, else the chosen (or first) list, net. */
function phonePriceLine(product: Product): string | null {
  if (product.stokAnlasmaFiyat) {
    return `Anlaşma Fiyatı ${product.stokAnlasmaFiyat.fiyatF} ${product.stokAnlasmaFiyat.paraBirimi}`;
  }
  const prices = product.fiyats ?? [];
  const price = prices.find((p) => p.CssClass.split(/\s+/).includes('selected')) ?? prices[0];
  if (!price) return null;
  const net = product.showIskonto && price.netFiyatF !== price.fiyatF;
  return `${price.ad} ${net ? price.netFiyatF : price.fiyatF} ${price.paraBirimi}`;
}

/** window.scrollY every 100 ms for `ms`, measured in the page: [ms since the start, y]. */
function sampleScroll(page: Page, ms: number): Promise<Array<[number, number]>> {
  return page.evaluate(async (duration) => {
    const start = performance.now();
    const samples: Array<[number, number]> = [];
    while (performance.now() - start < duration) {
      samples.push([Math.round(performance.now() - start), Math.round(window.scrollY)]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return samples;
  }, ms);
}

/** From the home page: the header's search dialog, QUERY typed and Enter with nothing highlighted. */
async function searchFromHeaderDialog(page: Page) {
  await page.goto('/spa');
  await page.getByRole('button', SEARCH_BUTTON).click();
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.fill(QUERY);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/spa/search\\?q=${QUERY}$`));
}

test.describe('search', () => {
  test(
    'the header opens the search dialog: results, preview, arrows and Enter',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
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
        await expect(preview).toContainText(
          `${chosen.showIskonto ? price.netFiyatF : price.fiyatF} ${price.paraBirimi}`,
        );
      } else {
        // Phones have no room for the side preview: each result carries its price and stock line.
        await expect(dialog.getByRole('complementary', { name: 'Ürün önizlemesi' })).toBeHidden();
        for (const [index, product] of expected.slice(0, 4).entries()) {
          const option = options.nth(index);
          const line = phonePriceLine(product);
          expect(line, `${product.ad} has a price for the dealer`).not.toBeNull();
          await expect(option).toContainText(line!);
          const status =
            product.temin && product.teminDisplayName ? product.teminDisplayName : product.miktarDisplayName;
          if (status) await expect(option).toContainText(status);
          // The line fits the row: nothing sticks out sideways.
          expect(await option.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        await expect(options.first().getByText(phonePriceLine(expected[0]!)!)).toBeInViewport();
      }
      await expectAccessible(page, 'search dialog');
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
      // Focus is back on the button that opened it (WCAG 2.4.3), not at the page's start.
      await expect(page.getByRole('button', SEARCH_BUTTON)).toBeFocused();
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
    },
  );

  test('Enter with no highlighted result opens the results page; its pager keeps q', async ({ page }, testInfo) => {
    await searchFromHeaderDialog(page);
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
    await screenshot(page, testInfo, 'search-results');
  });

  test('a closed dialog leaves the page even when its closing transition never ends', async ({ page }) => {
    // Headless UI can stall a transition cut short (Enter within the 200 ms opening on a busy machine):
    // its panel then stayed on the page and took every click. Stall every transition in the dialog layer.
    await page.addInitScript(() => {
      const finished = Object.getOwnPropertyDescriptor(Animation.prototype, 'finished')!;
      Object.defineProperty(Animation.prototype, 'finished', {
        get(this: Animation) {
          const target = (this.effect as KeyframeEffect | null)?.target;
          if (this instanceof CSSTransition && target?.closest('#headlessui-portal-root')) {
            return new Promise<Animation>(() => undefined);
          }
          return finished.get!.call(this) as Promise<Animation>;
        },
      });
    });
    await searchFromHeaderDialog(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sonraki Sayfa' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/[?&]page=2/);
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

  test(
    'back from a product the results stay where the dealer left them; the pager waits 1200 ms, then goes to the top',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto(`/spa/search?q=${QUERY}`);
      const articles = page.getByRole('main').getByRole('article');
      await expect(articles.first()).toBeVisible();
      await loadLazyImages(page);
      // Down the list, the way a dealer scrolls.
      const down = isPhone(testInfo) ? 1800 : 1200;
      await page.mouse.wheel(0, down);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(down - 200);
      // A product whose name is in view, and the position it is opened from.
      const links = page.getByRole('main').getByRole('article').getByRole('link');
      let chosen = links.first();
      for (let i = 0; i < (await links.count()); i++) {
        const box = await links.nth(i).boundingBox();
        if (box && box.y > 120 && box.y + box.height < page.viewportSize()!.height - 120) {
          chosen = links.nth(i);
          break;
        }
      }
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(600);
      const resultsHeading = await page.getByRole('heading', { level: 1 }).innerText();
      await chosen.click();
      await page.waitForURL(/\/spa\/product\/\d+/);
      // The product's own heading: the address changes before the product page is drawn, and until then the
      // results' heading is the one on screen (CI once read the scroll position in between).
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(resultsHeading);
      // A new page opens at the top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL(/\/spa\/search\?q=/);
      const back = await sampleScroll(page, 2500);
      // Restored at once and still there 2.5 s later: no jump to the top after 1200 ms.
      expect(
        back.filter(([, y]) => Math.abs(y - left) > 1),
        JSON.stringify(back),
      ).toEqual([]);
      await testInfo.attach('scrollY after back', { body: JSON.stringify(back), contentType: 'application/json' });

      // A search navigation (the next page of results): the page stays for 1200 ms, then goes to the top.
      const next = page.getByRole('link', { name: 'Sonraki Sayfa' });
      await next.scrollIntoViewIfNeeded();
      const atPager = await page.evaluate(() => window.scrollY);
      expect(atPager).toBeGreaterThan(600);
      const [, samples] = await Promise.all([next.click(), sampleScroll(page, 2200)]);
      await testInfo.attach('scrollY after the pager', {
        body: JSON.stringify(samples),
        contentType: 'application/json',
      });
      await expect(page).toHaveURL(/[?&]page=2/);
      const firstTop = samples.find(([, y]) => y === 0);
      expect(firstTop, JSON.stringify(samples)).toBeDefined();
      // Not before 1200 ms (less a sampling step of slack for the click), and soon after.
      expect(firstTop![0], JSON.stringify(samples)).toBeGreaterThanOrEqual(1100);
      expect(firstTop![0], JSON.stringify(samples)).toBeLessThanOrEqual(1700);
      expect(
        samples.filter(([t, y]) => t < 1100 && y === 0),
        JSON.stringify(samples),
      ).toEqual([]);
      expect(
        samples.filter(([t, y]) => t > firstTop![0] && y !== 0),
        JSON.stringify(samples),
      ).toEqual([]);
    },
  );
});
