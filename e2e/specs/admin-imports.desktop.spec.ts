import type { ImportList, ProductListResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, signIn, test } from '../support/app';

/**
 * Imports in the back office, at 1280 px: an admin downloads the products template, uploads a file of
 * 1,500 products (three of them bad), watches the progress bar reach its end and reads the error report; a dealer
 * then finds a new product with its price. The products are put out of sale again by a second import (Aktif:
 * Hayır), so the other journeys' catalogue stays as it was.
 */
const COUNT = 1500;
const code = (i: number) => `E2E-AKT-${String(i).padStart(5, '0')}`;

function productsFile(active: boolean): string {
  const lines = ['Ürün Kodu;Ürün Adı;Kategori;Marka;KDV Oranı;Birim;Stok;Aktif;Fiyat: Bayi Fiyatı'];
  for (let i = 1; i <= COUNT; i++) {
    lines.push(
      [
        code(i),
        `Aktarım Denemesi Zımpara ${i}`,
        'E2E Aktarım > Zımparalar',
        'E2E Marka',
        '20',
        'Adet',
        String(i % 50),
        active ? 'Evet' : 'Hayır',
        `${i},25`,
      ].join(';'),
    );
  }
  if (active) {
    lines.push(`${code(9001)};;E2E Aktarım;;20;Adet;1;Evet;1,00`);
    lines.push(`${code(9002)};Yanlış KDV;E2E Aktarım;;yirmi;Adet;1;Evet;1,00`);
    lines.push(`${code(1)};Aynı kod ikinci kez;E2E Aktarım;;20;Adet;1;Evet;1,00`);
  }
  return lines.join('\r\n');
}

test('an admin imports products, watches the progress bar finish and reads the error report', async ({ page }) => {
  await signIn(page, DEMO.admin, '/spa/admin');
  await page
    .getByRole('navigation', { name: 'Yönetim bölümleri' })
    .getByRole('link', { name: 'Veri aktarımı' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veri aktarımı' })).toBeVisible();
  await expectAccessible(page);

  // The template is a CSV with the Turkish headers.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Ürünler şablonu (CSV)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('sablon-products.csv');

  // Without a file the form says so beside the field.
  await page.getByRole('button', { name: 'Aktarımı başlat' }).click();
  await expect(page.getByText('Bir CSV veya XLSX dosyası seçin.')).toBeVisible();

  await page.getByLabel('Aktarım türü').selectOption({ label: 'Ürünler' });
  await page.getByLabel(/^Dosya/).setInputFiles({
    name: 'e2e-urunler.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(productsFile(true), 'utf8'),
  });
  await page.getByRole('button', { name: 'Aktarımı başlat' }).click();

  const recent = page.getByRole('list', { name: 'Son aktarımlar' });
  const row = recent.getByRole('listitem').filter({ hasText: 'e2e-urunler.csv' }).first();
  await expect(row).toBeVisible();
  const bar = row.getByRole('progressbar', { name: 'e2e-urunler.csv ilerlemesi' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(row.getByText('Tamamlandı')).toBeVisible();
  await expect(row.getByText('Eklenen')).toBeVisible();
  await expect(row.locator('dd').nth(2)).toHaveText('1.500');
  await expect(row.locator('dd').nth(5)).toHaveText('3');

  await row.getByRole('button', { name: 'Hata raporunu göster' }).click();
  const report = row.getByRole('table', { name: 'e2e-urunler.csv: hatalı satırlar' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText('Ürün Adı boş olamaz.');
  await expect(report).toContainText('KDV Oranı bir sayı olmalı');
  await expect(report).toContainText('Bu kayıt dosyada 2. satırda da var; yalnız ilki yazıldı.');
  await expect(row.getByRole('link', { name: 'Hata raporunu indir (CSV)' })).toBeVisible();
  await expectAccessible(page);

  // A dealer finds a new product at once, with the price of the file.
  try {
    const dealerPage = await page.context().browser()!.newPage();
    await signIn(dealerPage, DEMO.dealer);
    const found = await api<ProductListResponse>(dealerPage, `/search/?q=${encodeURIComponent(code(42))}`);
    expect(found.stoks[0]?.kod).toBe(code(42));
    expect(found.stoks[0]?.fiyats?.map((f) => f.fiyatF)).toContain('42,25');
    await dealerPage.close();
  } finally {
    // The same products out of sale again: the other journeys see the demo catalogue.
    const res = await page.request.post('/admin/imports?kind=products', {
      multipart: { file: { name: 'geri-al.csv', mimeType: 'text/csv', buffer: Buffer.from(productsFile(false)) } },
    });
    expect(res.status()).toBe(202);
    await expect
      .poll(async () => (await api<ImportList>(page, '/admin/imports')).imports[0]!.status, { timeout: 30_000 })
      .toBe('finished');
  }
});
