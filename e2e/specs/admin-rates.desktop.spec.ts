import type { AdminRates } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, signIn, test } from '../support/app';

/**
 * Exchange rates in the back office, at 1280 px: an admin reads where the rates come from, a selling
 * rate below the buying one is refused beside its field, and a rate set by hand is what the storefront's top bar
 * shows. The rate is put back to what it was (a manual rate of the same figures): the other journeys' prices stay.
 */
test('an admin sets the dollar rate by hand and the top bar shows it', async ({ page }) => {
  await signIn(page, DEMO.admin, null);
  const before = (await api<AdminRates>(page, '/admin/rates')).rates.find((r) => r.code === 'USD')!;

  await page.goto('/spa/admin');
  await page
    .getByRole('navigation', { name: 'Yönetim bölümleri' })
    .getByRole('link', { name: 'Döviz kurları' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Döviz kurları' })).toBeVisible();
  const rates = page.getByRole('list', { name: 'Kullanılan kurlar' });
  await expect(rates.getByRole('heading', { name: /USD/ })).toBeVisible();
  await expectAccessible(page);

  await rates.getByRole('button', { name: 'USD: elle gir' }).click();
  const form = page.getByRole('form', { name: 'USD kurunu elle gir' });
  await form.getByLabel('USD alış').fill('45,1000');
  await form.getByLabel('USD satış').fill('45,0000');
  await form.getByRole('button', { name: 'Bugün için kaydet' }).click();
  await expect(form.getByText('Satış kuru alış kurundan küçük olamaz.')).toBeVisible();
  await form.getByLabel('USD satış').fill('45,2500');
  await form.getByRole('button', { name: 'Bugün için kaydet' }).click();
  await expect(rates.getByText('Elle girildi (Sistem Yöneticisi)')).toBeVisible();
  await expect(rates.getByText('45,2500 ₺')).toBeVisible();
  await expectAccessible(page);

  try {
    await page.goto('/spa/');
    await expect(page.getByRole('list', { name: 'Döviz satış kurları' })).toContainText('45,25 ₺');
  } finally {
    const restore = await page.request.put('/admin/rates/USD', { data: { buy: before.buy, sell: before.sell } });
    expect(restore.ok()).toBe(true);
  }
});
