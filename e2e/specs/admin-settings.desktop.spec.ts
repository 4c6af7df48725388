import type { AdminDeliverySlots, AdminPaymentMethods, PlaceOrderResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { basketWith } from './basket-data';

/**
 * What checkout offers, set in the back office, at 1280 px: an admin adds a courier slot and turns
 * open account off; a dealer's checkout then offers the new slot and no open account. Specs share one server
 * and its data, so the admin's settings are put back at the end whatever happens. The dealer is the one the
 * back office's dealer journey uses (120.01.007): no checkout journey counts its orders.
 */
const DEALER = { ...DEMO.dealer2, cariNo: '120.01.007' };

test('an admin adds a courier slot and turns open account off; the dealer’s checkout follows', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, DEMO.admin, null);
  const slotsBefore = await api<AdminDeliverySlots>(page, '/admin/settings/delivery-slots');
  const methodsBefore = await api<AdminPaymentMethods>(page, '/admin/settings/payment-methods');
  const slot = `E2E ${Date.now().toString(36)} 21:30`;
  try {
    await page.goto('/spa/admin/settings');
    const sections = page.getByRole('navigation', { name: 'Ayar bölümleri' });
    await sections.getByRole('link', { name: 'Teslimat saatleri' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teslimat saatleri' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Teslimat saatleri' });
    const next = slotsBefore.kurye.slots.length + 1;

    // A new courier slot: left empty it is refused beside its field, then named and saved.
    await form.getByRole('button', { name: 'Kurye saat dilimi ekle' }).click();
    const label = form.getByLabel(`Kurye ${next}. saat dilimi`, { exact: true });
    await form.getByRole('button', { name: 'Teslimat saatlerini kaydet' }).click();
    await expect(form.getByText('Saat dilimi gerekli.')).toBeVisible();
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'işaretli alanları düzeltin' })).toBeVisible();
    await label.fill(slot);
    // Moved up one: it is offered before the last of the demo's slots.
    await form.getByRole('button', { name: `Kurye ${next}. saat dilimini yukarı taşı` }).click();
    await expect(form.getByLabel(`Kurye ${next - 1}. saat dilimi`, { exact: true })).toHaveValue(slot);
    await form.getByRole('button', { name: 'Teslimat saatlerini kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Teslimat saatleri kaydedildi' })).toBeVisible();
    await expectAccessible(page, 'delivery slots');

    // A wrong IBAN is named beside its field as soon as the field is left (nothing is saved here).
    await sections.getByRole('link', { name: 'Banka hesapları' }).click();
    const banks = page.getByRole('form', { name: 'Banka hesapları' });
    await banks.getByRole('button', { name: 'Hesap ekle' }).click();
    const rows = await banks.getByRole('textbox', { name: /\. hesap: IBAN$/ }).count();
    const iban = banks.getByLabel(`${rows}. hesap: IBAN`);
    await iban.fill('tr340006100519786457841326');
    await iban.blur();
    await expect(iban).toHaveValue('TR34 0006 1005 1978 6457 8413 26');
    await expect(banks.getByText('IBAN geçersiz: kontrol basamakları tutmuyor, rakamları denetleyin.')).toBeVisible();
    await expectAccessible(page, 'bank accounts');

    // Open account off; bank transfer stays the default.
    await sections.getByRole('link', { name: 'Ödeme şekilleri' }).click();
    const methods = page.getByRole('form', { name: 'Ödeme şekilleri' });
    await methods.getByLabel('Açık hesap').uncheck();
    await methods.getByLabel('Varsayılan ödeme şekli').selectOption('havale');
    await methods.getByRole('button', { name: 'Ödeme şekillerini kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ödeme şekilleri kaydedildi' })).toBeVisible();
    await expectAccessible(page, 'payment methods');
    await screenshot(page, testInfo, 'admin-payment-methods');

    // The dealer's checkout, in a browser of its own, at the next request.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const dealer = await context.newPage();
    try {
      await signIn(dealer, DEALER);
      const basket = await basketWith(dealer, 1);
      const placed = await dealer.request.post('/basket/order2', { data: { siparisId: basket.id, aciklama: '' } });
      expect(placed.ok()).toBe(true);
      const order = (await placed.json()) as PlaceOrderResponse;
      await dealer.goto(`/spa/checkout/${order.siparisId}`);
      await dealer.getByRole('radio', { name: 'Kurye ile Adresime Teslim' }).check();
      const courier = dealer.getByRole('group', { name: 'Kurye Teslim Saati' }).getByRole('radio');
      await expect(courier).toHaveCount(slotsBefore.kurye.slots.length + 1);
      await expect(courier.nth(slotsBefore.kurye.slots.length - 1)).toHaveAccessibleName(slot);
      await expect(dealer.getByRole('radio', { name: 'Havale / EFT' })).toBeChecked();
      await expect(dealer.getByRole('radio', { name: 'Açık Hesap' })).toHaveCount(0);
      await expectAccessible(dealer, 'checkout');
      await screenshot(dealer, testInfo, 'checkout-after-settings');
    } finally {
      await context.close();
    }
  } finally {
    // The other journeys keep the demo's slots and methods.
    const restoreSlots = await page.request.put('/admin/settings/delivery-slots', { data: slotsBefore });
    expect(restoreSlots.ok(), await restoreSlots.text()).toBe(true);
    const restoreMethods = await page.request.put('/admin/settings/payment-methods', {
      data: { enabled: methodsBefore.enabled, defaultMethod: methodsBefore.defaultMethod },
    });
    expect(restoreMethods.ok(), await restoreMethods.text()).toBe(true);
  }
});
