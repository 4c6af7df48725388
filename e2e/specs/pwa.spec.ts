import type { BrowserContext, Page, Request } from '@playwright/test';
import type { ApplicationResponse, CategoryNode, MenuEntry } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signInByForm, test } from '../support/app';
import { listOf, topCategories } from './catalog-data';

/**
 * The installable, offline storefront (docs/architecture.md "Installable app and offline use"). The other
 * journeys run with service workers blocked (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Çevrimdışısınız: son görüntülenen sayfalar gösteriliyor.';
const NOT_KEPT = 'Bu sayfa çevrimdışı kullanılamıyor';
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Waits until the installed worker answers this page's requests (it takes over the page it was installed on). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Two leaf categories of the demo catalogue: one to visit, one never visited. */
async function twoCategories(page: Page): Promise<[CategoryNode, CategoryNode]> {
  const leaves = (await topCategories(page)).flatMap((c) => c.childs);
  return [leaves[0]!, leaves[1]!];
}

/** The names of the runtime caches of signed-in viewers and visitors the worker keeps. */
const viewerCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('bayi-viewer-')));

/** Whose answer the server says a call is (the worker's cache partition). */
async function viewerTag(page: Page): Promise<string> {
  const res = await page.request.get('/application');
  return res.headers()['x-bayi-viewer']!;
}

/**
 * Requests for the build's files that reached the network: those the worker itself sent, and those of the
 * pages it did not answer. Each finished request is counted once; `served` counts the worker's own answers.
 */
function countAssetRequests(context: BrowserContext) {
  const counts = { network: [] as string[], served: [] as string[] };
  const onFinished = async (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/spa/assets/')) return;
    const response = await request.response();
    if (request.serviceWorker() || !response?.fromServiceWorker()) counts.network.push(request.url());
    else counts.served.push(request.url());
  };
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFinished);
  return counts;
}

/** Width × height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable storefront', () => {
  test('a second visit loads every file of the app from the installed copy, none from the server', async ({
    page,
    context,
  }) => {
    await page.goto('/spa');
    await controlledByWorker(page);
    await expect(page.locator('#site-logo')).toBeVisible();

    const counts = countAssetRequests(context);
    const second = await context.newPage();
    await second.goto('/spa');
    await expect(second.locator('#site-logo')).toBeVisible();
    await second.waitForLoadState('load');
    // The page asked for its scripts (the list of network requests would be empty as well if it had asked for
    // nothing); its stylesheet came from the installed copy too, or was written into the page.
    expect(counts.served.some((url) => url.endsWith('.js'))).toBe(true);
    const inline = await second.locator('head style#app-css').count();
    expect(inline > 0 || counts.served.some((url) => url.endsWith('.css'))).toBe(true);
    expect(counts.network).toEqual([]);
  });

  test('offline, a visited catalogue page comes back with a notice; an unvisited one says it is not kept', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/spa');
    const [visited, unvisited] = await twoCategories(page);
    const list = await listOf(page, `/category/${visited.id}`);
    const [firstMenuEntry] = await api<MenuEntry[]>(page, '/menu/?id=menu.header');
    await controlledByWorker(page);
    await page.goto(`/spa/catalog/${visited.id}`);
    await expect(cards(page).first()).toContainText(list.stoks[0]!.ad);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#site-logo')).toBeVisible();
    await expect(cards(page).first()).toContainText(list.stoks[0]!.ad);
    // The menus the page carried when it was visited came back too (kept from the page, not asked for then).
    await expect(page.getByRole('link', { name: firstMenuEntry!.displayName }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expectAccessible(page, 'offline, kept page');
    await screenshot(page, testInfo, 'offline-kept-page');

    await page.goto(`/spa/catalog/${unvisited.id}`);
    await expect(page.getByRole('main')).toContainText(NOT_KEPT);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await screenshot(page, testInfo, 'offline-missing-page');

    await context.setOffline(false);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  });

  test(
    'on a phone the offline notice and the WhatsApp button do not cover each other; back online it returns',
    { tag: '@phone' },
    async ({ page, context }, testInfo) => {
      await page.goto('/spa');
      const chat = page.getByRole('link', { name: 'WhatsApp ile bize yazın' });
      await expect(chat).toBeVisible();
      const online = (await chat.boundingBox())!;

      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
      await expect(notice).toBeVisible();
      // The button steps up above the banner, whole and still to be tapped.
      await expect
        .poll(async () => {
          const [button, banner] = [(await chat.boundingBox())!, (await notice.boundingBox())!];
          return button.y + button.height <= banner.y;
        })
        .toBe(true);
      await expect(chat).toBeInViewport({ ratio: 1 });
      await chat.click({ trial: true });
      await expectAccessible(page, 'offline notice with the chat button');
      await screenshot(page, testInfo, 'offline-notice-chat-button');

      await context.setOffline(false);
      await expect(notice).toBeHidden();
      await expect.poll(async () => (await chat.boundingBox())!.y).toBe(online.y);
    },
  );

  test("a dealer's priced pages are gone after sign-out, for the visitor and for the next dealer", async ({
    page,
    context,
  }) => {
    await page.goto('/spa/login');
    await controlledByWorker(page);
    // Through the form: the sign-in call passes the worker, as a person's does.
    await signInByForm(page, DEMO.dealer);
    const dealerTag = await viewerTag(page);
    expect(dealerTag).not.toBe('visitor');

    const [category] = await twoCategories(page);
    const list = await listOf(page, `/category/${category.id}`);
    const product = list.stoks[0]!;
    expect(product.fiyats?.length).toBeGreaterThan(0);
    await page.goto(`/spa/catalog/${category.id}`);
    await expect(cards(page).first()).toContainText(product.fiyats![0]!.ad);
    await expect.poll(() => viewerCaches(page)).toEqual([`bayi-viewer-${dealerTag}`]);
    // The installed page was asked for without cookies: it names no one.
    const { memberDisplayName } = await api<ApplicationResponse>(page, '/application');
    const installedPage = await page.evaluate(async () => (await caches.match('/spa/'))?.text());
    expect(installedPage).toContain('bayi-answers');
    expect(installedPage).not.toContain(memberDisplayName!);

    // Offline the dealer gets their own page back (their prices are theirs to see).
    await context.setOffline(true);
    await page.reload();
    await expect(cards(page).first()).toContainText(product.fiyats![0]!.ad);
    await context.setOffline(false);

    await page.goto(`/spa/catalog/${category.id}`);
    await page.locator('#header-middle button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await page.waitForURL('**/spa/login');
    expect(await viewerCaches(page)).not.toContain(`bayi-viewer-${dealerTag}`);

    // The visitor, offline: the page was never visited as a visitor, so it is not there — no dealer's prices.
    await context.setOffline(true);
    await page.goto(`/spa/catalog/${category.id}`);
    await expect(page.getByRole('main')).toContainText(NOT_KEPT);
    await expect(cards(page)).toHaveCount(0);
    await context.setOffline(false);

    // The visitor, online: the server's visitor answer, without prices.
    await page.reload();
    await expect(cards(page).first()).toContainText(product.ad);
    await expect(cards(page).first()).not.toContainText(product.fiyats![0]!.ad);

    // The next dealer signs in on the same browser and goes offline before visiting the page.
    await signInByForm(page, DEMO.dealer2);
    const secondTag = await viewerTag(page);
    expect(secondTag).not.toBe(dealerTag);
    await expect.poll(() => viewerCaches(page)).toEqual([`bayi-viewer-${secondTag}`]);
    await context.setOffline(true);
    await page.goto(`/spa/catalog/${category.id}`);
    await expect(page.getByRole('main')).toContainText(NOT_KEPT);
    await expect(cards(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a dealer who leaves by the sign-out address alone leaves no prices behind either', async ({
    page,
    context,
  }) => {
    await page.goto('/spa/login');
    await controlledByWorker(page);
    await signInByForm(page, DEMO.dealer);
    const dealerTag = await viewerTag(page);
    const [category] = await twoCategories(page);
    await page.goto(`/spa/catalog/${category.id}`);
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => viewerCaches(page)).toEqual([`bayi-viewer-${dealerTag}`]);

    // Not through the menu (a bookmark, another tab): the first answer made for the visitor ends the dealer's cache.
    await page.goto('/login/logout');
    await page.waitForURL('**/spa/login');
    await expect.poll(() => viewerCaches(page)).not.toContain(`bayi-viewer-${dealerTag}`);
    await context.setOffline(true);
    await page.goto(`/spa/catalog/${category.id}`);
    await expect(page.getByRole('main')).toContainText(NOT_KEPT);
    await expect(cards(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('the manifest names the firm, its icons load, and Chrome finds nothing missing to install it', async ({
    page,
  }) => {
    const app = await api<ApplicationResponse>(page, '/application');
    await page.goto('/spa');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/spa/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /^\/spa\/pwa\//);

    const res = await page.request.get('/spa/manifest.webmanifest');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      theme_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.name).toBe(app.settings.firmaadi);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.display).toBe('standalone');
    for (const size of [192, 512]) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        const png = await page.request.get(icon!.src);
        expect(png.headers()['content-type']).toBe('image/png');
        expect(pngSize(await png.body())).toEqual({ width: size, height: size });
      }
    }
    const touch = await page.request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!);
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

    await controlledByWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });
});
