import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminWebhookList, PlaceOrderResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { basketWith } from './basket-data';

/**
 * Webhooks, at 1280 px and a look at 375: an admin adds an address of a receiver started here, is
 * refused a wrong address beside the field, sees the signing secret once and copies it; a dealer places an order
 * from the basket page; the order reaches the receiver signed with that secret, the log shows it delivered with
 * the body sent, and a re-send arrives again under the same event id. The endpoint is deleted at the end.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A demo dealer no other journey orders as (slot 11 is only the phone journey's, as 120.01.021). */
const DEALER = { ...DEMO.dealer2, cariNo: '120.01.011' };

/** The receiver's own check, as an integrator writes it from docs/integration.md "Webhooks". */
function verified(secret: string, r: Received): boolean {
  const parts = Object.fromEntries(
    String(r.headers['bayi-signature'] ?? '')
      .split(',')
      .map((p) => p.split('=', 2) as [string, string]),
  );
  if (!parts.t || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${r.body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('an admin adds a webhook and a dealer’s order reaches it, signed, and shows as delivered', async ({
  page,
  browser,
}, testInfo) => {
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"alindi":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/bayi-olaylari`;
  let endpointId: number | null = null;

  try {
    await signIn(page, DEMO.admin);
    await page.goto('/spa/admin');
    await page
      .getByRole('navigation', { name: 'Yönetim bölümleri' })
      .getByRole('link', { name: "Webhook'lar" })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: "Webhook'lar" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Yeni webhook' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni webhook' })).toBeVisible();
    await page.getByLabel('Adres (URL)').fill('ftp://erp.example.com/olaylar');
    await page.getByLabel('Açıklama').fill('Logo Tiger aktarımı (e2e)');
    await page.getByRole('checkbox', { name: /Sipariş tamamlandı/ }).check();
    await page.getByRole('button', { name: 'Webhook ekle' }).click();
    await expect(page.getByText(/Adres http:\/\/ veya https:\/\/ ile başlayan geçerli bir adres olmalı/)).toBeVisible();
    await expect(page.getByLabel('Adres (URL)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Adres (URL)').fill(url);
    await page.getByRole('button', { name: 'Webhook ekle' }).click();
    const secretBox = page.getByTestId('webhook-secret');
    await expect(secretBox.getByRole('heading', { name: 'İmza anahtarı' })).toBeVisible();
    const secret = await secretBox.getByLabel('Anahtar').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    endpointId = Number(/\/admin\/webhooks\/(\d+)/.exec(page.url())![1]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await secretBox.getByRole('button', { name: 'Kopyala' }).click();
    await expect(secretBox.getByText('Anahtar panoya kopyalandı.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'webhook-secret');

    // Shown once: hidden on request, and not there after a reload either.
    await secretBox.getByRole('button', { name: 'Sakladım, gizle' }).click();
    await expect(secretBox).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Adres (URL)')).toHaveValue(url);
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText('Henüz gönderim yok.', { exact: false })).toBeVisible();

    // A dealer orders from the basket page, in a browser of their own.
    const dealerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'tr-TR' });
    const dealer = await dealerContext.newPage();
    let order: PlaceOrderResponse;
    try {
      await signIn(dealer, DEALER);
      await basketWith(dealer, 2);
      await dealer.goto('/spa/basket');
      const placed = dealer.waitForResponse((r) => r.url().endsWith('/basket/order2'));
      await dealer.getByRole('button', { name: 'Sipariş Ver' }).click();
      order = (await (await placed).json()) as PlaceOrderResponse;
      expect(order.hasError).toBe(false);
    } finally {
      await dealerContext.close();
    }

    // The loop sends it within a poll; the log follows it until it settles.
    await page.reload();
    const log = page.getByRole('list', { name: 'Gönderim kaydı, en yenisi önce' });
    const first = log.getByTestId('webhook-delivery').first();
    await expect(first.getByText('İletildi')).toBeVisible({ timeout: 20_000 });
    await expect(first.getByText('Sipariş verildi')).toBeVisible();
    await expect(first).toContainText('1 deneme · HTTP 200');

    const orders = received.filter((r) => r.headers['bayi-webhook-event'] === 'order.placed');
    expect(orders).toHaveLength(1);
    expect(verified(secret, orders[0]!)).toBe(true);
    const event = JSON.parse(orders[0]!.body);
    expect(event).toMatchObject({
      type: 'order.placed',
      data: { id: order.siparisId, number: order.belgeNo, dealer: { code: DEALER.cariNo } },
    });
    expect(orders[0]!.headers['bayi-webhook-id']).toBe(event.id);

    // The body sent and the answer, then a re-send of the same event.
    await first.getByRole('button', { name: /Ayrıntı/ }).click();
    await expect(first.getByText('Gönderilen gövde')).toBeVisible();
    await expect(first.locator('pre')).toContainText(`"number": "${order.belgeNo}"`);
    await expect(first).toContainText('Yanıt: {"alindi":true}');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'webhook-log');

    await first.getByRole('button', { name: /Yeniden gönder/ }).click();
    await expect(log.getByTestId('webhook-delivery')).toHaveCount(2);
    await expect(log.getByTestId('webhook-delivery').first().getByText('İletildi')).toBeVisible({ timeout: 20_000 });
    await expect(log.getByTestId('webhook-delivery').first()).toContainText('yeniden gönderimi');
    await expect.poll(() => received.filter((r) => r.headers['bayi-webhook-id'] === event.id).length).toBe(2);
    expect(received.every((r) => verified(secret, r))).toBe(true);

    const list = await api<AdminWebhookList>(page, '/admin/webhooks');
    expect(list.items.find((w) => w.id === endpointId)).toMatchObject({ pending: 0, failed: 0 });

    // The same page on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(log.getByTestId('webhook-delivery')).toHaveCount(2);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'webhook-log-375');
    await page.goto('/spa/admin/webhooks');
    await expect(page.getByRole('list', { name: 'Webhook adresleri' })).toContainText(url);
    await screenshot(page, testInfo, 'webhook-list-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await screenshot(page, testInfo, 'webhook-list');
  } finally {
    if (endpointId !== null) await page.request.delete(`/admin/webhooks/${endpointId}`);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
