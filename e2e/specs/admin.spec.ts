import type { Page } from '@playwright/test';
import type { AdminOrderListResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { mailWithSubject } from '../support/mailbox';

/**
 * The back office's orders: staff find an order with the filters, move it to its next stage with
 * a reason, the dealer's users get an e-mail of it, and the dealer sees the new stage in Sipariş Listesi. At
 * 1280 px and on a phone (375 px).
 */

/** The report's yyyy.MM.dd day of an instant, in Türkiye's calendar. */
const reportDay = (iso: string) =>
  new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '.');

/** An order still 'Alındı' of a dealer the other journeys do not use (each run moves its own). */
async function receivedOrder(page: Page) {
  const list = await api<AdminOrderListResponse>(page, '/admin/orders?stage=received');
  const order = list.rows.find((r) => !['120.01.001', '120.01.002'].includes(r.dealer.code));
  expect(order, 'a demo order still received').toBeTruthy();
  return order!;
}

test(
  'staff move an order to its next stage with a reason; the dealer sees it in Sipariş Listesi',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    await signIn(page, DEMO.admin, '/spa/admin');
    await expect(page).toHaveURL(/\/spa\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Siparişler' })).toBeVisible();
    const order = await receivedOrder(page);
    const dealer = { cariNo: order.dealer.code, userName: 'demo', password: 'demo1234' };

    // The filters: the dealer and the stage, as a person fills them in.
    const filters = page.getByRole('form', { name: 'Sipariş filtreleri' });
    await filters.getByLabel('Durum').selectOption({ label: 'Alındı' });
    await filters.getByLabel('Bayi (Cari No ya da ad)').fill(dealer.cariNo);
    await filters.getByRole('button', { name: 'Filtrele' }).click();
    await expect(page).toHaveURL(new RegExp(`stage=received&dealer=${dealer.cariNo.replaceAll('.', '\\.')}`));
    const link = page.getByRole('link', { name: order.documentNo, exact: true }).locator('visible=true');
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-orders');
    // The same filters give the Excel file.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Excel’e aktar' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^siparisler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.url()).toContain(`dealer=${dealer.cariNo}`);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${order.documentNo}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Durumu değiştir' });
    // Without a reason the server names the field, in Turkish.
    await form.getByLabel('Açıklama').fill('a');
    await form.getByRole('button', { name: 'Durumu değiştir' }).click();
    await expect(form.getByText('Açıklama en az 3 karakter olmalı.')).toBeVisible();
    await expect(form.getByLabel('Açıklama')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Yeni durum').selectOption({ label: 'Onaylandı' });
    await form.getByLabel('Açıklama').fill('Stok ve risk kontrol edildi');
    await form.getByRole('button', { name: 'Durumu değiştir' }).click();
    await expect(page.getByText('Sipariş “Onaylandı” durumuna geçti.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Durum geçmişi' });
    await expect(history).toContainText('Alındı → Onaylandı');
    await expect(history).toContainText('Stok ve risk kontrol edildi');
    await expect(history).toContainText('Sistem Yöneticisi');
    // The next stages follow on from the new one.
    await expect(form.getByLabel('Yeni durum').locator('option')).toHaveText(['Hazırlanıyor', 'İptal edildi']);
    // The dealer's users get an e-mail of it (a real SMTP server, support/mailbox.ts).
    const mail = await mailWithSubject(`Siparişinizin durumu: Onaylandı (${order.documentNo})`);
    expect(mail.text).toContain('Açıklama: Stok ve risk kontrol edildi');
    expect(mail.to.length).toBeGreaterThan(0);
    expect(mail.html).toContain('lang="tr"');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-order');

    // The dealer, in a browser of their own, sees the new stage in Sipariş Listesi.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const dealerPage = await context.newPage();
    await signIn(dealerPage, dealer);
    const day = reportDay(order.placedAt);
    await dealerPage.goto(`/spa/report/siparislistesi?begin=${day}&end=${day}`);
    const row = dealerPage
      .locator(isPhone(testInfo) ? 'li' : 'tbody > tr')
      .filter({ hasText: order.documentNo })
      .first();
    await expect(row).toContainText('Onaylandı');
    await context.close();
  },
);

test('a dealer who opens the back office is asked to sign in as staff, and gets no order', async ({ page }) => {
  await signIn(page, DEMO.dealer, '/spa/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeVisible();
  await expect(page.getByText('Bu sayfa personel içindir.')).toBeVisible();
  expect((await page.request.get('/admin/orders')).status()).toBe(403);
  await expectAccessible(page);
});
