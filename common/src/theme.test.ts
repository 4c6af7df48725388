import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, PALETTE, themeToCss, type ThemeSettings } from './index';

describe('theme CSS', () => {
  it('has every palette family in shades 50–950 plus black and white', () => {
    expect(Object.keys(PALETTE)).toHaveLength(22 * 11 + 2);
    expect(PALETTE['rose-950']).toMatch(/^oklch\(/);
  });

  it('writes one rule per item and custom properties for components', () => {
    const css = themeToCss(DEFAULT_THEME);
    expect(css).toContain(`#header-bottom { background-color: ${PALETTE['blue-900']}; color: #fff; }`);
    expect(css).toContain('--theme-header-logo-height: 2.5rem;');
    expect(css).toContain('.theme-accent {');
  });

  it('clamps heights to 4–30 and drops unknown colours and unsafe selectors or CSS', () => {
    const theme: ThemeSettings = {
      layouts: { master: 'default' },
      blocks: {
        x: {
          title: 'x',
          item: {
            tall: { title: 't', selector_id: 'logo', type: 'heightPicker', height: 99 },
            odd: { title: 'o', selector_id: 'a} body{color:red', type: 'colorPicker', bg_color: 'red-500' },
            bad: {
              title: 'b',
              selector_class: 'ok',
              type: 'colorPicker',
              bg_color: 'url(javascript:1)',
              customCss: 'color: red; } * { x: y',
            },
          },
        },
      },
    };
    const css = themeToCss(theme);
    expect(css).toContain('#logo { height: 7.5rem; }');
    expect(css).not.toContain('a} body');
    expect(css).toContain('.ok { color: red; }');
    expect(css).not.toContain('javascript');
  });
});
