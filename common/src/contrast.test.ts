import { describe, expect, it } from 'vitest';
import { PALETTE } from './palette';
import { paletteContrast, paletteLuminance, WCAG_AA_TEXT } from './contrast';

describe('palette contrast (WCAG 2.1)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(paletteContrast('black', 'white')).toBeCloseTo(21, 5);
    expect(paletteContrast('blue-900', 'blue-900')).toBeCloseTo(1, 5);
  });

  it('matches the ratios the storefront was designed with (index.css, the add-to-basket button)', () => {
    // slate-500 text: 4.76:1 on white, 4.55:1 on slate-50; emerald-700 under white 5.5:1, emerald-600 3.65:1.
    expect(paletteContrast('slate-500', 'white')).toBeCloseTo(4.76, 1);
    expect(paletteContrast('slate-500', 'slate-50')).toBeCloseTo(4.55, 1);
    expect(paletteContrast('white', 'emerald-700')).toBeCloseTo(5.37, 1);
    expect(paletteContrast('white', 'emerald-600')).toBeCloseTo(3.65, 1);
  });

  it('is symmetric and knows every palette colour', () => {
    for (const token of Object.keys(PALETTE)) {
      const luminance = paletteLuminance(token);
      expect(luminance, token).not.toBeNull();
      expect(luminance!).toBeGreaterThanOrEqual(0);
      expect(luminance!).toBeLessThanOrEqual(1);
    }
    expect(paletteContrast('amber-500', 'slate-900')).toBeCloseTo(paletteContrast('slate-900', 'amber-500')!, 10);
  });

  it('flags pairs below AA and answers null for unknown tokens', () => {
    expect(paletteContrast('slate-400', 'white')!).toBeLessThan(WCAG_AA_TEXT);
    expect(paletteContrast('white', 'blue-900')!).toBeGreaterThan(WCAG_AA_TEXT);
    expect(paletteContrast('chartreuse', 'white')).toBeNull();
    expect(paletteContrast(undefined, 'white')).toBeNull();
  });
});
