import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, screenshot, test } from '../support/app';
import { expectTapTargets } from '../support/tap-targets';

/**
 * The restaurant QR menu (spec §2 "QR menu", §5, §9): its sample menu, the Düzenle dialog's ready themes,
 * column counts and limits, and settings that outlive a reload. At 1280 px the large-screen column count
 * lays out the grid, at 375 px the small-screen one.
 */

/** How many columns the first category's grid has, as the browser laid it out. */
const gridColumns = (page: Page) =>
  page
    .locator('[data-qr-grid]')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

/** The page's background colour (the settings' background). */
const pageBackground = (page: Page) =>
  page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!).backgroundColor);

/** A dish's card, found by markup so that it can be read behind the open dialog too. */
const card = (page: Page, name: string): Locator =>
  page.locator('[data-qr-grid] > li').filter({ has: page.locator('h3').getByText(name, { exact: true }) });

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menü Ayarları' });
  // The dialog element itself has no box (its panel is fixed): its title shows it is open.
  await expect(dialog.getByRole('heading', { name: 'Menü Ayarları' })).toBeVisible();
  return dialog;
}

async function closeSettings(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);
  // Focus goes back to where the owner was.
  await expect(page.getByRole('button', { name: 'Düzenle' })).toBeFocused();
}

test.describe('QR menu', () => {
  test(
    'shows the sample restaurant menu with Turkish prices, drawn without the network',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const site = new URL(testInfo.project.use.baseURL!).host;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.host !== site) foreign.push(request.url());
      });
      await page.goto('/spa/qrmenu');

      await expect(page.getByRole('heading', { level: 1, name: 'Anadolu Sofrası' })).toBeVisible();
      // The bare layout: no storefront header or footer around the menu.
      await expect(page.locator('#header-middle')).toHaveCount(0);
      for (const category of ['Çorbalar', 'Mezeler', 'Ana Yemekler', 'Tatlılar', 'İçecekler']) {
        await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
      }
      const categories = page.getByRole('navigation', { name: 'Kategoriler' });
      await expect(categories.getByRole('link')).toHaveText([
        'Çorbalar',
        'Mezeler',
        'Ana Yemekler',
        'Tatlılar',
        'İçecekler',
      ]);

      // Prices with two decimals in the Turkish format (spec §1).
      await expect(card(page, 'Fıstıklı Baklava')).toContainText('185,00 TL');
      await expect(card(page, 'İşkembe Çorbası')).toContainText('145,50 TL');
      await expect(card(page, 'Demlik Çay')).toContainText('25,00 TL');
      const baklava = card(page, 'Fıstıklı Baklava');
      await expect(baklava.getByText('Antep fıstıklı, kırk kat el açması yufka; dört dilim.')).toBeVisible();
      // Each card has its drawn thumbnail.
      await expect(baklava.locator('svg[aria-hidden="true"]')).toHaveCount(1);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('Caferağa Mah. Moda Cad. No: 24, 34710 Kadıköy / İstanbul')).toBeVisible();
      for (const network of ['Instagram', 'Facebook', 'X', 'WhatsApp']) {
        await expect(footer.getByRole('link', { name: network, exact: true })).toBeVisible();
      }

      // A category link brings its section into view, below the sticky category bar.
      await categories.getByRole('link', { name: 'Tatlılar' }).click();
      await expect(page).toHaveURL(/#tatlilar$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Tatlılar' })).toBeInViewport();

      expect(foreign).toEqual([]);
      await expectAccessible(page, 'QR menu');
      if (isPhone(testInfo)) await expectTapTargets(page, 'QR menu', { atLeast: 10 });
      await screenshot(page, testInfo, 'qrmenu');
    },
  );

  test('a ready theme and the column counts restyle the menu live', { tag: '@phone' }, async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await page.goto('/spa/qrmenu');
    // spec §9 defaults: 2 columns on small screens, 3 on large ones.
    expect(await gridColumns(page)).toBe(phone ? 2 : 3);
    const before = await pageBackground(page);

    const dialog = await openSettings(page);
    await expect(dialog.getByRole('button', { name: 'Klasik', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Koyu Tema', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Koyu Tema', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => pageBackground(page)).toBe('rgb(17, 24, 39)');
    expect(before).not.toBe('rgb(17, 24, 39)');
    await expect(dialog.getByLabel('Arka plan rengi')).toHaveValue('#111827');

    await dialog.getByLabel('Küçük ekran sütun sayısı').fill('1');
    await dialog.getByLabel('Büyük ekran sütun sayısı').fill('5');
    await expect.poll(() => gridColumns(page)).toBe(phone ? 1 : 5);

    await dialog.getByLabel('Restoran adı').fill('Boğaziçi Balık Evi');
    // Behind the open dialog the page is inert (hidden from the accessibility tree): read it as markup.
    await expect(page.locator('h1')).toHaveText('Boğaziçi Balık Evi');
    await dialog.getByLabel('Yazı tipi').selectOption('Courier New');
    await expect
      .poll(() => page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily))
      .toContain('Courier New');
    await dialog.getByLabel('Görsel yüksekliği').selectOption('48');
    await expect
      .poll(() =>
        card(page, 'Künefe')
          .locator('svg')
          .evaluate((svg) => svg.getBoundingClientRect().height),
      )
      .toBe(192);

    await expectAccessible(page, 'QR menu settings');
    if (phone) await expectTapTargets(page, 'QR menu settings', { atLeast: 10 });
    await screenshot(page, testInfo, 'qrmenu-settings');
    await closeSettings(page, dialog);
    await expectAccessible(page, 'QR menu, dark theme');
    await screenshot(page, testInfo, 'qrmenu-dark');
  });

  test(
    'a value out of range is refused next to its field and changes nothing',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const phone = isPhone(testInfo);
      await page.goto('/spa/qrmenu');
      const dialog = await openSettings(page);

      const small = dialog.getByLabel('Küçük ekran sütun sayısı');
      await small.fill('5');
      await expect(dialog.getByText('Küçük ekran sütun sayısı 1 ile 4 arasında olmalıdır.')).toBeVisible();
      await expect(small).toHaveAttribute('aria-invalid', 'true');
      await expect(small).toHaveAccessibleDescription('Küçük ekran sütun sayısı 1 ile 4 arasında olmalıdır.');

      const large = dialog.getByLabel('Büyük ekran sütun sayısı');
      await large.fill('7');
      await expect(dialog.getByText('Büyük ekran sütun sayısı 1 ile 6 arasında olmalıdır.')).toBeVisible();
      await large.fill('');
      await expect(dialog.getByText('Büyük ekran sütun sayısı 1 ile 6 arasında olmalıdır.')).toBeVisible();

      await dialog.getByLabel('Başlık yazı boyutu').fill('99');
      await expect(dialog.getByText('Başlık yazı boyutu 12 ile 32 arasında olmalıdır.')).toBeVisible();
      await dialog.getByLabel('Restoran adı').fill('  ');
      await expect(dialog.getByText('Restoran adı gerekli.')).toBeVisible();

      // The menu keeps the last accepted values.
      expect(await gridColumns(page)).toBe(phone ? 2 : 3);
      await expect(page.locator('h1')).toHaveText('Anadolu Sofrası');
      const titleSize = await page.locator('h3', { hasText: 'Künefe' }).evaluate((h3) => getComputedStyle(h3).fontSize);
      expect(titleSize).toBe('17px');

      // Put right, the value applies and the message goes.
      await small.fill('4');
      await expect(dialog.getByText('Küçük ekran sütun sayısı 1 ile 4 arasında olmalıdır.')).toBeHidden();
      if (phone) await expect.poll(() => gridColumns(page)).toBe(4);
      await closeSettings(page, dialog);

      // Nothing refused was remembered.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Anadolu Sofrası' })).toBeVisible();
      expect(await gridColumns(page)).toBe(phone ? 4 : 3);
    },
  );

  test(
    'settings survive a reload; damaged stored settings fall back to the defaults',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const phone = isPhone(testInfo);
      await page.goto('/spa/qrmenu');
      let dialog = await openSettings(page);
      await dialog.getByRole('button', { name: 'Renkli', exact: true }).click();
      await dialog.getByLabel('Restoran adı').fill('Karadeniz Pide Salonu');
      await dialog.getByLabel('Restoran adresi').fill('Kemeraltı Cad. No: 5, Trabzon');
      await dialog.getByLabel('Küçük ekran sütun sayısı').fill('3');
      await dialog.getByLabel('Büyük ekran sütun sayısı').fill('4');
      await dialog.getByLabel('Fiyat yazı boyutu').fill('22');
      await closeSettings(page, dialog);
      const renkliBackground = await pageBackground(page);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Karadeniz Pide Salonu' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('Kemeraltı Cad. No: 5, Trabzon')).toBeVisible();
      expect(await pageBackground(page)).toBe(renkliBackground);
      await expectAccessible(page, 'QR menu, Renkli theme');
      expect(await gridColumns(page)).toBe(phone ? 3 : 4);
      const price = card(page, 'Künefe').getByText('175,00 TL');
      expect(await price.evaluate((element) => getComputedStyle(element.parentElement!).fontSize)).toBe('22px');

      dialog = await openSettings(page);
      await expect(dialog.getByRole('button', { name: 'Renkli', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByLabel('Küçük ekran sütun sayısı')).toHaveValue('3');
      await expect(dialog.getByLabel('Restoran adı')).toHaveValue('Karadeniz Pide Salonu');
      await dialog.getByRole('button', { name: 'Varsayılan Ayarlar' }).click();
      await expect(dialog.getByLabel('Restoran adı')).toHaveValue('Anadolu Sofrası');
      await expect.poll(() => gridColumns(page)).toBe(phone ? 2 : 3);
      await closeSettings(page, dialog);

      // Stored settings edited by hand: each bad field gives way to its default, good ones stay.
      await page.evaluate(() =>
        localStorage.setItem(
          'qr-menu-config',
          JSON.stringify({ columnsSmall: 9, columnsLarge: 0, restaurantName: 'Ege Meyhanesi', primaryColor: 'red' }),
        ),
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Ege Meyhanesi' })).toBeVisible();
      expect(await gridColumns(page)).toBe(phone ? 2 : 3);
      await page.evaluate(() => localStorage.setItem('qr-menu-config', '{not json'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Anadolu Sofrası' })).toBeVisible();
    },
  );
});
