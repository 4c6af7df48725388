import type { ApplicationResponse, CategoryMenuResponse, MenuEntry } from '@bayi/common';
import { listOf } from './catalog-data';
import { api, DEMO, expect, expectAccessible, fillLogin, isPhone, screenshot, signIn, test } from '../support/app';

test.describe('storefront shell', () => {
  test(
    'header, menus, footer, rates and categories come from the server',
    { tag: ['@phone', '@smoke'] },
    async ({ page }, testInfo) => {
      const shell = await page.goto('/spa');
      // The page itself is asked again each visit (and kept by no shared cache: it carries the session's
      // /application answer); its hashed scripts and styles are kept for a year, never asked again (a new build
      // has new names).
      expect(shell?.headers()['cache-control']).toBe('private, no-cache');
      const script = await page.locator('script[src*="/spa/assets/"]').first().getAttribute('src');
      const asset = await page.request.get(script!);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const app = await api<ApplicationResponse>(page, '/application');
      const header = await api<MenuEntry[]>(page, '/menu/?id=menu.header');
      const footer = await api<MenuEntry[]>(page, '/menu/?id=menu.footer');
      const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');

      await expect(page).toHaveTitle(app.settings.firmaadi!);
      await expect(page.locator('#site-logo')).toHaveAttribute('src', /\/image\/show\/?\?fileName=logo\.png&size=2/);
      await expect(page.locator('#site-logo')).toHaveJSProperty('complete', true);

      const top = page.locator('#header-top');
      for (const rate of app.dovizs) {
        const sell = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          rate.satis,
        );
        await expect(top).toContainText(rate.ad);
        await expect(top).toContainText(`${sell} ₺`);
      }
      await expect(page.getByRole('link', { name: 'Bayi Girişi' })).toBeVisible();

      const footerEl = page.locator('#site-footer');
      for (const entry of footer) await expect(footerEl.getByRole('link', { name: entry.displayName })).toBeVisible();
      await expect(footerEl).toContainText(app.settings['footer.phone']!);
      await expect(footerEl).toContainText(app.settings['footer.email']!);
      await expect(footerEl.locator('img[src*="odeme-guvenlik"]')).toBeVisible();
      await expect(page.locator('a[href^="https://wa.me/"]')).toBeVisible();
      await expectAccessible(page);

      if (isPhone(testInfo)) {
        // Phones reach the categories through the slide-in menu (phone.spec.ts), not a column.
        await expect(page.locator('#category-sidebar')).toBeHidden();
      } else {
        const nav = page.locator('#header-bottom');
        for (const entry of header) await expect(nav.getByText(entry.displayName, { exact: true })).toBeVisible();
        const withChildren = header.find((e) => e.childs.length > 0)!;
        const opener = nav.getByRole('button', { name: withChildren.displayName });
        await opener.click();
        const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
        for (const child of withChildren.childs)
          await expect(panel.getByRole('link', { name: child.displayName })).toBeVisible();
        await expectAccessible(page, 'header menu open');
        await page.keyboard.press('Escape');
        const sidebar = page.locator('#category-sidebar');
        for (const category of items) await expect(sidebar.getByRole('link', { name: category.name })).toBeVisible();
      }
      await screenshot(page, testInfo, 'home-visitor');
    },
  );

  test(
    'before any script arrives, the page is already there: the frame in its colours, the logo and the first products',
    { tag: '@phone' },
    async ({ browser, page }) => {
      const list = await listOf(page, '/category/1');
      // A browser with JavaScript off sees what every browser paints while the scripts load: the page the server
      // drew for this address.
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
      const early = await plain.newPage();
      await early.goto('/spa/catalog/1');
      await expect(early).toHaveTitle('Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.');
      await expect(early.getByRole('img', { name: 'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.' })).toBeVisible();
      await expect(early.locator('#header-top')).toHaveCSS('background-color', 'oklch(0.208 0.042 265.755)');
      expect((await early.locator('#header-bottom').boundingBox())?.height).toBe(48);
      const main = early.getByRole('main');
      for (const product of list.stoks.slice(0, 3)) await expect(main).toContainText(product.ad);
      await expect(main.locator('img').first()).toHaveJSProperty('complete', true);
      await plain.close();
    },
  );

  test(
    "a dealer's statement is there before any script arrives: the month's movements and the open invoices",
    { tag: '@phone' },
    async ({ browser, page }) => {
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
      const early = await plain.newPage();
      await signIn(early, DEMO.dealer, null);
      // The report call's own default range is the page's: a month back to today (spec §2 "Reports").
      const rows = (await (await early.request.get('/report/hesapekstresi')).json()) as { BELGENO: string }[];
      expect(rows.length).toBeGreaterThan(0);
      await early.goto('/spa/report/hesapekstresi');
      const main = early.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Hesap Ekstresi' })).toBeVisible();
      await expect(main).toContainText(`${rows.length} kayıt`);
      for (const row of rows.slice(0, 3)) await expect(main).toContainText(row.BELGENO);
      await expect(main.getByRole('link', { name: 'Bakiyeyi Kartla Öde' })).toBeVisible();
      await plain.close();
    },
  );

  test(
    'the bare frame kept for offline use shows in its colours before any script or stylesheet arrives',
    { tag: '@phone' },
    async ({ browser, page }) => {
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
      const early = await plain.newPage();
      // The service worker asks for the frame alone (web/sw/worker.ts); its rules are in the page itself.
      await early.setExtraHTTPHeaders({ 'X-Bayi-Frame-Only': '1' });
      const stylesheets: string[] = [];
      await early.route(/\.css(\?|$)|\/application\/defaultCss/, (route) => {
        stylesheets.push(route.request().url());
        return route.abort();
      });
      await early.goto('/spa/catalog/1');
      await expect(early).toHaveTitle('Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.');
      await expect(early.locator('#header-middle')).toBeVisible();
      // Words on the first paint, where the search box will be: a phone shows something to read at once.
      await expect(early.locator('#header-middle').getByText('Ürün adı, stok kodu veya barkod…')).toBeVisible();
      await expect(early.getByRole('img', { name: 'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.' })).toBeVisible();
      await expect(early.locator('#site-logo')).toHaveJSProperty('complete', true);
      const top = await early.locator('#header-bottom').boundingBox();
      expect(top?.height).toBe(48);
      await expect(early.locator('#header-top')).toHaveCSS('background-color', 'oklch(0.208 0.042 265.755)');
      expect(
        stylesheets.every((url) => /\/spa\/assets\/index-[\w-]+\.css$/.test(url)),
        stylesheets.join(),
      ).toBe(true);
      await plain.close();
    },
  );

  test("a first visit's page carries the stylesheet written in; once left, the next pages link the file", async ({
    page,
  }) => {
    await page.goto('/spa/catalog/1');
    await expect(page.locator('head style#app-css')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][href^="/spa/assets/"]')).toHaveCount(0);
    // Left when the next document arrives (the browser asks for that one before the first is gone), so the cookie
    // saying the file is kept reaches the server from the load after.
    await page.goto('/spa/productAll');
    await page.goto('/spa/catalog/1');
    await expect(page.locator('head style#app-css')).toHaveCount(0);
    await expect(page.locator('head link[rel="stylesheet"][href^="/spa/assets/"]')).toHaveCount(1);
    // Styled either way: the header keeps its colours.
    await expect(page.locator('#header-top')).toHaveCSS('background-color', 'oklch(0.208 0.042 265.755)');
  });

  test('the page is painted, with its pictures, before the app is fetched and started', async ({ page }) => {
    // Whether the browser had reported its first contentful paint when the app marked its start (main.tsx).
    await page.addInitScript(() => {
      const state = window as unknown as { painted?: boolean; startedAfterPaint?: boolean };
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) state.painted = true;
      }).observe({ type: 'paint', buffered: true });
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'bayi-app-start') state.startedAfterPaint = state.painted === true;
        return mark(name, options);
      };
    });
    // Nor is its script asked for before the page and its pictures are in: on a slow line it would share the
    // line with the page's largest picture (web/build/startAfterPaint.ts).
    const order: string[] = [];
    page.on('load', () => order.push('load'));
    page.on('request', (request) => {
      if (/\/spa\/assets\/index-[\w-]+\.js$/.test(request.url())) order.push('script');
    });
    await page.goto('/spa/catalog/1');
    expect(await page.evaluate(() => (window as unknown as { startedAfterPaint?: boolean }).startedAfterPaint)).toBe(
      true,
    );
    expect(order.slice(0, 2)).toEqual(['load', 'script']);
  });

  test(
    "the statement the server drew is this visit's reading: the app does not ask for it again as it starts, the next visit does",
    { tag: '@phone' },
    async ({ page }) => {
      await signIn(page, DEMO.dealer);
      const asked: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/report/hesapekstresi' || path === '/report/acikfaturalar') asked.push(path);
      });
      await page.goto('/spa/report/hesapekstresi');
      // The default range (spec §2: one month back) is written into the address by the app, so a copied link is
      // exact; the app has started.
      await expect(page).toHaveURL(/[?&]begin=\d{4}\.\d\d\.\d\d&end=\d{4}\.\d\d\.\d\d/);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // Away and back: an order placed meanwhile must be on the list, so the report is read again.
      await page.getByRole('link', { name: /Sepet/ }).first().click();
      await expect(page).toHaveURL(/\/spa\/basket/);
      // Away means the basket was on the screen: the address changes before the page does, and a Back within those
      // milliseconds never left the statement (React drops the basket's render; the statement stays as it was).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sepetim');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Hesap Ekstresi' })).toBeVisible();
      await expect.poll(() => asked).toContain('/report/hesapekstresi');
    },
  );

  test('each page names its own code in the page, so it arrives beside the start-up script', async ({ page }) => {
    // The server reads the build's manifest: a renamed page module would silently lose this, so each is checked.
    const pages: [string, string][] = [
      ['/spa/login', 'LoginLayout'],
      ['/spa/product/763', 'ProductPage'],
      ['/spa/catalog/1', 'CategoryPage'],
      ['/spa/search?q=kablo', 'SearchPage'],
      ['/spa/brand/all', 'BrandsPage'],
      ['/spa/productAll', 'AllProductsPage'],
    ];
    const dealerPages: [string, string][] = [
      ['/spa/basket', 'BasketPage'],
      ['/spa/quick-order', 'QuickOrderPage'],
      ['/spa/report/hesapekstresi', 'ReportPage'],
      ['/spa/payment', 'PaymentPage'],
      ['/spa/info/me', 'AccountPage'],
    ];
    const named = async (url: string) => {
      const html = await (await page.request.get(url)).text();
      // The page lists its own chunks for the app's starter (web/build/startAfterPaint.ts).
      const listed = /<script id="bayi-page-code" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
      return JSON.parse(listed ?? '[]') as string[];
    };
    const check = async ([url, module]: [string, string]) => {
      const files = await named(url);
      expect(files[0], url).toMatch(new RegExp(`^/spa/assets/${module}-[\\w-]+\\.js$`));
      for (const file of files) expect((await page.request.get(file)).status(), file).toBe(200);
    };
    for (const entry of pages) await check(entry);
    // The home's code is the start-up script itself.
    expect(await named('/spa')).toEqual([]);
    await signIn(page, DEMO.dealer);
    for (const entry of dealerPages) await check(entry);
  });

  test('a signed-in dealer sees the basket count and the account menu', async ({ page }, testInfo) => {
    await signIn(page, DEMO.dealer);
    const count = await api<number>(page, '/application/getBasketProductCount');
    const top = page.locator('#header-top');
    await expect(top).toContainText(count === 0 ? 'Sepetinizde ürün yok' : `${count}`);
    await expect(page.getByRole('link', { name: 'Bayi Girişi' })).toHaveCount(0);
    await screenshot(page, testInfo, 'home-dealer');
  });

  test('ctrl+2 stores the second price list in the priceName cookie and reloads', async ({ page, context }) => {
    await signIn(page, DEMO.dealer);
    const app = await api<ApplicationResponse>(page, '/application');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Control+2')]);
    const cookie = (await context.cookies()).find((c) => c.name === 'priceName');
    expect(decodeURIComponent(cookie!.value)).toBe(app.settings['kisayol.fiyat.2']);
    expect(cookie!.path).toBe('/');
    // The reloaded home may open its announcement over the menu just opened (closing the menu): then again.
    await expect(async () => {
      await page.locator('#header-middle button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'Fiyatları Sıfırla' }).click({ timeout: 3000 });
    }).toPass();
    await page.waitForLoadState('load');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'priceName')).toBe(false);
  });

  test(
    'a new page load starts at the top, whatever the last page was scrolled to',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const scrollY = () => page.evaluate(() => window.scrollY);
      /** The page at the top now and still a second later (no restored position arriving late). */
      const staysAtTop = async (where: string) => {
        const samples = await page.evaluate(async () => {
          const ys: number[] = [];
          for (let i = 0; i < 12; i++) {
            ys.push(Math.round(window.scrollY));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return ys;
        });
        expect(
          samples.filter((y) => y !== 0),
          `${where}: ${JSON.stringify(samples)}`,
        ).toEqual([]);
      };

      await page.goto('/spa/productAll');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await page.mouse.wheel(0, 900);
      await expect.poll(scrollY).toBeGreaterThan(500);
      // Typed into the address bar: a new load of another page.
      await page.goto('/spa/brand/all/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await staysAtTop('/spa/brand/all/');

      // Signing in from low on the sign-in page (a phone scrolls down to the button) opens home at the top.
      await page.goto('/spa/login');
      await fillLogin(page, DEMO.dealer);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      if (isPhone(testInfo)) await expect.poll(scrollY).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.waitForURL((url) => url.pathname === '/spa' || url.pathname === '/spa/');
      await expect(page.getByRole('list', { name: 'Döviz kurları' })).toBeVisible();
      await staysAtTop('home after signing in');
      await expect(page.locator('#header-middle')).toBeInViewport();
    },
  );
});
