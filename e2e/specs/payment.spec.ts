import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import {
  basketMessages,
  CARD_COLLECTION_TYPE,
  CARD_PAYMENT,
  paymentMessages,
  type AttemptStatusAnswer,
  type MovementRow,
  type PlaceOrderResponse,
} from '@bayi/common';
import {
  api,
  expect,
  expectAccessible,
  isPhone,
  journeyNow,
  type Login,
  screenshot,
  signIn,
  test,
} from '../support/app';
import { expectTapTargets } from '../support/tap-targets';
import { basketWith, checkoutOf } from './basket-data';

/**
 * Card payments with 3-D Secure (spec §2 "Payment page", "Payment success", checkout by card),
 * through the Test POS: its bank page approves SMS code 123456 and declines any other.
 *
 * The journeys pay as demo dealers of their own (120.01.023 on desktop, 120.01.024 on phones), so their
 * collections, movements and orders meet no other journey's.
 */
const payer = (testInfo: TestInfo): Login => ({
  cariNo: isPhone(testInfo) ? '120.01.024' : '120.01.023',
  userName: 'demo',
  password: 'demo1234',
});

/** A public test card of the real providers, in the Test POS's Axess programme. */
const CARD = { number: '4355084355084358', shown: '4355 0843 5508 4358', holder: 'Ayşe Yılmaz', cvc: '000' };
const nextYear = String(journeyNow().getFullYear() + 1);

const bankPage = (page: Page): FrameLocator => page.frameLocator('[data-testid="threeds-frame"]');
const threeDsWindow = (page: Page) => page.getByRole('dialog', { name: '3D Ödeme Penceresi' });

async function fillCard(page: Page) {
  await page.getByLabel('Kart Sahibi').fill(CARD.holder);
  await page.getByLabel('Kart Numarası').fill(CARD.number);
  await page.getByLabel('Ay', { exact: true }).selectOption('12');
  await page.getByLabel('Yıl', { exact: true }).selectOption(nextYear);
  await page.getByLabel('CVC').fill(CARD.cvc);
}

/**
 * Types over what a field holds, key by key, as a person does. Where the page answers an edit by changing its
 * layout (a field's message goes, the instalment table gives way to the card picture), fill() would not do:
 * it presses no key, so the browser counts the change as the page moving by itself (support/layout-shift.ts).
 */
async function typeOver(field: Locator, text: string) {
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** The Test POS's bank page in the 3D window: the SMS code, then Onayla. */
async function answerBank(page: Page, code: string) {
  const frame = threeDsWindow(page).locator('[data-testid="threeds-frame"]');
  await expect(frame).toBeVisible();
  expect((await frame.boundingBox())!.height).toBeCloseTo(400, 0);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  const bank = bankPage(page);
  await expect(bank.getByText('TEST BANKASI')).toBeVisible();
  await bank.getByLabel('SMS Doğrulama Kodu').fill(code);
  await bank.getByRole('button', { name: 'Onayla' }).click();
}

/** The payment page up to the instalment table: card, 1.250,00 TL, Hesapla. */
async function calculate(page: Page, testInfo: TestInfo) {
  await page.goto('/spa/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme Sayfası (Tahsilat)' })).toBeVisible();
  await fillCard(page);
  await page.getByLabel('Tutar (TL)').fill('1250');
  await page.getByLabel('Tutar (TL)').blur();
  await expect(page.getByLabel('Tutar (TL)')).toHaveValue('1.250,00');
  const ratios = page.waitForRequest((r) => r.url().includes('/payment2/PaynetRatio'));
  await page.getByRole('button', { name: 'Hesapla' }).click();
  // Only the card's first digits go into the address, never the whole number.
  const url = new URL((await ratios).url());
  expect(url.searchParams.get('cardNumber')).toBe(CARD.number.slice(0, 8));
  expect((await ratios).url()).not.toContain(CARD.number);
  const three = page.getByRole('radio', { name: 'Axess 3 Taksit' });
  await expect(three).toBeVisible();
  // The card picture gives way to the table (spec §2).
  await expect(page.getByTestId('card-picture')).toHaveCount(0);
  await three.check();
  if (isPhone(testInfo)) await expectTapTargets(page, 'payment page, instalment table', { atLeast: 15 });
  return three;
}

test.describe('card payments', () => {
  test(
    'a collection of 1.250,00 TL in 3 instalments: the form, the table, 123456 at the bank, the receipt and the movement',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      await signIn(page, payer(testInfo));
      // From the account menu.
      await page.locator('#header-middle button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Ödeme Sayfası' }).click();
      await expect(page).toHaveURL('/spa/payment');
      await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Ödeme Sayfası (Tahsilat)');
      // No category column: the route is 'nosidebar' (spec §2).
      await expect(page.getByRole('navigation', { name: 'Kategoriler' })).toHaveCount(0);
      await expect(page.getByText('kartınızdan çekim yapmaz')).toBeVisible();

      // Spec §5: every field's message and the form's.
      await page.getByRole('button', { name: 'Hesapla' }).click();
      for (const message of [
        paymentMessages.required('CardName'),
        paymentMessages.required('CardNumber'),
        paymentMessages.required('CardMonth'),
        paymentMessages.required('CardYear'),
        paymentMessages.required('CardCVC'),
        paymentMessages.required('Price'),
        paymentMessages.incomplete,
      ])
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      await typeOver(page.getByLabel('Kart Numarası'), '4355 0843');
      await typeOver(page.getByLabel('Tutar (TL)'), 'on iki');
      await page.getByRole('button', { name: 'Hesapla' }).click();
      await expect(page.getByText(paymentMessages.exactLength('CardNumber', 16))).toBeVisible();
      await expect(page.getByText(paymentMessages.number('Price'))).toBeVisible();
      await expectAccessible(page, 'payment page with messages');
      if (isPhone(testInfo)) await expectTapTargets(page, 'payment page', { atLeast: 10 });

      // The card's type and mask from its prefix (spec §4): amex 4-6-5, troy.
      const number = page.getByLabel('Kart Numarası');
      await typeOver(number, '378282246310005');
      await expect(number).toHaveValue('3782 822463 10005');
      await expect(page.getByTestId('card-brand')).toHaveAttribute('data-brand', 'amex');
      // Its 15 digits are the whole number: the form asks no 16th.
      await page.getByRole('button', { name: 'Hesapla' }).click();
      await expect(page.getByText(paymentMessages.exactLength('CardNumber', 16))).toHaveCount(0);
      await expect(page.getByText(paymentMessages.exactLength('CardNumber', 15))).toHaveCount(0);
      await expect(page.getByText(paymentMessages.invalid('CardNumber'))).toHaveCount(0);
      await typeOver(number, '9792020000000001');
      await expect(page.getByTestId('card-brand')).toHaveAttribute('data-brand', 'troy');
      await typeOver(number, CARD.number);
      await expect(number).toHaveValue(CARD.shown);
      await expect(page.getByTestId('card-brand')).toHaveAttribute('data-brand', 'visa');

      // The picture turns to its back while the CVC has focus, and back 300 ms after.
      await page.getByLabel('CVC').focus();
      await expect(page.getByTestId('card-picture')).toHaveAttribute('data-flipped', 'true');
      await page.getByLabel('Kart Sahibi').focus();
      await expect(page.getByTestId('card-picture')).toHaveAttribute('data-flipped', 'false');

      // Months already past are dropped when this year is chosen (spec §4).
      const thisYear = journeyNow().getFullYear();
      if (journeyNow().getMonth() > 0) {
        await page.getByLabel('Ay', { exact: true }).selectOption('01');
        await page.getByLabel('Yıl', { exact: true }).selectOption(String(thisYear));
        await expect(page.getByLabel('Ay', { exact: true })).toHaveValue('');
      }
      await expect(page.getByLabel('Yıl', { exact: true }).locator('option')).toHaveCount(17);

      await calculate(page, testInfo);
      // 1.250,00 TL in 3: the server's figures, Turkish format, 2 decimals.
      const table = isPhone(testInfo)
        ? page.getByRole('group', { name: 'Taksit Seçenekleri' })
        : page.getByRole('table');
      await expect(table).toContainText('1.250,00');
      await expect(table).toContainText('416,67');
      await expectAccessible(page, 'instalment table');
      await screenshot(page, testInfo, 'payment-table');

      // Any edit clears the table.
      await typeOver(page.getByLabel('Tutar (TL)'), '1250,00');
      await expect(page.getByRole('radio', { name: 'Axess 3 Taksit' })).toHaveCount(0);
      await (await calculate(page, testInfo)).isChecked();

      await page.getByRole('button', { name: 'Ödeme Yap' }).click();
      await expectAccessible(page, '3D window');
      await screenshot(page, testInfo, 'payment-3d-window');
      await answerBank(page, '123456');

      await expect(page).toHaveURL(/\/spa\/payment\/success\/[^/?]+\?fid=\d+$/);
      await expect(page.getByRole('heading', { name: 'Ödemeniz Başarıyla Alınmıştır.' })).toBeVisible();
      const url = new URL(page.url());
      const documentNo = decodeURIComponent(url.pathname.split('/').pop()!);
      const paymentId = url.searchParams.get('fid')!;
      await expect(page.getByRole('main')).toContainText(documentNo);
      const print = page.getByRole('link', { name: 'Dekont Yazdır' });
      await expect(print).toHaveAttribute('href', `/payment2/print/${paymentId}`);
      await expect(print).toHaveAttribute('target', '_blank');
      const popup = page.waitForEvent('popup');
      await print.click();
      const receipt = await popup;
      await expect(receipt.locator('body')).toContainText(documentNo);
      await expect(receipt.locator('body')).toContainText('1.250,00');
      await receipt.close();
      await screenshot(page, testInfo, 'payment-success');

      // The movement, at once, in Genel Hareketler with its receipt.
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })
        .format(journeyNow())
        .replaceAll('-', '.');
      const rows = await api<MovementRow[]>(page, `/report/genelhareket?begin=${day}&end=${day}`);
      const movement = rows.find((r) => r.BELGENO === documentNo);
      expect(movement).toMatchObject({ FINANS_ISLEM_TURU: CARD_COLLECTION_TYPE, ALACAK: 1250, ID: Number(paymentId) });
      await page.goto(`/spa/report/genelhareket?begin=${day}&end=${day}`);
      const main = page.getByRole('main');
      await expect(main.getByText(documentNo).first()).toBeVisible();
      await expect(main.getByText(CARD_COLLECTION_TYPE).first()).toBeVisible();
      await expect(main.getByRole('link', { name: `Dekont ${documentNo} (yeni sekmede açılır)` })).toHaveAttribute(
        'href',
        `/payment2/print/${paymentId}`,
      );
    },
  );

  test('a declined code: the bank says why, nothing is booked, and a second try with 123456 is paid', async ({
    page,
  }, testInfo) => {
    await signIn(page, payer(testInfo));
    await calculate(page, testInfo);
    const started = page.waitForResponse((r) => r.url().endsWith('/payment2') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Ödeme Yap' }).click();
    const { attemptId } = (await (await started).json()) as { attemptId: number };
    await answerBank(page, '654321');

    await expect(page.locator('[data-testid="threeds-frame"]')).toHaveCount(0);
    const alert = page.getByRole('alert').filter({ hasText: 'Ödeme alınamadı.' });
    await expect(alert).toContainText('SMS doğrulama kodu hatalı');
    await expect(page).toHaveURL('/spa/payment');
    const attempt = await api<AttemptStatusAnswer>(page, `/payment2/attempt/${attemptId}`);
    expect(attempt).toMatchObject({ status: 'failed', paymentId: null });
    await expectAccessible(page, 'declined');
    await screenshot(page, testInfo, 'payment-declined');

    // Tekrar Dene: the same card and instalment, the right code this time.
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
    await answerBank(page, '123456');
    await expect(page.getByRole('heading', { name: 'Ödemeniz Başarıyla Alınmıştır.' })).toBeVisible();
  });

  test(
    'a business card: the table is its bank’s commercial one, marked Ticari Kart, and 123456 pays that figure',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, payer(testInfo), '/spa/payment');
      await fillCard(page);
      // A Test POS business card of the Axess programme (docs/architecture.md "Test POS").
      await page.getByLabel('Kart Numarası').fill('5520960000000005');
      await page.getByLabel('Tutar (TL)').fill('1250');
      await page.getByLabel('Banka komisyonunu tutara ekle').check();
      await page.getByRole('button', { name: 'Hesapla' }).click();
      const three = page.getByRole('radio', { name: 'Axess Ticari Kart 3 Taksit' });
      await expect(three).toBeVisible();
      await expect(page.getByText('Kartınız ticari kart; bankanızın ticari kart oranları uygulanır.')).toBeVisible();
      const table = isPhone(testInfo)
        ? page.getByRole('group', { name: 'Taksit Seçenekleri' })
        : page.getByRole('table');
      // 1.250,00 × 4,79 % = 59,88 commission: 1.309,88 on the card, 1.250,00 to the account.
      await expect(table).toContainText('%4,79');
      await expect(table).toContainText('1.309,88');
      await three.check();
      await expectAccessible(page, 'instalment table of a business card');
      await screenshot(page, testInfo, 'payment-table-business-card');
      await page.getByRole('button', { name: 'Ödeme Yap' }).click();
      await answerBank(page, '123456');
      await expect(page.getByRole('heading', { name: 'Ödemeniz Başarıyla Alınmıştır.' })).toBeVisible();
    },
  );

  test(
    'checkout by card: Kredi Kartı first, the instalment select and table, a decline leaves the order open, 123456 completes it',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      await signIn(page, payer(testInfo));
      const basket = await basketWith(page, 1);
      const res = await page.request.post('/basket/order2', { data: { siparisId: basket.id, aciklama: '' } });
      const order = (await res.json()) as PlaceOrderResponse;
      const data = await checkoutOf(page, order.siparisId);
      expect(data.creditCardEnable).toBe(true);

      await page.goto(`/spa/checkout/${order.siparisId}`);
      const payment = page.getByRole('group', { name: 'Ödeme Şekli' });
      await expect(payment.getByRole('radio').first()).toHaveAccessibleName(/^Kredi Kartı/);
      await payment.getByRole('radio', { name: /^Kredi Kartı/ }).check();
      // Before a card is typed the box names the order's total, its TL written once.
      const hint = page.getByRole('status').filter({ hasText: 'Sipariş tutarı' });
      await expect(hint).toContainText(`Sipariş tutarı: ${data.toplamTutarTLF}`);
      await expect(hint).not.toContainText('TL TL');
      await fillCard(page);
      const select = page.getByLabel('Taksit', { exact: true });
      await expect(page.getByRole('radio', { name: 'Axess 3 Taksit' })).toBeVisible();
      await select.selectOption('3');
      await expect(page.getByRole('radio', { name: 'Axess 3 Taksit' })).toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: '3 taksitte' })).toContainText(data.toplamTutarTLF);
      await expectAccessible(page, 'checkout by card');
      if (isPhone(testInfo)) await expectTapTargets(page, 'checkout by card', { atLeast: 20 });
      await screenshot(page, testInfo, 'checkout-card');

      await page.getByRole('button', { name: 'Siparişi Bitir' }).click();
      await answerBank(page, '000000');
      await expect(page.getByRole('alert').filter({ hasText: 'Bir hata oluştu.' })).toContainText(
        'SMS doğrulama kodu hatalı',
      );
      await expect(page).toHaveURL(`/spa/checkout/${order.siparisId}`);
      expect((await checkoutOf(page, order.siparisId)).secim).toBeNull();

      await page.getByRole('button', { name: 'Siparişi Bitir' }).click();
      await answerBank(page, '123456');
      await expect(page).toHaveURL(`/spa/checkout/success/${order.siparisId}`);
      await expect(page.getByRole('heading', { name: basketMessages.success })).toBeVisible();
      expect((await checkoutOf(page, order.siparisId)).secim?.odemeSekli).toBe(CARD_PAYMENT);
    },
  );
});
