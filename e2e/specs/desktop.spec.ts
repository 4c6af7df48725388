import type { Page } from '@playwright/test';
import type { CategoryMenuResponse } from '@bayi/common';
import { api, DEMO, expect, expectAccessible, screenshot, signIn, test } from '../support/app';
import { listOf, overrideApplication, topCategories } from './catalog-data';

// Desktop width only (playwright.config.ts): the category list is a column of the main layout.
test.describe('category sidebar', () => {
  test('the category menu highlights the current category', async ({ page }) => {
    const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
    const parent = items.find((c) => c.childs.length > 0)!;
    const child = parent.childs[0]!;
    await page.goto(`/spa/catalog/${child.id}`);
    const current = page.locator('#category-sidebar [aria-current="page"]');
    await expect(current).toHaveText(child.name);
    await expectAccessible(page);
  });
});

test.describe('category drop-down', () => {
  test("layout 'default' at 1280 px: long child names wrap in the drop-down, none is cut", async ({
    page,
  }, testInfo) => {
    await overrideApplication(page, (app) => {
      app.themeSettings = { ...app.themeSettings, layouts: { ...app.themeSettings.layouts, master: 'default' } };
    });
    const { items } = await api<CategoryMenuResponse>(page, '/categorymenu/get');
    await page.goto('/spa');
    await expect(page.locator('#category-sidebar')).toHaveCount(0);
    await page.locator('#header-bottom').getByRole('button', { name: 'Kategoriler' }).click();
    const panel = page.locator('#header-category-panel');
    await expect(panel).toBeVisible();
    // The drop-down shows the first six children of each category.
    const children = items.flatMap((category) => category.childs.slice(0, 6));
    const longest = children.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    await expect(panel.getByRole('link', { name: longest.name, exact: true })).toBeVisible();

    const links = await panel.evaluate(
      (element, names) => {
        const byName = new Map(
          Array.from(element.querySelectorAll('a')).map((a) => [a.textContent?.trim() ?? '', a] as const),
        );
        return names.map((name) => {
          const link = byName.get(name);
          if (!link) return { name, found: false };
          const style = getComputedStyle(link);
          const column = link.closest('ul')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(link);
          const rects = Array.from(range.getClientRects());
          return {
            name,
            found: true,
            ellipsis: style.textOverflow === 'ellipsis',
            nowrap: style.whiteSpace === 'nowrap',
            overflows: link.scrollWidth > link.clientWidth,
            outside: rects.some((r) => r.left < column.left - 0.5 || r.right > column.right + 0.5),
            lines: new Set(rects.map((r) => Math.round(r.top))).size,
          };
        });
      },
      children.map((child) => child.name),
    );
    for (const link of links) {
      expect(link.found, `'${link.name}' is in the drop-down`).toBe(true);
      expect(link.ellipsis || link.nowrap || link.overflows || link.outside, `'${link.name}' is cut`).toBe(false);
    }
    // The longest takes a second line rather than losing its end.
    expect(links.find((link) => link.name === longest.name)!.lines).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'category drop-down');
    await screenshot(page, testInfo, 'category-dropdown');
  });
});

/** The category whose list has the most columns for the dealer: agreement prices and 'Temin' (spec §2). */
async function widestCategory(page: Page) {
  const categories = (await topCategories(page)).flatMap((c) => [c, ...c.childs]);
  for (const category of categories) {
    const list = await listOf(page, `/category/${category.id}`);
    if (list.showAnlasmaFiyat && list.showTemin && list.showIskonto) return { category, list };
  }
  const category = categories[0]!;
  return { category, list: await listOf(page, `/category/${category.id}`) };
}

/** How the list table sits in its box and the window, measured in the page. */
function tableLayout(page: Page) {
  return page
    .getByRole('main')
    .getByRole('table')
    .evaluate((table) => {
      const box = table.parentElement!;
      const frame = box.getBoundingClientRect();
      const headers = Array.from(table.querySelectorAll('th')).map((th) => {
        const r = th.getBoundingClientRect();
        return { text: th.textContent, left: r.left, right: r.right };
      });
      // The longest name: its link is inline, so it has one client rect per line.
      const links = Array.from(table.querySelectorAll<HTMLAnchorElement>('tbody td:first-child a:not([aria-hidden])'));
      const longest = links.reduce((a, b) => ((b.textContent?.length ?? 0) > (a.textContent?.length ?? 0) ? b : a));
      const cell = longest.closest('td')!.getBoundingClientRect();
      const lines = new Set(Array.from(longest.getClientRects()).map((r) => Math.round(r.top))).size;
      const inside = Array.from(longest.getClientRects()).every(
        (r) => r.right <= cell.right + 0.5 && r.bottom <= cell.bottom,
      );
      return {
        boxScroll: box.scrollWidth,
        boxWidth: box.clientWidth,
        frame: { left: frame.left, right: frame.right },
        pageScroll: document.documentElement.scrollWidth,
        windowWidth: window.innerWidth,
        headers,
        longest: { text: longest.textContent, lines, inside, clamp: getComputedStyle(longest).webkitLineClamp },
        nameSticky: getComputedStyle(table.querySelector('th')!).position === 'sticky',
      };
    });
}

test.describe('list view widths', () => {
  test('at 1280 and 1024 px every column fits beside the sidebar, names wrap; narrower, the table scrolls in its box', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.dealer);
    const { category, list } = await widestCategory(page);
    await page.evaluate(() => localStorage.setItem('catalog-grid-view', 'list'));
    await page.goto(`/spa/catalog/${category.id}`);
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(list.stoks.length + 1);
    // Name, a column per price list, discount, agreement price and its discount, status, delivery, quantity.
    const columns =
      1 +
      list.fiyatAds.length +
      (list.showIskonto ? 1 : 0) +
      (list.showAnlasmaFiyat ? 2 : 0) +
      1 +
      (list.showTemin ? 1 : 0) +
      1;
    await expect(table.getByRole('columnheader')).toHaveCount(columns);

    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('#category-sidebar')).toBeVisible();
      const layout = await tableLayout(page);
      const at = `${width} px`;
      expect(layout.boxScroll, `table overflows its box at ${at}`).toBeLessThanOrEqual(layout.boxWidth);
      expect(layout.pageScroll, `page scrolls sideways at ${at}`).toBeLessThanOrEqual(layout.windowWidth);
      for (const header of layout.headers) {
        expect(header.left, `'${header.text}' starts left of the table at ${at}`).toBeGreaterThanOrEqual(
          layout.frame.left,
        );
        expect(header.right, `'${header.text}' is cut off at ${at}`).toBeLessThanOrEqual(layout.frame.right + 0.5);
        expect(header.right, `'${header.text}' is outside the window at ${at}`).toBeLessThanOrEqual(width);
      }
      expect(layout.longest.lines, `'${layout.longest.text}' on one line at ${at}`).toBeGreaterThanOrEqual(2);
      expect(layout.longest.inside, `'${layout.longest.text}' is cut at ${at}`).toBe(true);
      expect(layout.longest.clamp).toBe('none');
      await expectAccessible(page, `list view at ${at}`);
      await screenshot(page, testInfo, `catalog-list-${width}`);
    }

    // Below 1024 px there is no sidebar; whatever does not fit scrolls inside the table's own box, the
    // product name staying in view, and never the page.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('#category-sidebar')).toBeHidden();
    const narrow = await tableLayout(page);
    expect(narrow.pageScroll).toBeLessThanOrEqual(narrow.windowWidth);
    expect(narrow.nameSticky).toBe(true);
  });
});
