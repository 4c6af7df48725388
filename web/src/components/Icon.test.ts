import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FA_VERSION } from 'virtual:fa-icons';
import { Icon } from './Icon';
import { parseIconClass, splitIconClass } from './iconClass';

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'));
const svgFile = (style: string, name: string) =>
  fs.readFileSync(path.join(packageRoot, 'svgs', style, `${name}.svg`), 'utf8');
const render = (name: string | null, className?: string) =>
  renderToStaticMarkup(createElement(Icon, { name, className }));
/** A name this file does not write as a literal, so the build registers no drawing for it: known only at run time. */
const fromData = (...parts: string[]) => parts.join(' ');

describe('Icon', () => {
  it("draws an icon the sources name as inline SVG: the package's path, its viewBox, hidden from assistive technology", () => {
    const html = render('fa-solid fa-house');
    const file = svgFile('solid', 'house');
    expect(html).toMatch(/^<svg /);
    expect(html).toContain('viewBox="0 0 512 512"');
    expect(html).toContain(`d="${/ d="([^"]+)"/.exec(file)![1]}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('class="icon"');
    // A narrower glyph keeps its own proportions inside the 1.25em box.
    expect(render('fa-brands fa-whatsapp')).toContain('viewBox="0 0 448 512"');
  });

  it('keeps the other classes of the name and of className on the icon', () => {
    const html = render('fa-solid fa-circle-exclamation text-red-500', 'mt-0.5');
    expect(html).toContain('class="icon text-red-500 mt-0.5"');
    expect(html).toContain('data-icon-name="fa-solid fa-circle-exclamation"');
  });

  it("draws an icon known only at run time as the server's SVG file in a mask, the same box", () => {
    const html = render(fromData('fa-solid', 'fa-lightbulb'));
    expect(html).toMatch(/^<span /);
    expect(html).toContain('class="icon icon-mask"');
    expect(html).toContain(`--icon-url:url(&quot;/spa/icons/${FA_VERSION}/solid/lightbulb.svg&quot;)`);
    expect(html).toContain('aria-hidden="true"');
    const { version } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(FA_VERSION).toBe(version);
  });

  it("turns Font Awesome's modifiers into the icon's own classes", () => {
    expect(render('fa-solid fa-rotate-right fa-spin')).toContain('class="icon icon-spin"');
    expect(render('fa-solid fa-fw fa-lg fa-rotate-90 fa-check')).toContain(
      'class="icon icon-fw icon-lg icon-rotate-90"',
    );
    // The modifier classes are not icons: the icon is still the check.
    expect(render('fa-solid fa-fw fa-lg fa-rotate-90 fa-check')).toContain('data-icon-name="fa-solid fa-check"');
  });

  it('reads the older forms data may hold: fas/far/fab, fa alone, no style at all (solid)', () => {
    expect(parseIconClass('fab fa-github')).toMatchObject({ style: 'brands', name: 'github' });
    expect(parseIconClass('far fa-star')).toMatchObject({ style: 'regular', name: 'star' });
    expect(parseIconClass('fa fa-home')).toMatchObject({ style: 'solid', name: 'home' });
    expect(parseIconClass('fa-bolt')).toMatchObject({ style: 'solid', name: 'bolt' });
  });

  it('draws nothing for classes that name no icon', () => {
    expect(render(null)).toBe('');
    expect(render('text-amber-300 font-semibold')).toBe('');
    expect(render('fa-solid fa-spin')).toBe('');
  });
});

describe("a menu entry's classes", () => {
  it('give the icon they name apart from the classes for the link', () => {
    expect(splitIconClass('fa-solid fa-star text-amber-300 font-semibold')).toEqual({
      icon: 'fa-solid fa-star',
      rest: 'text-amber-300 font-semibold',
    });
    expect(splitIconClass('text-amber-300 font-semibold')).toEqual({
      icon: null,
      rest: 'text-amber-300 font-semibold',
    });
    expect(splitIconClass(null)).toEqual({ icon: null, rest: '' });
  });
});
