import type { Page } from '@playwright/test';
import type { ProductDetailResponse, ProductSliderResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { basketCount, listOf, topCategories } from './catalog-data';

/** An in-stock product that has both related lists (the demo gives them to the first products). */
async function productWithSliders(page: Page) {
  const categories = await topCategories(page);
  for (const category of categories) {
    const list = await listOf(page, `/category/${category.id}`, { instock: 'true' });
    for (const product of list.stoks) {
      const alternatives = await api<ProductSliderResponse>(
        page,
        `/promotion/GetProductSlider?key=sys.alternatifstoklar:${product.id}&itemCount=0`,
      );
      if (alternatives.stoks.length) return product.id;
    }
  }
  throw new Error('No product with related lists in the demo data');
}

test.describe('product detail', () => {
  test(
    'shows the server data, steps the quantity and adds to the basket',
    { tag: '@smoke' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer);
      const id = await productWithSliders(page);
      const { stok, category, categoryPath } = await api<ProductDetailResponse>(page, `/product/${id}`);
      const together = await api<ProductSliderResponse>(
        page,
        `/promotion/GetProductSlider?key=sys.birliktesatilanlar:${id}&itemCount=0`,
      );

      await page.goto(`/spa/product/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stok.ad);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Alternatif Satanlar' })).toBeVisible();
      await expectAccessible(page);
      await expect(main).toContainText(stok.kod);
      if (stok.showBarkod && stok.barkod) await expect(main).toContainText(stok.barkod);
      if (stok.miktarDisplayName && !stok.temin) await expect(main).toContainText(stok.miktarDisplayName);

      // Breadcrumb: the category path, each linking to its list; the product last, without a link.
      const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
      for (const c of categoryPath) {
        await expect(crumbs.getByRole('link', { name: c.displayName, exact: true })).toHaveAttribute(
          'href',
          `/spa/catalog/${c.id}`,
        );
      }
      await expect(crumbs.getByText(stok.ad)).toHaveAttribute('aria-current', 'page');
      if (stok.marka) {
        await expect(main.getByRole('link', { name: stok.marka, exact: true })).toHaveAttribute(
          'href',
          `/spa/brand/${stok.markaId}/${category?.id ?? 0}`,
        );
      }

      // One price row per price list, with the price and the price with VAT.
      const prices = main.getByRole('table', { name: 'Fiyatlar' });
      for (const price of stok.fiyats!) {
        const row = prices.getByRole('row', { name: new RegExp(`^${price.ad}`) });
        await expect(row).toContainText(`${price.fiyatF} ${price.paraBirimi}`);
        await expect(row).toContainText(`${price.fiyatFK} ${price.paraBirimi}`);
        if (stok.showIskonto) await expect(row).toContainText(`${price.netFiyatF} ${price.paraBirimi}`);
      }
      if (stok.showTeskFiyat && stok.teskFiyatFTL) await expect(main).toContainText(`${stok.teskFiyatFTL} TL`);

      await expect(main.getByRole('heading', { name: 'Alternatif Satanlar' })).toBeVisible();
      if (together.stoks.length) await expect(main.getByRole('heading', { name: 'Birlikte Satılanlar' })).toBeVisible();

      // Stepper: from 1, plus twice gives 3, minus never goes below 1.
      const form = main.getByRole('group', { name: 'Miktar', exact: true });
      const amount = form.getByRole('spinbutton');
      await expect(amount).toHaveValue('1');
      await form.getByRole('button', { name: 'Artır' }).click();
      await form.getByRole('button', { name: 'Artır' }).click();
      await expect(amount).toHaveValue('3');
      for (let i = 0; i < 3; i++) {
        const minus = form.getByRole('button', { name: 'Azalt' });
        if (await minus.isEnabled()) await minus.click();
      }
      await expect(amount).toHaveValue('1');
      await expect(form.getByRole('button', { name: 'Azalt' })).toBeDisabled();
      await form.getByRole('button', { name: 'Artır' }).click();
      await form.getByRole('button', { name: 'Artır' }).click();
      await expect(amount).toHaveValue('3');

      // SEPETE EKLE: adding, then 'Eklendi' for a moment, then ready again; the header count follows.
      const add = main.getByRole('button', { name: 'SEPETE EKLE', exact: true });
      await add.click();
      await expect(main.getByRole('button', { name: 'Eklendi', exact: true })).toBeVisible();
      await expect(add).toBeVisible({ timeout: 3000 });
      const count = await basketCount(page);
      expect(count).toBeGreaterThan(0);
      await expect(page.locator('#header-top')).toContainText(`Sepetinizde ${count} ürün`);
      await screenshot(page, testInfo, 'product-dealer');
    },
  );

  test('visitors see the product without prices or basket form', async ({ page }, testInfo) => {
    const [category] = await topCategories(page);
    const { stoks } = await listOf(page, `/category/${category!.id}`);
    const product = stoks[0]!;
    await page.goto(`/spa/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.ad);
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: 'Fiyatlar' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'SEPETE EKLE', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Bayi Girişi' })).toBeVisible();
    await expect(main).not.toContainText('Bayi Fiyatı');
    await screenshot(page, testInfo, 'product-visitor');
  });

  test('an unknown product says so', async ({ page }) => {
    await page.goto('/spa/product/999999999');
    await expect(page.getByText('Ürün bulunamadı.')).toBeVisible();
  });
});
