import type { Page, TestInfo } from '@playwright/test';
import {
  basketMessages,
  type BasketLine,
  type CheckoutData,
  type CheckoutResult,
  type PlaceOrderResponse,
} from '@bayi/common';
import {
  eventsHandled,
  expect,
  expectAccessible,
  isRed,
  screenshot as fullPageShot,
  signIn,
  test,
} from '../support/app';
import { expectCoversNothing } from '../support/overlap';
import {
  basketOf,
  basketWith,
  checkoutOf,
  expectNoSidewaysScroll,
  journeyDealer,
  orderList,
  placedOrder,
} from './basket-data';

const FINISH = 'Siparişi Bitir';

/** From the top: the sticky order summary then sits beside the sections, as a person sees it. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, testInfo, name);
}
const headerCount = (page: Page) => page.getByTestId('basket-count');
const chatButton = (page: Page) => page.getByRole('link', { name: 'WhatsApp ile bize yazın', includeHidden: true });
/** The IBAN as the page shows it: in groups of four, as banks print it. */
const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
/** A grey (no hue to speak of), as opposed to the theme's amber: what "greyed" means to a person. */
function isGrey(color: string): boolean {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (rgb) return Math.max(+rgb[1]!, +rgb[2]!, +rgb[3]!) - Math.min(+rgb[1]!, +rgb[2]!, +rgb[3]!) < 24;
  const oklch = /^oklch\(([\d.]+%?)\s+([\d.]+)/.exec(color);
  return Boolean(oklch) && Number(oklch![2]) < 0.04;
}

/**
 * A completed order's checkout: what it was completed with, read-only (no radios), and 'Siparişi Bitir'
 * greyed and inert (spec §2): disabled, grey and not the accent, a click sends nothing.
 */
async function expectCompletedReadOnly(page: Page, id: number, chosen: { delivery: string; payment: string }) {
  const delivery = page.getByRole('region', { name: 'Teslimat Şekli' });
  const payment = page.getByRole('region', { name: 'Ödeme Şekli' });
  await expect(delivery.getByTestId('chosen-option')).toHaveText(chosen.delivery);
  await expect(payment.getByTestId('chosen-option')).toHaveText(chosen.payment);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Bu sipariş zaten tamamlandı.' })).toBeVisible();

  const finish = page.getByRole('button', { name: FINISH });
  await expect(finish).toBeDisabled();
  const look = await finish.evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    opacity: getComputedStyle(el).opacity,
  }));
  expect(isGrey(look.background), `finish button background ${look.background}`).toBe(true);
  expect(look.opacity).toBe('1');
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/basket/checkout2/') && sent.push(r.url()));
  await finish.click({ force: true });
  await eventsHandled(page);
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(`/spa/checkout/${id}`);
}
const distinctOrders = (rows: { Id: number }[]) => new Set(rows.map((r) => r.Id)).size;

test.describe('ordering and checkout', () => {
  test(
    'a dealer orders: over stock is fixed, the note goes with the order, kargo + havale completes it',
    { tag: '@smoke' },
    async ({ page }, testInfo) => {
      await signIn(page, journeyDealer(testInfo, 5));
      const basket = await basketWith(page, 2);
      const line = basket.products[0] as BasketLine;
      await page.goto('/spa/basket');
      await expect(headerCount(page)).toHaveText('Sepetinizde 2 ürün');

      // Beyond the stock: warning, no 'Sipariş Ver'. Back to 2: ordering is possible again.
      const quantity = page.getByRole('spinbutton', { name: `${line.ad} miktarı`, exact: true });
      await quantity.fill(String(line.StokMiktar + 1));
      await quantity.press('Enter');
      await expect(page.getByText(basketMessages.maxQuantity(line.StokMiktar))).toBeVisible();
      await expect(page.getByText(basketMessages.overStock)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sipariş Ver' })).toHaveCount(0);
      await quantity.fill('2');
      await quantity.press('Enter');
      await expect(page.getByText(basketMessages.overStock)).toHaveCount(0);

      const note = `E2E ${testInfo.project.name} ${Date.now()}: lütfen öğleden önce teslim ediniz.`;
      await page.getByLabel('Sipariş Notu').fill(note);
      await expectAccessible(page);
      await screenshot(page, testInfo, 'basket-filled');

      // 'Sipariş Ver' → order2 with the note → the checkout of that order.
      const placed = page.waitForResponse((r) => r.url().endsWith('/basket/order2'));
      await page.getByRole('button', { name: 'Sipariş Ver' }).click();
      const order = (await (await placed).json()) as PlaceOrderResponse;
      await expect(page).toHaveURL(`/spa/checkout/${order.siparisId}`);
      await expect(headerCount(page)).toHaveText('Sepetinizde ürün yok');
      expect((await basketOf(page)).products).toHaveLength(0);

      const data = await checkoutOf(page, order.siparisId);
      const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
      await expect(crumbs.getByRole('link', { name: 'Sepetim' })).toHaveAttribute('href', '/spa/basket');
      await expect(crumbs).toContainText('Sipariş Teslimat & Ödeme Bilgileri');
      await expect(page.getByTestId('checkout-total')).toHaveText(data.toplamTutarF);
      if (data.showToplamTL) await expect(page.getByRole('main')).toContainText(data.toplamTutarTLF);

      // Defaults: pick-up from the warehouse with its notice, the server's default payment.
      await expect(page.getByRole('radio', { name: 'Depodan Teslim' })).toBeChecked();
      if (data.depoMessage) await expect(page.getByText(data.depoMessage)).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Havale / EFT' })).toBeChecked();
      await expect(page.getByRole('group', { name: 'Banka Hesabı' })).toBeVisible();
      // The accounts' box is 420 px high whatever their number (spec §2); the rows scroll inside it.
      expect((await page.getByTestId('bank-accounts').boundingBox())!.height).toBeCloseTo(420, 0);
      await expectAccessible(page);
      // The WhatsApp button leaves the end of the page clear (footer texts and links).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectCoversNothing(chatButton(page), 'the end of the checkout', [page.locator('#site-footer p')]);

      // Kargo to the first saved address, havale to the first account.
      await page.getByRole('radio', { name: 'Kargo ile Teslim' }).check();
      const address = data.adreses[0]!;
      await page.getByRole('radio', { name: address.yetkili }).first().check();
      const bank = data.bankaHesaps[0]!;
      await page
        .getByRole('radio', { name: new RegExp(`^${bank.bankaAdi}`) })
        .first()
        .check();
      // The IBAN shows in groups of four, as banks print it.
      await expect(page.getByRole('main')).toContainText(bank.iban.replace(/(.{4})(?=.)/g, '$1 '));
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, 'kargo + havale');
      await screenshot(page, testInfo, 'checkout-kargo-havale');

      const submitted = page.waitForRequest((r) => r.url().includes('/basket/checkout2/'));
      await page.getByRole('button', { name: FINISH }).click();
      expect((await submitted).postDataJSON()).toMatchObject({
        teslimSekli: 'kargo',
        odemeSekli: 'havale',
        teslimAdres: address.id,
        odemeHavaleBanka: bank.id,
      });
      await expect(page).toHaveURL(`/spa/checkout/success/${order.siparisId}`);
      await expect(page.getByRole('heading', { name: basketMessages.success })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(String(order.siparisId));
      await expect(page.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/spa');
      await expectAccessible(page);
      await screenshot(page, testInfo, 'checkout-success');

      // The order list has it, with its document number and the note.
      const rows = (await orderList(page)).filter((r) => r.Id === order.siparisId);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.BELGENO).toBe(order.belgeNo);
        expect(row.ACIKLAMA).toBe(note);
      }

      // Completed: the checkout page now shows what it was completed with, read-only.
      await page.goto(`/spa/checkout/${order.siparisId}`);
      await expectCompletedReadOnly(page, order.siparisId, { delivery: 'Kargo ile Teslim', payment: 'Havale / EFT' });
      const delivery = page.getByRole('region', { name: 'Teslimat Şekli' });
      await expect(delivery).toContainText(address.yetkili);
      const payment = page.getByRole('region', { name: 'Ödeme Şekli' });
      await expect(payment).toContainText(bank.bankaAdi);
      await expect(payment).toContainText(groupedIban(bank.iban));
      await expectAccessible(page, 'completed order');
      await screenshot(page, testInfo, 'checkout-completed-kargo-havale');
    },
  );

  test('a completed order shows the method it was completed with, not the defaults: kurye + Açık Hesap', async ({
    page,
  }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 9));
    const order = await placedOrder(page);
    const data = await checkoutOf(page, order.siparisId);
    expect(data.secim).toBeNull();
    expect(data.teslimatKuryeActive).toBe(true);
    expect(data.odemeSekilleri).toContain('acikhesap');
    const slot = data.teslimatKuryeSaats.at(-1)!;
    // Completed as another screen (or an earlier visit) would: by the call itself.
    const res = await page.request.post(`/basket/checkout2/${order.siparisId}`, {
      data: { teslimSekli: 'kurye', teslimKuryeSaat: slot, odemeSekli: 'acikhesap' },
    });
    expect(((await res.json()) as CheckoutResult).hasError).toBe(false);
    expect((await checkoutOf(page, order.siparisId)).secim).toMatchObject({
      teslimSekli: 'kurye',
      teslimKuryeSaat: slot,
      odemeSekli: 'acikhesap',
    });

    await page.goto(`/spa/checkout/${order.siparisId}`);
    await expectCompletedReadOnly(page, order.siparisId, {
      delivery: 'Kurye ile Adresime Teslim',
      payment: 'Açık Hesap',
    });
    await expect(page.getByRole('region', { name: 'Teslimat Şekli' })).toContainText(slot);
    // The summary beside it says the same, and nowhere the defaults.
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Depodan Teslim');
    await expect(main).not.toContainText('Havale / EFT');
    await expect(main.getByRole('definition').filter({ hasText: 'Kurye ile Adresime Teslim' })).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: 'Açık Hesap' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'completed order');
    await screenshot(page, testInfo, 'checkout-completed-kurye-acikhesap');
  });

  test(
    'the bank accounts keep their 420 px box with 2 or 12 accounts: the page does not jump',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, journeyDealer(testInfo, 10));
      const order = await placedOrder(page);
      const real = await checkoutOf(page, order.siparisId);
      let accounts = 2;
      // The distributor's accounts, 2 or 12 of them (the demo has its own number): GET answered in the browser.
      await page.route(
        (url) => url.pathname === `/basket/checkout/${order.siparisId}`,
        async (route) => {
          const response = await route.fetch();
          const data = (await response.json()) as CheckoutData;
          data.bankaHesaps = Array.from({ length: accounts }, (_, i) => ({
            ...real.bankaHesaps[i % real.bankaHesaps.length]!,
            id: real.bankaHesaps[i % real.bankaHesaps.length]!.id + 1000 * Math.floor(i / real.bankaHesaps.length),
          }));
          await route.fulfill({ response, json: data });
        },
      );
      const heights: Record<number, number> = {};
      for (const count of [2, 12]) {
        accounts = count;
        await page.goto(`/spa/checkout/${order.siparisId}`);
        await page.getByRole('radio', { name: 'Havale / EFT' }).check();
        const box = page.getByTestId('bank-accounts');
        await expect(box.getByRole('radio')).toHaveCount(count);
        heights[count] = (await box.boundingBox())!.height;
        // Two fit with room to spare; twelve scroll inside the box, not the page.
        const scroll = await box.evaluate((el) => ({ inner: el.scrollHeight, outer: el.clientHeight }));
        if (count === 2) expect(scroll.inner).toBeLessThanOrEqual(scroll.outer);
        else expect(scroll.inner).toBeGreaterThan(scroll.outer);
        await expectAccessible(page, `${count} bank accounts`);
        await screenshot(page, testInfo, `checkout-bank-accounts-${count}`);
      }
      expect(heights[2]).toBeCloseTo(420, 0);
      expect(heights[12]).toBeCloseTo(420, 0);
    },
  );

  test('a double click on Sipariş Ver places one order', async ({ page }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 6));
    const before = await orderList(page);
    await basketWith(page, 1);
    await page.goto('/spa/basket');
    const calls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/basket/order2') && calls.push(r.postData() ?? ''));

    await page.getByRole('button', { name: 'Sipariş Ver' }).dblclick();
    await expect(page).toHaveURL(/\/spa\/checkout\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await eventsHandled(page);
    expect(calls).toHaveLength(1);

    const after = await orderList(page);
    expect(distinctOrders(after)).toBe(distinctOrders(before) + 1);
    expect(after.filter((r) => r.Id === id).length).toBeGreaterThan(0);
  });

  test('checkout checks the choices: errors listed above the button, cleared by any edit', async ({
    page,
  }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 7));
    const order = await placedOrder(page);
    const data: CheckoutData = await checkoutOf(page, order.siparisId);
    await page.goto(`/spa/checkout/${order.siparisId}`);
    const finish = page.getByRole('button', { name: FINISH });
    await expect(finish).toBeEnabled();

    // Kargo without an address (and havale without an account).
    await page.getByRole('radio', { name: 'Kargo ile Teslim' }).check();
    await expect(page.getByRole('group', { name: 'Teslimat Adresi' })).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().includes('/basket/checkout2/'));
    await finish.click();
    const result = (await (await answered).json()) as CheckoutResult;
    expect(result.hasError).toBe(true);
    expect(Object.keys(result.errors)).toContain('teslimAdres');
    const title = page.getByText(basketMessages.errorTitle);
    await expect(title).toBeVisible();
    expect(isRed(await title.evaluate((el) => getComputedStyle(el).color))).toBe(true);
    const list = page.getByRole('alert').filter({ hasText: basketMessages.errorTitle }).getByRole('listitem');
    await expect(list).toHaveText(Object.values(result.errors));
    // The list sits above the button.
    const [listBox, buttonBox] = [await list.first().boundingBox(), await finish.boundingBox()];
    expect(listBox!.y).toBeLessThan(buttonBox!.y);
    await expect(page).toHaveURL(`/spa/checkout/${order.siparisId}`);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'errors listed');
    await screenshot(page, testInfo, 'checkout-errors');

    // Choosing an address clears the shown errors.
    await page.getByRole('radio', { name: data.adreses[0]!.yetkili }).first().check();
    await expect(title).toHaveCount(0);

    // The other choices: vehicle slot, courier slots, open account text.
    if (data.teslimatAracActive) {
      await page.getByRole('radio', { name: 'Araç ile Adresime Teslim' }).check();
      const slot = page.getByLabel('Teslimat Saati');
      await expect(slot.locator('option')).toHaveText(['Saat Seçiniz', ...data.teslimatAracSaats]);
      await slot.selectOption(data.teslimatAracSaats[0]!);
    }
    if (data.teslimatKuryeActive) {
      await page.getByRole('radio', { name: 'Kurye ile Adresime Teslim' }).check();
      const slots = page.getByRole('group', { name: 'Kurye Teslim Saati' }).getByRole('radio');
      await expect(slots).toHaveCount(data.teslimatKuryeSaats.length);
      await slots.first().check();
    }
    if (data.odemeSekilleri.includes('acikhesap')) {
      await page.getByRole('radio', { name: 'Açık Hesap' }).check();
      await expect(page.getByRole('group', { name: 'Banka Hesabı' })).toHaveCount(0);
      await expect(page.getByRole('main').locator('.prose strong').first()).toBeVisible();
    }
    await expectAccessible(page, 'other choices');
    await screenshot(page, testInfo, 'checkout-other-choices');

    // Back to the warehouse: the order completes.
    await page.getByRole('radio', { name: 'Depodan Teslim' }).check();
    await page.getByRole('radio', { name: 'Havale / EFT' }).check();
    await page
      .getByRole('radio', { name: new RegExp(`^${data.bankaHesaps[0]!.bankaAdi}`) })
      .first()
      .check();
    await finish.click();
    await expect(page).toHaveURL(`/spa/checkout/success/${order.siparisId}`);
  });

  test('an unknown order says Sipariş bulunamadı', async ({ page }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 8));
    for (const id of ['999999999', 'abc']) {
      await page.goto(`/spa/checkout/${id}`);
      const notice = page.getByRole('alert').filter({ hasText: basketMessages.orderNotFound });
      await expect(notice).toBeVisible();
      expect(isRed(await notice.evaluate((el) => getComputedStyle(el).color))).toBe(true);
      await expect(page.getByRole('button', { name: FINISH })).toHaveCount(0);
    }
    await screenshot(page, testInfo, 'checkout-not-found');
  });
});
