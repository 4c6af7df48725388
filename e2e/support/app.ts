import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, trackRequests, unchangedSinceCheck } from './a11y';
import { clockEveryContext } from './clock';
import { clsOf, recordLayoutShifts } from './layout-shift';

export { journeyNow } from './clock';

export { expect, expectAccessible };

/**
 * The journeys' `test`: Playwright's, plus an axe check (support/a11y.ts) of the page each test ends
 * on, at every project width, so a new journey is checked without asking. A test that already failed
 * is left with its own error. Journeys also call expectAccessible after each main navigation.
 */
/**
 * The most a page may shift (CLS), on every page a journey visits: 0.02, a fifth of what Core Web Vitals call
 * "good" (0.1). A page above it fails its journey, with the shifts that made it (their size, time and elements).
 * E2E_CLS_LIMIT sets another figure; E2E_CLS_LIMIT=report lists the pages above 0.02 (an annotation and a line
 * on the console) without failing their journeys, to look at the shifts while working on a page.
 */
const CLS_REPORT = 0.02;
const CLS_LIMIT = process.env.E2E_CLS_LIMIT === 'report' ? null : Number(process.env.E2E_CLS_LIMIT || CLS_REPORT);

export const test = base.extend<
  { accessibleAtEnd: void; appTakesOver: void; closesModalBanner: void; layoutStable: void },
  { journeysDay: void }
>({
  /**
   * The server draws the storefront's pages; until the app has taken one over (web/src/app/RootLayout.tsx sets
   * data-app), a button on it does nothing. A reader waits for the page to answer; the journeys' page loads wait
   * for the app as well, so each step acts on a page that answers.
   */
  appTakesOver: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async <T>(response: T): Promise<T> => {
        if (/^\/spa(\/|$)/.test(new URL(page.url()).pathname)) await appReady(page);
        return response;
      };
      page.goto = async (url, options) => settled(await goto(url, options));
      page.reload = async (options) => settled(await reload(options));
      await use();
    },
    { auto: true },
  ],
  /** Every browser context reads the journeys' day, as the server does (support/clock.ts). */
  journeysDay: [
    async ({ browser }, use) => {
      clockEveryContext(browser);
      await use();
    },
    { auto: true, scope: 'worker' },
  ],
  /**
   * The modal banner (spec §4) opens over the home page on every load until 'Bir daha gösterme'. A dealer
   * closes it and carries on, and so do the journeys: whenever it stands in the way of a step, Escape
   * closes it (a click on × would leave the pointer resting on whatever lies under it: a carousel stops
   * its autoplay under the pointer). The banner's own test takes this away with keepModalBanner().
   */
  closesModalBanner: [
    async ({ page }, use) => {
      // A step that navigates away takes the banner with it while the handler presses Escape: the handler then
      // gives up after a moment instead of retrying on an element that is gone until the step's own timeout.
      await page.addLocatorHandler(modalBannerClose(page), async (close) => {
        await close.press('Escape', { timeout: 2_000 }).catch(() => {});
      });
      await use();
    },
    { auto: true },
  ],
  /**
   * Each page a journey visits, measured for moving under the reader: its CLS (shifts not caused by the
   * reader's own input), held to a limit or, with E2E_CLS_LIMIT=report, reported (see CLS_LIMIT).
   */
  layoutStable: [
    async ({ page }, use, testInfo) => {
      const shifts = await recordLayoutShifts(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      const moved = [...shifts.entries()]
        .map(([documentKey, entries]) => ({ documentKey, cls: clsOf(entries), entries }))
        .filter((d) => d.cls > (CLS_LIMIT ?? CLS_REPORT))
        .map(
          (d) =>
            `${d.documentKey}: CLS ${d.cls.toFixed(3)} — ` +
            d.entries
              .map((e) => `${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms ${e.sources.join(' ')}`)
              .join('; '),
        );
      if (CLS_LIMIT !== null) expect(moved, 'pages that moved under the reader').toEqual([]);
      for (const line of moved) {
        testInfo.annotations.push({ type: 'layout shift', description: line });
        console.log(`layout shift: ${testInfo.title} — ${line}`);
      }
    },
    { auto: true },
  ],
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      trackRequests(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!/^https?:/.test(page.url())) return;
      // A journey that ends where its last check passed, with nothing changed since, was checked there.
      if (await unchangedSinceCheck(page)) return;
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

/**
 * Signs in through the sign-in form, as a person does, and waits for the home page it leads to. The journeys
 * about signing in use it; the others sign in with signIn.
 */
export async function signInByForm(page: Page, login: Login) {
  await page.goto('/spa/login');
  await fillLogin(page, login);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/spa' || url.pathname === '/spa/');
  await appReady(page);
}

/** Waits for the app to have taken over the page the server drew (see the appTakesOver fixture). */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 15_000 });
}

/**
 * Signs in with the call the form makes (POST /login/spa), so the page's context holds the session cookie, and
 * opens `to` (the home page unless told otherwise; null: stays where it is). The form itself is the sign-in
 * journeys' subject (auth.spec.ts); here it would cost a page load per journey.
 */
export async function signIn(page: Page, login: Login, to: string | null = '/spa') {
  const res = await page.request.post('/login/spa', { data: { ...login, rememberMe: false } });
  expect(res.ok(), `sign-in of ${login.cariNo}/${login.userName}`).toBe(true);
  expect(((await res.json()) as { hasError?: boolean }).hasError ?? false).toBe(false);
  if (to !== null) await page.goto(to);
}

/**
 * A full-page screenshot kept with the test results, named by journey and viewport, when asked for with
 * E2E_SCREENSHOTS=1 (to look at the pages: `E2E_SCREENSHOTS=1 npm test -w e2e`). A failing journey keeps its
 * screenshot and trace anyway (playwright.config.ts); the rest of the time a picture nobody looks at is a second
 * of the run.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await loadLazyImages(page);
  const file = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The phone projects (375 px, touch): 'phone' and 'phone-global'. */
export const isPhone = (testInfo: TestInfo) => testInfo.project.name.startsWith('phone');

/**
 * Returns once the page has handled what it was given so far (a frame and a task later): a request that a click
 * would have started has been sent, and reported here, by then. The way to check that nothing was sent, without
 * waiting a fixed time.
 */
export async function eventsHandled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

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

/** Scrolls through the page so lazy pictures load before a full-page screenshot, then back to the top. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    // Pictures in carousel slides outside the view stay lazy; do not wait for them for long.
    const loads = Array.from(document.images).map((img) =>
      img.complete
        ? null
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    );
    await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 2000))]);
    window.scrollTo(0, 0);
  });
}
