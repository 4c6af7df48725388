import {
  api,
  DEMO,
  expect,
  expectAccessible,
  fillLogin,
  isRed,
  screenshot,
  signIn,
  signInByForm,
  test,
} from '../support/app';

test.describe('sign-in', () => {
  test('the sign-in page shows the distributor and its background', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/spa/login');
    const data = await api<{ firmaAdi: string; companyInfo: { TELEFON: string; EMAIL: string } }>(page, '/login');
    await expect(page.getByText(data.firmaAdi).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(data.companyInfo.EMAIL).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByLabel('Beni Hatırla')).toBeVisible();
    // The demo distributor takes no applications online, so the server says not to show the form link.
    await expect(page.getByRole('link', { name: /Bayi Başvuru/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'login');
  });

  for (const [who, login] of Object.entries(DEMO)) {
    test(
      `signs in as the demo ${who} and out again`,
      { tag: who === 'dealer' ? '@smoke' : [] },
      async ({ page }, testInfo) => {
        await signInByForm(page, login);
        const app = await api<{ memberDisplayName: string; themeEditorActive: boolean }>(page, '/application');
        expect(app.themeEditorActive).toBe(who === 'admin');
        await page.locator('#header-middle button[aria-haspopup="menu"]').click();
        await expect(page.getByRole('menuitem', { name: 'Sepetim' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Hesabım' })).toBeVisible();
        await expect(page.getByText(app.memberDisplayName).filter({ visible: true }).first()).toBeVisible();
        await expectAccessible(page, 'account menu open');
        await screenshot(page, testInfo, `signed-in-${who}`);
        await page.getByRole('menuitem', { name: 'Çıkış' }).click();
        await page.waitForURL('**/spa/login');
        expect(await (await page.request.get('/login/CheckLogin')).json()).toBe(false);
      },
    );
  }

  test('a wrong password shows the server message in the red box', { tag: '@smoke' }, async ({ page }, testInfo) => {
    await page.goto('/spa/login');
    await fillLogin(page, { ...DEMO.dealer2, password: 'yanlis' });
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Cari No, Kullanıcı Kodu veya Şifre hatalı.');
    expect(isRed(await alert.evaluate((el) => getComputedStyle(el).color))).toBe(true);
    await expect(page).toHaveURL(/\/spa\/login$/);
    await screenshot(page, testInfo, 'login-error');
  });

  test('a new attempt clears the last server message, even one stopped by empty fields', async ({ page }, testInfo) => {
    const message = 'Cari No, Kullanıcı Kodu veya Şifre hatalı.';
    // An account nobody has, one per project: its failures lock no demo login (5 per account and address).
    const wrong = { cariNo: `999.99.${testInfo.project.name}`, userName: 'yok', password: 'yanlis' };
    await page.goto('/spa/login');
    await fillLogin(page, wrong);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();

    // The dealer empties the form and tries again: the field messages, and the old red box is gone.
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/login/spa')) posted = true;
    });
    await fillLogin(page, { cariNo: '', userName: '', password: '' });
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Cari No gerekli.')).toBeVisible();
    await expect(page.getByText('Şifre gerekli.')).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
    expect(posted).toBe(false);
    await screenshot(page, testInfo, 'login-error-cleared');

    // Wrong again: the server's answer shows once more, from the new attempt.
    await fillLogin(page, wrong);
    const answer = page.waitForResponse((r) => r.url().endsWith('/login/spa'));
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await answer;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  });

  test('every field is required before anything is sent', async ({ page }) => {
    await page.goto('/spa/login');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/login/spa')) posted = true;
    });
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Cari No gerekli.')).toBeVisible();
    await expect(page.getByText('Kullanıcı Kodu gerekli.')).toBeVisible();
    await expect(page.getByText('Şifre gerekli.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a page for dealers sends a visitor to the sign-in page', async ({ page }) => {
    await page.goto('/spa/basket');
    await page.waitForURL('**/spa/login');
    await page.goto('/spa/info/me');
    await page.waitForURL('**/spa/login');
  });

  test('a session that ends on the server sends the dealer to sign in', async ({ page, context }) => {
    await signIn(page, DEMO.dealer);
    await context.clearCookies();
    await page.goto('/spa/basket');
    await page.waitForURL('**/spa/login');
  });
});
