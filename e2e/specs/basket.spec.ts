import type { Page } from '@playwright/test';
import { basketMessages, STOCK_EXCEEDED_CLASS, type BasketLine } from '@bayi/common';
import { expect, expectAccessible, isPhone, isRed, screenshot, signIn, test } from '../support/app';
import { coveredBy, expectCoversNothing } from '../support/overlap';
import { basketCount } from './catalog-data';
import { basketOf, basketWith, clearBasket, expectNoSidewaysScroll, journeyDealer } from './basket-data';

const quantityOf = (page: Page, line: BasketLine) =>
  page.getByRole('spinbutton', { name: `${line.ad} miktarı`, exact: true });
const lineBox = (page: Page, line: BasketLine) => page.locator(`[data-row-id="${line.rowId}"]`);
const headerCount = (page: Page) => page.getByTestId('basket-count');
const chatButton = (page: Page) => page.getByRole('link', { name: 'WhatsApp ile bize yazın', includeHidden: true });

/** Counts the calls of one basket path the page makes. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) calls.push(request.postData() ?? request.url());
  });
  return calls;
}

test.describe('basket', () => {
  test(
    'empty basket, removing a line and emptying it; the header count follows',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      await signIn(page, journeyDealer(testInfo, 3));
      await clearBasket(page);
      await page.goto('/spa/basket');
      await expect(page.getByText(basketMessages.empty)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Alışverişe Devam Et' })).toHaveAttribute('href', '/spa');
      // §8 'Yüzlerce ürün seni bekliyor!': between the empty text and the continue-shopping link.
      await expect(page.getByText(basketMessages.productsWaiting, { exact: true })).toBeVisible();
      const [emptyText, waiting, goOn] = await Promise.all(
        [
          page.getByText(basketMessages.empty),
          page.getByText(basketMessages.productsWaiting),
          page.getByRole('link', { name: 'Alışverişe Devam Et' }),
        ].map((locator) => locator.boundingBox()),
      );
      expect(emptyText!.y).toBeLessThan(waiting!.y);
      expect(waiting!.y).toBeLessThan(goOn!.y);
      await expect(headerCount(page)).toHaveText('Sepetinizde ürün yok');
      await expect(page.getByRole('button', { name: 'Sipariş Ver' })).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'basket-empty');

      const basket = await basketWith(page, 3);
      const [first, second, third] = basket.products as [BasketLine, BasketLine, BasketLine];
      await page.reload();
      await expect(headerCount(page)).toHaveText('Sepetinizde 3 ürün');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sepetim');
      await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Sepetim');
      for (const line of basket.products) {
        const box = lineBox(page, line);
        await expect(box.getByRole('link', { name: line.ad, exact: true })).toHaveAttribute(
          'href',
          `/spa/product/${line.stokId}`,
        );
        await expect(box).toContainText(line.kod);
        await expect(box).toContainText(line.birimFiyatF);
        await expect(box).toContainText(line.tutarF);
        await expect(quantityOf(page, line)).toHaveValue(String(line.miktar));
      }
      for (const sum of basket.sums) {
        const totals = page.getByRole('definition').filter({ hasText: sum.genelToplamWCF });
        await expect(totals.first()).toBeVisible();
      }
      await expect(page.getByRole('main')).toContainText('KDV');
      if (isPhone(testInfo)) await expect(page.getByRole('table')).toHaveCount(0);
      else await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // One line goes with its remove button; the header says 2 at once.
      const deletes = countCalls(page, '/basket/removeProduct/');
      await page.getByRole('button', { name: `${second.ad} ürününü sepetten çıkar`, exact: true }).click();
      await expect(lineBox(page, second)).toHaveCount(0);
      await expect(headerCount(page)).toHaveText('Sepetinizde 2 ürün');
      expect(deletes).toHaveLength(1);

      // 'Sepeti Boşalt' asks first; 'Vazgeç' keeps everything.
      await page.getByRole('button', { name: 'Sepeti Boşalt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sepet boşaltılsın mı?' });
      // (The dialog element itself has no box: its panel is fixed-positioned. Its content is what shows.)
      await expect(dialog.getByText('Sepetinizdeki tüm ürünler çıkarılacak.')).toBeVisible();
      await expectAccessible(page, 'confirm dialog');
      await screenshot(page, testInfo, 'basket-empty-confirm');
      await dialog.getByRole('button', { name: 'Vazgeç' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(lineBox(page, first)).toBeVisible();
      expect(deletes).toHaveLength(1);

      // Confirmed: one removeProduct per line, then the empty text and a header with no products.
      await page.getByRole('button', { name: 'Sepeti Boşalt' }).click();
      await dialog.getByRole('button', { name: 'Evet, Boşalt' }).click();
      await expect(page.getByText(basketMessages.empty)).toBeVisible();
      await expect(headerCount(page)).toHaveText('Sepetinizde ürün yok');
      expect(deletes).toHaveLength(3);
      expect(await basketCount(page)).toBe(0);
      await expect(lineBox(page, third)).toHaveCount(0);
    },
  );

  test('quantities: one call per pause, never below 1, over stock warns and blocks ordering', async ({
    page,
  }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 4));
    const basket = await basketWith(page, 2);
    const [line, other] = basket.products as [BasketLine, BasketLine];
    await page.goto('/spa/basket');
    const input = quantityOf(page, line);
    await expect(input).toHaveValue('1');
    const updates = countCalls(page, '/basket/updatebasket/');

    // Typing '12' key by key sends one call, after the pause.
    await input.click();
    await input.press('ControlOrMeta+a');
    const answered = page.waitForResponse((r) => r.url().includes('/basket/updatebasket/'));
    await input.pressSequentially('12', { delay: 80 });
    expect((await answered).ok()).toBe(true);
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]!)).toMatchObject({ productId: line.stokId, rowId: line.rowId, adet: 12 });
    await expect(input).toHaveValue('12');
    let current = (await basketOf(page)).products.find((l) => l.rowId === line.rowId)!;
    expect(current.miktar).toBe(12);
    await expect(lineBox(page, line)).toContainText(current.tutarF);

    // Three quick + clicks: one call for 15.
    const plus = lineBox(page, line).getByRole('button', { name: 'Artır' });
    await plus.click();
    await plus.click();
    await plus.click();
    await expect.poll(() => updates.length).toBe(2);
    expect(JSON.parse(updates[1]!)).toMatchObject({ adet: 15 });
    await expect(input).toHaveValue('15');

    // 0 is below the minimum: nothing is sent and the field shows the basket's quantity again.
    await input.fill('0');
    await input.press('Enter');
    await expect(input).toHaveValue('15');

    // Over the stock: the red message on the line, the warning, and no 'Sipariş Ver'.
    const stock = current.StokMiktar;
    await input.fill(String(stock + 1));
    await input.press('Enter');
    const message = lineBox(page, line).getByText(basketMessages.maxQuantity(stock));
    await expect(message).toBeVisible();
    expect(isRed(await message.evaluate((el) => getComputedStyle(el).color))).toBe(true);
    await expect(lineBox(page, line).locator(`.${STOCK_EXCEEDED_CLASS}`)).toHaveCount(1);
    await expect(page.getByText(basketMessages.overStock)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sipariş Ver' })).toHaveCount(0);
    await expect(lineBox(page, other).getByText(/en fazla/)).toHaveCount(0);

    // The WhatsApp button never sits on the warning: with the warning at the foot of the screen, where
    // the button floats, the button gives way; at the end of the page nothing at all is under it.
    const warning = page.getByRole('alert').filter({ hasText: basketMessages.overStock });
    await warning.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect(chatButton(page)).toBeHidden();
    await expect
      .poll(() => coveredBy(chatButton(page)))
      .not.toContainEqual(expect.stringContaining(basketMessages.overStock));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chatButton(page)).toBeVisible();
    await expectCoversNothing(chatButton(page), 'the end of the basket', [page.locator('#site-footer p')]);
    current = (await basketOf(page)).products.find((l) => l.rowId === line.rowId)!;
    expect(current.stokMiktarUygun).toBe(false);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'over stock');
    await screenshot(page, testInfo, 'basket-over-stock');

    // Back within the stock (leaving the field sends it): the warning goes, ordering is back.
    await input.fill(String(stock));
    await input.blur();
    await expect(message).toHaveCount(0);
    await expect(page.getByText(basketMessages.overStock)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sipariş Ver' })).toBeEnabled();
    // Every call of the journey, in order: a call for the keystrokes of '12', for '0' or one too many would
    // stand among these.
    await expect.poll(() => updates.length).toBe(4);
    expect(updates.map((body) => (JSON.parse(body) as { adet: number }).adet)).toEqual([12, 15, stock + 1, stock]);
    await clearBasket(page);
  });
});
