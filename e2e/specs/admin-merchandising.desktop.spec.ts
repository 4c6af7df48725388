import type { AdminPromotion, AdminPromotionList, AdminSlider, AdminSliderList, ProductLookup } from '@bayi/common';
import type { Page } from '@playwright/test';
import { api, DEMO, expect, expectAccessible, keepModalBanner, signIn, test } from '../support/app';

/**
 * Promotions and product sliders in the back office, at 1280 px: an editor uploads a new picture for
 * the modal banner (a file that is no image is refused beside the field) and a dealer sees the new banner on
 * the home page; the editor puts a product at the top of a home list and the dealer's home shows it there.
 * Both are put back afterwards: the other journeys expect the demo's promotions and lists.
 */

/** An 8×4 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGM4YKmNFTFQTwIANG0kgXSMqj4AAAAASUVORK5CYII=',
  'base64',
);

/** An editor made by the admin through the API (as the Personel page does), signed in on `page`. */
async function signInAsNewEditor(page: Page): Promise<void> {
  await signIn(page, DEMO.admin, null);
  const code = `vitrin${Date.now().toString(36)}`;
  const made = await page.request.post('/admin/staff', {
    data: { userCode: code, displayName: 'Vitrin Editörü', email: null, role: 'editor' },
  });
  expect(made.status()).toBe(201);
  const { password } = (await made.json()) as { password: string };
  await page.context().clearCookies();
  await signIn(page, { cariNo: 'ADMIN', userName: code, password });
}

const promotionBody = (p: AdminPromotion) => ({
  type: p.type,
  displayName: p.displayName,
  isActive: p.isActive,
  sort: p.sort,
  items: p.items.map(({ previewUrl: _preview, ...item }) => item),
});

test('an editor uploads a new modal banner and a dealer sees it on the home page', async ({ page, browser }) => {
  await signInAsNewEditor(page);
  const list = await api<AdminPromotionList>(page, '/admin/promotions');
  const modal = await api<AdminPromotion>(page, `/admin/promotions/${list.items.find((p) => p.type === 40)!.id}`);

  await page.goto('/spa/admin');
  await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Kampanyalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanyalar' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: modal.displayName }).click();
  const form = page.getByRole('form', { name: 'Kampanya' });
  const upload = form.getByRole('button', { name: '1. öğe resmi: resim yükle' });

  // A page saved as .png is no picture: refused beside the field, nothing changes.
  let chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'afis.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') });
  await expect(form.getByRole('alert')).toHaveText('Yalnız JPEG, PNG, WebP, GIF veya SVG resim yüklenebilir.');
  const image = form.getByLabel('1. öğe resmi (yüklenen dosya ya da adres)');
  await expect(image).toHaveValue(modal.items[0]!.imageUrl);

  chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'Kış Afişi.png', mimeType: 'image/png', buffer: PNG });
  await expect(image).toHaveValue(/^kis-afisi-[0-9a-f]{8}\.png$/);
  const fileName = await image.inputValue();
  await expect(form.getByRole('img', { name: '1. öğe resmi: önizleme' })).toHaveAttribute('src', new RegExp(fileName));
  await form.getByLabel('Başlık').fill('Kış Kampanyası Başladı');
  await form.getByRole('button', { name: 'Kampanyayı kaydet' }).click();
  await expect(form.getByRole('status')).toHaveText('Kampanya kaydedildi; mağazada gösteriliyor.');
  await expectAccessible(page);

  try {
    // A dealer's home page opens with the new banner and its picture.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const dealer = await context.newPage();
    await keepModalBanner(dealer);
    await signIn(dealer, DEMO.dealer);
    const banner = dealer.locator('#modal-banner');
    await expect(banner.getByRole('heading', { name: 'Kış Kampanyası Başladı' })).toBeVisible();
    await expect(banner.locator(`img[src*="${fileName}"]`)).toBeVisible();
    await context.close();
  } finally {
    const restore = await page.request.put(`/admin/promotions/${modal.id}`, { data: promotionBody(modal) });
    expect(restore.ok()).toBe(true);
  }
});

test("an editor puts a product at the top of a home list and the dealer's home shows it there", async ({
  page,
  browser,
}) => {
  await signInAsNewEditor(page);
  const sliders = await api<AdminSliderList>(page, '/admin/sliders');
  const home = await api<AdminSlider>(page, `/admin/sliders/${sliders.items[0]!.id}`);
  const inList = new Set(home.products.map((p) => p.id));
  const found = await api<ProductLookup>(page, '/admin/products/lookup?q=kablo');
  const product = found.items.find((p) => !inList.has(p.id))!;

  await page.goto('/spa/admin/sliders');
  await expectAccessible(page);
  await page.getByRole('link', { name: home.title }).click();
  const form = page.getByRole('form', { name: 'Ürün listesi' });
  await form.getByLabel('Ürün ekle').fill(product.code);
  await form.getByRole('button', { name: `${product.code} ${product.name}: ekle` }).click();
  // From the bottom to the top, one step at a time, as a person would.
  const up = form.getByRole('button', { name: `${product.code} ${product.name}: yukarı taşı` });
  for (let i = 0; i < home.products.length; i++) await up.click();
  await expect(up).toBeDisabled();
  await form.getByLabel('Başlık').fill('Haftanın Ürünleri');
  await form.getByRole('button', { name: 'Listeyi kaydet' }).click();
  await expect(form.getByRole('status')).toHaveText('Liste kaydedildi; mağazada görünüyor.');
  await expectAccessible(page);

  try {
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const dealer = await context.newPage();
    // The modal banner opens over the home page: closed as a dealer would.
    await dealer.addLocatorHandler(dealer.locator('#modal-banner').getByRole('button', { name: 'Kapat' }), (close) =>
      close.press('Escape'),
    );
    await signIn(dealer, DEMO.dealer);
    const list = dealer.getByRole('region', { name: 'Haftanın Ürünleri' });
    await expect(list.getByRole('link', { name: product.name }).first()).toBeVisible();
    await context.close();
  } finally {
    const restore = await page.request.put(`/admin/sliders/${home.id}`, {
      data: { title: home.title, isActive: home.isActive, productIds: home.products.map((p) => p.id) },
    });
    expect(restore.ok()).toBe(true);
  }
});
