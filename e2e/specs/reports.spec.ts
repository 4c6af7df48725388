import { stat } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  balanceLetter,
  CARD_COLLECTION_TYPE,
  DELIVERY_NOTE_TYPE,
  formatMoney,
  INVOICE_TYPE,
  REPORT_TITLES,
  REPORT_TYPES,
  reportMessages,
  type DetailLine,
  type InvoiceListRow,
  type MovementRow,
  type OrderListRow,
  type ProductDetailResponse,
  type ReorderResponse,
  type StatementRow,
} from '@bayi/common';
import {
  api,
  DEMO,
  expect,
  expectAccessible,
  isPhone,
  isRed,
  journeyNow,
  screenshot,
  signIn,
  test,
} from '../support/app';
import { settle } from '../support/a11y';
import { clearBasket, expectNoSidewaysScroll, journeyDealer } from './basket-data';

/**
 * The reports (spec §2 "Reports", "Detail side panels"): a dealer reads movements, the
 * statement, orders and invoices over a range chosen with presets or the calendar, sorts them, opens a
 * document, prints it, downloads Excel, opens a card receipt and orders a past order again. Figures are
 * checked against the API's own answer for the same range.
 */

// ——— the distributor's calendar (Europe/Istanbul), as the presets count it ———
const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
function today(): { y: number; m: number; d: number } {
  const parts = Object.fromEntries(dayParts.formatToParts(journeyNow()).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day) };
}
const pad = (n: number) => String(n).padStart(2, '0');
const q = (y: number, m: number, d: number) => `${y}.${pad(m)}.${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The range each preset stands for (spec §2): yyyy.MM.dd, both ends included. */
function presetRange(preset: 'Bugün' | 'Bu Ay' | 'Geçen Ay' | 'Bu Yil'): { begin: string; end: string } {
  const { y, m, d } = today();
  if (preset === 'Bugün') return { begin: q(y, m, d), end: q(y, m, d) };
  if (preset === 'Bu Ay') return { begin: q(y, m, 1), end: q(y, m, lastDay(y, m)) };
  if (preset === 'Bu Yil') return { begin: q(y, 1, 1), end: q(y, 12, 31) };
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  return { begin: q(py, pm, 1), end: q(py, pm, lastDay(py, pm)) };
}
const display = (queryDate: string) => queryDate.split('.').reverse().join('.');

const instantDay = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayOf = (iso: string) => instantDay.format(new Date(iso));

/** Totals in kuruş, as an accountant adds them. */
const total = <T>(rows: T[], amount: (row: T) => number) =>
  rows.reduce((sum, row) => sum + Math.round(amount(row) * 100), 0) / 100;

// ——— the page ———
const rangeButton = (page: Page) => page.getByRole('button', { name: /^Tarih Aralığı/ });

async function choosePreset(page: Page, preset: Parameters<typeof presetRange>[0]) {
  await rangeButton(page).click();
  // The picker opens with a transition; a preset clicked while it ran was now and then not taken (seen under load).
  await expect(page.getByRole('button', { name: 'Uygula' })).toBeVisible();
  await settle(page);
  await page.getByRole('button', { name: preset, exact: true }).click();
  const { begin, end } = presetRange(preset);
  await expect(page).toHaveURL(
    new RegExp(`[?&]begin=${begin.replaceAll('.', '\\.')}&end=${end.replaceAll('.', '\\.')}`),
  );
  await expect(rangeButton(page)).toContainText(`${display(begin)} – ${display(end)}`);
  // The pop-over has closed and handed the focus back to its button.
  await expect(page.locator('.bayi-day-picker')).toHaveCount(0);
  await expect(rangeButton(page)).toBeFocused();
  return { begin, end };
}

/** The table (desktop) or the cards (phone) of the report, once loaded. */
function results(page: Page, testInfo: TestInfo, title: string): Locator {
  return isPhone(testInfo)
    ? page.getByRole('list', { name: title, exact: true })
    : page.getByRole('table', { name: title, exact: true });
}

/** One rendered row (a table row, or a phone card) per record. */
function rowsOf(list: Locator, testInfo: TestInfo): Locator {
  return isPhone(testInfo) ? list.getByRole('listitem') : list.locator('tbody > tr');
}

async function openReport(page: Page, type: string, title: string) {
  await page.goto(`/spa/report/${type}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page writes its default range into the address first (spec §2), and Fatura Listesi's open invoices
  // arrive above the range picker: a click aimed while they pushed the picker down landed beside it.
  await expect(page).toHaveURL(/[?&]begin=\d{4}\.\d\d\.\d\d&end=\d{4}\.\d\d\.\d\d/);
  await settle(page);
  const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
  await expect(crumbs).toContainText('Raporlar');
  await expect(crumbs).toContainText(title);
  // No category column: the route is 'nosidebar' (spec §2).
  await expect(page.getByRole('navigation', { name: 'Kategoriler' })).toHaveCount(0);
}

async function expectLoaded(page: Page, testInfo: TestInfo, title: string, count: number) {
  if (count === 0) {
    await expect(page.getByText(reportMessages.empty)).toBeVisible();
    return;
  }
  await expect(rowsOf(results(page, testInfo, title), testInfo)).toHaveCount(count);
}

/** Every figure a footer (desktop) or the totals card (phone) shows, as text. */
async function totalsText(page: Page, testInfo: TestInfo, title: string): Promise<string> {
  const where = isPhone(testInfo)
    ? page.getByRole('list', { name: title, exact: true }).locator('xpath=following-sibling::section')
    : page.getByRole('table', { name: title, exact: true }).locator('tfoot');
  return (await where.innerText()).replace(/\s+/g, ' ');
}

function perCurrency<T extends { DOVIZ_AD: string }>(rows: T[], amount: (row: T) => number): string[] {
  return [...new Set(rows.map((r) => r.DOVIZ_AD))].map(
    (c) =>
      `${formatMoney(
        total(
          rows.filter((r) => r.DOVIZ_AD === c),
          amount,
        ),
      )} ${c}`,
  );
}

test.describe('reports', () => {
  test(
    'Genel Hareketler with Bu Ay and Bu Yil: rows, totals per currency, sorting, receipts, Excel',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      // A year of rows, checked by axe and photographed whole: slow on a shared machine.
      test.slow();
      await signIn(page, DEMO.dealer);
      await openReport(page, 'genelhareket', 'Genel Hareketler');
      if (!isPhone(testInfo)) {
        // spec §2's columns (its 'ALCAK' spelled ALACAK, as the statement spells it), then the row actions.
        const headers = await results(page, testInfo, 'Genel Hareketler').locator('thead th').allInnerTexts();
        expect(headers.map((h) => h.trim())).toEqual([
          'BELGE NO',
          'TARİH',
          'BELGE TİPİ',
          'BORÇ',
          'ALACAK',
          'DOVIZ',
          'İşlemler',
        ]);
      }
      // Without a range in the address the default (one month back to today) is written into it.
      await expect(page).toHaveURL(/[?&]begin=\d{4}\.\d{2}\.\d{2}&end=\d{4}\.\d{2}\.\d{2}/);
      await expectAccessible(page);

      let range = await choosePreset(page, 'Bu Ay');
      let rows = await api<MovementRow[]>(page, `/report/genelhareket?begin=${range.begin}&end=${range.end}`);
      await expectLoaded(page, testInfo, 'Genel Hareketler', rows.length);

      range = await choosePreset(page, 'Bu Yil');
      rows = await api<MovementRow[]>(page, `/report/genelhareket?begin=${range.begin}&end=${range.end}`);
      expect(rows.length).toBeGreaterThan(10);
      const list = results(page, testInfo, 'Genel Hareketler');
      const shown = rowsOf(list, testInfo);
      await expect(shown).toHaveCount(rows.length);
      await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p')).toContainText(
        `${rows.length} kayıt`,
      );

      // Default order: newest first (spec §2).
      const newest = [...rows].sort((a, b) => (a.TARIH < b.TARIH ? 1 : -1))[0]!;
      await expect(shown.first()).toContainText(newest.BELGENO);
      await expect(shown.first()).toContainText(dayOf(newest.TARIH));

      // Footer: debit and credit totalled per currency, never TL and USD together.
      const footer = await totalsText(page, testInfo, 'Genel Hareketler');
      expect(footer).toContain('Toplam');
      for (const line of [...perCurrency(rows, (r) => r.BORC), ...perCurrency(rows, (r) => r.ALACAK)]) {
        expect(footer).toContain(line);
      }

      // Row actions: detail only for invoices and delivery notes, a receipt only for card collections.
      const invoices = rows.filter(
        (r) => r.FINANS_ISLEM_TURU === INVOICE_TYPE || r.FINANS_ISLEM_TURU === DELIVERY_NOTE_TYPE,
      );
      await expect(list.getByRole('button', { name: /^Detay / })).toHaveCount(invoices.length);
      const card = rows.find((r) => r.FINANS_ISLEM_TURU === CARD_COLLECTION_TYPE);
      expect(card, 'a card collection in this year').toBeDefined();
      const receipts = rows.filter((r) => r.FINANS_ISLEM_TURU === CARD_COLLECTION_TYPE);
      await expect(list.getByRole('link', { name: /^Dekont / })).toHaveCount(receipts.length);
      const receipt = list.getByRole('link', { name: `Dekont ${card!.BELGENO} (yeni sekmede açılır)` });
      await expect(receipt).toHaveAttribute('href', `/payment2/print/${card!.ID}`);
      await expect(receipt).toHaveAttribute('target', '_blank');
      const popup = page.waitForEvent('popup');
      await receipt.click();
      const receiptPage = await popup;
      await expect(receiptPage.getByRole('heading', { name: 'Kredi Kartı Tahsilat Dekontu' })).toBeVisible();
      await expect(receiptPage.locator('body')).toContainText(card!.BELGENO);
      await receiptPage.close();

      // Sorting a column: document numbers A→Z, in Turkish order with numbers as numbers.
      const byNumber = [...rows].sort((a, b) =>
        new Intl.Collator('tr', { numeric: true, sensitivity: 'base' }).compare(a.BELGENO, b.BELGENO),
      );
      if (isPhone(testInfo)) {
        await page.getByLabel('Sırala').selectOption({ label: 'Belge No (artan)' });
      } else {
        await list.getByRole('button', { name: 'BELGE NO' }).click();
        await expect(list.getByRole('columnheader', { name: 'BELGE NO' })).toHaveAttribute('aria-sort', 'ascending');
        await expect(list.getByRole('columnheader', { name: 'TARİH' })).not.toHaveAttribute('aria-sort', /./);
      }
      await expect(shown.first()).toContainText(byNumber[0]!.BELGENO);
      await expect(shown.last()).toContainText(byNumber.at(-1)!.BELGENO);
      if (isPhone(testInfo)) {
        await page.getByLabel('Sırala').selectOption({ label: 'Borç (azalan)' });
      } else {
        await list.getByRole('button', { name: 'BORÇ' }).click();
        await expect(list.getByRole('columnheader', { name: 'BORÇ' })).toHaveAttribute(
          'aria-sort',
          /ascending|descending/,
        );
      }
      const direction = isPhone(testInfo)
        ? 'descending'
        : await list.getByRole('columnheader', { name: 'BORÇ' }).getAttribute('aria-sort');
      const byDebit = [...rows].sort((a, b) => (direction === 'ascending' ? a.BORC - b.BORC : b.BORC - a.BORC));
      await expect(shown.first()).toContainText(formatMoney(byDebit[0]!.BORC));
      await expectAccessible(page);
      if (isPhone(testInfo)) await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'report-genelhareket');

      // Excel of the same range: a real .xlsx file.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Excel olarak indir' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^genel-hareketler_.*\.xlsx$/);
      expect(file.suggestedFilename()).toContain(`${range.begin}-${range.end}`);
      expect((await stat((await file.path())!)).size).toBeGreaterThan(1000);
      await expect(page.getByRole('link', { name: 'PDF olarak indir' })).toHaveAttribute(
        'href',
        `/report/genelhareket/pdf?begin=${range.begin}&end=${range.end}`,
      );

      // The range lives in the address: a reload shows the same rows.
      await page.reload();
      await expect(rangeButton(page)).toContainText(`${display(range.begin)} – ${display(range.end)}`);
      await expect(rowsOf(results(page, testInfo, 'Genel Hareketler'), testInfo)).toHaveCount(rows.length);
    },
  );

  test(
    'Hesap Ekstresi with Bu Yil: Devir, B/A, the TRY Hesap Toplamı footer and receipts by FINANS',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      // A year of rows, checked by axe and photographed whole: slow on a shared machine.
      test.slow();
      await signIn(page, DEMO.dealer);
      await openReport(page, 'hesapekstresi', 'Hesap Ekstresi');
      const range = await choosePreset(page, 'Bu Yil');
      const rows = await api<StatementRow[]>(page, `/report/hesapekstresi?begin=${range.begin}&end=${range.end}`);
      const list = results(page, testInfo, 'Hesap Ekstresi');
      await expect(rowsOf(list, testInfo)).toHaveCount(rows.length);

      if (!isPhone(testInfo)) {
        const headers = await list.locator('thead th').allInnerTexts();
        expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
          'B / A',
          'BELGE NO',
          'TARİH',
          'BELGE TİPİ',
          'BORÇ',
          'ALACAK',
          'DOVIZ',
          'KUR',
          'BAKİYE',
          'İşlemler',
        ]);
      }
      // Devir (the opening balance) is a row; sorted newest first it is the last.
      const devir = rows.find((r) => r.DEVIR)!;
      await expect(rowsOf(list, testInfo).last()).toContainText('Devir');
      await expect(rowsOf(list, testInfo).last()).toContainText(formatMoney(devir.BORC || devir.ALACAK));

      // 'TRY Hesap Toplamı': debit, credit in TL and the closing balance with its letter.
      const debit = total(rows, (r) => r.BORC_TL);
      const credit = total(rows, (r) => r.ALACAK_TL);
      const balance = Math.round((debit - credit) * 100) / 100;
      const closing = rows.at(-1)!;
      expect(formatMoney(Math.abs(balance))).toBe(formatMoney(Math.abs(closing.BAKIYE)));
      const footer = await totalsText(page, testInfo, 'Hesap Ekstresi');
      expect(footer).toContain('TRY Hesap Toplamı');
      expect(footer).toContain(`${formatMoney(debit)} TL`);
      expect(footer).toContain(`${formatMoney(credit)} TL`);
      await expect(page.getByTestId('statement-balance')).toHaveText(
        `${formatMoney(Math.abs(balance))} TL ${balanceLetter(balance)}`.trim(),
      );

      // The statement's receipt link goes by FINANS (spec §2).
      const card = rows.find((r) => r.FINANS_ISLEM_TURU === CARD_COLLECTION_TYPE && r.FINANS !== null)!;
      const receipt = list.getByRole('link', { name: `Dekont ${card.BELGENO} (yeni sekmede açılır)` });
      await expect(receipt).toHaveAttribute('href', `/payment2/print/${card.FINANS}`);
      await expect(receipt).toHaveAttribute('target', '_blank');
      await expectAccessible(page);
      if (isPhone(testInfo)) await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, 'report-hesapekstresi');
    },
  );

  test('every report fits 1024 and 1280 px: no sideways scrolling, the Detay buttons in view', async ({
    page,
  }, testInfo) => {
    // A year of each report: its longest notes and largest totals.
    test.slow();
    await signIn(page, DEMO.dealer, null);
    const { begin, end } = presetRange('Bu Yil');
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const type of REPORT_TYPES) {
        const title = REPORT_TITLES[type];
        const where = `${title} at ${width} px`;
        await page.goto(`/spa/report/${type}?begin=${begin}&end=${end}`);
        const rows = await api<unknown[]>(page, `/report/${type}?begin=${begin}&end=${end}`);
        const table = page.getByRole('table', { name: title, exact: true });
        await expect(table.locator('tbody > tr'), where).toHaveCount(rows.length);
        const fit = await table.evaluate((el) => {
          const box = el.closest('[role="region"]')!;
          const actions = Array.from(el.querySelectorAll('tbody :is(button, a)'), (a) => a.getBoundingClientRect());
          return {
            table: el.scrollWidth,
            box: box.clientWidth,
            boxContent: box.scrollWidth,
            page: document.documentElement.scrollWidth,
            window: window.innerWidth,
            actions: actions.length,
            left: Math.min(...actions.map((r) => r.left)),
            right: Math.max(...actions.map((r) => r.right)),
          };
        });
        // Nothing to scroll sideways: the table fits its box, the box scrolls nothing, nor does the page.
        expect(fit.table, where).toBeLessThanOrEqual(fit.box);
        expect(fit.boxContent, where).toBeLessThanOrEqual(fit.box);
        expect(fit.page, where).toBeLessThanOrEqual(fit.window);
        // Every row's button or link (Detay, Dekont) lies inside the window.
        expect(fit.actions, where).toBeGreaterThan(0);
        expect(fit.left, where).toBeGreaterThanOrEqual(0);
        expect(fit.right, where).toBeLessThanOrEqual(width);
        const detail = table.getByRole('button', { name: /^Detay / }).first();
        await expect(detail, where).toBeVisible();
        const box = (await detail.boundingBox())!;
        expect(box.x + box.width, where).toBeLessThanOrEqual(width);
        if (width === 1024) {
          await expectAccessible(page, where);
          await screenshot(page, testInfo, `report-${type}-${width}`);
        }
      }
    }
  });

  test('an empty range picked in the calendar shows Kayıt Bulunamadı., and survives a reload', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.dealer);
    await openReport(page, 'faturalistesi', 'Fatura Listesi');
    await rangeButton(page).click();
    // Turkish calendar: Monday first, Turkish month names, years down to 1900.
    const dialog = page.locator('.bayi-day-picker');
    await expect(dialog.locator('.rdp-weekday').first()).toHaveText('Pt');
    await dialog.getByRole('combobox', { name: 'Yılı seçin' }).first().selectOption('2001');
    await dialog.getByRole('combobox', { name: 'Ayı seçin' }).first().selectOption({ label: 'Mart' });
    await dialog.getByRole('button', { name: /^5 Mart 2001/ }).click();
    await dialog.getByRole('button', { name: /^16 Mart 2001/ }).click();
    await expect(page.getByRole('button', { name: 'Uygula' })).toBeEnabled();
    await page.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(/begin=2001\.03\.05&end=2001\.03\.16/);
    const empty = page.getByText(reportMessages.empty, { exact: true });
    await expect(empty).toBeVisible();
    expect(isRed(await empty.evaluate((el) => getComputedStyle(el).color))).toBe(true);
    await expectAccessible(page);

    // Vazgeç forgets a range picked and not applied.
    await rangeButton(page).click();
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(rangeButton(page)).toContainText('05.03.2001 – 16.03.2001');

    await page.reload();
    await expect(page.getByText(reportMessages.empty, { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'report-empty');
  });

  test(
    'an invoice and a delivery note in the side panel: barcodes, printing in a frame, closing',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      // Whatever the browser does in print(), the journey sees the call: title, content, and it ends it.
      await page.addInitScript(() => {
        const prints: { title: string; text: string; barcodes: number; styles: number }[] = [];
        (window as unknown as { __prints: typeof prints }).__prints = prints;
        new MutationObserver((records) => {
          for (const record of records) {
            record.addedNodes.forEach((node) => {
              if (!(node instanceof HTMLIFrameElement) || !node.hasAttribute('data-print-frame')) return;
              node.addEventListener('load', () => {
                const win = node.contentWindow!;
                win.print = () => {
                  const doc = win.document;
                  prints.push({
                    title: doc.title,
                    text: doc.body.innerText,
                    barcodes: doc.querySelectorAll('svg[data-barcode] rect, svg[data-barcode] path').length,
                    styles: doc.querySelectorAll('link[rel="stylesheet"], style').length,
                  });
                  win.dispatchEvent(new Event('afterprint'));
                };
              });
            });
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await signIn(page, DEMO.dealer, null);
      // The newest invoice and delivery note of the year, in a range that just holds them (a shared link).
      const year = presetRange('Bu Yil');
      const movements = await api<MovementRow[]>(page, `/report/genelhareket?begin=${year.begin}&end=${year.end}`);
      const newest = (type: string) =>
        movements.filter((r) => r.FINANS_ISLEM_TURU === type).sort((a, b) => (a.TARIH < b.TARIH ? 1 : -1))[0]!;
      const from = [newest(INVOICE_TYPE).TARIH, newest(DELIVERY_NOTE_TYPE).TARIH].sort()[0]!;
      const { y, m, d } = today();
      const range = { begin: dayOf(from).split('.').reverse().join('.'), end: q(y, m, d) };
      await page.goto(`/spa/report/genelhareket?begin=${range.begin}&end=${range.end}`);
      await expect(rangeButton(page)).toContainText(`${display(range.begin)} – ${display(range.end)}`);
      const rows = await api<MovementRow[]>(page, `/report/genelhareket?begin=${range.begin}&end=${range.end}`);
      await expect(rowsOf(results(page, testInfo, 'Genel Hareketler'), testInfo)).toHaveCount(rows.length);
      const invoice = rows.find((r) => r.FINANS_ISLEM_TURU === INVOICE_TYPE)!;
      const lines = await api<DetailLine[]>(page, `/Report/faturadetay/${invoice.BELGENO}`);

      const detail = page.getByRole('button', { name: `Detay ${invoice.BELGENO}` });
      await detail.click();
      const panel = page.getByRole('dialog', { name: 'Fatura Detayı' });
      await expect(panel.getByRole('heading', { name: 'Fatura Detayı' })).toBeVisible();
      await expect(panel).toContainText(invoice.BELGENO);
      await expect(panel.getByTestId('document-total')).toHaveText(
        `${formatMoney(lines[0]!.GENELTOPLAM)} ${lines[0]!.DOVIZ_AD}`,
      );
      for (const line of lines) await expect(panel).toContainText(line.STOK_AD);
      // Barcodes drawn by JsBarcode when the server sends BARKOD (showReportBarcode).
      const withBarcode = lines.filter((l) => l.BARKOD);
      const barcodes = panel.locator('svg[data-barcode]');
      await expect(barcodes).toHaveCount(withBarcode.length);
      if (withBarcode.length) {
        await expect(barcodes.first()).toHaveAttribute('data-barcode', withBarcode[0]!.BARKOD!);
        await expect(barcodes.first().locator('rect, path').first()).toBeAttached();
      }
      // The panel is at most 6xl (72rem) wide and, once it has slid in, sits at the right edge.
      const sheet = panel.locator('[id^="headlessui-dialog-panel"]');
      const viewport = page.viewportSize()!;
      const rightEdge = async () => {
        const box = (await sheet.boundingBox())!;
        return Math.round(box.x + box.width);
      };
      await expect.poll(rightEdge).toBe(viewport.width);
      expect((await sheet.boundingBox())!.width).toBeLessThanOrEqual(72 * 16 + 1);
      await expectAccessible(page, 'invoice panel');
      await screenshot(page, testInfo, 'report-invoice-panel');

      // 'Belgeyi Yazdir': a hidden frame with the styles, print() with the title 'Döküman', then gone.
      const pageTitle = await page.title();
      await panel.getByRole('button', { name: 'Belgeyi Yazdir' }).click();
      await expect(page.locator('iframe[data-print-frame]')).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __prints: unknown[] }).__prints.length))
        .toBe(1);
      await expect(page.locator('iframe[data-print-frame]')).toHaveCount(0);
      const [printed] = await page.evaluate(
        () =>
          (window as unknown as { __prints: { title: string; text: string; barcodes: number; styles: number }[] })
            .__prints,
      );
      expect(printed!.title).toBe('Döküman');
      expect(printed!.text).toContain(invoice.BELGENO);
      expect(printed!.text).toContain(formatMoney(lines[0]!.GENELTOPLAM));
      expect(printed!.styles).toBeGreaterThan(0);
      if (withBarcode.length) expect(printed!.barcodes).toBeGreaterThan(0);
      expect(await page.title()).toBe(pageTitle);
      // Focus comes back to the page, on the print button.
      await expect(panel.getByRole('button', { name: 'Belgeyi Yazdir' })).toBeFocused();

      // Escape closes it and focus goes back to the row's button.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(detail).toBeFocused();

      // A delivery note: 'İrsaliye Detayı'; closed by its button, or by a click beside it.
      const note = rows.find((r) => r.FINANS_ISLEM_TURU === DELIVERY_NOTE_TYPE)!;
      const noteButton = page.getByRole('button', { name: `Detay ${note.BELGENO}` });
      await noteButton.click();
      const notePanel = page.getByRole('dialog', { name: 'İrsaliye Detayı' });
      await expect(notePanel).toContainText(note.BELGENO);
      if (isPhone(testInfo)) {
        await notePanel.getByRole('button', { name: 'Kapat' }).click();
      } else {
        await page.mouse.click(20, viewport.height / 2);
      }
      await expect(notePanel).toBeHidden();
      await expect(noteButton).toBeFocused();
    },
  );

  test(
    'Fatura Listesi with Geçen Ay and Sipariş Listesi with Bu Yil: columns, footers, detail',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signIn(page, DEMO.dealer);
      await openReport(page, 'faturalistesi', 'Fatura Listesi');
      let range = await choosePreset(page, 'Geçen Ay');
      const invoices = await api<InvoiceListRow[]>(page, `/report/faturalistesi?begin=${range.begin}&end=${range.end}`);
      await expectLoaded(page, testInfo, 'Fatura Listesi', invoices.length);
      if (invoices.length && !isPhone(testInfo)) {
        const headers = await results(page, testInfo, 'Fatura Listesi').locator('thead th').allInnerTexts();
        expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
          'BELGE NO',
          'TARİH',
          'TÜR',
          'VADE',
          'TOPLAM',
          'KDV',
          'GENEL TOPLAM',
          'DOVİZ',
          'KUR',
          'İşlemler',
        ]);
      }
      if (invoices.length) {
        const footer = await totalsText(page, testInfo, 'Fatura Listesi');
        for (const line of perCurrency(invoices, (r) => r.GENELTOPLAM)) expect(footer).toContain(line);
      }
      await expectAccessible(page);

      // The tabs keep the range.
      await page.getByRole('navigation', { name: 'Raporlar' }).getByRole('link', { name: 'Sipariş Listesi' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/spa/report/siparislistesi\\?begin=${range.begin.replaceAll('.', '\\.')}`),
      );
      range = await choosePreset(page, 'Bu Yil');
      const orders = await api<OrderListRow[]>(page, `/report/siparislistesi?begin=${range.begin}&end=${range.end}`);
      const list = results(page, testInfo, 'Sipariş Listesi');
      await expect(rowsOf(list, testInfo)).toHaveCount(orders.length);
      if (!isPhone(testInfo)) {
        const headers = await list.locator('thead th').allInnerTexts();
        expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
          'BELGE NO',
          'SİPARİŞ TARİHİ',
          'SİPARİŞ TÜRÜ',
          'TOPLAM',
          'KDV',
          'GENEL TOPLAM',
          'DOVIZ',
          'DURUM',
          'AÇIKLAMA',
          'İşlemler',
        ]);
      }
      const footer = await totalsText(page, testInfo, 'Sipariş Listesi');
      for (const line of [
        ...perCurrency(orders, (r) => r.SATIR_TOPLAM),
        ...perCurrency(orders, (r) => r.KDV_TOPLAM),
        ...perCurrency(orders, (r) => r.GENELTOPLAM),
      ]) {
        expect(footer).toContain(line);
      }
      // Every order has its detail button; the panel is 'Sipariş Detayı'.
      await expect(list.getByRole('button', { name: /^Detay / })).toHaveCount(orders.length);
      const order = orders[0]!;
      await list.getByRole('button', { name: `Detay ${order.BELGENO}` }).click();
      const panel = page.getByRole('dialog', { name: 'Sipariş Detayı' });
      await expect(panel).toContainText(order.BELGENO);
      await expect(panel.getByTestId('document-total')).toHaveText(
        `${formatMoney(order.GENELTOPLAM)} ${order.DOVIZ_AD}`,
      );
      await expect(panel.getByRole('button', { name: 'Tekrar Sipariş Ver' })).toBeVisible();
      await expectAccessible(page, 'order panel');
      await screenshot(page, testInfo, 'report-order-panel');
    },
  );

  test('Tekrar Sipariş Ver puts a past order into the basket and says what was left out', async ({
    page,
  }, testInfo) => {
    await signIn(page, journeyDealer(testInfo, 12));
    await clearBasket(page);
    const { begin, end } = presetRange('Bu Yil');
    const orders = await api<OrderListRow[]>(page, `/report/siparislistesi?begin=${begin}&end=${end}`);
    // A past order with at least one line the dealer can buy today.
    let chosen: { order: OrderListRow; lines: DetailLine[] } | undefined;
    for (const order of orders.slice(0, 8)) {
      const lines = await api<DetailLine[]>(page, `/Report/siparisdetay/${order.BELGENO}`);
      for (const line of lines.filter((l) => l.STOK_ID !== null).slice(0, 3)) {
        const product = await api<ProductDetailResponse>(page, `/product/${line.STOK_ID}`);
        if (product.stok.showAddBasketButton && (product.stok.miktar ?? 0) > 0) chosen = { order, lines };
        if (chosen) break;
      }
      if (chosen) break;
    }
    expect(chosen, 'an order with a line in stock').toBeDefined();

    await openReport(page, 'siparislistesi', 'Sipariş Listesi');
    await choosePreset(page, 'Bu Yil');
    await results(page, testInfo, 'Sipariş Listesi')
      .getByRole('button', { name: `Detay ${chosen!.order.BELGENO}` })
      .click();
    const panel = page.getByRole('dialog', { name: 'Sipariş Detayı' });
    await expect(panel).toContainText(chosen!.lines[0]!.STOK_AD);

    const answer = page.waitForResponse((r) =>
      r.url().endsWith(`/Report/siparisdetay/${chosen!.order.BELGENO}/reorder`),
    );
    await panel.getByRole('button', { name: 'Tekrar Sipariş Ver' }).click();
    const reorder = (await (await answer).json()) as ReorderResponse;
    expect(reorder.eklenenler.length).toBeGreaterThan(0);
    expect(reorder.eklenenler.length + reorder.atlananlar.length).toBe(chosen!.lines.length);

    const result = panel.getByTestId('reorder-result');
    await expect(result).toContainText(`${reorder.eklenenler.length} ürün bugünkü fiyatlarıyla sepetinize eklendi.`);
    for (const line of reorder.eklenenler) await expect(result).toContainText(line.STOK_AD);
    if (reorder.atlananlar.length) await expect(result).toContainText('Eklenemeyen ürünler');
    for (const line of reorder.atlananlar) await expect(result).toContainText(`${line.STOK_AD} (${line.STOK_KOD})`);
    for (const line of reorder.atlananlar) await expect(result).toContainText(line.neden);
    // The header's count follows at once.
    await expect(page.getByTestId('basket-count')).toHaveText(`Sepetinizde ${reorder.basketProductCount} ürün`);
    await expectAccessible(page, 'reorder result');
    await screenshot(page, testInfo, 'report-reorder');

    await panel.getByRole('link', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL('/spa/basket');
    for (const line of reorder.eklenenler) await expect(page.getByRole('main')).toContainText(line.STOK_AD);
  });
});
