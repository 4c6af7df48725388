import type { Page } from '@playwright/test';
import { turkishCollator, turkishInitial, type Brand } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { expectCoversNothing } from '../support/overlap';
import { basketCount, listOf, topCategories, totalPages, loadLazyImages } from './catalog-data';

const money = (formatted: string, currency: string) => `${formatted} ${currency}`;
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('product lists', () => {
  test(
    'a category in the grid: sort, stock filter and page 2 live in the address',
    { tag: '@smoke' },
    async ({ page }, testInfo) => {
      const [category] = await topCategories(page);
      const path = `/category/${category!.id}`;
      const first = await listOf(page, path);

      await page.goto(`/spa/catalog/${category!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
      const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
      await expect(crumbs).toContainText('Kategoriler');
      await expect(crumbs.getByText(first.title)).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(first.stoks.length);
      await expect(cards(page).first()).toContainText(first.stoks[0]!.ad);
      await expectAccessible(page);

      // Sort: 'Fiyat (Azalan)' reloads the list in the server's price order.
      await page.getByLabel('Sıralama').selectOption({ label: 'Fiyat (Azalan)' });
      await expect(page).toHaveURL(/[?&]f=fiyat/);
      await expect(page).toHaveURL(/[?&]d=desc/);
      const byPrice = await listOf(page, path, { f: 'fiyat', d: 'desc' });
      await expect(cards(page).first()).toContainText(byPrice.stoks[0]!.ad);

      // 'Stokta Olanlar' narrows the list to what is in stock.
      await page.getByLabel('Stokta Olanlar').check();
      await expect(page).toHaveURL(/[?&]instock=true/);
      const inStock = await listOf(page, path, { f: 'fiyat', d: 'desc', instock: 'true' });
      expect(inStock.pagerInfo.totalRecords).toBeLessThan(byPrice.pagerInfo.totalRecords);
      await expect(page.getByText(`${inStock.pagerInfo.totalRecords.toLocaleString('tr-TR')} ürün`)).toBeVisible();
      await expect(cards(page).first()).toContainText(inStock.stoks[0]!.ad);

      // Page 2, with the other choices kept.
      await page.getByRole('link', { name: 'Sonraki Sayfa' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]instock=true/);
      const second = await listOf(page, path, { page: '2', f: 'fiyat', d: 'desc', instock: 'true' });
      await expect(cards(page).first()).toContainText(second.stoks[0]!.ad);
      const pager = page.getByRole('navigation', { name: 'Sayfalar' });
      if (totalPages(second) >= 10) await expect(pager).toContainText('Sayfa 2');
      else await expect(pager.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');

      // Reload and back keep what the address says.
      await page.reload();
      await expect(page.getByLabel('Sıralama')).toHaveValue('fiyat-desc');
      await expect(page.getByLabel('Stokta Olanlar')).toBeChecked();
      await expect(cards(page).first()).toContainText(second.stoks[0]!.ad);
      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]page=2/);
      await expect(cards(page).first()).toContainText(inStock.stoks[0]!.ad);
      await screenshot(page, testInfo, 'catalog-grid');
    },
  );

  test(
    'a list page, a search and a product page arrive with their first answer: it is not asked for again',
    { tag: '@phone' },
    async ({ page }) => {
      const [category] = await topCategories(page);
      const first = await listOf(page, `/category/${category!.id}`, { f: 'fiyat', d: 'desc' });
      const found = await listOf(page, '/search/', { q: 'NYM' });
      const product = first.stoks[0]!;
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/(category|search|product)\//.test(url.pathname)) asked.push(url.pathname + url.search);
      });

      await page.goto(`/spa/catalog/${category!.id}?f=fiyat&d=desc`);
      await expect(cards(page)).toHaveCount(first.stoks.length);
      await expect(cards(page).first()).toContainText(product.ad);
      // The first card's picture came with the page (preloaded) and shows at once.
      const medium = product.images[0]!.mediumUrl;
      await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('href', medium);
      const picture = cards(page).first().locator('img');
      await expect(picture).toHaveAttribute('src', medium);
      await expect(picture).toHaveAttribute('fetchpriority', 'high');
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // A change of sort is asked for as ever.
      await page.getByLabel('Sıralama').selectOption({ label: 'Ürün Adı (A-Z)' });
      await expect.poll(() => asked).toEqual([`/category/${category!.id}?d=asc&f=ad`]);
      asked.length = 0;

      await page.goto('/spa/search?q=NYM');
      await expect(cards(page).first()).toContainText(found.stoks[0]!.ad);
      await page.goto(`/spa/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.ad);
      const large = page.getByRole('main').getByRole('img', { name: product.ad }).first();
      await expect(large).toHaveJSProperty('complete', true);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      // A dealer's page carries the dealer's own prices.
      await signIn(page, DEMO.dealer, null);
      const priced = await listOf(page, `/category/${category!.id}`);
      await page.goto(`/spa/catalog/${category!.id}`);
      await expect(cards(page).first()).toContainText(priced.stoks[0]!.fiyats![0]!.ad);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
    },
  );

  test('a page number outside the list logs an error and shows no pager', async ({ page }) => {
    const [category] = await topCategories(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`/spa/catalog/${category!.id}?page=9999`);
    await expect(page.getByText('Kriterlere Uygun Ürün Bulunamadı')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sayfalar' })).toHaveCount(0);
    expect(errors).toContain('Geçersiz sayfa numarası');
  });

  test(
    'visitors see products without prices, quantities or basket buttons',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      const [, category] = await topCategories(page);
      const list = await listOf(page, `/category/${category!.id}`);
      expect(list.stoks[0]!.fiyats).toBeNull();
      await page.goto(`/spa/catalog/${category!.id}`);
      await expect(cards(page)).toHaveCount(list.stoks.length);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: /sepete ekle/i })).toHaveCount(0);
      await expect(main.getByRole('spinbutton')).toHaveCount(0);
      await expect(main).not.toContainText('Bayi Fiyatı');
      await expect(main).not.toContainText(' TL');
      if (!isPhone(testInfo)) {
        await page.getByRole('button', { name: 'Liste görünümü' }).click();
        await expect(main.getByRole('table')).toBeVisible();
        await expect(main.getByRole('columnheader', { name: 'Miktar' })).toHaveCount(0);
        await expect(main.getByRole('columnheader', { name: 'Bayi Fiyatı' })).toHaveCount(0);
        await expectAccessible(page, 'list view');
      }
      await screenshot(page, testInfo, 'catalog-visitor');
    },
  );

  test(
    'a dealer sees prices; the list view is for wide screens and is remembered',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer);
      const category = (await topCategories(page)).find((c) => c.childs.length > 0)!.childs[0]!;
      const path = `/category/${category.id}`;
      const list = await listOf(page, path);
      const product = list.stoks[0]!;
      const price = product.fiyats![0]!;

      await page.goto(`/spa/catalog/${category.id}`);
      const firstCard = cards(page).first();
      await expect(firstCard).toContainText(product.ad);
      await expectAccessible(page);
      await expect(firstCard).toContainText(price.ad);
      await expect(firstCard).toContainText(
        money(product.showIskonto ? price.netFiyatF : price.fiyatF, price.paraBirimi),
      );

      if (isPhone(testInfo)) {
        // Phones always get the grid, even when list was chosen on a wide screen before.
        await expect(page.getByRole('button', { name: 'Liste görünümü' })).toBeHidden();
        await page.evaluate(() => localStorage.setItem('catalog-grid-view', 'list'));
        await page.reload();
        await expect(cards(page)).toHaveCount(list.stoks.length);
        await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
      } else {
        await page.getByRole('button', { name: 'Liste görünümü' }).click();
        const table = page.getByRole('main').getByRole('table');
        await expect(table).toBeVisible();
        // A column whose prices share a currency names it after the list name: 'Bayi Fiyatı TL'.
        for (const name of [...list.fiyatAds].reverse()) {
          const heading = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( [A-Z]{2,3})?$`);
          await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
        }
        for (const name of ['Ürün', 'Durum', 'Miktar']) {
          await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
        }
        if (list.showTemin) await expect(table.getByRole('columnheader', { name: 'Temin' })).toBeVisible();
        if (list.showIskonto) await expect(table.getByRole('columnheader', { name: 'İsk. %' })).toBeVisible();
        await expect(table.getByRole('row')).toHaveCount(list.stoks.length + 1);
        const row = table.getByRole('row').nth(1);
        await expect(row).toContainText(product.kod);
        if (product.showBarkod && product.barkod) await expect(row).toContainText(product.barkod);
        expect(await page.evaluate(() => localStorage.getItem('catalog-grid-view'))).toBe('list');
        await page.reload();
        await expect(page.getByRole('main').getByRole('table')).toBeVisible();
        await expectAccessible(page, 'list view');
        await screenshot(page, testInfo, 'catalog-list');
        await page.getByRole('button', { name: 'Kart görünümü' }).click();
        await expect(cards(page)).toHaveCount(list.stoks.length);
      }
      await screenshot(page, testInfo, 'catalog-dealer');
    },
  );

  test(
    'three products go into the basket: bulk from the list (desktop), box by box (phone)',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer2);
      const categories = await topCategories(page);
      const before = await basketCount(page);
      const topBar = page.locator('#header-top');

      if (isPhone(testInfo)) {
        const category = categories[3]!;
        await page.goto(`/spa/catalog/${category.id}?instock=true&f=fiyat&d=desc`);
        const buttons = page.getByRole('main').getByRole('button', { name: /sepete ekle/i });
        for (let i = 0; i < 3; i++) {
          await buttons.nth(i).click();
          await expect(buttons.nth(i)).toHaveText(/Eklendi/);
        }
        // Whatever it says (Sepete Ekle, Ekleniyor…, Eklendi), the button's name holds its visible text (WCAG 2.5.3).
        const nameHoldsText = await buttons
          .nth(2)
          .evaluate((b) =>
            b
              .getAttribute('aria-label')!
              .toLocaleLowerCase('tr')
              .includes(b.textContent!.trim().toLocaleLowerCase('tr')),
          );
        expect(nameHoldsText).toBe(true);
        // Each goes back to normal after showing 'Eklendi' for a moment (spec §4 "Add-to-basket button"); the page's
        // final check then sees the buttons at rest, not one changing colour as the check runs.
        for (let i = 0; i < 3; i++) await expect(buttons.nth(i)).toHaveText(/sepete ekle/i);
      } else {
        const category = categories[2]!;
        await page.goto(`/spa/catalog/${category.id}?instock=true&f=fiyat&d=desc`);
        await page.getByRole('button', { name: 'Liste görünümü' }).click();
        const quantities = page.getByRole('main').getByRole('spinbutton');
        await quantities.nth(0).fill('2');
        await quantities.nth(1).fill('1');
        await quantities.nth(2).fill('5');
        // Empty or 0 removes a product from the selection (spec §5).
        await quantities.nth(3).fill('4');
        await quantities.nth(3).fill('0');
        const bar = page.getByRole('region', { name: 'Seçilen ürünler' });
        await expect(bar).toContainText('3');
        await expect(bar).toContainText('farklı ürün seçildi');
        await expectAccessible(page, 'bulk selection');
        await screenshot(page, testInfo, 'catalog-bulk');
        await Promise.all([
          page.waitForEvent('load'),
          bar.getByRole('button', { name: 'Seçilenleri Sepete Ekle' }).click(),
        ]);
      }
      await expect.poll(() => basketCount(page)).toBe(before + 3);
      await expect(topBar).toContainText(`Sepetinizde ${before + 3} ürün`);
    },
  );

  test(
    'the WhatsApp button covers nothing at the end of the home page and the product lists',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer, null);
      const [category] = await topCategories(page);
      const chat = page.getByRole('link', { name: 'WhatsApp ile bize yazın', includeHidden: true });
      for (const path of ['/spa', `/spa/catalog/${category!.id}`, '/spa/productAll']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        await loadLazyImages(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(chat).toBeVisible();
        // The footer's texts (its last lines: the centre text, the platform credit) stay readable beside it, too.
        await expectCoversNothing(chat, `the end of ${path}`, [page.locator('#site-footer p')]);
      }
      await screenshot(page, testInfo, 'chat-button-end-of-list');
    },
  );
});

test.describe('brands', () => {
  test(
    'brands sit under their Turkish initial and open the brand page',
    { tag: '@smoke' },
    async ({ page }, testInfo) => {
      const brands = await api<Brand[]>(page, '/brand/all');
      const letters = [...new Set(brands.map((b) => turkishInitial(b.ad)))].sort(turkishCollator.compare);
      await page.goto('/spa/brand/all');
      const index = page.getByRole('navigation', { name: 'Harf dizini' });
      await expect(index.getByRole('link')).toHaveText(letters);
      // Turkish alphabet order: Ç right after C, Ş after S, İ after I (when those letters occur).
      for (const [before, after] of [
        ['C', 'Ç'],
        ['S', 'Ş'],
        ['I', 'İ'],
      ] as const) {
        if (letters.includes(before) && letters.includes(after)) {
          expect(letters.indexOf(after)).toBe(letters.indexOf(before) + 1);
        }
      }
      await expectAccessible(page);
      await screenshot(page, testInfo, 'brands');

      const brand = brands.find((b) => turkishInitial(b.ad) === 'Ç') ?? brands[0]!;
      await page.getByRole('main').getByRole('link', { name: brand.ad, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/spa/brand/${brand.id}/0$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.ad);
      const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
      await expect(crumbs.getByRole('link', { name: 'Markalar' })).toHaveAttribute('href', '/spa/brand/all');
      const list = await listOf(page, `/brand/${brand.id}`, { category: '0' });
      await expect(cards(page)).toHaveCount(list.stoks.length);
      await expect(page.getByLabel('Marka', { exact: true })).toHaveValue(String(brand.id));
    },
  );
});
