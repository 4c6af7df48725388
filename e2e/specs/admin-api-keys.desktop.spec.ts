import type { IntegrationOrdersResponse } from '@bayi/common';
import { DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';

/**
 * Integration API keys in the back office, at 1280 px (and the same page at 375): an admin creates a key
 * for the ERP, sees it once with a warning and a copy button, the ERP (a client without the browser's cookies) reads
 * the order feed with it, the admin revokes it after confirming, and the same call is then refused.
 */
test('an admin creates a key, the ERP reads orders with it, and a revoked key is refused', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.admin, '/spa/admin');
  await page
    .getByRole('navigation', { name: 'Yönetim bölümleri' })
    .getByRole('link', { name: 'API anahtarları' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'API anahtarları' })).toBeVisible();
  await expectAccessible(page);

  // A name is required; the error stands beside the field.
  const form = page.getByRole('region', { name: 'Yeni anahtar' });
  await form.getByRole('button', { name: 'Anahtar oluştur' }).click();
  await expect(form.getByText('Anahtar adı gerekli.')).toBeVisible();

  const name = `ERP e2e ${Date.now()}`;
  await form.getByLabel('Anahtar adı').fill(name);
  await expect(form.getByRole('checkbox', { name: /Siparişler/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /Katalog/ }).check();
  await form.getByRole('button', { name: 'Anahtar oluştur' }).click();

  // Shown once, with the warning and a copy button.
  const shown = page.getByRole('region', { name: `"${name}" anahtarı oluşturuldu` });
  await expect(shown).toContainText('bir daha gösterilmeyecek');
  const token = await shown.getByLabel('API anahtarı').inputValue();
  expect(token).toMatch(/^bayi_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Kopyala', exact: true }).click();
  await expect(shown.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const card = page.getByRole('listitem', { name: `Anahtar: ${name}` });
  await expect(card).toContainText(token.slice(0, 13));
  await expect(card).not.toContainText(token);
  await expect(card).toContainText('Etkin');
  await expect(card).toContainText('Hiç kullanılmadı');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'api-keys-created');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, 'api keys at 375 px');
  await screenshot(page, testInfo, 'api-keys-created-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Once dismissed, the token is gone from the page for good.
  await shown.getByRole('button', { name: 'Kopyaladım, kapat' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('body')).not.toContainText(token);

  // The ERP: a server-side client with the key and no cookies.
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get('/api/v1/orders?limit=2', { headers });
  expect(res.status()).toBe(200);
  const feed = (await res.json()) as IntegrationOrdersResponse;
  expect(feed.orders).toHaveLength(2);
  expect(feed.hasMore).toBe(true);
  expect(feed.orders[0]!.lines.length).toBeGreaterThan(0);
  const next = await request.get(`/api/v1/orders?limit=2&cursor=${feed.nextCursor}`, { headers });
  expect(((await next.json()) as IntegrationOrdersResponse).orders[0]!.id).not.toBe(feed.orders[0]!.id);
  await page.reload();
  await expect(card).not.toContainText('Hiç kullanılmadı');

  // The ERP takes in one of the demo dealer's orders with its own number; the dealer will see that number.
  const erpNo = `ERP-E2E-${Date.now()}`;
  // The demo dealer's newest order not taken in yet: the orders report shows the last month by default.
  type FeedOrder = IntegrationOrdersResponse['orders'][number];
  let order: FeedOrder | undefined;
  for (let cursor = '', more = true; more;) {
    const res_ = await request.get(`/api/v1/orders?limit=100&unacknowledged=true${cursor}`, { headers });
    const body = (await res_.json()) as IntegrationOrdersResponse;
    for (const o of body.orders) {
      if (o.dealer.code === DEMO.dealer.cariNo && (!order || o.placedAt > order.placedAt)) order = o;
    }
    more = body.hasMore;
    cursor = `&cursor=${body.nextCursor}`;
  }
  if (!order) throw new Error('the demo dealer has an order the ERP has not taken in');
  const ack = await request.post(`/api/v1/orders/${order.id}/ack`, { headers, data: { documentNo: erpNo } });
  expect(ack.status()).toBe(200);

  // Revoked after confirming: the same call is refused.
  await card.getByRole('button', { name: `İptal et: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
  await expect(dialog).toContainText(name);
  await expectAccessible(page, 'revoke confirmation');
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('İptal edildi');
  await expect(card.getByRole('button', { name: /İptal et/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'api-keys-revoked');

  const refused = await request.get('/api/v1/orders?limit=2', { headers });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toContain('Bearer');
  expect(await refused.json()).toMatchObject({
    hasError: true,
    errorMessage: 'API anahtarı geçersiz, süresi dolmuş ya da iptal edilmiş.',
  });

  // The dealer sees the ERP's number under the order's own, in the list and in the order's panel.
  await page.context().clearCookies();
  await signIn(page, DEMO.dealer, '/spa/report/siparislistesi');
  const detail = page.getByRole('button', { name: `Detay ${order.orderNo}` });
  await expect(page.getByRole('row').filter({ has: detail }).first()).toContainText(`ERP Belge No: ${erpNo}`);
  await detail.first().click();
  const panel = page.getByRole('dialog', { name: 'Sipariş Detayı' });
  await expect(panel.getByRole('definition').filter({ hasText: erpNo })).toBeVisible();
  await expectAccessible(page, 'order panel with the ERP number');
  await screenshot(page, testInfo, 'order-panel-erp-number');
});
