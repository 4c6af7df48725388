import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { test, type Page, type Request } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';

/**
 * Accessibility checks of every page the journeys visit, at both widths: axe-core with the WCAG 2.1 A and AA
 * rules on the page as the user sees it, failing on every serious or critical violation.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.5.3 'label in name' (level A): axe tags its rule experimental and leaves it out unless asked.
 * A control whose spoken name differs from its visible text cannot be reached by voice control.
 */
const EXTRA_RULES = ['label-content-name-mismatch'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Left out of the analysis, each for a reason:
 * - Headless UI's focus sentinels (an open popover's Tab guards): aria-hidden and focusable by design, they
 *   pass focus on the moment they get it, so nobody rests on them. axe's aria-hidden-focus flags every
 *   library guard of this kind (dequelabs/axe-core#4832, floating-ui/floating-ui#2298).
 */
const EXCLUDED = ['[data-headlessui-focus-guard]'];
/**
 * axe-core's source, evaluated in a frame only when that frame has no axe yet: a journey checks the
 * same page several times, and compiling 550 kB of axe took 0.4 s a check.
 */
const AXE_SOURCE = `if (!window.axe) {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;
/** Nodes listed per rule in a failure message; the attachment has them all. */
const NODES_SHOWN = 8;

/** What each page looked like when axe last passed it (pageState). */
const checkedState = new WeakMap<Page, string>();

/**
 * The page as axe would read it: its address, the focused element and a hash of its whole markup. Two equal
 * states give the same axe result, so a check of a page that has not changed since it passed is not run again.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    let hash = 0;
    for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0;
    const focused = document.activeElement?.outerHTML.slice(0, 200) ?? '';
    return `${location.href}|${html.length}|${hash}|${focused}`;
  });
}

/** Whether the page is exactly as it was when axe last passed it. */
export async function unchangedSinceCheck(page: Page): Promise<boolean> {
  const checked = checkedState.get(page);
  return checked !== undefined && checked === (await pageState(page).catch(() => ''));
}

/** Requests in flight, per page whose requests are followed (trackRequests). */
const inFlight = new WeakMap<Page, Set<Request>>();
/** How long no request may be in flight before the page counts as quiet. */
const QUIET_MS = 150;

/**
 * Follows a page's requests from now on, so a check waits for the answers the page is still waiting on
 * and no longer: Playwright's 'networkidle' waits 500 ms of silence on top, about 0.7 s a check.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** No request in flight for QUIET_MS (at most 5 s); a page not followed waits for 'networkidle'. */
async function networkQuiet(page: Page) {
  const pending = inFlight.get(page);
  if (!pending) {
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    return;
  }
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the page has settled, so axe sees what a person sees after a moment and not a fade or a
 * list being replaced: the load event, no network for a while, no aria-busy region and no running
 * CSS transition or animation. Each wait is bounded; a page that never settles is checked as it is.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await networkQuiet(page);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        // Spinners and skeleton pulses run forever and change no colour that axe reads.
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => {});
}

function describeNode(rule: Result, node: NodeResult): string {
  const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' >>> ');
  const lines = [`    ${target}`];
  if (rule.id === 'color-contrast') {
    const data = (node.any[0]?.data ?? {}) as {
      contrastRatio?: number;
      expectedContrastRatio?: string;
      fgColor?: string;
      bgColor?: string;
      fontSize?: string;
      fontWeight?: string;
    };
    if (data.contrastRatio !== undefined) {
      lines.push(
        `      contrast ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}: ${data.fgColor} on ${data.bgColor}, ` +
          `${data.fontSize} ${data.fontWeight}`,
      );
    }
  } else {
    const checks = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
    if (checks.length) lines.push(`      ${[...new Set(checks)].join('; ')}`);
  }
  const html = node.html.replace(/\s+/g, ' ');
  lines.push(`      ${html.length > 160 ? `${html.slice(0, 157)}...` : html}`);
  return lines.join('\n');
}

export function formatViolations(violations: Result[], where: string): string {
  const nodeCount = violations.reduce((sum, rule) => sum + rule.nodes.length, 0);
  const lines = [
    `axe: ${violations.length} serious/critical WCAG 2.1 A/AA rule(s) fail on ${nodeCount} element(s) at ${where}`,
  ];
  for (const rule of violations) {
    lines.push(`  ${rule.id} [${rule.impact}] ${rule.help} (${rule.nodes.length}) ${rule.helpUrl}`);
    for (const node of rule.nodes.slice(0, NODES_SHOWN)) lines.push(describeNode(rule, node));
    if (rule.nodes.length > NODES_SHOWN) lines.push(`    … and ${rule.nodes.length - NODES_SHOWN} more`);
  }
  return lines.join('\n');
}

/**
 * Checks the page as it is now and fails with a readable list (rule, elements, contrast figures) on
 * any serious or critical WCAG 2.1 A/AA violation. Call it after each main navigation of a journey;
 * the `test` of support/app.ts also calls it on the final page of every test.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  if (process.env.E2E_NO_AXE) return;
  await settle(page);
  const state = await pageState(page);
  const axe = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    // axe.run in the page itself: the default (runPartial, then finishRun in a new blank page, axe
    // injected again there) cost 2 s a check against 0.8 s, a third of the whole e2e run.
    .setLegacyMode(true)
    // options() replaces what withTags() set: first the extra rules and the one result type we read, then the tags.
    .options({
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .withTags(WCAG_TAGS);
  for (const selector of EXCLUDED) axe.exclude(selector);
  const results = await axe.analyze();
  const failing = results.violations.filter((rule) => FAILING_IMPACTS.has(rule.impact ?? ''));
  if (failing.length === 0) {
    checkedState.set(page, state);
    return;
  }

  const info = test.info();
  const url = new URL(page.url());
  const where = `${label ? `${label}: ` : ''}${url.pathname}${url.search} (${info.project.name})`;
  await info.attach(`axe-${label ?? url.pathname}`.replace(/[^\w-]+/g, '_'), {
    body: JSON.stringify({ url: page.url(), violations: failing }, null, 2),
    contentType: 'application/json',
  });
  throw new Error(formatViolations(failing, where));
}
