import { DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { expectNoSidewaysScroll } from './basket-data';

/**
 * What checkout offers, on a phone: each table's rows are cards — every field whole and named by
 * its row, nothing scrolls sideways — and axe finds nothing. Read only: the desktop journey changes them.
 */
test(
  'the delivery slot and bank account tables are cards on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signIn(page, DEMO.admin, '/spa/admin/settings/delivery-slots');
    const slots = page.getByRole('form', { name: 'Teslimat saatleri' });
    const first = slots.getByLabel('Kurye 1. saat dilimi', { exact: true });
    await expect(first).toBeVisible();
    await expect(slots.getByRole('button', { name: 'Kurye 1. saat dilimini sil' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'delivery slots');

    await page
      .getByRole('navigation', { name: 'Ayar bölümleri' })
      .getByRole('link', { name: 'Banka hesapları' })
      .click();
    const iban = page.getByRole('form', { name: 'Banka hesapları' }).getByLabel('1. hesap: IBAN');
    await expect(iban).toHaveValue(/^TR\d{2}( \d{4}){5} \d{2}$/);
    // The whole IBAN fits its field.
    expect(await iban.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'bank accounts');
    await screenshot(page, testInfo, 'admin-bank-accounts');

    await page
      .getByRole('navigation', { name: 'Ayar bölümleri' })
      .getByRole('link', { name: 'Ödeme şekilleri' })
      .click();
    await expect(page.getByRole('form', { name: 'Ödeme şekilleri' }).getByLabel('Açık hesap')).toBeVisible();
    await expectNoSidewaysScroll(page);
  },
);
