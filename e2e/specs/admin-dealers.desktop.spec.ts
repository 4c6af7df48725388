import type { AdminMenu, AdminOrderDetail, PlaceOrderResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { basketWith } from './basket-data';

/**
 * The back office's dealers, at 1280 px: an admin finds a dealer, a wrong tax number is refused
 * next to its field, and a dealer user created there — with the password shown once — signs in to the
 * storefront; a new plasiyer sees only their dealers and places an order for one of them; a new representative
 * (Plasiyerler) takes that dealer over. A dealer the other journeys do not use, so runs do not meet.
 */
const CARI = '120.01.007';

test('an admin creates a dealer user who then signs in with the password shown once', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, DEMO.admin, '/spa/admin');
  await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Bayiler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayiler' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Bayi ara' });
  await search.getByLabel('Cari No, ünvan ya da vergi numarası').fill(CARI);
  await search.getByRole('button', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/\?q=120\.01\.007$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('link', { name: CARI }).click();

  // A tax number whose check digit is wrong is refused beside the field, and nothing is saved.
  const form = page.getByRole('form', { name: 'Bayi bilgileri' });
  const taxNumber = form.getByLabel('Vergi no (VKN 10 / TCKN 11 hane)');
  const stored = await taxNumber.inputValue();
  const wrong = stored.slice(0, 9) + String((Number(stored[9]) + 1) % 10);
  await taxNumber.fill(wrong);
  await form.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(form.getByText('Vergi kimlik numarası (VKN) geçersiz: kontrol hanesi tutmuyor.')).toBeVisible();
  await expect(taxNumber).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Bayi bilgileri' }).getByLabel('Vergi no (VKN 10 / TCKN 11 hane)'),
  ).toHaveValue(stored);

  // A new user: the password is shown once.
  const userCode = `satis${Date.now().toString(36)}`;
  const users = page.getByRole('region', { name: /Kullanıcılar/ });
  await users.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  const add = users.getByRole('form', { name: 'Yeni kullanıcı' });
  await add.getByLabel('Kullanıcı kodu').fill(userCode);
  await add.getByLabel('Ad soyad').fill('Satış Sorumlusu');
  await add.getByRole('button', { name: 'Kullanıcıyı oluştur' }).click();
  await expect(users.getByText('Kullanıcı oluşturuldu. Şifreyi şimdi not edin: bir daha gösterilmez.')).toBeVisible();
  const password = (await users.locator('output').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await expect(users.getByText(`Satış Sorumlusu (${userCode})`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-dealer');

  // The dealer's new user signs in to the storefront in a browser of their own.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const dealerPage = await context.newPage();
  await signIn(dealerPage, { cariNo: CARI, userName: userCode, password });
  await expect(dealerPage.getByRole('link', { name: 'Bayi Girişi' })).toHaveCount(0);
  expect((await dealerPage.request.get('/info/me')).status()).toBe(200);

  // Deactivated, the user's session ends at its next call.
  await page.reload();
  await users.getByRole('button', { name: `${userCode}: Pasifleştir` }).click();
  await expect(users.getByText('Kullanıcı pasifleştirildi; artık giriş yapamaz.')).toBeVisible();
  expect((await dealerPage.request.get('/info/me')).status()).toBe(401);
  await context.close();
});

test('an admin gives a new staff member the plasiyer role with their representative record', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.admin, '/spa/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
  await page.getByRole('button', { name: 'Personel ekle' }).click();
  const form = page.getByRole('form', { name: 'Yeni personel' });
  const code = `plasiyer${Date.now().toString(36)}`;
  await form.getByLabel('Kullanıcı kodu').fill(code);
  await form.getByLabel('Ad soyad').fill('Yeni Plasiyer');
  await form.getByLabel('Rol').selectOption({ label: 'Plasiyer' });
  // Without the representative record the server names the field.
  await form.getByRole('button', { name: 'Personeli oluştur' }).click();
  await expect(form.getByText('Plasiyerin temsilci kaydı seçilmeli.')).toBeVisible();
  await form.getByLabel('Temsilci kaydı (bayileri)').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Personeli oluştur' }).click();
  await expect(page.getByText('Kullanıcı oluşturuldu. Şifreyi şimdi not edin: bir daha gösterilmez.')).toBeVisible();
  const password = (await page.locator('output').textContent())!.trim();
  await expect(page.getByRole('list', { name: 'Personel' })).toContainText(`Yeni Plasiyer (${code})`);
  await expectAccessible(page);

  // The audit log has it: who made whom, found by the new user's code.
  await page
    .getByRole('navigation', { name: 'Yönetim bölümleri' })
    .getByRole('link', { name: 'Denetim kaydı' })
    .click();
  const search = page.getByRole('search', { name: 'Denetim kaydında ara' });
  await search.getByLabel('Metin, kişi ya da kayıt no').fill(code);
  await search.getByRole('button', { name: 'Ara' }).click();
  const entries = page.getByRole('list', { name: 'Değişiklikler, en yenisi önce' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Kullanıcı eklendi');
  await expect(entries.first()).toContainText(`ADMIN / ${code} kullanıcısı eklendi.`);
  await entries.first().getByText('Önce → sonra').click();
  await expect(entries.first()).toContainText('plasiyer');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-audit');

  // The plasiyer signs in and finds only their representative's dealers.
  await page.context().clearCookies();
  await signIn(page, { cariNo: 'ADMIN', userName: code, password });
  const dealers = await page.request.get('/admin/dealers');
  expect(dealers.status()).toBe(200);
  const { total } = (await dealers.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(25);
  expect((await page.request.get('/admin/staff')).status()).toBe(403);

  // The representative places an order for one of their dealers, marked as theirs.
  await page.goto('/spa/admin/dealers');
  const first = page.getByRole('table').getByRole('link').first();
  const cari = (await first.textContent())!.trim();
  await first.click();
  await page.getByRole('button', { name: 'Bu bayi adına sipariş ver' }).click();
  await page.waitForURL((url) => url.pathname === '/spa/');
  const banner = page.getByRole('region', { name: 'Bayi adına alışveriş' });
  await expect(banner).toContainText(`Yeni Plasiyer, `);
  await expect(banner).toContainText(`(${cari}) adına alışveriş yapıyorsunuz`);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'shopping-for');
  await basketWith(page, 1);
  await page.goto('/spa/basket');
  const placed = page.waitForResponse((r) => r.url().endsWith('/basket/order2'));
  await page.getByRole('button', { name: 'Sipariş Ver' }).click();
  const order = (await (await placed).json()) as PlaceOrderResponse;
  await expect(page).toHaveURL(`/spa/checkout/${order.siparisId}`);
  const detail = await api<AdminOrderDetail>(page, `/admin/orders/${order.siparisId}`);
  expect(detail).toMatchObject({ placedBy: 'Yeni Plasiyer (Plasiyer)', dealer: { code: cari } });
  await page.getByRole('button', { name: 'Alışverişi bitir' }).click();
  await page.waitForURL('**/spa/admin/dealers');
  await expect(page.getByRole('region', { name: 'Bayi adına alışveriş' })).toHaveCount(0);
});

test('an admin changes a setting with its meaning beside it; a wrong value is refused; the storefront shows it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/spa/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ayarlar' });
  const pageSize = form.getByLabel('Sayfa başına ürün');
  await expect(pageSize).toHaveAccessibleDescription(/Ürün listelerinde bir sayfadaki ürün sayısı/);
  await pageSize.fill('1000');
  await form.getByRole('button', { name: 'Ayarları kaydet' }).click();
  await expect(form.getByText('Sayfa başına ürün 6 ile 100 arasında bir tam sayı olmalı.')).toBeVisible();
  await expect(pageSize).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const footer = form.getByLabel('Alt bilgi metni');
  const before = await footer.inputValue();
  const text = `Bayilerimize 7/24 hizmet — ${Date.now().toString(36)}`;
  await pageSize.fill('24');
  await footer.fill(text);
  await form.getByRole('button', { name: 'Ayarları kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ayarlar kaydedildi.' })).toBeVisible();
  await page.goto('/spa/');
  await expect(page.getByRole('contentinfo')).toContainText(text);

  // The other journeys keep the demo's footer.
  const res = await page.request.put('/admin/settings', { data: { values: { 'footer.center': before } } });
  expect(res.ok()).toBe(true);

  // Card payments for support are listed next door (masked cards only).
  await page.goto('/spa/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeler' })).toBeVisible();
  await expectAccessible(page);
});

test('an editor renames a menu entry and the storefront shows it', async ({ page, browser }) => {
  // An editor made by the admin, through the API as the Personel page does.
  await signIn(page, DEMO.admin, null);
  const code = `editor${Date.now().toString(36)}`;
  const made = await page.request.post('/admin/staff', {
    data: { userCode: code, displayName: 'İçerik Editörü', email: null, role: 'editor' },
  });
  expect(made.status()).toBe(201);
  const { password } = (await made.json()) as { password: string };
  const original = await api<AdminMenu>(page, '/admin/menus/menu.logon');
  await page.context().clearCookies();

  await signIn(page, { cariNo: 'ADMIN', userName: code, password }, '/spa/admin');
  await expect(page).toHaveURL(/\/spa\/admin\/menus$/);
  await page.getByRole('navigation', { name: 'Menüler' }).getByRole('link', { name: 'Giriş sayfası menüsü' }).click();
  const form = page.getByRole('form', { name: 'Giriş sayfası menüsü' });
  const first = form.getByLabel('Ad').first();
  const renamed = `${original.items[0]!.displayName} (güncel)`;
  await first.fill(renamed);
  // A link that is not one is refused beside its field.
  await form.getByLabel('Bağlantı').first().fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Menüyü kaydet' }).click();
  await expect(
    form.getByText('Bağlantı / ile başlayan bir yol, https://, mailto: veya tel: adresi ya da # olmalı.'),
  ).toBeVisible();
  await form.getByLabel('Bağlantı').first().fill(original.items[0]!.url);
  await form.getByRole('button', { name: 'Menüyü kaydet' }).click();
  await expect(page.getByText('Menü kaydedildi; mağazada görünüyor.')).toBeVisible();
  await expectAccessible(page);

  // A visitor's sign-in page shows the new name.
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto('/spa/login');
  await expect(login.getByRole('link', { name: renamed })).toBeVisible();
  await visitor.close();

  // The other journeys keep the demo's menu.
  const restore = await page.request.put('/admin/menus/menu.logon', {
    data: {
      items: original.items.map((i) => ({
        displayName: i.displayName,
        url: i.url,
        cssClass: i.cssClass,
        childs: i.childs.map((c) => ({ displayName: c.displayName, url: c.url, cssClass: c.cssClass })),
      })),
    },
  });
  expect(restore.ok()).toBe(true);
});

test('an admin adds a representative, assigns a dealer to it and finds both in the lists', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.admin, '/spa/admin');
  const nav = page.getByRole('navigation', { name: 'Yönetim bölümleri' });
  await nav.getByRole('link', { name: 'Plasiyerler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plasiyerler' })).toBeVisible();
  await page.getByRole('link', { name: 'Yeni plasiyer' }).click();

  // Without a name the server names the field; a code with a space is refused beside its field.
  const suffix = Date.now().toString(36);
  const name = `Deniz Aksoy ${suffix}`;
  const code = `E2E-${suffix}`.toUpperCase();
  const form = page.getByRole('form', { name: 'Plasiyer bilgileri' });
  await form.getByLabel('Plasiyer kodu').fill('PL 99');
  await form.getByRole('button', { name: 'Plasiyeri oluştur' }).click();
  await expect(form.getByText('Ad soyad gerekli.')).toBeVisible();
  await expect(form.getByLabel('Plasiyer kodu')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Ad soyad').fill(name);
  await form.getByLabel('Plasiyer kodu').fill(code);
  await form.getByLabel('E-posta').fill('deniz.aksoy@bayi.com.tr');
  await form.getByLabel('Telefon').fill('0532 555 44 33');
  await form.getByRole('button', { name: 'Plasiyeri oluştur' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Plasiyer eklendi.' })).toBeVisible();
  await expectAccessible(page);

  // A dealer assigned by its Cari No moves from its demo representative to this one.
  const assign = page.getByRole('form', { name: 'Bayi ata' });
  await assign.getByLabel('Cari No').fill('120.01.999');
  await assign.getByRole('button', { name: 'Bayiyi ata' }).click();
  await expect(assign.getByText('"120.01.999" cari numaralı bayi bulunamadı.')).toBeVisible();
  await assign.getByLabel('Cari No').fill(CARI);
  await assign.getByRole('button', { name: 'Bayiyi ata' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CARI} ` })).toContainText('bu plasiyere atandı');
  const dealers = page.getByRole('list', { name: `${name} plasiyerinin bayileri` });
  await expect(dealers.getByRole('link', { name: CARI })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bayileri (1)' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-representative');

  // The list shows it with its code, one dealer, active; the count opens its dealers.
  await nav.getByRole('link', { name: 'Plasiyerler' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Aktif');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'admin-representatives');
  await row.getByRole('link', { name: `${name}: 1 bayi` }).click();
  await expect(page).toHaveURL(/\/spa\/admin\/dealers\?representativeId=\d+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(CARI);
  await expect(table).toContainText(name);

  // Deactivated, it keeps the dealer, and the dealer's card shows it but offers it to no other dealer.
  await page.goto('/spa/admin/representatives');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Pasifleştir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plasiyer pasifleştirildi' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Bayi ata' })).toHaveCount(0);
  await dealers.getByRole('link', { name: CARI }).click();
  const card = page.getByRole('form', { name: 'Bayi bilgileri' });
  await expect(card.getByLabel('Temsilci (plasiyer)').locator('option:checked')).toHaveText(
    `${name} · ${code} (pasif)`,
  );
  await expectAccessible(page);
});
