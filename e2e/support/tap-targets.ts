import { expect, type Page } from '@playwright/test';

/**
 * Tap-target sizes (WCAG 2.1 SC 2.5.5 "Target Size", level AAA; Apple's and Google's 44 pt / 48 dp
 * guidance): on a phone every control a dealer taps takes at least 44 × 44 CSS px.
 *
 * What is measured: every visible link, button, form field and element with a widget role on the page
 * (the whole page, not only the viewport). A form field passes when its own box or one of its labels
 * is big enough, since a tap on the label works the field (a radio inside a radio card is as big as the
 * card); an offender is listed with its own size.
 *
 * Left out, as WCAG 2.5.5 allows or because nobody can tap them:
 * - "Inline": a link inside a sentence or block of running text (its line height is set by the text);
 *   recognised as an inline-displayed link whose block has more text than the link's own.
 * - Screen-reader-only elements (the skip link before it gets focus, Headless UI's focus guards) and
 *   elements that are hidden, transparent or inert (a carousel's slides out of view).
 */
export const MIN_TAP_TARGET = 44;

export interface TapTarget {
  /** Role and accessible name as a person would ask for it: link "Sepetinizde 2 ürün". */
  name: string;
  width: number;
  height: number;
}

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="combobox"]',
].join(',');

export interface TapTargetReport {
  /** How many visible controls were measured (a page hidden behind a dialog has few). */
  measured: number;
  offenders: TapTarget[];
}

/** Runs in the page: the controls smaller than `min` in either direction. */
function measureInPage({ selector, min }: { selector: string; min: number }): TapTargetReport {
  const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

  const accessibleName = (element: HTMLElement): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ')
        .trim();
      if (text) return text;
    }
    const label = element.getAttribute('aria-label');
    if (label?.trim()) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return Array.from(labels, textOf).join(' ');
    const text = (element.innerText ?? '').replace(/\s+/g, ' ').trim();
    if (text) return text;
    const alt = element.querySelector('img[alt]')?.getAttribute('alt');
    if (alt) return alt;
    return (
      element.getAttribute('title') ??
      element.getAttribute('placeholder') ??
      (element as HTMLInputElement).value ??
      element.tagName.toLowerCase()
    );
  };

  const roleOf = (element: HTMLElement): string => {
    const role = element.getAttribute('role');
    if (role) return role;
    const tag = element.tagName.toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'input') {
      const type = (element as HTMLInputElement).type;
      if (type === 'number') return 'spinbutton';
      if (type === 'radio' || type === 'checkbox') return type;
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      return 'textbox';
    }
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    return tag;
  };

  const visible = (element: HTMLElement, rect: DOMRect) => {
    // Zero boxes and screen-reader-only elements (1 × 1 px, or clipped to nothing) are not tapped.
    if (rect.width * rect.height <= 4) return false;
    const style = getComputedStyle(element);
    if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
    if (element.closest('[inert]')) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };

  /** WCAG 2.5.5 "Inline": a link set in a sentence or block of text. */
  const inline = (element: HTMLElement) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    return Boolean(block) && textOf(block).length > textOf(element).length;
  };

  const seen = new Set<Element>();
  const offenders: TapTarget[] = [];
  let measured = 0;
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    if (seen.has(element)) continue;
    seen.add(element);
    const own = element.getBoundingClientRect();
    if (!visible(element, own) || inline(element)) continue;
    measured += 1;
    // A tap on the field or on any of its labels works the field: one of them big enough will do.
    const labels = Array.from((element as HTMLInputElement).labels ?? [], (label) => label.getBoundingClientRect());
    const boxes = [own, ...labels];
    // Half a pixel of rounding is not a smaller target.
    if (boxes.some((box) => box.width + 0.5 >= min && box.height + 0.5 >= min)) continue;
    offenders.push({
      name: `${roleOf(element)} "${accessibleName(element).slice(0, 60)}"`,
      width: Math.round(own.width),
      height: Math.round(own.height),
    });
  }
  return { measured, offenders };
}

/** The visible controls of the page smaller than `min` × `min` CSS px, with their names and sizes. */
export async function smallTapTargets(page: Page, min = MIN_TAP_TARGET): Promise<TapTargetReport> {
  return page.evaluate(measureInPage, { selector: CONTROLS, min });
}

/** One line per offender: `link "Sepetinizde 2 ürün" 135×20`. */
export function formatTapTargets(offenders: TapTarget[]): string {
  return offenders.map((target) => `  ${target.name} ${target.width}×${target.height}`).join('\n');
}

/**
 * Fails with the list of offenders (role, name, size) when a visible control of the page is smaller
 * than 44 × 44 px, or when fewer than `atLeast` controls were there to measure (the page was not what
 * the test thought, e.g. still loading or behind a dialog). Call it on a phone-width page once it shows
 * what it is meant to show.
 */
export async function expectTapTargets(
  page: Page,
  where: string,
  { atLeast = 1, min = MIN_TAP_TARGET }: { atLeast?: number; min?: number } = {},
): Promise<void> {
  const { measured, offenders } = await smallTapTargets(page, min);
  expect(measured, `controls measured at ${where}`).toBeGreaterThanOrEqual(atLeast);
  expect(
    offenders,
    `${offenders.length} of ${measured} control(s) smaller than ${min}×${min} px at ${where}:\n` +
      formatTapTargets(offenders),
  ).toEqual([]);
}
