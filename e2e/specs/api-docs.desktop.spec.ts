import { expect, test } from '@playwright/test';
import { screenshot } from '../support/app';

/**
 * The integrator's first stop (at a desk: desktop project only): the API reference at /docs renders in a real
 * browser from /openapi.json,
 * served by this server alone. (Its own markup is Scalar's; the storefront's accessibility checks do not
 * run on it.)
 */
test('the API reference at /docs shows the calls of spec §7', async ({ page }, testInfo) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.protocol !== 'data:' && url.protocol !== 'blob:') outside.push(url.href);
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Bayi API' }).first()).toBeVisible({ timeout: 30_000 });
  // The groups are the tags of the routes; opening one lists its calls.
  await page.getByText('Sepet ve sipariş').first().click();
  await expect(page.getByText('/basket/order2').first()).toBeVisible();
  await screenshot(page, testInfo, 'api-docs');
  expect(outside).toEqual([]);
  expect(blocked).toEqual([]);
});
