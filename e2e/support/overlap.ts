import { expect, type Locator } from '@playwright/test';

/**
 * What a floating element (the WhatsApp button, fixed in the bottom-right corner) covers now: every
 * visible link, button, form field and alert of the page whose box it overlaps, plus every element of
 * the `extra` locators (texts that must stay readable, e.g. the footer's paragraphs and platform credit).
 * A floating element that is hidden covers nothing.
 */
export async function coveredBy(floating: Locator, extra: Locator[] = []): Promise<string[]> {
  const extras = (
    await Promise.all(
      extra.map((locator) =>
        locator.evaluateAll((elements) =>
          elements.map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
            return { name: `${element.tagName.toLowerCase()} "${text.slice(0, 60)}"`, box: { x, y, width, height } };
          }),
        ),
      ),
    )
  ).flat();
  return floating.evaluate(
    (top, { selector, extras }) => {
      if (!top.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
      const area = top.getBoundingClientRect();
      // A pixel of anti-aliased edge is not covering.
      const overlaps = (box: { x: number; y: number; width: number; height: number }) =>
        box.width > 0 &&
        box.height > 0 &&
        box.x < area.right - 1 &&
        box.x + box.width > area.left + 1 &&
        box.y < area.bottom - 1 &&
        box.y + box.height > area.top + 1;
      const covered: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (top.contains(element) || element.contains(top)) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        if (box.width * box.height <= 4 || !overlaps(box)) continue;
        const name = element.getAttribute('aria-label') ?? element.innerText.replace(/\s+/g, ' ').trim();
        covered.push(`${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name.slice(0, 60)}"`);
      }
      for (const { name, box } of extras) if (overlaps(box)) covered.push(name);
      return covered;
    },
    {
      selector: 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="alert"]',
      extras,
    },
  );
}

/** Fails, naming them, when the floating element covers a control, an alert or one of `extra`. */
export async function expectCoversNothing(floating: Locator, where: string, extra: Locator[] = []): Promise<void> {
  const covered = await coveredBy(floating, extra);
  expect(covered, `${String(floating)} covers at ${where}:\n  ${covered.join('\n  ')}`).toEqual([]);
}
