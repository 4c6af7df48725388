import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import {
  DEFAULT_THEME,
  PALETTE,
  type ApplicationResponse,
  type CategoryMenuResponse,
  type CategoryNode,
  type ThemeHistoryResponse,
} from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';

/**
 * The admin's theme editor and category icon picker (spec §2 "Theme editor (admin)", "Category side menu",
 * §4, §5, §8): live changes, save seen by a dealer, undo/redo, the contrast warning, saved
 * versions, reset with its confirmation; the picker's tabs, filter, preview and İkonu Güncelle.
 *
 * These tests change the theme and a category icon that every other journey sees: they run one after the
 * other and put the shipped theme and the icon back at the end, whatever happened.
 */
test.describe.configure({ mode: 'serial' });

const RESET_QUESTION = 'Tüm ayarları sıfırlamak (ilk haline getirmek) istediğinizden emin misiniz?';

/** The colour a browser computes for a palette token, to compare with an element's computed colour. */
const computed = (page: Page, token: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, PALETTE[token]!);

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function expectBackground(page: Page, selector: string, token: string) {
  const expected = await computed(page, token);
  await expect.poll(() => background(page.locator(selector))).toBe(expected);
}

async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tema Düzenle' }).click();
  const panel = page.getByRole('complementary', { name: 'Tema Düzenleyici' });
  await expect(panel).toBeVisible();
  // Focus moves into the panel as it opens.
  await expect(panel.getByRole('heading', { name: 'Tema Düzenleyici' })).toBeFocused();
  return panel;
}

/** An item's fieldset in the panel ('Menü Barı', 'Üst Bar', …). */
const item = (panel: Locator, title: string) =>
  panel.locator('fieldset').filter({ has: panel.page().locator('legend', { hasText: title }) });

async function choose(panel: Locator, itemTitle: string, field: 'Arka plan' | 'Yazı', token: string) {
  const fieldset = item(panel, itemTitle);
  const opener = fieldset.getByRole('button', { name: new RegExp(`^${field}`) });
  if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
  await fieldset.getByRole('radio', { name: token, exact: true }).click();
  await expect(fieldset.getByRole('radio', { name: token, exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(opener).toContainText(token);
}

async function saveTheme(page: Page, panel: Locator) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/admin/theme/updatelayout'));
  await panel.getByRole('button', { name: 'Kaydet' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Tema kaydedildi.' })).toBeVisible();
  await expect(panel.getByText('Kaydedilmedi')).toHaveCount(0);
}

async function savedTheme(page: Page) {
  return (await api<ApplicationResponse>(page, '/application')).themeSettings;
}

/** Signs the admin in on a page of its own and lets `work` use the session's API. */
async function asAdmin(browser: Browser, baseURL: string | undefined, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    await work(page);
  } finally {
    await context.close();
  }
}

/** The side menu as the person sees it: the column at 1280 px, the slide-in menu at 375 px. */
async function categoryMenu(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return page.locator('#category-sidebar');
  await page.locator('#header-bottom').getByRole('button', { name: 'Kategoriler' }).click();
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Kategoriler' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('theme editor', () => {
  let firstCategory: CategoryNode;

  test.beforeAll(async ({ browser }, testInfo) => {
    await asAdmin(browser, testInfo.project.use.baseURL, async (page) => {
      const response = await page.request.delete('/admin/theme/resetLayout');
      expect(response.ok()).toBe(true);
      firstCategory = (await api<CategoryMenuResponse>(page, '/categorymenu/get')).items[0]!;
    });
  });

  // Whatever a test left behind, the next spec sees the shipped theme and the category's own icon.
  test.afterAll(async ({ browser }, testInfo) => {
    await asAdmin(browser, testInfo.project.use.baseURL, async (page) => {
      expect((await page.request.delete('/admin/theme/resetLayout')).ok()).toBe(true);
      if (firstCategory?.icon) {
        const restored = await page.request.post('/admin/theme/updateCategoryIcon', {
          data: { id: firstCategory.id, icon: firstCategory.icon },
        });
        expect(restored.ok()).toBe(true);
      }
    });
  });

  test('the admin recolours the header live and saves; a dealer sees it after a reload', async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page, DEMO.admin);
    await expectBackground(page, '#header-bottom', 'blue-900');
    const panel = await openEditor(page);
    await expectAccessible(page, 'theme editor open');

    // Live: the menu bar and the top bar change as the swatch is chosen, without a reload.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await choose(panel, 'Menü Barı', 'Arka plan', 'red-800');
    await expectBackground(page, '#header-bottom', 'red-800');
    await choose(panel, 'Üst Bar', 'Arka plan', 'emerald-900');
    await expectBackground(page, '#header-top', 'emerald-900');
    // The menu bar's text colour comes from blocks.header.item.bottom.text_color (spec §2).
    await choose(panel, 'Menü Barı', 'Yazı', 'yellow-200');
    const menuLink = page.locator('#header-bottom');
    await expect
      .poll(() => menuLink.evaluate((e) => getComputedStyle(e).color))
      .toBe(await computed(page, 'yellow-200'));
    // The logo's height (default 10, 4–30 step 2).
    const logoHeight = panel.getByRole('slider', { name: 'Logo Yüksekliği' });
    await expect(logoHeight).toHaveValue('10');
    await expect(logoHeight).toHaveAttribute('min', '4');
    await expect(logoHeight).toHaveAttribute('max', '30');
    await expect(logoHeight).toHaveAttribute('step', '2');
    await logoHeight.fill('14');
    await expect.poll(() => page.locator('#site-logo').evaluate((e) => e.getBoundingClientRect().height)).toBe(56);
    expect(navigations).toEqual([]);
    await expect(panel.getByText('Kaydedilmedi')).toBeVisible();
    await screenshot(page, testInfo, 'theme-editor-live');

    await saveTheme(page, panel);
    const saved = await savedTheme(page);
    expect(saved.blocks.header!.item.bottom!.bg_color).toBe('red-800');
    expect(saved.blocks.header!.item.bottom!.text_color).toBe('yellow-200');
    expect(saved.blocks.header!.item.top!.bg_color).toBe('emerald-900');
    expect(saved.blocks.header!.item.logo!.height).toBe(14);
    const css = await (await page.request.get('/application/defaultCss')).text();
    expect(css).toContain(`#header-bottom { background-color: ${PALETTE['red-800']};`);

    // A dealer in another browser: the new colours on the next page load, and no editor.
    const dealerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const dealer = await dealerContext.newPage();
      await signIn(dealer, DEMO.dealer);
      await dealer.reload();
      await expectBackground(dealer, '#header-bottom', 'red-800');
      await expectBackground(dealer, '#header-top', 'emerald-900');
      await expect(dealer.getByRole('button', { name: 'Tema Düzenle' })).toHaveCount(0);
      await expect(dealer.locator('[data-category-icon-edit]')).toHaveCount(0);
    } finally {
      await dealerContext.close();
    }
  });

  test('undo and redo by button and keyboard, the contrast warning, saved versions, reset with confirmation', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.admin);
    // The previous test's save is what the page starts from.
    await expectBackground(page, '#header-bottom', 'red-800');
    const panel = await openEditor(page);
    const undo = panel.getByRole('button', { name: 'Geri Al' });
    const redo = panel.getByRole('button', { name: 'Yinele' });
    await expect(undo).toBeDisabled();

    await choose(panel, 'Menü Barı', 'Arka plan', 'violet-900');
    await expectBackground(page, '#header-bottom', 'violet-900');
    await undo.click();
    await expectBackground(page, '#header-bottom', 'red-800');
    await redo.click();
    await expectBackground(page, '#header-bottom', 'violet-900');
    // Keyboard: Ctrl+Z and Ctrl+Shift+Z while the panel is open.
    await panel.getByRole('heading', { name: 'Tema Düzenleyici' }).focus();
    await page.keyboard.press('Control+z');
    await expectBackground(page, '#header-bottom', 'red-800');
    await page.keyboard.press('Control+Shift+z');
    await expectBackground(page, '#header-bottom', 'violet-900');

    // A text colour too close to its background is flagged (WCAG AA 4.5:1), computed from the palette.
    const middle = item(panel, 'Orta Bar');
    await expect(middle.getByText('Okunması zor')).toHaveCount(0);
    await choose(panel, 'Orta Bar', 'Yazı', 'slate-300');
    await expect(middle.getByText('Okunması zor: WCAG AA için en az 4,5:1 gerekir.')).toBeVisible();
    await expect(middle).toContainText('Kontrast 1,5:1');
    await choose(panel, 'Orta Bar', 'Yazı', 'slate-800');
    await expect(middle.getByText('Okunması zor')).toHaveCount(0);

    // Saved versions: save violet, then go back to the red one in one click.
    await saveTheme(page, panel);
    const history = await api<ThemeHistoryResponse>(page, '/admin/theme/history');
    expect(history.items.length).toBeGreaterThanOrEqual(2);
    expect(history.items.length).toBeLessThanOrEqual(20);
    await panel.getByRole('button', { name: 'Kayıtlı Sürümler' }).click();
    const versions = panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Geri Yükle' }) });
    await expect(versions).toHaveCount(history.items.length);
    await expect(versions.first()).toContainText(history.items[0]!.savedBy);
    await expectAccessible(page, 'theme editor versions');
    // The newest is the violet save; the one before it the red one of the first test.
    await versions.nth(1).getByRole('button', { name: 'Geri Yükle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Seçilen sürüm geri yüklendi.' })).toBeVisible();
    await expectBackground(page, '#header-bottom', 'red-800');
    expect((await savedTheme(page)).blocks.header!.item.bottom!.bg_color).toBe('red-800');

    // Reset asks first (spec §8); Vazgeç keeps everything.
    await panel.getByRole('button', { name: 'Sıfırla' }).click();
    let dialog = page.getByRole('dialog', { name: 'Temayı Sıfırla' });
    await expect(dialog.getByText(RESET_QUESTION, { exact: true })).toBeVisible();
    await expectAccessible(page, 'reset confirmation');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await savedTheme(page)).blocks.header!.item.bottom!.bg_color).toBe('red-800');

    await panel.getByRole('button', { name: 'Sıfırla' }).click();
    dialog = page.getByRole('dialog', { name: 'Temayı Sıfırla' });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Sıfırla' }).click();
    await reloaded;
    // Back with the shipped theme after the reload (spec §4).
    await expectBackground(page, '#header-bottom', DEFAULT_THEME.blocks.header!.item.bottom!.bg_color!);
    await expectBackground(page, '#header-top', DEFAULT_THEME.blocks.header!.item.top!.bg_color!);
    const reset = await savedTheme(page);
    expect(reset.blocks).toEqual(DEFAULT_THEME.blocks);
    await screenshot(page, testInfo, 'theme-editor-reset');
  });

  test('a failed save is logged to the console and told in a Turkish message', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/admin/theme/updatelayout', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ hasError: true, errorMessage: 'Sunucu hatası.', statusCode: 500 }),
      }),
    );
    const panel = await openEditor(page);
    await choose(panel, 'Alt Bilgi', 'Arka plan', 'stone-900');
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tema kaydedilemedi: Sunucu hatası.' })).toBeVisible();
    expect(errors.some((text) => text.startsWith('Tema kaydedilemedi'))).toBe(true);
    // Still unsaved, and the panel closes with Escape, focus back on its button.
    await expect(panel.getByText('Kaydedilmedi')).toBeVisible();
    await panel.getByRole('heading', { name: 'Tema Düzenleyici' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: /Tema Düzenle/ })).toBeFocused();
  });

  test(
    'the icon picker: tabs, filter, preview and İkonu Güncelle change the category icon at once',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.admin);
      const menu = await categoryMenu(page, testInfo);
      const editIcon = menu.getByRole('button', { name: `${firstCategory.name} ikonunu değiştir` });
      await editIcon.click();

      const dialog = page.getByRole('dialog', { name: `${firstCategory.name} — İkon Seç` });
      await expect(dialog.getByRole('heading', { name: `${firstCategory.name} — İkon Seç` })).toBeVisible();
      await expect(dialog.getByRole('tab')).toHaveText(['All', 'Regular', 'Solid', 'Brands']);
      await expect(dialog.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
      const filter = dialog.getByLabel('İkon ara');
      await expect(filter).toHaveAttribute('placeholder', 'Filter by name...');
      const grid = dialog.getByRole('listbox', { name: 'İkonlar' });
      await expect(grid.getByRole('option').first()).toBeVisible();
      // Virtualised: a couple of thousand icons, only the rows in view in the page.
      await expect(dialog.getByText(/^2\.\d{3} ikon$/)).toBeVisible();
      expect(await grid.getByRole('option').count()).toBeLessThan(200);
      await expectAccessible(page, 'icon picker');

      // Tabs keep to their style.
      await filter.fill('star');
      await dialog.getByRole('tab', { name: 'Regular' }).click();
      await expect(grid.getByRole('option', { name: 'star (regular)', exact: true })).toBeVisible();
      for (const icon of await grid
        .getByRole('option')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-icon'))))
        expect(icon).toMatch(/^fa-regular /);
      await dialog.getByRole('tab', { name: 'Solid' }).click();
      await expect(grid.getByRole('option', { name: 'star (solid)', exact: true })).toBeVisible();
      await expect(grid.getByRole('option', { name: 'star (regular)', exact: true })).toHaveCount(0);

      // The filter narrows by name; a brand, chosen, shows in the preview.
      await filter.fill('github');
      await dialog.getByRole('tab', { name: 'Brands' }).click();
      const github = grid.getByRole('option', { name: 'github (brands)', exact: true });
      await github.click();
      await expect(github).toHaveAttribute('aria-selected', 'true');
      const preview = dialog.locator('[data-icon-preview] [data-icon-name]');
      await expect(preview).toHaveAttribute('data-icon-name', 'fa-brands fa-github');
      await expect(preview).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Önizleme' })).toContainText('fa-brands fa-github');
      await filter.fill('zzzz-no-such-icon');
      await expect(dialog.getByText('Aramanıza uyan ikon yok.')).toBeVisible();
      await screenshot(page, testInfo, 'icon-picker');

      const posted = page.waitForRequest((r) => r.url().endsWith('/admin/theme/updateCategoryIcon'));
      await dialog.getByRole('button', { name: 'İkonu Güncelle' }).click();
      expect((await posted).postDataJSON()).toEqual({ id: firstCategory.id, icon: 'fa-brands fa-github' });
      await expect(dialog).toHaveCount(0);
      // On the phone the slide-in menu (a modal dialog) stays open and keeps the page behind it inert: the notice
      // is seen there but not read out — found by its mark rather than its role.
      await expect(page.locator('[data-theme-toast="success"] p')).toHaveText('Kategori ikonu güncellendi.');
      // At once in the menu, and from the server.
      await expect(editIcon.locator('[data-icon-name]')).toHaveAttribute('data-icon-name', 'fa-brands fa-github');
      const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
      expect(items.find((c) => c.id === firstCategory.id)!.icon).toBe('fa-brands fa-github');
    },
  );
});
