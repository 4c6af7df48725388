import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, trackRequests } from './a11y';

export { expect, expectAccessible };

/**
 * The journeys' `test`: Playwright's, plus an axe check (support/a11y.ts) of the page each test ends
 * on, at every project width, so a new journey is checked without asking. A test that already failed
 * is left with its own error. Journeys also call expectAccessible after each main navigation.
 */
export const test = base.extend<{ accessibleAtEnd: void; closesModalBanner: void }>({
  /**
   * The modal banner (spec §4) opens over the home page on every load until 'Bir daha gösterme'. A dealer
   * closes it and carries on, and so do the journeys: whenever it stands in the way of a step, Escape
   * closes it (a click on × would leave the pointer resting on whatever lies under it: a carousel stops
   * its autoplay under the pointer). The banner's own test takes this away with keepModalBanner().
   */
  closesModalBanner: [
    async ({ page }, use) => {
      await page.addLocatorHandler(modalBannerClose(page), (close) => close.press('Escape'));
      await use();
    },
    { auto: true },
  ],
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      trackRequests(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!/^https?:/.test(page.url())) return;
      await expectAccessible(page, 'end of test');
    },
    { auto: true },
  ],
});

/** The modal banner's × (the banner has no fixed name: it is titled by the promotion). */
const modalBannerClose = (page: Page) => page.locator('#modal-banner').getByRole('button', { name: 'Kapat' });

/** Leaves the modal banner open for the test to work with, instead of closing it in passing. */
export async function keepModalBanner(page: Page) {
  await page.removeLocatorHandler(modalBannerClose(page));
}

export const DEMO = {
  dealer: { cariNo: '120.01.001', userName: 'demo', password: 'demo1234' },
  dealer2: { cariNo: '120.01.002', userName: 'demo', password: 'demo1234' },
  admin: { cariNo: 'ADMIN', userName: 'admin', password: 'admin1234' },
} as const;

export type Login = { cariNo: string; userName: string; password: string };

/** Fills the sign-in form the way a person does: by the labels they read. */
export async function fillLogin(page: Page, login: Login) {
  await page.getByLabel('Cari No').fill(login.cariNo);
  await page.getByLabel('Kullanıcı Kodu').fill(login.userName);
  await page.getByLabel('Şifre', { exact: true }).fill(login.password);
}

export async function signIn(page: Page, login: Login) {
  await page.goto('/spa/login');
  await fillLogin(page, login);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/spa' || url.pathname === '/spa/');
}

/** A full-page screenshot kept with the test results, named by journey and viewport. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Data straight from the API, to check that the page shows what the server says. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** Whether a computed CSS colour (rgb() or oklch()) is a red: what a person calls "the red box". */
export function isRed(color: string): boolean {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (rgb) return Number(rgb[1]) > 120 && Number(rgb[1]) > 2 * Number(rgb[2]) && Number(rgb[1]) > 2 * Number(rgb[3]);
  const oklch = /^oklch\(([\d.]+%?)\s+([\d.]+)\s+([\d.]+)/.exec(color);
  if (oklch) {
    const hue = Number(oklch[3]);
    return Number(oklch[2]) > 0.1 && (hue < 40 || hue > 345);
  }
  return false;
}
