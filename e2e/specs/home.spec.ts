import type { ApplicationResponse, ProductSliderResponse, PromotionResponse } from '@bayi/common';
import {
  api,
  appReady,
  DEMO,
  eventsHandled,
  expect,
  expectAccessible,
  isPhone,
  keepModalBanner,
  screenshot,
  signIn,
  test,
} from '../support/app';
import { overrideApplication } from './catalog-data';

const sliderKeys = [1, 2, 3, 4].map((level) => `home.produtcs.level${level}`);

test.describe('home', () => {
  test(
    'hero by home.vitrin.tipi, four product lists and the exchange-rate chips',
    { tag: '@smoke' },
    async ({ page }, testInfo) => {
      await page.goto('/spa');
      const app = await api<ApplicationResponse>(page, '/application');
      const sliders = await Promise.all(
        sliderKeys.map((key) => api<ProductSliderResponse>(page, `/promotion/GetProductSlider?key=${key}&itemCount=0`)),
      );

      if (app.settings['home.vitrin.tipi'] === 'slider') {
        const tiles = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=50');
        const hero = page.getByRole('region', { name: tiles.displayName, exact: true });
        await expect(hero.getByRole('heading', { name: tiles.displayName })).toBeVisible();
        await expect(hero.getByRole('link')).toHaveCount(tiles.activeItems.length);
        await expect(hero.getByRole('link').first()).toContainText(tiles.activeItems[0]!.title);
      }

      const rates = page.getByRole('list', { name: 'Döviz kurları' });
      for (const rate of app.dovizs) await expect(rates).toContainText(rate.ad);

      for (const slider of sliders.filter((s) => s.stoks.length)) {
        const region = page.getByRole('region', { name: slider.title, exact: true });
        await expect(region.getByRole('heading', { name: slider.title })).toBeVisible();
        await expect(region.getByRole('article').first()).toContainText(slider.stoks[0]!.ad);
      }
      // Visitors: no prices and no basket buttons in the boxes.
      await expect(page.getByRole('main').getByRole('button', { name: /sepete ekle/i })).toHaveCount(0);
      await expectAccessible(page);

      // The first list is a carousel (productlist.type 'corusel'): arrows move it and wrap around both ways.
      const first = sliders.find((s) => s.stoks.length > 4)!;
      const carousel = page.getByRole('region', { name: first.title, exact: true });
      const slides = carousel.locator('[aria-roledescription="slide"]');
      const previous = carousel.getByRole('button', { name: 'Önceki' });
      const next = carousel.getByRole('button', { name: 'Sonraki' });
      await carousel.hover(); // autoplay pauses under the pointer
      for (let i = 0; i < first.stoks.length && (await slides.first().getAttribute('inert')) !== null; i++) {
        await previous.click();
      }
      await expect(slides.first()).not.toHaveAttribute('inert');
      await previous.click();
      await expect(slides.last()).not.toHaveAttribute('inert');
      await expect(slides.first()).toHaveAttribute('inert');
      await next.click();
      await expect(slides.first()).not.toHaveAttribute('inert');
      await next.click();
      await expect(slides.first()).toHaveAttribute('inert');
      await screenshot(page, testInfo, 'home');
    },
  );

  test(
    "a dealer's product list builds its cards as it comes near, and each slide is named and reached as before",
    { tag: '@phone' },
    async ({ page }) => {
      await signIn(page, DEMO.dealer);
      const sliders = await Promise.all(
        sliderKeys.map((key) => api<ProductSliderResponse>(page, `/promotion/GetProductSlider?key=${key}&itemCount=0`)),
      );
      // The last list: far below the first screen, at both widths.
      const list = sliders.filter((s) => s.stoks.length > 5).at(-1)!;
      const count = list.stoks.length;
      const last = list.stoks[count - 1]!;
      const carousel = page.getByRole('region', { name: list.title, exact: true });
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(carousel.getByRole('article').first()).toContainText(list.stoks[0]!.ad);

      // Before the dealer gets near it, the slides past the first few are empty frames, still counted and named.
      await expect(slides).toHaveCount(count);
      await expect(slides.last()).toHaveAttribute('aria-label', `${count} / ${count}`);
      await expect(slides.last()).toHaveAttribute('inert');
      await expect(slides.last().locator('article')).toHaveCount(0);

      // Scrolled to, the list fills in by itself: every product's card is there before an arrow is pressed.
      await carousel.scrollIntoViewIfNeeded();
      await carousel.hover(); // autoplay pauses under the pointer
      await expect(slides.last().locator('article')).toContainText(last.ad);
      await expect(carousel.locator('article')).toHaveCount(count);

      // Back from the first position wraps to the end: the last product is in view, named, priced and reachable.
      await carousel.getByRole('button', { name: 'Önceki' }).click();
      await expect(slides.last()).not.toHaveAttribute('inert');
      const card = slides.last().getByRole('article');
      await expect(card.getByRole('link', { name: last.ad })).toBeVisible();
      if (last.showAddBasketButton) {
        await expect(card.getByRole('button', { name: `${last.ad} sepete ekle` })).toBeVisible();
      }
      await card.getByRole('link', { name: last.ad }).focus();
      await expect(card.getByRole('link', { name: last.ad })).toBeFocused();
    },
  );

  test(
    'the promotion carousel plays by itself, wraps around and follows the arrows',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await overrideApplication(page, (app) => {
        app.settings['home.vitrin.tipi'] = 'carousel';
      });
      await page.goto('/spa');
      const promotion = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=10&viewType=10');
      const count = promotion.activeItems.length;
      expect(count).toBeGreaterThan(1);
      const carousel = page.getByRole('region', { name: promotion.displayName, exact: true });
      await expect(carousel.getByRole('heading', { name: promotion.activeItems[0]!.title })).toBeVisible();
      const dot = (n: number) => carousel.getByRole('button', { name: `${n}. slayta git` });
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');

      // Autoplay: the next slide after about 3 s, without touching anything.
      await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });

      // Arrows: forward to the last slide, and one more goes back to the first.
      if (!isPhone(testInfo)) {
        const next = carousel.getByRole('button', { name: 'Sonraki' });
        for (let n = 3; n <= count; n++) {
          await next.click();
          await expect(dot(n)).toHaveAttribute('aria-current', 'true');
        }
        await next.click();
        await expect(dot(1)).toHaveAttribute('aria-current', 'true');
        await carousel.getByRole('button', { name: 'Önceki' }).click();
        await expect(dot(count)).toHaveAttribute('aria-current', 'true');
      } else {
        // Phones swipe: a drag to the left shows the next slide.
        const box = (await carousel.boundingBox())!;
        const current = await carousel.locator('[aria-current="true"]').getAttribute('aria-label');
        const from = Number(current!.split('.')[0]);
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 6 });
        await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 6 });
        await page.mouse.up();
        await expect(dot((from % count) + 1)).toHaveAttribute('aria-current', 'true');
      }
      await screenshot(page, testInfo, 'home-carousel');
    },
  );

  test(
    "the promotion carousel's arrows leave every slide's text clear, and nothing cuts it",
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await overrideApplication(page, (app) => {
        app.settings['home.vitrin.tipi'] = 'carousel';
      });
      await page.goto('/spa');
      const promotion = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=10&viewType=10');
      const carousel = page.getByRole('region', { name: promotion.displayName, exact: true });
      await expect(carousel.getByRole('heading', { name: promotion.activeItems[0]!.title })).toBeVisible();
      const arrows = carousel.getByRole('button', { name: /^(Önceki|Sonraki)$/ });
      // Phones swipe: no arrows over the slides there. From 640 px the arrows sit over the slides' edges.
      const widths = isPhone(testInfo) ? [] : [1280, 1024, 640];
      if (isPhone(testInfo)) await expect(arrows).toHaveCount(0);

      /** The text boxes of the slide in view (heading, text, button) against the arrows' boxes. */
      const overlaps = () =>
        carousel.evaluate((region) => {
          const slide = region.querySelector('[aria-roledescription="slide"]:not([inert])')!;
          const arrowBoxes = Array.from(region.querySelectorAll('button'))
            .filter((b) => /^(Önceki|Sonraki)$/.test(b.getAttribute('aria-label') ?? '') && b.checkVisibility())
            .map((b) => b.getBoundingClientRect());
          const slideBox = slide.getBoundingClientRect();
          const found: string[] = [];
          for (const element of Array.from(slide.querySelectorAll('h2, p, a'))) {
            // The glyphs themselves: a range over the element's text, line by line.
            const range = document.createRange();
            range.selectNodeContents(element);
            const own = element.getBoundingClientRect();
            for (const line of Array.from(range.getClientRects())) {
              // Outside the slide, or outside its own box (a block squeezed shorter than its text).
              const outside = [slideBox, own].some(
                (box) =>
                  line.left < box.left - 0.5 ||
                  line.right > box.right + 0.5 ||
                  line.top < box.top - 0.5 ||
                  line.bottom > box.bottom + 0.5,
              );
              if (outside) found.push(`'${element.textContent}' cut off`);
              for (const arrow of arrowBoxes) {
                const apart =
                  line.right <= arrow.left ||
                  line.left >= arrow.right ||
                  line.bottom <= arrow.top ||
                  line.top >= arrow.bottom;
                if (!apart) found.push(`'${element.textContent}' under an arrow`);
              }
            }
          }
          return {
            found,
            arrows: arrowBoxes.length,
            settled: Math.abs(slideBox.left - region.getBoundingClientRect().left) < 1,
          };
        });

      const check = async (at: string) => {
        // Autoplay stands still under the pointer; each slide is brought into view with its dot.
        await carousel.hover({ position: { x: 10, y: 10 } });
        for (let n = 1; n <= promotion.activeItems.length; n++) {
          await carousel.getByRole('button', { name: `${n}. slayta git` }).click();
          await expect.poll(async () => (await overlaps()).settled).toBe(true);
          const result = await overlaps();
          expect(result.arrows, `arrows at ${at}`).toBe(isPhone(testInfo) ? 0 : 2);
          expect(result.found, `slide ${n} at ${at}`).toEqual([]);
        }
      };
      if (isPhone(testInfo)) await check('375 px');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await check(`${width} px`);
        if (width === 1280) {
          await carousel.getByRole('button', { name: '1. slayta git' }).click();
          await expect.poll(async () => (await overlaps()).settled).toBe(true);
          await screenshot(page, testInfo, 'home-carousel-arrows');
        }
      }
      if (isPhone(testInfo)) {
        await screenshot(page, testInfo, 'home-carousel-arrows');
      }
    },
  );

  test(
    "the modal banner is a dialog: focus kept in it; Escape, × and outside close it for now, 'Bir daha gösterme' for good",
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await keepModalBanner(page);
      await signIn(page, DEMO.dealer);
      const modal = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=40');
      const item = modal.activeItems[0]!;
      const banner = page.getByRole('dialog', { name: item.title });
      const title = banner.getByRole('heading', { name: item.title });
      await expect(title).toBeVisible();
      await expect(banner).toContainText(item.text);
      await expect(banner).toHaveAttribute('aria-modal', 'true');

      // Centred over a backdrop that covers the page; the page behind is out of reach.
      const layout = await page.evaluate(() => {
        const dialog = document.getElementById('modal-banner')!;
        const panel = dialog.getBoundingClientRect();
        const corners = [
          [4, 4],
          [document.body.getBoundingClientRect().width - 4, window.innerHeight - 4],
        ].map(([x, y]) => dialog.contains(document.elementFromPoint(x!, y!)));
        return {
          // Centred over the page; the page keeps its scrollbar, so nothing under the backdrop moves.
          dx: panel.left + panel.width / 2 - document.body.getBoundingClientRect().width / 2,
          dy: panel.top + panel.height / 2 - window.innerHeight / 2,
          fits: panel.height <= window.innerHeight,
          cornersCovered: corners.every(Boolean),
          // The browser's modal dialog: everything outside it is inert.
          modal: dialog.matches(':modal'),
        };
      });
      expect(Math.abs(layout.dx)).toBeLessThanOrEqual(1);
      expect(layout.fits).toBe(true);
      expect(Math.abs(layout.dy)).toBeLessThanOrEqual(1);
      expect(layout.cornersCovered).toBe(true);
      expect(layout.modal).toBe(true);

      // The long home behind does not scroll: not by the wheel over the backdrop or the dialog, nor by the keys.
      const scrolled = () => page.evaluate(() => window.scrollY);
      await page.mouse.move(10, 10);
      await page.mouse.wheel(0, 600);
      const box = (await banner.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 600);
      await banner.getByRole('link').first().focus();
      for (const key of ['PageDown', 'End', 'ArrowDown', 'Space']) await page.keyboard.press(key);
      await eventsHandled(page);
      expect(await scrolled()).toBe(0);
      await expect(title).toBeVisible();

      // Focus moves into the dialog and Tab (either way) never leaves it.
      const focusInside = () =>
        page.evaluate(() => document.getElementById('modal-banner')!.contains(document.activeElement));
      await expect.poll(focusInside).toBe(true);
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusInside(), `focus left the dialog after ${key}`).toBe(true);
      }
      await expectAccessible(page, 'modal banner');
      await screenshot(page, testInfo, 'home-banner');

      // Escape, × and a click on the backdrop close it for this page load; the next load shows it again.
      await page.keyboard.press('Escape');
      await expect(title).toBeHidden();
      await page.reload();
      await expect(title).toBeVisible();
      await banner.getByRole('button', { name: 'Kapat' }).click();
      await expect(title).toBeHidden();
      await page.reload();
      await expect(title).toBeVisible();
      // Open means ready: the dialog has taken focus (a tap during its opening transition is not yet outside it).
      await expect.poll(focusInside).toBe(true);
      if (isPhone(testInfo)) await page.touchscreen.tap(8, 8);
      else await page.mouse.click(8, 8);
      await expect(title).toBeHidden();
      // Closed, the page is the dealer's again; and the next dialog is as modal as the banner was.
      const rootInert = () => page.evaluate(() => document.getElementById('root')!.closest('[inert]') !== null);
      await expect.poll(rootInert).toBe(false);
      await page.getByRole('button', { name: /^Ürün adı, stok kodu veya barkod/ }).click();
      await expect(page.getByRole('combobox', { name: 'Ürün ara' })).toBeVisible();
      await expect.poll(rootInert).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(rootInert).toBe(false);
      await page.reload();
      await expect(title).toBeVisible();

      await banner.getByRole('button', { name: 'Bir daha gösterme' }).click();
      await expect(title).toBeHidden();
      expect(await page.evaluate((id) => localStorage.getItem(`modal-banner-hidden-${id}`), modal.id)).toBe('1');
      await page.reload();
      await expect(page.getByRole('list', { name: 'Döviz kurları' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.locator('#modal-banner')).toHaveCount(0);
    },
  );

  test(
    'the announcement is on the drawn page as a modal dialog before the app starts; closed then, it stays closed',
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      await keepModalBanner(page);
      const modal = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=40');
      const banner = page.getByRole('dialog', { name: modal.activeItems[0]!.title });
      // The app's start is held until the reader has acted on the drawn page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/spa\/assets\/start-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Read while the page is still coming: a read that meets the navigation counts as not yet.
      const modalNow = () =>
        page.evaluate(() => document.getElementById('modal-banner')?.matches(':modal') ?? false).catch(() => false);

      // Opened as a reader does, without waiting for the app (the journeys' page.goto waits for it).
      const open = (path: string) => page.evaluate((to) => window.location.assign(to), new URL(path, baseURL).href);

      // Escape closes it without the app, and the app keeps it closed.
      await open('/spa');
      await expect.poll(modalNow).toBe(true);
      await page.keyboard.press('Escape');
      await expect(banner).toBeHidden();
      release();
      await appReady(page);
      await expect(page.locator('#modal-banner')).toHaveCount(0);

      // 'Bir daha gösterme' without the app: hidden for good, so the server leaves it out of the next page.
      await page.unroute(/\/spa\/assets\/start-[^/]+\.js$/);
      let releaseAgain = () => {};
      const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
      await page.route(/\/spa\/assets\/start-[^/]+\.js$/, async (route) => {
        await heldAgain;
        await route.continue();
      });
      await open('/spa?again');
      await expect.poll(modalNow).toBe(true);
      await banner.getByRole('button', { name: 'Bir daha gösterme' }).click();
      await expect(banner).toBeHidden();
      releaseAgain();
      await appReady(page);
      expect(await page.evaluate((id) => localStorage.getItem(`modal-banner-hidden-${id}`), modal.id)).toBe('1');
      const next = await (await page.request.get('/spa')).text();
      expect(next).not.toContain('id="modal-banner"');
    },
  );
});
