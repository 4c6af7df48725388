import { DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';

/**
 * Content pages in the back office, at 1280 px: an editor writes a page with a heading and bold text
 * in the rich-text editor, an address with Turkish letters is refused beside its field, the page is published
 * and a visitor reads it formatted on the storefront at once; deleted, the visitor's page says it is gone.
 */
test('an editor writes and publishes a page; a visitor reads it formatted', async ({ page, browser }, testInfo) => {
  // An editor made by the admin, through the API as the Personel page does.
  await signIn(page, DEMO.admin, null);
  const code = `sayfa${Date.now().toString(36)}`;
  const made = await page.request.post('/admin/staff', {
    data: { userCode: code, displayName: 'Sayfa Editörü', email: null, role: 'editor' },
  });
  expect(made.status()).toBe(201);
  const { password } = (await made.json()) as { password: string };
  await page.context().clearCookies();

  await signIn(page, { cariNo: 'ADMIN', userName: code, password }, '/spa/admin');
  await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Sayfalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfalar' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Hakkımızda', exact: true })).toBeVisible();
  await expectAccessible(page, 'pages list');
  await page.getByRole('link', { name: 'Yeni sayfa' }).click();

  const form = page.getByRole('form', { name: 'Sayfa' });
  const title = `Bayi Çalışma İlkeleri ${Date.now().toString(36)}`;
  await form.getByLabel('Başlık', { exact: true }).fill(title);
  // The address follows the title, its Turkish letters folded; one typed with them is refused beside the field.
  const slug = form.getByLabel('Adres (slug)');
  await expect(slug).toHaveValue(/^bayi-calisma-ilkeleri-[a-z0-9]+$/);
  const folded = await slug.inputValue();
  await slug.fill('Bayi Çalışma İlkeleri');

  // The toolbar: one tab stop, arrow keys along it, buttons that say whether they are on.
  const toolbar = form.getByRole('toolbar', { name: 'İçerik: biçimlendirme' });
  const bold = toolbar.getByRole('button', { name: 'Kalın' });
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'İtalik' })).toBeFocused();

  const editor = form.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Başlık (H2)' }).click();
  await expect(toolbar.getByRole('button', { name: 'Başlık (H2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Genel ilkeler');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Siparişler ');
  // A toolbar button hands the focus back to the text: typing waits for it, as a hand on the keys would
  // (a key pressed while the button still held the focus was lost, once, on a busy machine).
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('iki iş günü');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' içinde sevk edilir.');
  await form.getByLabel('Yayında: ziyaretçiler sayfayı görür').check();

  await form.getByRole('button', { name: 'Sayfayı ekle' }).click();
  await expect(
    form.getByText('Adres (slug) yalnız küçük harf (a–z), rakam ve tireden oluşmalı', { exact: false }),
  ).toBeVisible();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toBeFocused();
  await slug.fill(folded);
  await form.getByRole('button', { name: 'Sayfayı ekle' }).click();
  await expect(page.getByText('Sayfa eklendi.')).toBeVisible();
  await expect(page).toHaveURL(/\/spa\/admin\/pages\/\d+$/);
  const id = /\/pages\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'İçerik' }).locator('strong')).toHaveText('iki iş günü');
  await expectAccessible(page, 'page editor');
  await screenshot(page, testInfo, 'admin-page-editor');

  // A visitor, in a browser of their own, reads the page formatted.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reader = await visitor.newPage();
  await reader.goto(`/spa/page/${id}`);
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Genel ilkeler' })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('iki iş günü');
  await expect(article).toContainText('Siparişler iki iş günü içinde sevk edilir.');
  await expectAccessible(reader, 'published page');

  // Deleted, with the reason given in the dialog; the visitor's page then says it is gone.
  await page.getByRole('button', { name: 'Sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sayfa silinsin mi?' });
  await dialog.getByRole('button', { name: 'Sayfayı sil' }).click();
  await expect(page).toHaveURL(/\/spa\/admin\/pages$/);
  await expect(page.getByRole('status').filter({ hasText: `“${title}” sayfası silindi.` })).toBeVisible();
  await reader.reload();
  await expect(reader.getByText('Sayfa bulunamadı.')).toBeVisible();
  await visitor.close();
});
