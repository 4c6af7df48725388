import type { ApplicationResponse, ProductSliderResponse, PromotionResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, isPhone, screenshot, signIn, test } from '../support/app';
import { overrideApplication, loadLazyImages } from './catalog-data';

const sliderKeys = [1, 2, 3, 4].map((level) => `home.produtcs.level${level}`);

test.describe('home', () => {
  test('hero by home.vitrin.tipi, four product lists and the exchange-rate chips', async ({ page }, testInfo) => {
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
    await loadLazyImages(page);
    await screenshot(page, testInfo, 'home');
  });

  test('the promotion carousel plays by itself, wraps around and follows the arrows', async ({ page }, testInfo) => {
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
    await loadLazyImages(page);
    await screenshot(page, testInfo, 'home-carousel');
  });

  test("the announcement banner: × closes it for now, 'Bir daha gösterme' for good", async ({ page }, testInfo) => {
    await signIn(page, DEMO.dealer);
    const modal = await api<PromotionResponse>(page, '/promotion/GetPromotion?type=40');
    const item = modal.activeItems[0]!;
    const banner = page.getByRole('complementary', { name: item.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(item.text);
    await expectAccessible(page, 'announcement banner');
    await loadLazyImages(page);
    await screenshot(page, testInfo, 'home-banner');

    await banner.getByRole('button', { name: 'Kapat' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Bir daha gösterme' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate((id) => localStorage.getItem(`modal-banner-hidden-${id}`), modal.id)).toBe('1');
    await page.reload();
    await expect(page.getByRole('list', { name: 'Döviz kurları' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
