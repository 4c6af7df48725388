import type { Browser, BrowserContext } from '@playwright/test';
import { TEST_NOW } from '@bayi/common/testing';

/**
 * The journeys' day (common/src/testing/clock.ts): the server under test starts its clock at TEST_NOW
 * (CLOCK_START, playwright.config.ts), and every browser context's clock and journeyNow() start there too, from
 * the moment the run began (E2E_CLOCK_ZERO, set once by the config in the main process and inherited by the
 * workers). A journey's "today", the server's and the page's are one day, whatever the machine's date.
 *
 * This process keeps the machine's Date: Playwright's page clock is driven from here and measures against it.
 */
const offset = Date.parse(TEST_NOW) - Number(process.env.E2E_CLOCK_ZERO ?? Date.now());

/** Now, on the journeys' clock: what the server and the pages read. Use it wherever a journey means "today". */
export const journeyNow = () => new Date(Date.now() + offset);

/** The page's clock set to the journeys' day; its timers run as they would. */
export async function setPageClock(context: BrowserContext): Promise<void> {
  await context.clock.setSystemTime(journeyNow());
}

/** Every context this browser opens, the test's own and those a journey opens itself, reads the journeys' day. */
export function clockEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await setPageClock(context);
    return context;
  };
}
