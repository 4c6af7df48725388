import { formatTL, type AccountInfo } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { expectNoSidewaysScroll } from './basket-data';

/**
 * Hesabım (spec §2 "Account info"): a dealer opens the account page from the account menu and
 * reads the company, the representative, the risk limit and the balance figures in TL, and the addresses.
 */
test.describe('account', () => {
  test(
    'Hesabım shows the company, the representative, risk and balance in TL, and the addresses',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer);
      await page.locator('#header-middle button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Hesabım' }).click();
      await expect(page).toHaveURL('/spa/info/me');
      const info = await api<AccountInfo>(page, '/info/me');

      await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Hesabım');
      await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(info.cari.ad);
      await expect(main).toContainText(info.cari.vergiDairesi);
      await expect(main).toContainText(info.cari.vergiNumarasi);

      // The representative, with a mail link.
      expect(info.temsilci, 'the demo dealer has a representative').not.toBeNull();
      await expect(main).toContainText(info.temsilci!.ad);
      await expect(main.getByRole('link', { name: info.temsilci!.email! })).toHaveAttribute(
        'href',
        `mailto:${info.temsilci!.email}`,
      );

      // Money as TL with exactly two decimals; the balance carries its letter (B borçlu, A alacaklı).
      await expect(page.getByTestId('account-risk')).toHaveText(formatTL(info.cari.risk));
      expect(formatTL(info.cari.risk)).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} TL$/);
      await expect(page.getByTestId('account-balance')).toHaveText(
        `${formatTL(Math.abs(info.bakiye))}${info.bakiyeBA ? ` ${info.bakiyeBA}` : ''}`,
      );
      await expect(page.getByTestId('account-open-orders')).toHaveText(formatTL(info.acikSiparisToplam));
      await expect(page.getByTestId('account-remaining-risk')).toHaveText(formatTL(info.kalanRisk));

      // Each address with its authorised person.
      const addresses = main.getByRole('region', { name: 'Adresler' }).getByRole('listitem');
      await expect(addresses).toHaveCount(info.adresler.length);
      for (const [index, address] of info.adresler.entries()) {
        await expect(addresses.nth(index)).toContainText(address.adres);
        await expect(addresses.nth(index)).toContainText(`Yetkili: ${address.yetkili}`);
      }
      await expectAccessible(page);
      if (isPhone(testInfo)) await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'account');

      // The page leads on to the reports.
      await main.getByRole('link', { name: 'Hesap Ekstresi' }).click();
      await expect(page).toHaveURL(/\/spa\/report\/hesapekstresi\?begin=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hesap Ekstresi' })).toBeVisible();
    },
  );

  test('a visitor asking for Hesabım is sent to sign in', async ({ page }) => {
    await page.goto('/spa/info/me');
    await expect(page).toHaveURL('/spa/login');
    expect((await page.request.get('/info/me')).status()).toBe(401);
  });
});
